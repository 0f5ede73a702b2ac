import Cassowary
import CGLayout
import Foundation

/// How a measured item's intrinsic width was fitted in the pass that last solved
/// its width: the unlimited width, and the first measurement after the solve that
/// started from it.
///
/// The fitted width is a fixed point reached from the unlimited width: solve,
/// measure at the solved width (a wrapped text's widest line), solve again… A
/// later pass that does not solve the item's component again keeps that result
/// only while the measurements it came from still hold: the one at the last width
/// (checked with the heights) and the first one, kept here. Longer chains (rare:
/// the fitted width moved the solved width twice) are solved again at every pass.
struct WidthFitting {
    /// The width with no limit (NaN: none).
    var unlimited = Double.nan
    /// The first width measured after the reset, and what it measured.
    var firstWidth = Double.nan
    var firstSize = CGSize.zero
    /// Distinct widths measured since the reset, in sequence: 0, 1, 2, or 3 for more.
    var widths = 0
}

extension RelationSystem {
    static func intrinsic(_ value: CGFloat) -> Double {
        guard value.isFinite, Double(value) <= largestIntrinsicLength else { return .nan }
        return max(0, Double(value))
    }

    @inline(__always)
    static func same(_ a: Double, _ b: Double) -> Bool { a == b || (a.isNaN && b.isNaN) }

    /// Whether a measured length is used: its slot is not fixed by substitution (unless its component is conservative).
    @inline(__always)
    private func uses(_ slot: Int) -> Bool {
        let component = slotComponent[slot]
        return component >= 0 && (determinedBy[slot] < 0 || components[component].conservative)
    }

    @inline(__always)
    private func needsHeight(_ index: Int) -> Bool {
        !RelationSystem.same(slotValues[RelationSystem.slot(index, axis: 0, size: true)], measuredAtWidth[index])
    }

    /// Measures widths with no limit (a text's one line), or heights at the solved
    /// widths (all of them, or those whose width changed since they were measured).
    ///
    /// Measuring at a solved width also gives the width the item needs there — a
    /// wrapped text's widest line — which becomes its intrinsic width when it is
    /// narrower than the unlimited one, as a multi-line UIKit label's intrinsic
    /// width follows its layout width. A component starts from the unlimited widths
    /// at its first solve in a pass (``resetMeasuredWidths(_:)``), so the result
    /// does not depend on history.
    ///
    /// - Parameter list: The measured items to consider (all when `nil`).
    func measure(widths: Bool, onlyChanged: Bool, component: Int? = nil, only list: [Int]? = nil) {
        for index in list ?? measuredItems {
            let position = measuredPosition[index]
            let widthSlot = RelationSystem.slot(index, axis: 0, size: true)
            if widths {
                guard component.map({ slotComponent[widthSlot] == $0 }) ?? uses(widthSlot),
                      let element = measuredElements[position].element else { continue }
                let unbounded = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
                let unlimited = RelationSystem.intrinsic(element.sizeThatFits(unbounded).width)
                let stored = fitting[index].unlimited
                fitting[index].unlimited = unlimited
                // A new unlimited width: start from it (the component is solved again and resets).
                if component != nil || !RelationSystem.same(stored, unlimited) { set(items[index].widthParam, unlimited) }
            } else {
                let heightSlot = RelationSystem.slot(index, axis: 1, size: true)
                let usesHeight = component.map { slotComponent[heightSlot] == $0 } ?? uses(heightSlot)
                let fittedWidth = uses(widthSlot) && !fitting[index].unlimited.isNaN
                let fitsWidth = component == nil && fittedWidth
                guard usesHeight || fitsWidth, !onlyChanged || needsHeight(index),
                      let element = measuredElements[position].element else { continue }
                let width = slotValues[widthSlot]
                // An item not solved yet is measured with no limit first.
                let size = element.sizeThatFits(CGSize(width: width.isNaN ? .greatestFiniteMagnitude : CGFloat(width),
                                                       height: .greatestFiniteMagnitude))
                var changed = false
                if usesHeight {
                    let height = RelationSystem.intrinsic(size.height), param = items[index].heightParam
                    changed = !RelationSystem.same(height, params.values[param])
                    set(param, height)
                }
                if fitsWidth, !width.isNaN {
                    let unlimited = fitting[index].unlimited, measured = RelationSystem.intrinsic(size.width)
                    let fitted = width < unlimited && !measured.isNaN ? min(unlimited, measured) : unlimited
                    let param = items[index].widthParam
                    changed = changed || !RelationSystem.same(fitted, params.values[param])
                    set(param, fitted)
                    if onlyChanged { record(width, size, of: index) } else { checkFirstMeasurement(of: index, element) }
                }
                // Measuring one component's heights leaves the width fit to the pass: this width is
                // not measured for it yet (a height component turned conservative in the first solve
                // used to mark it measured, and the first pass kept the unlimited width).
                if fitsWidth || !fittedWidth { measuredAtWidth[index] = width }
                if onlyChanged, changed { remeasured.append(index) }
            }
        }
    }

    /// Adds a measurement after a solve to the item's chain.
    @inline(__always)
    private func record(_ width: Double, _ size: CGSize, of index: Int) {
        switch fitting[index].widths {
        case 0:
            fitting[index].firstWidth = width
            fitting[index].firstSize = size
            fitting[index].widths = 1
        case 1, 2:
            if !RelationSystem.same(width, measuredAtWidth[index]) { fitting[index].widths += 1 }
        default: break
        }
    }

    /// At the start of a pass: when the first measurement of the item's chain no
    /// longer holds (its content changed), or the chain is too long to check, its
    /// component is solved again from the unlimited widths.
    private func checkFirstMeasurement(of index: Int, _ element: any AdjustableLayoutElement) {
        let chain = fitting[index]
        guard chain.widths >= 2 else { return }
        if chain.widths == 2 {
            let size = element.sizeThatFits(CGSize(width: CGFloat(chain.firstWidth), height: .greatestFiniteMagnitude))
            guard size != chain.firstSize else { return }
        }
        let component = slotComponent[RelationSystem.slot(index, axis: 0, size: true)]
        guard component >= 0 else { return }
        components[component].needsSolve = true
        queue(component)
    }

    /// Sets the measured widths of `component`'s items back to their unlimited values,
    /// once per pass, before the component is first solved in it: the fitted widths
    /// are then measured again from there, so a pass does not depend on the widths
    /// the last pass fitted.
    func resetMeasuredWidths(_ component: Component) {
        guard component.widthsResetInPass != passNumber else { return }
        component.widthsResetInPass = passNumber
        for index in component.measuredWidthItems {
            measuredAtWidth[index] = .nan
            fitting[index].widths = 0
            let param = items[index].widthParam, unlimited = fitting[index].unlimited
            guard !RelationSystem.same(params.values[param], unlimited) else { continue }
            params.values[param] = unlimited
            for record in params.dependents[param] {
                records[record].changed = true
                let other = records[record].component
                if other >= 0, components[other] !== component { queue(other) }
            }
        }
    }
}
