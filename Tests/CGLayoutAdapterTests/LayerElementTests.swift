#if canImport(UIKit)
import CGLayout
import CGLayoutUIKit
import Foundation
import QuartzCore
import Testing
import UIKit

/// Layers as layout elements, alone and with views in one scheme.
@MainActor
@Suite("Layers as layout elements")
struct LayerElementTests {
    @Test("A standalone layer tree lays out like nodes")
    func layerTree() {
        let root = CALayer(), badge = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        root.addSublayer(badge)
        badge.layoutBlock(with: Layout(x: .trailing(8), y: .center(), width: 24, height: 24)).layout(direction: .leftToRight)
        #expect(badge.frame == CGRect(x: 168, y: 38, width: 24, height: 24))
        #expect(badge.position == CGPoint(x: 180, y: 50))     // Core Animation's geometry: the anchor point is the centre
        #expect(badge.layoutElement.superElement === root.layoutElement)
    }

    @Test("A sublayer of a view's layer has the view as super element, and converts through the view tree")
    func sublayerOfAView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let card = UIView(frame: CGRect(x: 20, y: 100, width: 280, height: 200)), divider = CALayer()
        root.addSubview(card); card.layer.addSublayer(divider)
        #expect(divider.layoutElement.superElement === card.layoutElement)
        divider.layoutBlock(with: Layout(x: .left(16), y: .bottom(), width: .boxed(32), height: 1)).layout()
        #expect(divider.frame == CGRect(x: 16, y: 199, width: 248, height: 1))
        #expect(divider.layoutElement.convert(rect: divider.bounds, to: root.layoutElement) == card.convert(divider.frame, to: root))
    }

    #if CGLAYOUT_DECLARATIONS   // the declarations' text metrics
    @Test("Views and layers constrain each other in one scheme, in both directions",
          arguments: LayoutDirection.allCases)
    func mixedScheme(direction: LayoutDirection) throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 120))
        let avatar = UIView(), ring = CALayer(), name = UILabel()
        name.text = "Ada"
        root.addSubview(avatar); root.layer.addSublayer(ring); root.addSubview(name)
        let scheme = LayoutScheme(blocks: [
            avatar.layoutBlock(with: Layout(x: .leading(16), y: .top(16), width: 48, height: 48)),
            ring.layoutBlock(with: Layout(x: .center(), y: .center(), width: .boxed(-4), height: .boxed(-4)),
                             constraints: [avatar.layoutConstraint(for: [.equally])]),
            name.layoutBlock(with: Layout(x: .leading(12), y: .center(), width: .fit, height: .fit),
                             constraints: [ring.layoutConstraint(for: [.trailing(.limit(on: .outer)), .top(.align(by: .inner)), .height()])]),
        ])
        scheme.layout(direction: direction)
        let twin = NodeTwin(root: CGRect(x: 0, y: 0, width: 320, height: 120))
        let nodeAvatar = twin.node(.zero), nodeRing = twin.node(.zero), nodeName = twin.text("Ada")
        LayoutScheme(blocks: [
            nodeAvatar.layoutBlock(with: Layout(x: .leading(16), y: .top(16), width: 48, height: 48)),
            nodeRing.layoutBlock(with: Layout(x: .center(), y: .center(), width: .boxed(-4), height: .boxed(-4)),
                                 constraints: [nodeAvatar.layoutConstraint(for: [.equally])]),
            nodeName.layoutBlock(with: Layout(x: .leading(12), y: .center(), width: .fit, height: .fit),
                                 constraints: [nodeRing.layoutConstraint(for: [.trailing(.limit(on: .outer)), .top(.align(by: .inner)), .height()])]),
        ]).layout(direction: direction)
        #expect([avatar.frame, ring.frame, name.frame] == [nodeAvatar.frame, nodeRing.frame, nodeName.frame])
        let ringX: CGFloat = direction == .leftToRight ? 14 : 254
        #expect(ring.frame == CGRect(x: ringX, y: 14, width: 52, height: 52))
        // and through a snapshot
        let snapshot = scheme.snapshot(for: root.bounds, direction: direction)
        ring.frame = .zero
        try scheme.apply(snapshot: snapshot)
        #expect(ring.frame == nodeRing.frame)
    }
    #endif
}
#endif
