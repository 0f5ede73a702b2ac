#if CGLAYOUT_DECLARATIONS
import CGLayout
import CGLayoutUIKit
import Foundation
import Testing
import UIKit

// MARK: - A scrolling list, an adaptive card, a self-sizing comment, one-line labels in their space

@MainActor final class ListController: UIViewController {
    let list = UIScrollView()
    var rows: [UILabel] = []
    var content: HostScrollLayoutGuide?
    lazy var scheme: LayoutScheme = {
        var blocks: [any LayoutBlockProtocol] = []
        var above: UILabel?
        for row in rows {
            blocks.append(row.layoutBlock(with: Layout(x: .leading(16), y: .top(8), width: .boxed(32), height: .fit),
                                          constraints: above.map { [$0.layoutConstraint(for: [.bottom(.limit(on: .outer))])] } ?? []))
            above = row
        }
        let content = list.addScrollContentGuide(content: LayoutScheme(blocks: blocks))
        self.content = content
        return LayoutScheme(blocks: [
            list.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: .scaled(1))),
            content.layoutBlock(with: .equal),
        ])
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(list)
        for index in 0..<20 {
            let row = UILabel()
            row.numberOfLines = 0
            row.text = index % 5 == 4 ? "This row has a longer text that wraps onto two lines" : "Row \(index)"
            list.addSubview(row)
            rows.append(row)
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        scheme.layout(direction: LayoutDirection(view.effectiveUserInterfaceLayoutDirection))
    }
}

/// A comment view that sizes itself with its own scheme (the original README's `sizeThatFits` pattern).
@MainActor final class CommentView: UIView {
    let author = UILabel(), text = UILabel()
    lazy var scheme = LayoutScheme(blocks: [
        author.layoutBlock(with: Layout(x: .leading(8), y: .top(8), width: .fit, height: .fit)),
        text.layoutBlock(with: Layout(x: .leading(8), y: .top(4), width: .boxed(16), height: .fit),
                         constraints: [author.layoutConstraint(for: [.bottom(.limit(on: .outer))])]),
    ])
    override init(frame: CGRect) {
        super.init(frame: frame)
        text.numberOfLines = 0
        addSubview(author)
        addSubview(text)
    }
    required init?(coder: NSCoder) { nil }
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let fitting = scheme.sizeThatFits(size)
        return CGSize(width: fitting.width, height: fitting.height + 8)        // 8 below the text
    }
    override func layoutSubviews() {
        super.layoutSubviews()
        scheme.layout(direction: LayoutDirection(effectiveUserInterfaceLayoutDirection))
    }
}

@MainActor
@Suite("Screen: list, card, comment and one-line labels")
struct ListCardCommentScreensTests {
    @Test("A scroll view's content size from a scroll guide, after a text change and while scrolled", arguments: [false, true])
    func scrollContentSize(rightToLeft: Bool) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        if rightToLeft { window.traitOverrides.layoutDirection = .rightToLeft }
        let controller = ListController()
        window.rootViewController = controller
        window.layoutIfNeeded()
        // 288 / 7 = 41 a line: "This row has a longer text that wraps" / "onto two lines" (2 lines); "Row n" is 1.
        // Rows 4, 9, 14, 19 are long: 16 × 17 + 4 × 34 + 20 × 8 = 568.
        #expect(controller.list.contentSize == CGSize(width: 320, height: 568))
        var y: CGFloat = 0
        var expected: [(String, CGRect)] = []
        for index in 0..<20 {
            let height: CGFloat = index % 5 == 4 ? 34 : 17
            let width: CGFloat = 288                                   // `.boxed(32)`, whatever the text
            expected.append(("row\(index)", CGRect(x: 16, y: y + 8, width: width, height: height)))
            y += 8 + height
        }
        let actual = controller.rows.enumerated().map { ("row\($0.offset)", $0.element.frame) }
        expectFrames(actual, expected, "scroll rows \(rightToLeft ? "RTL" : "LTR")")

        controller.rows[0].text = "This row has a longer text that wraps onto two lines"   // +17
        controller.list.contentOffset = CGPoint(x: 0, y: 100)                                // scrolled
        controller.view.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(controller.list.contentSize == CGSize(width: 320, height: 585))
        #expect(controller.rows[0].frame == CGRect(x: 16, y: 8, width: 288, height: 34))      // content space, not the offset
        #expect(controller.rows[1].frame == CGRect(x: 16, y: 50, width: 288, height: 17))
        #expect(controller.list.contentOffset == CGPoint(x: 0, y: 100))
    }

    @Test("An adaptive scheme through a rotation and back, right to left, then a caption change")
    func adaptiveRotation() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.traitOverrides.layoutDirection = .rightToLeft
        let card = AppPatternsTests.CardController()       // the article's card, as the app patterns test it
        window.rootViewController = card
        window.layoutIfNeeded()
        /// UIKit's rotation: a new window size and vertical size class, then its layout pass.
        func rotate(width: CGFloat, height: CGFloat, compact: Bool) {
            window.frame = CGRect(x: 0, y: 0, width: width, height: height)
            window.traitOverrides.verticalSizeClass = compact ? .compact : .regular
            window.layoutIfNeeded()
        }
        /// The photo and the caption of `captionWidth`, mirrored: stacked (390 wide) or side by side (844).
        func design(sideBySide: Bool, captionWidth: CGFloat) -> [(String, CGRect)] {
            sideBySide
                // The photo 16 from the right (628…828); the caption's space 0…628, 16 before it.
                ? [("photo", CGRect(x: 628, y: 16, width: 200, height: 358)), ("caption", CGRect(x: 628 - 16 - captionWidth, y: 16, width: captionWidth, height: 17))]
                // The photo spans 16…374; the caption ends 16 from the right, 16 below the photo.
                : [("photo", CGRect(x: 16, y: 16, width: 358, height: 200)), ("caption", CGRect(x: 390 - 16 - captionWidth, y: 232, width: captionWidth, height: 17))]
        }
        func frames() -> [(String, CGRect)] { [("photo", card.photo.frame), ("caption", card.caption.frame)] }

        expectFrames(frames(), design(sideBySide: false, captionWidth: 119), "adaptive portrait RTL")   // 17 × 7 = 119
        rotate(width: 844, height: 390, compact: true)
        expectFrames(frames(), design(sideBySide: true, captionWidth: 119), "adaptive landscape RTL")
        rotate(width: 390, height: 844, compact: false)
        expectFrames(frames(), design(sideBySide: false, captionWidth: 119), "adaptive back to portrait RTL")

        // A content change at the same size: the scheme lays out views, whose content changes nobody
        // reports, so it keeps no frames to re-apply: the next pass measures the new caption.
        card.caption.text = "Difference engine no. 2"                            // 23 × 7 = 161
        card.view.setNeedsLayout()
        window.layoutIfNeeded()
        expectFrames(frames(), design(sideBySide: false, captionWidth: 161), "adaptive: caption change")
        rotate(width: 844, height: 390, compact: true)
        expectFrames(frames(), design(sideBySide: true, captionWidth: 161), "adaptive: caption change, landscape")
    }

    @Test("Applying a snapshot inside UIView.animate: every frame is written inside the animation block")
    func applyInsideAnimate() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
        window.simulatedSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let controller = SettingsController()
        window.rootViewController = controller
        window.layoutIfNeeded()
        let scheme = controller.scheme
        // The bio grows to the new text; compute the frames first, then animate to them.
        controller.bio.text = "Mathematician and writer, known for her notes on the Analytical Engine, which contain what many call "
            + "the first published algorithm intended to be carried out by a machine."
        scheme.captureHostState(for: controller.view.bounds, direction: .leftToRight)
        let snapshot = scheme.snapshot(for: controller.view.bounds, direction: .leftToRight)
        try scheme.validate(snapshot: snapshot)
        UIKitDeclarationControls.animations.removeAll()
        UIView.animate(withDuration: 0.25) {
            try? scheme.apply(snapshot: snapshot)
        }
        #expect(UIKitDeclarationControls.animations.count == 1)
        #expect(UIKitDeclarationControls.animations.first?.duration == 0.25)
        let design = SettingsDesign(width: 375, height: 812, top: 47, bottom: 34, bioLines: 4)
        expectFrames(controller.frames, design.frames(rightToLeft: false), "animated apply")
        // Only the biography changed size; a frame that did not change is not written again.
        let written = UIKitDeclarationControls.animations.first?.frames.map(\.frame) ?? []
        #expect(written.contains(CGRect(x: 16, y: 47 + 245, width: 343, height: 68)))
        print("SCREEN frames written inside the animation block:", written.count)
    }

    @Test("A view that sizes itself by its scheme (sizeThatFits), as `.fit` in its parent's scheme, both directions",
          arguments: [false, true])
    func selfSizingView(rightToLeft: Bool) {
        // The direction comes from the window's traits, so the comment's own pass (in its
        // `layoutSubviews`) and its parent's agree; a direction passed to the parent's scheme alone
        // does not reach the comment's scheme.
        let screen = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        if rightToLeft { screen.traitOverrides.layoutDirection = .rightToLeft }
        let comment = CommentView(), footer = UIView()
        comment.author.text = "Ada"
        comment.text.text = "Wrote the first program for a machine that did not exist yet."
        screen.addSubview(comment)
        screen.addSubview(footer)
        let direction = LayoutDirection(screen.effectiveUserInterfaceLayoutDirection)
        #expect(direction == (rightToLeft ? .rightToLeft : .leftToRight))
        LayoutScheme(blocks: [
            comment.layoutBlock(with: Layout(x: .leading(16), y: .top(16), width: .boxed(32), height: .fit)),
            footer.layoutBlock(with: Layout(x: .leading(16), y: .top(8), width: .boxed(32), height: 44),
                               constraints: [comment.layoutConstraint(for: [.bottom(.limit(on: .outer))])]),
        ]).layout(direction: direction)
        comment.layoutIfNeeded()
        // The comment is 288 wide; its text wraps at 288 − 16 = 272: 38 a line, "Wrote the first program for a machine"
        // (37) / "that did not exist yet." → 2 lines. Height: 8 + 17 + 4 + 34 + 8 = 71.
        let expected = [("comment", CGRect(x: 16, y: 16, width: 288, height: 71)),
                        ("footer", CGRect(x: 16, y: 95, width: 288, height: 44))]
        expectFrames([("comment", comment.frame), ("footer", footer.frame)], expected, "self-sizing view \(rightToLeft ? "RTL" : "LTR")")
        let inside = [("author", CGRect(x: 8, y: 8, width: 21, height: 17)), ("text", CGRect(x: 8, y: 29, width: 272, height: 34))]
        expectFrames([("author", comment.author.frame), ("text", comment.text.frame)],
                     rightToLeft ? inside.map { ($0.0, mirrored($0.1, in: 288)) } : inside,
                     "self-sizing view inside \(rightToLeft ? "RTL" : "LTR")")
    }

    @Test("A one-line label sized by its text: `.fit` stops at its space; an adjust constraint copies the whole line")
    func oneLineLabelInItsSpace() {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let screen = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
            let avatar = UIView(), name = UILabel()
            name.text = "Augusta Ada King, Countess of Lovelace"         // 266 wide; the space after the avatar is 240
            screen.addSubview(avatar)
            screen.addSubview(name)
            let avatarBlock = avatar.layoutBlock(with: Layout(x: .leading(16), y: .top(16), width: 64, height: 64))
            let after = avatar.layoutConstraint(for: [.trailing(.limit(on: .outer))])
            // The content's width, at most the room `.leading(12)` leaves after the avatar: 240 − 12 = 228
            // (Layout Rules, "Sizes from content, against the space").
            let capped: [(String, LayoutBlock<HostElement>)] = [
                (".fit", name.layoutBlock(with: Layout(x: .leading(12), y: .top(), width: .fit, height: .fit), constraints: [after])),
                (".scaled(1).then(.fit)", name.layoutBlock(with: Layout(x: .leading(12), y: .top(), width: .scaled(1).then(.fit), height: .fit),
                                                           constraints: [after])),
                (".boxed(12).then(.fit)", name.layoutBlock(with: Layout(x: .leading(12), y: .top(), width: .boxed(12).then(.fit), height: .fit),
                                                           constraints: [after])),
            ]
            // An adjust constraint (the original CGLayout's) replaces the space by the fitting size
            // whatever the space: a one-line label's is its whole line, 266, as UIKit measures it.
            let copied: [(String, LayoutBlock<HostElement>)] = [
                ("adjust + .equal", name.layoutBlock(with: Layout(x: .leading(12), y: .top(), width: .equal, height: .equal),
                                                     constraints: [after, name.adjustLayoutConstraint(for: [.width(), .height()])])),
                ("anchors DSL", name.layoutBlock(with: Layout(x: .leading(12), y: .top(), width: .equal, height: .equal)) { anchors in
                    anchors.leading.pull(to: avatar.layoutAnchors.trailing)
                    anchors.width.equalIntrinsicSize()
                    anchors.height.equalIntrinsicSize()
                }),
            ]
            for (designed, attempts) in [(CGRect(x: 92, y: 0, width: 228, height: 17), capped), (CGRect(x: 92, y: 0, width: 266, height: 17), copied)] {
                for (attempt, block) in attempts {
                    LayoutScheme(blocks: [avatarBlock, block]).layout(direction: direction)
                    expectFrames([("name", name.frame)],
                                 [("name", direction == .rightToLeft ? mirrored(designed, in: 320) : designed)],
                                 "one-line label, \(attempt) \(direction)")
                }
            }
        }
    }
}
#endif
