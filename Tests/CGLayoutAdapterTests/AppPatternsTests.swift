#if CGLAYOUT_DECLARATIONS
import CGLayout
import CGLayoutTestSupport
import CGLayoutUIKit
import Foundation
import Synchronization
import Testing
import UIKit

/// An app's patterns on the UIKit declarations: a view controller laying out in
/// `viewDidLayoutSubviews`, self-sizing cells whose heights are computed off the main actor and
/// kept per width and content, rotation by size class, right to left, animation.
@MainActor
@Suite("App patterns")
struct AppPatternsTests {
    // MARK: View controller

    @MainActor final class ProfileController: UIViewController {
        let header = UIView(), avatar = UIView(), name = UILabel(), bio = UILabel()
        var passes = 0
        /// The README's profile blocks (shared with the same screen on nodes), on the views' elements.
        lazy var scheme = LayoutScheme(blocks: ReadmeProfileScene.blocks(header: header.layoutElement, avatar: avatar.layoutElement,
                                                                          title: name.layoutElement, bio: bio.layoutElement))
        override func viewDidLoad() {
            super.viewDidLoad()
            name.text = "Ada Lovelace"
            bio.text = "Wrote the first program for a machine that did not exist yet."
            bio.numberOfLines = 0
            for subview in [header, avatar, name, bio] { view.addSubview(subview) }
        }
        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            passes += 1
            scheme.layout(direction: LayoutDirection(view.effectiveUserInterfaceLayoutDirection))
        }
        var frames: [CGRect] { [header.frame, avatar.frame, name.frame, bio.frame] }
    }

    /// The README's profile screen on nodes (the same blocks), in a screen of `size`.
    func profileOnNodes(_ size: CGSize, bio text: String = "Wrote the first program for a machine that did not exist yet.",
                        direction: LayoutDirection) throws -> [CGRect] {
        let screen = LayoutNode(frame: CGRect(origin: .zero, size: size))
        let header = LayoutNode(), avatar = LayoutNode(), name = TextNode(text: "Ada Lovelace"), bio = TextNode(text: text)
        for node in [header, avatar, name, bio] { try screen.addChild(node) }
        LayoutScheme(blocks: ReadmeProfileScene.blocks(header: header, avatar: avatar, title: name, bio: bio)).layout(direction: direction)
        return [header.frame, avatar.frame, name.frame, bio.frame]
    }

    @Test("viewDidLayoutSubviews lays the screen out on the first pass, after a resize and after a content change",
          arguments: [CGFloat(320), 375, 768])
    func viewController(width: CGFloat) throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: 600))
        let controller = ProfileController()
        window.rootViewController = controller
        window.layoutIfNeeded()
        #expect(controller.passes == 1)
        #expect(controller.frames == (try profileOnNodes(CGSize(width: width, height: 600), direction: .leftToRight)))
        window.frame = CGRect(x: 0, y: 0, width: width + 100, height: 600)      // a resize: UIKit lays out again
        window.layoutIfNeeded()
        #expect(controller.passes == 2)
        #expect(controller.frames == (try profileOnNodes(CGSize(width: width + 100, height: 600), direction: .leftToRight)))
        controller.bio.text = "Short."                                          // a content change, then a pass
        controller.view.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(controller.frames == (try profileOnNodes(CGSize(width: width + 100, height: 600), bio: "Short.", direction: .leftToRight)))
    }

    @Test("Right to left from the view's own direction: the window's trait, or a view's forced semantic content")
    func rightToLeft() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
        window.traitOverrides.layoutDirection = .rightToLeft
        let controller = ProfileController()
        window.rootViewController = controller
        window.layoutIfNeeded()
        #expect(controller.frames == (try profileOnNodes(CGSize(width: 375, height: 600), direction: .rightToLeft)))
        #expect(controller.avatar.frame.minX == 295)
        controller.view.semanticContentAttribute = .forceLeftToRight           // this screen stays left to right
        controller.view.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(controller.frames == (try profileOnNodes(CGSize(width: 375, height: 600), direction: .leftToRight)))
    }

    @Test("An animated change: every frame of the snapshot is written inside the animation block, none outside")
    func animatedChange() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
        let controller = ProfileController()
        window.rootViewController = controller
        window.layoutIfNeeded()
        for (view, name) in zip([controller.header, controller.avatar, controller.name, controller.bio], ["header", "avatar", "name", "bio"]) {
            view.accessibilityIdentifier = name
        }
        let landscape = controller.scheme.snapshot(for: CGRect(x: 0, y: 0, width: 667, height: 375))
        try controller.scheme.validate(snapshot: landscape)
        UIKitDeclarationControls.resetRecords()
        UIView.animate(withDuration: 0.3) {
            try? controller.scheme.apply(snapshot: landscape)
        }
        let animation = try #require(UIKitDeclarationControls.animations.last)
        #expect(animation.duration == 0.3)
        #expect(Set(animation.frames.compactMap(\.view)) == ["header", "avatar", "name", "bio"])
        #expect(UIKitDeclarationControls.unanimatedFrames.isEmpty)
        #expect(controller.frames == (try profileOnNodes(CGSize(width: 667, height: 375), direction: .leftToRight)))
    }

    // MARK: Rotation by size class

    @MainActor final class CardController: UIViewController {
        let photo = UIView(), caption = UILabel()
        lazy var layout = AdaptiveScheme(container: view.layoutElement, variants: [
            .init("side by side", when: .verticalSizeClass(.compact, of: view), scheme: LayoutScheme(blocks: [
                photo.layoutBlock(with: Layout(x: .leading(16), y: .top(16), width: 200, height: .boxed(32))),
                caption.layoutBlock(with: Layout(x: .leading(16), y: .top(16), width: .fit, height: .fit),
                                    constraints: [photo.layoutConstraint(for: [.trailing(.limit(on: .outer))])]),
            ])),
            .init("stacked", scheme: LayoutScheme(blocks: [
                photo.layoutBlock(with: Layout(x: .leading(16), y: .top(16), width: .boxed(32), height: 200)),
                caption.layoutBlock(with: Layout(x: .leading(16), y: .top(16), width: .fit, height: .fit),
                                    constraints: [photo.layoutConstraint(for: [.bottom(.limit(on: .outer))])]),
            ])),
        ])
        override func viewDidLoad() {
            super.viewDidLoad()
            caption.text = "Analytical engine"
            view.addSubview(photo); view.addSubview(caption)
        }
        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            layout.layout(direction: LayoutDirection(view.effectiveUserInterfaceLayoutDirection))
        }
    }

    @Test("Rotation: the variant follows the vertical size class, there and back, from the kept snapshots too")
    func rotationBySizeClass() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let card = CardController()
        window.rootViewController = card
        window.layoutIfNeeded()
        #expect(card.photo.frame == CGRect(x: 16, y: 16, width: 358, height: 200))
        #expect(card.caption.frame == CGRect(x: 16, y: 232, width: 119, height: 17))
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        window.traitOverrides.verticalSizeClass = .compact
        window.layoutIfNeeded()
        #expect(card.photo.frame == CGRect(x: 16, y: 16, width: 200, height: 358))
        #expect(card.caption.frame == CGRect(x: 232, y: 16, width: 119, height: 17))
        #expect(card.layout.snapshot(for: card.view.bounds).layoutName == "side by side")
        window.frame = CGRect(x: 0, y: 0, width: 390, height: 844)              // back: the kept portrait snapshot
        window.traitOverrides.verticalSizeClass = .regular
        window.layoutIfNeeded()
        #expect(card.photo.frame == CGRect(x: 16, y: 16, width: 358, height: 200))
        // A size class alone decides: a wide window with a regular height stays stacked.
        window.frame = CGRect(x: 0, y: 0, width: 1024, height: 768)
        window.layoutIfNeeded()
        #expect(card.layout.snapshot(for: card.view.bounds).layoutName == "stacked")
    }

    // MARK: Self-sizing cells

    struct Message: Hashable, Sendable {
        var text: String
        var time: String
    }

    /// Counts measurements, from any task.
    final class CountingMeasurer: TextMeasuring {
        let base = MonospacedTextMeasurer()
        let count = Atomic<Int>(0)
        func size(of text: String, fitting width: CGFloat, numberOfLines: Int) -> CGSize {
            count.add(1, ordering: .relaxed)
            return base.size(of: text, fitting: width, numberOfLines: numberOfLines)
        }
        func lines(of text: String, fitting width: CGFloat, numberOfLines: Int) -> [String] {
            base.lines(of: text, fitting: width, numberOfLines: numberOfLines)
        }
    }

    /// A row's frames from its content alone (a scheme of nodes, computed in any task).
    struct MessageLayout: Sendable, Equatable {
        var text: CGRect, time: CGRect, height: CGFloat
        init(_ message: Message, width: CGFloat, measurer: any TextMeasuring) {
            let cell = LayoutNode(frame: CGRect(x: 0, y: 0, width: width, height: 0))
            let text = TextNode(text: message.text, measurer: measurer), time = TextNode(text: message.time, measurer: measurer)
            try? cell.addChild(text)
            try? cell.addChild(time)
            let snapshot = MessageCell.scheme(text: text, time: time).snapshot(for: cell.bounds, direction: .leftToRight)
            self.text = snapshot.childSnapshots[0].frame
            self.time = snapshot.childSnapshots[1].frame
            height = self.time.maxY + 12
        }
    }

    /// Layouts kept per width and content, computed on the actor's executor.
    actor MessageLayouts {
        private struct Key: Hashable { var message: Message, width: CGFloat }
        private var kept: [Key: MessageLayout] = [:]
        let measurer: any TextMeasuring
        init(measurer: any TextMeasuring) { self.measurer = measurer }
        func layout(of message: Message, width: CGFloat) -> MessageLayout {
            if let layout = kept[Key(message: message, width: width)] { return layout }
            let layout = MessageLayout(message, width: width, measurer: measurer)
            kept[Key(message: message, width: width)] = layout
            return layout
        }
    }

    @MainActor final class MessageCell: UITableViewCell {
        let body = UILabel(), time = UILabel()
        private var layout: MessageLayout?
        /// The cell's scheme, for any element type: nodes off the main actor, the cell's labels on it.
        nonisolated static func scheme<Text: LayoutElement, Time: LayoutElement>(text: Text, time: Time) -> LayoutScheme {
            LayoutScheme(blocks: [
                text.layoutBlock(with: Layout(x: .leading(16), y: .top(12), width: .boxed(32), height: .fit)),
                time.layoutBlock(with: Layout(x: .trailing(16), y: .top(4), width: .fit, height: .fit),
                                 constraints: [text.layoutConstraint(for: [.bottom(.limit(on: .outer))])]),
            ])
        }
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            body.numberOfLines = 0
            contentView.addSubview(body); contentView.addSubview(time)
        }
        required init?(coder: NSCoder) { nil }
        func configure(with message: Message, layout: MessageLayout) {
            body.text = message.text; time.text = message.time
            self.layout = layout
            setNeedsLayout()
        }
        override func layoutSubviews() {
            super.layoutSubviews()
            guard let layout else { return }
            body.frame = layout.text; time.frame = layout.time
        }
        override func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                              verticalFittingPriority: UILayoutPriority) -> CGSize {
            CGSize(width: targetSize.width, height: layout?.height ?? 44)
        }
    }

    @Test("Cell heights come from snapshots computed off the main actor, kept per width and content, and match the cell's own layout",
          arguments: [CGFloat(320), 375, 768])
    func selfSizingCells(width: CGFloat) async throws {
        let messages = (0..<60).map { Message(text: String(repeating: "word ", count: 3 + $0 % 17), time: "09:\($0 % 60)") }
        let measurer = CountingMeasurer(), layouts = MessageLayouts(measurer: measurer)
        // Off the main actor, for every row at once.
        let computed = await withTaskGroup(of: (Int, MessageLayout).self) { group in
            for (index, message) in messages.enumerated() { group.addTask { (index, await layouts.layout(of: message, width: width)) } }
            var result = [MessageLayout?](repeating: nil, count: messages.count)
            for await (index, layout) in group { result[index] = layout }
            return result.compactMap { $0 }
        }
        let measured = measurer.count.load(ordering: .relaxed)
        #expect(measured > 0)
        // Asked again (scrolling back, a reload): kept, nothing measured.
        for message in messages { _ = await layouts.layout(of: message, width: width) }
        #expect(measurer.count.load(ordering: .relaxed) == measured)
        // A new width (a rotation) is measured once more.
        _ = await layouts.layout(of: messages[0], width: width + 1)
        #expect(measurer.count.load(ordering: .relaxed) > measured)

        let cell = MessageCell(style: .default, reuseIdentifier: "message")
        for (message, layout) in zip(messages, computed).prefix(20) {
            cell.configure(with: message, layout: layout)                       // a reused cell, reconfigured
            let size = cell.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                    verticalFittingPriority: .fittingSizeLevel)
            cell.frame = CGRect(origin: .zero, size: size)
            cell.layoutIfNeeded()
            // The same scheme on the cell's own labels, on the main actor, gives the same frames and height.
            let own = MessageCell.scheme(text: cell.body.layoutElement, time: cell.time.layoutElement)
                .snapshot(for: CGRect(x: 0, y: 0, width: width, height: 0), direction: .leftToRight)
            #expect([cell.body.frame, cell.time.frame] == own.childSnapshots.map(\.frame))
            #expect(size.height == own.childSnapshots[1].frame.maxY + 12)
            let lines = CGFloat(MonospacedTextMeasurer().lines(of: message.text, fitting: width - 32, numberOfLines: 0).count)
            #expect(size.height == 12 + lines * 17 + 4 + 17 + 12)
        }
    }
}
#endif
