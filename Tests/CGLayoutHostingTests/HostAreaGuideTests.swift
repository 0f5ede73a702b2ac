import CGLayout
import CGLayoutHosting
import CGLayoutTestSupport
import Foundation
import Testing

/// A host's safe area and layout margins as elements to constrain by, and the scale for pixel grids.
@MainActor
@Suite("Safe area and margins guides")
struct HostAreaGuideTests {
    /// A 375 × 812 screen with a 47-point notch and a 34-point home indicator, margins 8 inside the safe area.
    func screen() -> (root: TreeHost, title: TreeHost, footer: TreeHost) {
        let root = TreeHost(frame: CGRect(x: 0, y: 0, width: 375, height: 812), name: "root")
        root.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        root.layoutMargins = EdgeInsets(top: 55, left: 16, bottom: 42, right: 16)
        let title = TreeHost(name: "title"), footer = TreeHost(name: "footer")
        root.add(title)
        root.add(footer)
        return (root, title, footer)
    }

    @Test("The guides are the bounds less the insets, in the host's space, the same objects every time")
    func guideFrames() {
        let (root, _, _) = screen()
        let element = root.layoutElement
        #expect(element.safeAreaLayoutGuide === element.safeAreaLayoutGuide)
        #expect(element.safeAreaLayoutGuide.frame == CGRect(x: 0, y: 47, width: 375, height: 731))
        #expect(element.layoutMarginsGuide.frame == CGRect(x: 16, y: 55, width: 343, height: 715))
        #expect(element.safeAreaLayoutGuide.superElement === element)
        #expect(element.safeAreaLayoutGuide.description == "safe area of TreeHost (0.0, 47.0, 375.0, 731.0)")
        // Read-only: the insets decide the frame.
        element.safeAreaLayoutGuide.frame = .zero
        #expect(element.safeAreaLayoutGuide.frame == CGRect(x: 0, y: 47, width: 375, height: 731))
    }

    @Test("Blocks constrained by the guides, in both directions, follow the insets when they change (a rotation)",
          arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func constrainedBlocks(direction: LayoutDirection) {
        let (root, title, footer) = screen()
        let scheme = LayoutScheme(blocks: [
            title.layoutBlock(with: Layout(x: .leading(), y: .top(), width: 200, height: 20),
                              constraints: [root.layoutElement.layoutMarginsGuide.layoutConstraint(for: [.equally])]),
            footer.layoutBlock(with: Layout(x: .left(), y: .bottom(), width: .scaled(1), height: 44),
                               constraints: [root.layoutElement.safeAreaLayoutGuide.layoutConstraint(for: [.equally])]),
        ])
        scheme.layout(direction: direction)
        #expect(title.frame == (direction == .leftToRight ? CGRect(x: 16, y: 55, width: 200, height: 20) : CGRect(x: 375 - 16 - 200, y: 55, width: 200, height: 20)))
        #expect(footer.frame == CGRect(x: 0, y: 812 - 34 - 44, width: 375, height: 44))
        // Turned sideways: the notch on the left, the indicator below.
        root.frame = CGRect(x: 0, y: 0, width: 812, height: 375)
        root.safeAreaInsets = EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
        scheme.layout(direction: direction)
        #expect(footer.frame == CGRect(x: 47, y: 375 - 21 - 44, width: 812 - 94, height: 44))
    }

    @Test("Off the main actor the guides answer the insets read at the last main-actor pass")
    func offTheMainActor() async {
        let (root, _, footer) = screen()
        let scheme = LayoutScheme(blocks: [
            footer.layoutBlock(with: Layout(x: .left(), y: .bottom(), width: .scaled(1), height: 44),
                               constraints: [root.layoutElement.safeAreaLayoutGuide.layoutConstraint(for: [.equally])]),
        ])
        let bounds = root.layoutElement.bounds
        scheme.captureHostState(for: bounds)
        _ = root.layoutElement.state                                         // what a pass on the main actor reads
        let snapshot = await Task.detached { scheme.snapshot(for: bounds, direction: .leftToRight) }.value
        #expect(snapshot.frame(of: footer.layoutElement) == CGRect(x: 0, y: 734, width: 375, height: 44))
    }

    @Test("pointScaleFactor: the display scale, or 1 while it is unknown (a flex guide reads 0 as unrounded)")
    func pointScaleFactor() {
        let host = TreeHost(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(host.layoutElement.displayScale == 0)
        #expect(host.layoutElement.pointScaleFactor == 1)
        host.displayScale = 3
        #expect(host.layoutElement.pointScaleFactor == 3)
        host.displayScale = .nan
        #expect(host.layoutElement.pointScaleFactor == 1)
        host.displayScale = -2
        #expect(host.layoutElement.pointScaleFactor == 1)
    }

    @Test("Non-finite safe area insets: the guide keeps the raw area, a block constrained by it gets the frame of the Available space policy, live and through a detached snapshot",
          arguments: LayoutDirection.allCases)
    func nonFiniteInsets(direction: LayoutDirection) async throws {
        let (root, _, footer) = screen()
        root.safeAreaInsets = EdgeInsets(top: .nan, left: .infinity, bottom: 34, right: 0)
        let guide = root.layoutElement.safeAreaLayoutGuide
        // 0 + ∞ = ∞ across, 0 + NaN = NaN down; the sizes 375 − ∞ − 0 and 812 − NaN − 34 clamp to 0.
        #expect(guide.frame.origin.x == .infinity && guide.frame.origin.y.isNaN && guide.frame.size == .zero)
        let scheme = LayoutScheme(blocks: [
            footer.layoutBlock(with: Layout(x: .left(), y: .bottom(), width: .scaled(1), height: 44),
                               constraints: [guide.layoutConstraint(for: [.equally])]),
        ])
        // The block's space is the area as an available space: the NaN and infinite origin count as 0, the sizes
        // are 0, so the footer is 0 wide, 44 high, its bottom at 0 (y = 0 + 0 − 44), in both directions.
        let expected = CGRect(x: 0, y: -44, width: 0, height: 44)
        scheme.layout(direction: direction)
        #expect(footer.frame == expected)
        footer.frame = .zero
        let bounds = root.layoutElement.bounds
        scheme.captureHostState(for: bounds, direction: direction)
        let snapshot = await Task.detached { scheme.snapshot(for: bounds, direction: direction) }.value
        #expect(snapshot.frame(of: footer.layoutElement) == expected)
        try scheme.apply(snapshot: snapshot)
        #expect(footer.frame == expected)
    }
}
