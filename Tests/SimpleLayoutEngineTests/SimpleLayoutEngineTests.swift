import Foundation
import SimpleLayoutEngine
import Testing

// The simple layout engine's original examples run as written there; on Linux a "view" is a frame with a colour.
private enum Color { case red, blue, yellow, cyan, magenta }

private struct View: Equatable {
    let frame: CGRect
    let color: Color
}

private func SLECreateView(_ frame: CGRect, _ color: Color) -> View {
    View(frame: frame, color: color)
}

/// Stands for the original examples' `UIView` subclass: `frame` and `addSubview`.
private final class Screen {
    let frame = CGRect(x: 0, y: 0, width: 375, height: 667)
    var subviews: [View] = []
    func addSubview(_ view: View) { subviews.append(view) }
}

@Suite("The simple layout engine: the original examples")
struct SimpleLayoutEngineTests {
    @Test("A full-screen subview")
    func fullScreen() throws {
        let screen = Screen(), frame = screen.frame
        let layout = Layout(parentFrame: frame, direction: .column)
        let mainItem = try layout.add(item: .flexible)
        let redView = SLECreateView(try mainItem.frame(), .red)
        screen.addSubview(redView)
        #expect(screen.subviews == [View(frame: CGRect(x: 0, y: 0, width: 375, height: 667), color: .red)])
    }

    @Test("A flexible top and a 200 pt bottom, centred")
    func topAndBottom() throws {
        let screen = Screen(), frame = screen.frame
        let layout = Layout(parentFrame: frame, direction: .column, alignment: .center)
        try layout.add(item: .flexible)
        try layout.add(item: .height(200))

        let topFrame = try layout.frame(at: 0)
        let bottomFrame = try layout.frame(at: 1)

        screen.addSubview(SLECreateView(topFrame, .red))
        screen.addSubview(SLECreateView(bottomFrame, .blue))
        #expect(screen.subviews.map(\.frame) == [CGRect(x: 0, y: 0, width: 375, height: 467),
                                                 CGRect(x: 0, y: 467, width: 375, height: 200)])
    }

    @Test("Header, toolbar and footer, then two columns inside the footer")
    func nestedLayouts() throws {
        let screen = Screen(), frame = screen.frame
        let mainLayout = Layout(parentFrame: frame, direction: .column)
        try mainLayout.add(items: [.flexible, .height(44), .height(200)])

        let headerFrame = try mainLayout.frame(at: 0)
        let toolbarFrame = try mainLayout.frame(at: 1)
        let footerFrame = try mainLayout.frame(at: 2)

        screen.addSubview(SLECreateView(headerFrame, .red))
        screen.addSubview(SLECreateView(toolbarFrame, .blue))
        screen.addSubview(SLECreateView(footerFrame, .yellow))

        let contentLayout = Layout(parentFrame: footerFrame, direction: .row)
        try contentLayout.add(items: [.flexible, .flexible])
        let content1Frame = try contentLayout.frame(at: 0)
        let content2Frame = try contentLayout.frame(at: 1)

        screen.addSubview(SLECreateView(content1Frame, .cyan))
        screen.addSubview(SLECreateView(content2Frame, .magenta))
        #expect(screen.subviews == [
            View(frame: CGRect(x: 0, y: 0, width: 375, height: 423), color: .red),
            View(frame: CGRect(x: 0, y: 423, width: 375, height: 44), color: .blue),
            View(frame: CGRect(x: 0, y: 467, width: 375, height: 200), color: .yellow),
            View(frame: CGRect(x: 0, y: 467, width: 187.5, height: 200), color: .cyan),
            View(frame: CGRect(x: 187.5, y: 467, width: 187.5, height: 200), color: .magenta),
        ])
    }

    @Test("Alignment places items with a fixed cross length", arguments: [
        (Alignment.leading, CGFloat(10)), (.center, 35), (.trailing, 60),
    ])
    func alignment(alignment: Alignment, y: CGFloat) throws {
        let layout = Layout(parentFrame: CGRect(x: 10, y: 10, width: 100, height: 50), direction: .row, alignment: alignment)
        try layout.add(items: [.size(CGSize(width: 30, height: 0)), .height(0), .width(20)])
        #expect(try layout.frame(at: 0) == CGRect(x: 10, y: y, width: 30, height: 0))
        #expect(try layout.frame(at: 1) == CGRect(x: 40, y: y, width: 50, height: 0))
        #expect(try layout.frame(at: 2) == CGRect(x: 90, y: 10, width: 20, height: 50))
    }

    @Test("Fixed items that do not fit throw outOfSpace and leave the layout unchanged")
    func outOfSpace() throws {
        let layout = Layout(parentFrame: CGRect(x: 0, y: 0, width: 100, height: 100), direction: .column)
        try layout.add(items: [.height(60), .flexible])
        #expect(throws: LayoutError.outOfSpace) { try layout.add(item: .height(50)) }
        #expect(layout.items.count == 2)
        #expect(try layout.frame(at: 1) == CGRect(x: 0, y: 60, width: 100, height: 40))
        // Exactly full is fine: the flexible item gets 0.
        try layout.add(item: .height(40))
        #expect(try layout.frame(at: 1) == CGRect(x: 0, y: 60, width: 100, height: 0))
    }

    @Test("A frame not yet computed throws itemIncomplete; a bad index throws indexOutOfRange")
    func incompleteAndBadIndex() throws {
        #expect(throws: LayoutError.itemIncomplete) { try Item.flexible.frame() }
        let layout = Layout(parentFrame: CGRect(x: 0, y: 0, width: 10, height: 10), direction: .row)
        #expect(throws: LayoutError.indexOutOfRange(0)) { try layout.frame(at: 0) }
        #expect(throws: LayoutError.indexOutOfRange(-1)) { try layout.frame(at: -1) }
    }

    @Test("Non-finite and negative lengths count as 0; frames stay finite")
    func badLengths() throws {
        let layout = Layout(parentFrame: CGRect(x: 0, y: 0, width: 100, height: 100), direction: .row)
        try layout.add(items: [.width(.nan), .width(-20), .width(.infinity), .flexible])
        let frames = try (0..<4).map { try layout.frame(at: $0) }
        #expect(frames.map(\.width) == [0, 0, 0, 100])
        #expect(frames.allSatisfy { $0.origin.x.isFinite && $0.width.isFinite })
    }
}
