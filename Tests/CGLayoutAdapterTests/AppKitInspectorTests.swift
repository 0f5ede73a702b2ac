#if CGLAYOUT_DECLARATIONS
import AppKit
import CGLayout
import CGLayoutAppKit
import CGLayoutFlex
import Foundation
import QuartzCore
import Testing

// MARK: - A Mac inspector written from the article's AppKit section and the Flexbox article alone
//
// A form of label/field rows in two sections, "Geometry" (always open) and "Appearance" (collapsible), and a
// reset button at the bottom trailing corner of the form. The form is a column flex guide of the inspector's
// element; each row is a nested row flex guide: the label 90 wide, centred on the field's height, the field
// takes the rest. Laid out in the view's `layout()`, in its own direction, flipped or not.

/// One row of the form: a label and a field, side by side in a row guide.
@MainActor struct InspectorRow {
    let label: NSTextField
    let field = NSView()
    let guide = FlexLayoutGuide<HostElement>(style: FlexStyle().flexDirection(.row).columnGap(8).alignItems(.center))

    init(_ title: String) { label = NSTextField(labelWithString: title) }
}

@MainActor class InspectorView: NSView {
    let geometryHeader = NSTextField(labelWithString: "Geometry")
    let geometry = ["X", "Y", "Width", "Height"].map { InspectorRow($0) }
    let appearanceHeader = NSTextField(labelWithString: "Appearance")
    let appearance = ["Opacity", "Corner radius", "Shadow"].map { InspectorRow($0) }
    let reset = NSView()
    let form = FlexLayoutGuide<HostElement>(style: FlexStyle().flexDirection(.column).padding(12).rowGap(6), name: "form")
    var passes = 0

    lazy var scheme = LayoutScheme(blocks: [
        form.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: .scaled(1))),
    ])

    /// Hides the appearance rows (`display: none`) or shows them again; the next pass lays the form out.
    var isAppearanceCollapsed = false {
        didSet {
            for row in appearance {
                row.guide.style = row.guide.style.display(isAppearanceCollapsed ? .none : .flex)
            }
            needsLayout = true
        }
    }

    override init(frame frameRect: NSRect) {
        super.init(frame: frameRect)
        wantsLayer = true
        layer?.contentsScale = 2                          // stands in for a Retina screen
        layoutElement.add(layoutGuide: form)
        form.pointScaleFactor = layoutElement.pointScaleFactor
        do {
            try add(geometryHeader, to: form)
            for row in geometry { try add(row) }
            try add(appearanceHeader, to: form)
            for row in appearance { try add(row) }
            addSubview(reset)
            try form.addItem(reset.layoutElement, style: FlexStyle().width(80).height(24).alignSelf(.flexEnd))
        } catch {
            Issue.record("the form could not be built: \(error)")
        }
    }

    required init?(coder: NSCoder) { nil }

    private func add(_ field: NSTextField, to guide: FlexLayoutGuide<HostElement>, style: FlexStyle = FlexStyle()) throws {
        addSubview(field)
        try guide.addItem(field.layoutElement, style: style)
    }

    private func add(_ row: InspectorRow) throws {
        try form.addItem(row.guide)                       // a nested flex guide: its own style
        try add(row.label, to: row.guide, style: FlexStyle().width(90))
        addSubview(row.field)
        // `.flex(1)`: grow from a basis of 0. A plain view measures as its present size, so `.flexGrow(1)` alone
        // would grow from the width the last pass gave it (see `plainViewGrowsFromItsLastSize`).
        try row.guide.addItem(row.field.layoutElement, style: FlexStyle().flex(1).height(22))
    }

    override func layout() {
        super.layout()
        passes += 1
        scheme.layout(direction: LayoutDirection(userInterfaceLayoutDirection))
    }

    /// Each view's frame in CGLayout's top-down space (its element's).
    var layoutFrames: [(String, CGRect)] {
        var result = [("geometry", geometryHeader.layoutElement.frame)]
        for row in geometry { result += [(row.label.stringValue, row.label.layoutElement.frame), (row.label.stringValue + " field", row.field.layoutElement.frame)] }
        result.append(("appearance", appearanceHeader.layoutElement.frame))
        for row in appearance { result += [(row.label.stringValue, row.label.layoutElement.frame), (row.label.stringValue + " field", row.field.layoutElement.frame)] }
        return result + [("reset", reset.layoutElement.frame)]
    }

    /// Each view's own `frame`, in AppKit's space (the inspector's coordinates).
    var appKitFrames: [(String, CGRect)] {
        var result = [("geometry", geometryHeader.frame)]
        for row in geometry { result += [(row.label.stringValue, row.label.frame), (row.label.stringValue + " field", row.field.frame)] }
        result.append(("appearance", appearanceHeader.frame))
        for row in appearance { result += [(row.label.stringValue, row.label.frame), (row.label.stringValue + " field", row.field.frame)] }
        return result + [("reset", reset.frame)]
    }
}

@MainActor final class FlippedInspectorView: InspectorView {
    override var isFlipped: Bool { true }
}

/// The inspector's design, by arithmetic, left to right and top down; 13-point labels: 13 a line.
enum InspectorDesign {
    static let height: CGFloat = 320

    /// Rows 22 tall (the field), 6 apart; headers 13 tall; padding 12. A collapsed section's rows have no box
    /// (`display: none`): their views get empty frames at the inspector's top left corner, and the rows below move up.
    static func frames(width w: CGFloat, collapsed: Bool) -> [(String, CGRect)] {
        var frames: [(String, CGRect)] = []
        var y: CGFloat = 12
        func header(_ name: String) {
            frames.append((name, CGRect(x: 12, y: y, width: w - 24, height: 13)))
            y += 13 + 6
        }
        func row(_ name: String) {
            frames.append((name, CGRect(x: 12, y: y + 4.5, width: 90, height: 13)))
            frames.append((name + " field", CGRect(x: 110, y: y, width: w - 122, height: 22)))
            y += 22 + 6
        }
        header("geometry")
        for name in ["X", "Y", "Width", "Height"] { row(name) }
        header("appearance")
        if collapsed {
            for name in ["Opacity", "Corner radius", "Shadow"] {
                frames += [(name, .zero), (name + " field", .zero)]
            }
        } else {
            for name in ["Opacity", "Corner radius", "Shadow"] { row(name) }
        }
        frames.append(("reset", CGRect(x: w - 12 - 80, y: y, width: 80, height: 24)))
        return frames
    }

    /// The same frames in AppKit's space: reflected in the inspector's height when it is not flipped.
    static func appKit(_ frames: [(String, CGRect)], flipped: Bool) -> [(String, CGRect)] {
        flipped ? frames : frames.map { name, frame in
            (name, CGRect(x: frame.minX, y: height - frame.maxY, width: frame.width, height: frame.height))
        }
    }
}

@MainActor
@Suite("Screen: AppKit inspector")
struct AppKitInspectorTests {
    static func window(with inspector: InspectorView, width: CGFloat) -> NSWindow {
        let window = NSWindow(contentRect: NSRect(x: 0, y: 0, width: width, height: InspectorDesign.height),
                              styleMask: [.titled, .resizable], backing: .buffered, defer: false)
        window.contentView = inspector
        inspector.needsLayout = true
        inspector.layoutSubtreeIfNeeded()
        return window
    }

    static func check(_ inspector: InspectorView, width: CGFloat, flipped: Bool, rightToLeft: Bool, collapsed: Bool, _ label: String) {
        var design = InspectorDesign.frames(width: width, collapsed: collapsed)
        if rightToLeft { design = design.map { ($0.0, $0.1 == .zero ? .zero : mirrored($0.1, in: width)) } }
        expectFrames(inspector.layoutFrames, design, label + " (layout space)")
        expectFrames(inspector.appKitFrames, InspectorDesign.appKit(design, flipped: flipped), label + " (AppKit space)")
    }

    @Test("A form of rows at 260 and 360 wide, flipped and not, in both directions; a section collapsed and opened again",
          arguments: [false, true])
    func form(flipped: Bool) {
        for rightToLeft in [false, true] {
            let inspector: InspectorView = flipped ? FlippedInspectorView(frame: .zero) : InspectorView(frame: .zero)
            if rightToLeft { inspector.userInterfaceLayoutDirection = .rightToLeft }
            let window = Self.window(with: inspector, width: 260)
            let name = "inspector \(flipped ? "flipped" : "unflipped") \(rightToLeft ? "RTL" : "LTR")"
            #expect(inspector.form.pointScaleFactor == 2)
            // Each step: the window's width and the section's state, then AppKit's layout pass.
            let steps: [(width: CGFloat, collapsed: Bool, name: String)] = [
                (260, false, "at 260"), (360, false, "at 360"), (360, true, "collapsed at 360"),
                (260, true, "collapsed at 260"), (260, false, "opened at 260"),
            ]
            for step in steps {
                window.setContentSize(NSSize(width: step.width, height: InspectorDesign.height))
                if inspector.isAppearanceCollapsed != step.collapsed { inspector.isAppearanceCollapsed = step.collapsed }
                inspector.layoutSubtreeIfNeeded()
                Self.check(inspector, width: step.width, flipped: flipped, rightToLeft: rightToLeft, collapsed: step.collapsed,
                           name + " " + step.name)
            }
            #expect(inspector.scheme.issues.isEmpty, "\(inspector.scheme.issues)")
        }
    }

    /// The article's flex bar of plain views (`flexGrow(1)`) on whole points, widened and narrowed again: plain boxes
    /// give 33 + 34 + 33 at 100. A plain view's element is measured (it measures as its present size, UIKit's
    /// `sizeThatFits(_:)`), so each item is rounded as text is (34 + 34 + 34: neighbours overlap), its basis is the
    /// width the last pass gave it, and the narrowed bar keeps the wide frames (67 + 68 + 67 in 100 points).
    @Test("A plain view growing in a flex row shrinks back when the row narrows",
          .disabled("a plain view's element is a measured flex leaf (it measures as its present size): rounded as text, its basis the last pass's width, so frames overlap and depend on earlier passes; CGLayoutHosting/CGLayoutFlex, beyond a small fix"))
    func plainViewGrowsFromItsLastSize() throws {
        let bar = NSView(frame: NSRect(x: 0, y: 0, width: 100, height: 44))
        let items = (0..<3).map { _ in NSView() }
        let row = FlexLayoutGuide<HostElement>(style: FlexStyle().flexDirection(.row))
        bar.layoutElement.add(layoutGuide: row)
        for item in items {
            bar.addSubview(item)
            try row.addItem(item.layoutElement, style: FlexStyle().flexGrow(1))
        }
        let block = row.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: .scaled(1)))
        block.layout(direction: .leftToRight)
        #expect(items.map(\.layoutElement.frame.width) == [33, 34, 33])
        bar.frame.size.width = 200
        block.layout(direction: .leftToRight)
        #expect(items.map(\.layoutElement.frame.width) == [67, 66, 67])
        bar.frame.size.width = 100
        block.layout(direction: .leftToRight)
        #expect(items.map(\.layoutElement.frame.width) == [33, 34, 33], "narrowed again: the frames of a fresh bar")
    }

    /// `setStyle(_:for:)` on a nested flex guide sets the guide's own `style` (the one it is laid out with, as
    /// `addItem(_:style:)` documents): hiding a row guide that way takes its field off the screen.
    @Test("setStyle(_:for:) on a nested flex guide either applies or answers false")
    func setStyleOnNestedGuide() throws {
        let inspector = FlippedInspectorView(frame: .zero)
        let window = Self.window(with: inspector, width: 260)
        let row = inspector.appearance[0]
        let answered = inspector.form.setStyle(row.guide.style.display(.none), for: row.guide)
        inspector.needsLayout = true
        inspector.layoutSubtreeIfNeeded()
        #expect(!answered || row.field.layoutElement.frame == .zero,
                "answered \(answered), the row's field is at \(row.field.layoutElement.frame)")
        _ = window
    }
}
#endif
