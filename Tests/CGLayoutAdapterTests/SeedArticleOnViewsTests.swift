#if canImport(UIKit)
import CGLayout
import CGLayoutUIKit
import Foundation
import QuartzCore
import Testing
import UIKit

/// The introductory article's usage example as written — a label and a layer in one scheme, laid
/// out in `viewDidLayoutSubviews` — with its elisions (`...`) filled by the declarations it needs.
@MainActor
@Suite("The article's example, on a view controller")
struct SeedArticleOnViewsTests {
    @Test("A label and a separator layer in one scheme give the frames of the same scheme on nodes",
          arguments: [CGSize(width: 320, height: 480), CGSize(width: 375, height: 667), CGSize(width: 768, height: 1024)])
    func labelAndLayer(size: CGSize) {
        let controller = DistanceViewController()
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.rootViewController = controller
        window.layoutIfNeeded()                               // UIKit's pass: viewDidLayoutSubviews lays the scheme out

        let twin = NodeTwin(root: CGRect(origin: .zero, size: size))
        let label = twin.text("12 km"), separator = twin.node(.zero)
        LayoutScheme(blocks: [
            label.layoutBlock(with: Layout(x: .center(), y: .bottom(50), width: .fixed(70), height: .fixed(30))),
            separator.layoutBlock(with: Layout(alignment: Layout.Alignment(horizontal: .right(8), vertical: .top()),
                                               filling: Layout.Filling(horizontal: .fixed(1), vertical: .scaled(1))),
                                  constraints: [label.layoutConstraint(for: [LayoutAnchor.Left.limit(on: .outer),
                                                                             LayoutAnchor.Top.limit(on: .inner),
                                                                             LayoutAnchor.Size.height()])]),
        ]).layout(direction: .leftToRight)
        #expect(controller.distanceLabel.frame == label.frame)
        #expect(controller.separator1Layer.frame == separator.frame)
        // The label is centred 50 above the bottom; the separator is 1 wide, 8 left of it, as tall as it.
        #expect(controller.distanceLabel.frame == CGRect(x: (size.width - 70) / 2, y: size.height - 80, width: 70, height: 30))
        #expect(controller.separator1Layer.frame == CGRect(x: (size.width - 70) / 2 - 9, y: size.height - 80, width: 1, height: 30))
        // The separator is a sublayer of the view's layer: its element's super element is the view's.
        #expect(controller.separator1Layer.layoutElement.superElement === controller.view.layoutElement)
    }
}

/// The article's example: `...` filled with the properties it uses.
@MainActor
final class DistanceViewController: UIViewController {
    let distanceLabel = UILabel()
    let separator1Layer = CALayer()
    let separator1Align = Layout.Alignment(horizontal: .right(8), vertical: .top())
    let separatorSize = Layout.Filling(horizontal: .fixed(1), vertical: .scaled(1))
    lazy var layoutScheme: LayoutScheme = makeLayoutScheme()

    override func viewDidLoad() {
        super.viewDidLoad()
        distanceLabel.text = "12 km"
        view.addSubview(distanceLabel)
        view.layer.addSublayer(separator1Layer)
    }

    func makeLayoutScheme() -> LayoutScheme {
        let leftLimit = LayoutAnchor.Left.limit(on: .outer)
        let topLimit = LayoutAnchor.Top.limit(on: .inner)
        let heightEqual = LayoutAnchor.Size.height()
        let layoutScheme = LayoutScheme(blocks: [
            distanceLabel.layoutBlock(with: Layout(x: .center(), y: .bottom(50), width: .fixed(70), height: .fixed(30))),
            separator1Layer.layoutBlock(with: Layout(alignment: separator1Align, filling: separatorSize),
                                        constraints: [distanceLabel.layoutConstraint(for: [leftLimit, topLimit, heightEqual])])
        ])
        return layoutScheme
    }

    override public func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutScheme.layout()
    }
}
#endif
