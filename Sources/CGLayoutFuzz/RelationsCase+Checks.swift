import CGLayout
import CGLayoutRelations
import Foundation

/// What a relations case checks after its passes.
extension RelationsCase {
    /// The value of `attribute` of `element`, in the container's space; `nil` for elements not directly in the
    /// container. In right-to-left passes leading and trailing are measured leftwards, as in Auto Layout
    /// (`a.leading == b.leading + 16` is 16 pt inside b's right edge): they read the mirrored coordinate of the
    /// right and left edges, `minX + maxX` of the container less the edge's x. A frame with a negative size is
    /// read as CoreGraphics reads it (`minX`, `maxX`, `width` of the standardized rect); a NaN or infinite value as 0.
    func value(_ attribute: LayoutAttribute, of element: any LayoutElement, direction: LayoutDirection) -> CGFloat? {
        let frame: CGRect
        if element === container { frame = space } else if element.superElement === container { frame = readable(element.frame) } else { return nil }
        let rtl = direction == .rightToLeft, mirror = space.minX + space.maxX
        switch attribute {
        case .left, .leftMargin: return frame.minX
        case .right, .rightMargin: return frame.maxX
        case .top, .topMargin: return frame.minY
        case .bottom, .bottomMargin: return frame.maxY
        case .leading, .leadingMargin: return rtl ? mirror - frame.maxX : frame.minX
        case .trailing, .trailingMargin: return rtl ? mirror - frame.minX : frame.maxX
        case .width: return frame.width
        case .height: return frame.height
        case .centerX: return frame.midX
        case .centerY: return frame.midY
        }
    }

    /// A frame as the relations read a target's: non-finite values as 0, standardized.
    func readable(_ frame: CGRect) -> CGRect {
        func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
        return CGRect(x: finite(frame.origin.x), y: finite(frame.origin.y), width: finite(frame.size.width),
                      height: finite(frame.size.height)).standardized
    }

    /// The container's rect as the relations solve in it, read as every engine reads an available space
    /// (`FrameGate.admittedSpace`, the Bad Input article): a NaN or infinite origin as 0, a NaN or negative
    /// size as 0, an infinite size as unbounded. A container −1e19 wide is solved 0 wide; reading it at
    /// −1e19 reported relations that hold as broken.
    var space: CGRect { FrameGate.admittedSpace(container.bounds) }

    /// A scheme holding the relation layout as a block lists the layout's issues in `scheme.issues`, one
    /// for one, naming the same culprits.
    func checkSchemeIssues() {
        let listed = LayoutScheme(blocks: [relations]).issues.filter {
            if case .reportedByBlock = $0.kind { return true } else { return false }
        }
        let own = relations.issues
        if listed.map(\.element) != own.map(\.element) || listed.map(\.explanation) != own.map(\.explanation) {
            log.fail("scheme.issues unlike the relation block's issues", "scheme \(listed.map(\.description)), relations \(own.map(\.description))")
        }
    }

    /// With no issue reported, every required relation holds in the frames written.
    func checkRequiredHold(direction: LayoutDirection) {
        guard relations.issues.isEmpty else { return }
        for (code, constraint) in active where constraint.priority == .required {
            guard let item = constraint.item, let left = value(constraint.attribute, of: item, direction: direction) else { continue }
            var right = CGFloat(constraint.constant)
            if let target = constraint.target {
                guard let base = value(constraint.targetAttribute, of: target, direction: direction) else { continue }
                right += CGFloat(constraint.multiplier) * base
            }
            // Relative to the magnitudes the values went through: in right-to-left a horizontal position
            // is solved mirrored across the container (x = minX + maxX − x′), so a container 1e308 wide
            // cannot place a frame within less than its own ulp (≈ 1e292) of its left edge. A broken
            // relation among ordinary values is far outside this tolerance.
            let horizontal: Set<LayoutAttribute> = [.left, .right, .leading, .trailing, .centerX, .width,
                                                    .leftMargin, .rightMargin, .leadingMargin, .trailingMargin]
            let mirrored = direction == .rightToLeft && horizontal.contains(constraint.attribute)
                ? abs(space.minX + space.maxX) : 0
            let tolerance = 1e-6 * max(1, abs(left), abs(right), mirrored)
            let holds = switch constraint.relation {
            case .equal: abs(left - right) <= tolerance
            case .lessThanOrEqual: left <= right + tolerance
            case .greaterThanOrEqual: left >= right - tolerance
            }
            if !holds {
                log.fail("relation silently broken", "no issue reported, but \(code) gives \(left) against \(right)")
            }
        }
    }

    /// A layout gives what a fresh layout of the same relations gives, to the last bit: the items' frames, the
    /// content of items that are containers, the issues and which items are ambiguous. A pass that visits only
    /// what changed must miss nothing, and nothing may depend on the passes before it.
    func checkAgainstFresh(direction: LayoutDirection) {
        let fresh = RelationLayout(container: container)
        for setting in settings { setting(fresh) }
        fresh.activate(active.map(\.constraint))
        Watch.inSnapshot = "fresh.snapshot(for:)"
        let snapshot = fresh.snapshot(for: container.bounds, direction: direction)
        Watch.inSnapshot = nil
        let present = snapshotOfFrames()
        for (element, frame) in present {
            guard let expected = RelationsCase.frame(of: element, in: snapshot), !frame.same(as: expected) else { continue }
            log.fail("incremental vs fresh (relations)", "\(name(element)): layout \(frame.exact), a fresh layout \(expected.exact)")
        }
        let issues = relations.issues.map(\.description).sorted(), freshIssues = fresh.issues.map(\.description).sorted()
        if issues != freshIssues {
            log.fail("issues unlike a fresh layout's (relations)", "layout \(issues), a fresh layout \(freshIssues)")
        }
        for item in items where relations.hasAmbiguousLayout(item) != fresh.hasAmbiguousLayout(item) {
            log.fail("ambiguity unlike a fresh layout's (relations)",
                     "\(name(item)): layout \(relations.hasAmbiguousLayout(item)), a fresh layout \(fresh.hasAmbiguousLayout(item))")
        }
    }

    /// The frame `snapshot` records for `element` (the last, content included), if any.
    static func frame(of element: any LayoutElement, in snapshot: LayoutSnapshot) -> CGRect? {
        var found: CGRect?
        if snapshot.isSnapshot(of: element) { found = snapshot.frame }
        for child in snapshot.childSnapshots {
            if let frame = frame(of: element, in: child) { found = frame }
        }
        return found
    }

    /// The present frames of the items and of the elements only read (a stack's texts are laid out by it).
    func snapshotOfFrames() -> [(element: any LayoutElement, frame: CGRect)] {
        (items + others.map { $0 as any LayoutElement }).map { ($0, $0.frame) }
    }

    /// Compares two sets of frames exactly.
    func compare(_ first: [(element: any LayoutElement, frame: CGRect)], _ second: [(element: any LayoutElement, frame: CGRect)],
                 _ kind: String, _ firstName: String, _ secondName: String) {
        for (a, b) in zip(first, second) where !a.frame.same(as: b.frame) {
            log.fail(kind, "\(name(a.element)): \(firstName) \(a.frame.exact), \(secondName) \(b.frame.exact)")
        }
    }
}
