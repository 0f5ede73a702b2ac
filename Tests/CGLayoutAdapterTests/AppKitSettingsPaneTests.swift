#if CGLAYOUT_DECLARATIONS
import AppKit
import CGLayout
import CGLayoutAppKit
import Foundation
import QuartzCore
import Testing

// MARK: - A Mac settings pane written from the article's AppKit section alone

/// A settings pane laid out in its own `layout()`: a heading, a separator layer under it, two rows
/// (plain, unflipped `NSView`s holding a title and a value), a wrapping note under them and a button
/// box in the bottom trailing corner. Margins 20.
@MainActor class SettingsPane: NSView {
    let heading = NSTextField(labelWithString: "General")
    let separator = CALayer()
    let rows = [("Appearance", "Dark"), ("Window tabs", "Always")].map { title, value in
        (row: NSView(), title: NSTextField(labelWithString: title), value: NSTextField(labelWithString: value))
    }
    let note = NSTextField(wrappingLabelWithString: SettingsPaneDesign.shortNote)
    let reset = NSView()
    var passes = 0

    lazy var scheme: LayoutScheme = {
        // Under a full-size content view's title bar: the pane's safe area is every top-level block's space.
        let inSafeArea = layoutElement.safeAreaLayoutGuide.layoutConstraint(for: [.equally])
        var blocks: [any LayoutBlockProtocol] = [
            heading.layoutBlock(with: Layout(x: .leading(20), y: .top(20), width: .fit, height: .fit), constraints: [inSafeArea]),
            separator.layoutBlock(with: Layout(x: .leading(20), y: .top(8), width: .boxed(40), height: 1),
                                  constraints: [inSafeArea, heading.layoutConstraint(for: [.bottom(.limit(on: .outer))])]),
        ]
        var above: any LayoutHost = separator
        for (row, title, value) in rows {
            blocks.append(row.layoutBlock(with: Layout(x: .leading(20), y: .top(), width: .boxed(40), height: 32),
                                          constraints: [inSafeArea, above.layoutConstraint(for: [.bottom(.limit(on: .outer))])]))
            // In the row's own space (its bounds): 4 below its top edge.
            blocks.append(title.layoutBlock(with: Layout(x: .leading(), y: .top(4), width: .fit, height: .fit)))
            blocks.append(value.layoutBlock(with: Layout(x: .trailing(), y: .top(4), width: .fit, height: .fit)))
            above = row
        }
        blocks.append(note.layoutBlock(with: Layout(x: .leading(20), y: .top(12), width: .boxed(40), height: .fit),
                                       constraints: [inSafeArea, above.layoutConstraint(for: [.bottom(.limit(on: .outer))])]))
        blocks.append(reset.layoutBlock(with: Layout(x: .trailing(20), y: .bottom(20), width: 80, height: 24), constraints: [inSafeArea]))
        return LayoutScheme(blocks: blocks)
    }()

    override init(frame frameRect: NSRect) {
        super.init(frame: frameRect)
        wantsLayer = true                               // a backing layer whose delegate is this view
        var fields = [heading, note]
        for (row, title, value) in rows {
            addSubview(row)
            row.addSubview(title)
            row.addSubview(value)
            fields += [title, value]
        }
        for field in fields { field.font = NSFont.systemFont(ofSize: 17) }
        addSubview(heading)
        addSubview(note)
        addSubview(reset)
        layer?.addSublayer(separator)
    }

    required init?(coder: NSCoder) { nil }

    override func layout() {
        super.layout()
        passes += 1
        scheme.layout(direction: LayoutDirection(userInterfaceLayoutDirection))
    }

    /// Each view's and the layer's frame in AppKit's space (the superview's, or the super layer's).
    var frames: [(String, CGRect)] {
        var result = [("heading", heading.frame), ("separator", separator.frame)]
        for (index, (row, title, value)) in rows.enumerated() {
            result += [("row\(index)", row.frame), ("row\(index).title", title.frame), ("row\(index).value", value.frame)]
        }
        return result + [("note", note.frame), ("reset", reset.frame)]
    }
}

/// The same pane in a flipped view: y counts down from the top edge, as in CGLayout's space.
@MainActor final class FlippedSettingsPane: SettingsPane {
    override var isFlipped: Bool { true }
}

/// The pane's design top-down and left to right, then turned into AppKit's frames.
struct SettingsPaneDesign {
    /// 34 characters: one line at every width here.
    static let shortNote = "Changes apply to new windows only."
    /// 98 characters: at 45 characters a line (360 − 40 over 7) 42 + 45 + 9, at 62 (480) 59 + 38, at 114 (840) one line.
    static let longNote = "Changes apply to new windows only. Restart the app to apply them to the windows that are open now."

    var width: CGFloat, height: CGFloat, noteLines: CGFloat
    /// The safe area's top inset: a full-size content view's title bar (28 in the declarations), or 0.
    var top: CGFloat = 0

    /// Frames in CGLayout's space: each in its superview's (or super layer's) top-down space.
    func frames(rightToLeft: Bool) -> [(String, CGRect)] {
        let w = width, row = w - 40, t = top
        var topLevel: [(String, CGRect)] = [
            ("heading", CGRect(x: 20, y: t + 20, width: 49, height: 17)),              // "General": 7 × 7
            ("separator", CGRect(x: 20, y: t + 20 + 17 + 8, width: row, height: 1)),
        ]
        var inRows: [(String, CGRect)] = []
        // Rows of 32 under the separator (46): "Appearance" 70 / "Dark" 28, "Window tabs" 77 / "Always" 42.
        for (index, (title, value)) in [(70.0, 28.0), (77.0, 42.0)].enumerated() {
            topLevel.append(("row\(index)", CGRect(x: 20, y: t + 46 + 32 * CGFloat(index), width: row, height: 32)))
            inRows += [("row\(index).title", CGRect(x: 0, y: 4, width: title, height: 17)),
                       ("row\(index).value", CGRect(x: row - value, y: 4, width: value, height: 17))]
        }
        topLevel += [("note", CGRect(x: 20, y: t + 46 + 64 + 12, width: row, height: 17 * noteLines)),
                     ("reset", CGRect(x: w - 20 - 80, y: height - 20 - 24, width: 80, height: 24))]
        let mirroredTop = rightToLeft ? topLevel.map { ($0.0, mirrored($0.1, in: w)) } : topLevel
        let mirroredRows = rightToLeft ? inRows.map { ($0.0, mirrored($0.1, in: row)) } : inRows
        // In the order of `SettingsPane.frames`.
        let order = ["heading", "separator", "row0", "row0.title", "row0.value", "row1", "row1.title", "row1.value", "note", "reset"]
        let all = Dictionary(uniqueKeysWithValues: mirroredTop + mirroredRows)
        return order.map { ($0, all[$0]!) }
    }

    /// AppKit's frames: the pane's subviews and its layer's sublayer count y up from its bottom edge
    /// unless it is flipped; the rows are never flipped, so their labels always count up (32 − y − 17).
    func appKitFrames(flipped: Bool, rightToLeft: Bool) -> [(String, CGRect)] {
        frames(rightToLeft: rightToLeft).map { name, frame in
            let up = { (height: CGFloat) in CGRect(x: frame.minX, y: height - frame.maxY, width: frame.width, height: frame.height) }
            if name.contains(".") { return (name, up(32)) }
            return (name, flipped ? frame : up(height))
        }
    }
}

@MainActor
@Suite("Screen: AppKit settings pane")
struct AppKitSettingsPaneTests {
    /// A pane in a window's content area, laid out by AppKit's pass as the article shows.
    func settled(width: CGFloat, flipped: Bool, rightToLeft: Bool, fullSizeContent: Bool = false) -> (NSWindow, SettingsPane) {
        let style: NSWindow.StyleMask = fullSizeContent ? [.titled, .resizable, .fullSizeContentView] : [.titled, .resizable]
        let window = NSWindow(contentRect: NSRect(x: 0, y: 0, width: width, height: 320), styleMask: style,
                              backing: .buffered, defer: false)
        let pane = flipped ? FlippedSettingsPane(frame: .zero) : SettingsPane(frame: .zero)
        if rightToLeft { pane.userInterfaceLayoutDirection = .rightToLeft }
        window.contentView = pane                      // sized to the window's content area
        pane.needsLayout = true
        pane.layoutSubtreeIfNeeded()
        return (window, pane)
    }

    static let widths: [CGFloat] = [360, 480, 840]
    static let longNoteLines: [CGFloat] = [3, 2, 1]

    @Test("First pass, a longer note, then a snapshot from a detached task: flipped and unflipped, both directions",
          arguments: [(false, false), (false, true), (true, false), (true, true)])
    func pane(flipped: Bool, rightToLeft: Bool) async throws {
        for (width, lines) in zip(Self.widths, Self.longNoteLines) {
            let (window, pane) = settled(width: width, flipped: flipped, rightToLeft: rightToLeft)
            defer { withExtendedLifetime(window) {} }
            let label = "settings pane: \(width) \(flipped ? "flipped" : "unflipped") \(rightToLeft ? "RTL" : "LTR")"
            #expect(pane.bounds.size == CGSize(width: width, height: 320))
            #expect(pane.passes == 1)
            let short = SettingsPaneDesign(width: width, height: 320, noteLines: 1)
            expectFrames(pane.frames, short.appKitFrames(flipped: flipped, rightToLeft: rightToLeft), label + " first pass")
            // CGLayout's space (the elements' frames) is top-down whatever the view's flipping.
            #expect(pane.note.layoutElement.frame == short.frames(rightToLeft: rightToLeft)[8].1)
            #expect(pane.scheme.issues.isEmpty, "\(pane.scheme.issues)")

            // A longer note: AppKit's next pass.
            pane.note.stringValue = SettingsPaneDesign.longNote
            pane.needsLayout = true
            pane.layoutSubtreeIfNeeded()
            #expect(pane.passes == 2)
            let long = SettingsPaneDesign(width: width, height: 320, noteLines: lines)
            expectFrames(pane.frames, long.appKitFrames(flipped: flipped, rightToLeft: rightToLeft), label + " longer note")

            // Back to the short note through a snapshot computed in a detached task, applied here.
            pane.note.stringValue = SettingsPaneDesign.shortNote
            let scheme = pane.scheme, bounds = pane.bounds, direction = LayoutDirection(pane.userInterfaceLayoutDirection)
            scheme.captureHostState(for: bounds, direction: direction)
            let snapshot = await Task.detached { scheme.snapshot(for: bounds, direction: direction) }.value
            try scheme.apply(snapshot: snapshot)
            expectFrames(pane.frames, short.appKitFrames(flipped: flipped, rightToLeft: rightToLeft), label + " detached snapshot")
            #expect(scheme.issues.isEmpty, "\(scheme.issues)")
        }
    }

    @Test("A full-size content view: the pane's safe area starts under the title bar, flipped and unflipped, both directions",
          arguments: [(false, false), (false, true), (true, false), (true, true)])
    func underTheTitleBar(flipped: Bool, rightToLeft: Bool) async throws {
        for width in Self.widths {
            let (window, pane) = settled(width: width, flipped: flipped, rightToLeft: rightToLeft, fullSizeContent: true)
            defer { withExtendedLifetime(window) {} }
            let label = "settings pane under the title bar: \(width) \(flipped ? "flipped" : "unflipped") \(rightToLeft ? "RTL" : "LTR")"
            // The title bar covers the top 28 points of the content view (AppKit's safeAreaInsets.top).
            #expect(pane.safeAreaInsets.top == 28)
            #expect(pane.layoutElement.safeAreaInsets == EdgeInsets(top: 28, left: 0, bottom: 0, right: 0))
            let design = SettingsPaneDesign(width: width, height: 320, noteLines: 1, top: 28)
            expectFrames(pane.frames, design.appKitFrames(flipped: flipped, rightToLeft: rightToLeft), label)

            // 12 more of the pane's own, read on the main actor, computed in a detached task, applied here.
            pane.additionalSafeAreaInsets = NSEdgeInsets(top: 12, left: 0, bottom: 0, right: 0)
            let scheme = pane.scheme, bounds = pane.bounds, direction = LayoutDirection(pane.userInterfaceLayoutDirection)
            scheme.captureHostState(for: bounds, direction: direction)
            let snapshot = await Task.detached { scheme.snapshot(for: bounds, direction: direction) }.value
            try scheme.apply(snapshot: snapshot)
            let lower = SettingsPaneDesign(width: width, height: 320, noteLines: 1, top: 28 + 12)
            expectFrames(pane.frames, lower.appKitFrames(flipped: flipped, rightToLeft: rightToLeft), label + ", additional insets")
            #expect(scheme.issues.isEmpty, "\(scheme.issues)")
        }
    }
}
#endif
