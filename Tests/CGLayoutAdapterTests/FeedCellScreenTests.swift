#if CGLAYOUT_DECLARATIONS
import CGLayout
import CGLayoutUIKit
import Foundation
import Testing
import UIKit

// MARK: - A self-sizing feed cell, heights computed off the main actor from nodes, views on it

struct Post: Hashable, Sendable {
    var author: String, time: String, text: String
}

/// The cell's blocks, written once for any elements: nodes off the main actor, the cell's views on it.
func feedCellBlocks<Box: LayoutElement, Text: AdjustableLayoutElement>(avatar: Box, name: Text, time: Text,
                                                                        body: Text) -> [any LayoutBlockProtocol] {
    [
        avatar.layoutBlock(with: Layout(x: .leading(12), y: .top(12), width: 40, height: 40)),
        time.layoutBlock(with: Layout(x: .trailing(12), y: .top(12), width: .fit, height: .fit)),
        name.layoutBlock(with: Layout(x: .leading(), y: .top(12), width: .fit, height: .fit),
                         constraints: [avatar.layoutConstraint(for: [.trailing(.limit(on: .outer))]),
                                       time.layoutConstraint(for: [.leading(.limit(on: .outer))]),
                                       AnonymConstraint(anchors: [.insets(EdgeInsets(top: 0, left: 8, bottom: 0, right: 8))])]),
        body.layoutBlock(with: Layout(x: .leading(8), y: .top(4), width: .boxed(20), height: .fit),
                         constraints: [avatar.layoutConstraint(for: [.trailing(.limit(on: .outer))]),
                                       name.layoutConstraint(for: [.bottom(.limit(on: .outer))])]),
    ]
}

/// A row's frames and height, computed from its content alone, in any task (the article's pattern).
struct FeedCellLayout: Sendable, Equatable {
    var avatar: CGRect, name: CGRect, time: CGRect, body: CGRect, height: CGFloat
    var computedOnMainThread: Bool

    init(_ post: Post, width: CGFloat, direction: LayoutDirection, measurer: any TextMeasuring = MonospacedTextMeasurer()) {
        computedOnMainThread = Thread.isMainThread
        let cell = LayoutNode(frame: CGRect(x: 0, y: 0, width: width, height: 0))
        let avatar = LayoutNode()
        let name = TextNode(text: post.author, numberOfLines: 1, measurer: measurer)      // a one-line label
        let time = TextNode(text: post.time, numberOfLines: 1, measurer: measurer)
        let body = TextNode(text: post.text, measurer: measurer)                           // numberOfLines = 0
        for node in [avatar, name, time, body] { try? cell.addChild(node) }
        let snapshot = LayoutScheme(blocks: feedCellBlocks(avatar: avatar, name: name, time: time, body: body))
            .snapshot(for: cell.bounds, direction: direction)
        // Read by element, whatever the order of the blocks.
        self.avatar = snapshot.frame(of: avatar) ?? .zero
        self.time = snapshot.frame(of: time) ?? .zero
        self.name = snapshot.frame(of: name) ?? .zero
        self.body = snapshot.frame(of: body) ?? .zero
        height = max(self.avatar.maxY, self.body.maxY) + 12
    }
}

/// Layouts kept per width, direction and content; computed in the callers' tasks.
actor FeedLayoutCache {
    struct Key: Hashable, Sendable { var post: Post, width: CGFloat, rightToLeft: Bool }
    private var kept: [Key: FeedCellLayout] = [:]
    private(set) var computed = 0

    func layout(of post: Post, width: CGFloat, direction: LayoutDirection) async -> FeedCellLayout {
        let key = Key(post: post, width: width, rightToLeft: direction == .rightToLeft)
        if let layout = kept[key] { return layout }
        let layout = await Self.compute(post, width: width, direction: direction)
        if let other = kept[key] { return other }         // another task computed it meanwhile
        computed += 1
        kept[key] = layout
        return layout
    }

    /// Runs the layout on the global executor, not on this actor and not on the main actor.
    @concurrent nonisolated static func compute(_ post: Post, width: CGFloat, direction: LayoutDirection) async -> FeedCellLayout {
        FeedCellLayout(post, width: width, direction: direction)
    }
}

@MainActor final class FeedCell: UITableViewCell {
    let avatar = UIView(), name = UILabel(), time = UILabel(), body = UILabel()
    private(set) var layout: FeedCellLayout?
    /// The same blocks on the cell's views, for laying out on the main actor directly.
    lazy var scheme = LayoutScheme(blocks: feedCellBlocks(avatar: avatar.layoutElement, name: name.layoutElement,
                                                          time: time.layoutElement, body: body.layoutElement))

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        body.numberOfLines = 0
        for view in [avatar, name, time, body] { contentView.addSubview(view) }
    }
    required init?(coder: NSCoder) { nil }

    func show(_ post: Post) {
        name.text = post.author
        time.text = post.time
        body.text = post.text
    }

    func configure(with post: Post, layout: FeedCellLayout) {
        show(post)
        self.layout = layout
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let layout else { return }
        avatar.frame = layout.avatar
        name.frame = layout.name
        time.frame = layout.time
        body.frame = layout.body
    }

    override func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                          verticalFittingPriority: UILayoutPriority) -> CGSize {
        CGSize(width: targetSize.width, height: layout?.height ?? 44)
    }

    var frames: [(String, CGRect)] { [("avatar", avatar.frame), ("name", name.frame), ("time", time.frame), ("body", body.frame)] }
}

@MainActor
@Suite("Screen: feed cell")
struct FeedCellScreenTests {
    static let posts = [
        Post(author: "Ada Lovelace", time: "09:41", text: "On my way, see you at the station in ten minutes"),
        Post(author: "Charles Babbage", time: "Yesterday",
             text: "The Difference Engine is finished at last; the Analytical Engine will take a little longer, as always."),
        Post(author: "Mary Somerville", time: "2h", text: "Ok"),
        Post(author: "Augustus De Morgan of the Society for Useful Knowledge", time: "Mon", text: "Tea at four?"),
        Post(author: "Michael Faraday", time: "12:00", text: "Lines of force\nare everywhere"),
    ]
    static let widths: [CGFloat] = [320, 375, 768]

    /// The body's lines, hand-wrapped at (width − 72) / 7 characters a line: 35 at 320, 43 at 375, 99 at 768.
    ///  - "On my way, see you at the station in ten minutes" (48): 320: "On my way, see you at the station" / "in ten
    ///    minutes" → 2; 375: "On my way, see you at the station in ten" / "minutes" → 2; 768: 1.
    ///  - Babbage (102): 320: 33 / 35 / 32 → 3; 375: 42 / 40 / 18 → 3; 768: 94 / 7 → 2.
    ///  - "Ok", "Tea at four?": 1 line everywhere.  - Faraday: two lines everywhere (a newline, 14 and 14).
    static let bodyLines: [CGFloat: [CGFloat]] = [320: [2, 3, 1, 1, 2], 375: [2, 3, 1, 1, 2], 768: [1, 2, 1, 1, 2]]
    /// The widest body line, in characters, for `.fit`-free width checks (the body is `.boxed(20)` wide anyway).

    /// The design, left to right: avatar 40 at (12, 12); the time at the trailing edge 12 in; the name 8 after the
    /// avatar, at most up to 8 before the time; the body 8 after the avatar, 4 below the name, to 12 from the edge;
    /// the row 12 below the lower of avatar and body.
    static func design(_ index: Int, width w: CGFloat) -> (frames: [(String, CGRect)], height: CGFloat) {
        let post = posts[index]
        let timeWidth = 7 * CGFloat(post.time.count)
        let time = CGRect(x: w - 12 - timeWidth, y: 12, width: timeWidth, height: 17)
        let name = CGRect(x: 60, y: 12, width: min(7 * CGFloat(post.author.count), time.minX - 8 - 60), height: 17)
        let body = CGRect(x: 60, y: 12 + 17 + 4, width: w - 72, height: 17 * bodyLines[w]![index])
        let frames = [("avatar", CGRect(x: 12, y: 12, width: 40, height: 40)), ("name", name), ("time", time), ("body", body)]
        return (frames, max(52, body.maxY) + 12)
    }

    static func frames(of layout: FeedCellLayout) -> [(String, CGRect)] {
        [("avatar", layout.avatar), ("name", layout.name), ("time", layout.time), ("body", layout.body)]
    }

    @Test("Heights off the main actor in a task group, cached per width and content, equal the on-main layout")
    func heightsOffTheMainActor() async throws {
        let cache = FeedLayoutCache()
        let posts = Self.posts, widths = Self.widths
        typealias Key = FeedLayoutCache.Key
        let computeAll: @Sendable () async -> [Key: FeedCellLayout] = {
            await withTaskGroup(of: (Key, FeedCellLayout).self) { group in
                for width in widths {
                    for post in posts {
                        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                            group.addTask {
                                (Key(post: post, width: width, rightToLeft: direction == .rightToLeft),
                                 await cache.layout(of: post, width: width, direction: direction))
                            }
                        }
                    }
                }
                var all: [Key: FeedCellLayout] = [:]
                for await (key, layout) in group { all[key] = layout }
                return all
            }
        }
        let layouts = await Task.detached(operation: computeAll).value
        #expect(layouts.count == 30)
        #expect(await cache.computed == 30)
        #expect(layouts.values.allSatisfy { !$0.computedOnMainThread })
        // Asked again (a reload, a scroll back): nothing is computed again.
        let again = await Task.detached(operation: computeAll).value
        #expect(again == layouts)
        #expect(await cache.computed == 30)

        for width in widths {
            for (index, post) in posts.enumerated() {
                for rightToLeft in [false, true] {
                    let layout = try #require(layouts[Key(post: post, width: width, rightToLeft: rightToLeft)])
                    let design = Self.design(index, width: width)
                    let designed = rightToLeft ? design.frames.map { ($0.0, mirrored($0.1, in: width)) } : design.frames
                    let label = "feed: \(post.author.prefix(8)) at \(width) \(rightToLeft ? "RTL" : "LTR")"
                    #expect(layout.height == design.height, "\(label): height")
                    ScreenFrameCounter.add(checked: 1, wrong: layout.height == design.height ? 0 : 1, label: label + " height")

                    // Applied on the main actor through the article's cell.
                    let cell = FeedCell(style: .default, reuseIdentifier: "post")
                    cell.configure(with: post, layout: layout)
                    cell.frame = CGRect(x: 0, y: 0, width: width, height: layout.height)
                    cell.layoutIfNeeded()
                    let fitting = cell.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                               verticalFittingPriority: .fittingSizeLevel)
                    #expect(fitting.height == layout.height)
                    #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: width, height: layout.height))

                    // The same blocks laid out on the views, on the main actor.
                    let live = FeedCell(style: .default, reuseIdentifier: "post")
                    live.show(post)
                    live.frame = CGRect(x: 0, y: 0, width: width, height: 400)
                    live.layoutIfNeeded()
                    live.scheme.layout(direction: rightToLeft ? .rightToLeft : .leftToRight)
                    let liveHeight = max(live.avatar.frame.maxY, live.body.frame.maxY) + 12
                    #expect(liveHeight == layout.height, "\(label): on-main height \(liveHeight), off-main \(layout.height)")
                    ScreenFrameCounter.add(checked: 1, wrong: liveHeight == layout.height ? 0 : 1, label: label + " on-main height")

                    // A name longer than its space (De Morgan's at 320 and 375) stops 8 before the time:
                    // the one-line node and the one-line label both measure the whole line, and `.fit`
                    // keeps it inside the space.
                    expectFrames(cell.frames, designed, label + " applied")
                    expectFrames(live.frames, designed, label + " on-main")
                }
            }
        }
    }

    @Test("The article's other path: capture on the main actor, snapshot in a detached task, apply")
    func captureSnapshotApply() async throws {
        for width in Self.widths {
            for (index, post) in Self.posts.enumerated() {
                let cell = FeedCell(style: .default, reuseIdentifier: "post")
                cell.show(post)
                cell.frame = CGRect(x: 0, y: 0, width: width, height: 400)
                cell.layoutIfNeeded()
                let scheme = cell.scheme, bounds = cell.contentView.bounds
                scheme.captureHostState(for: bounds, direction: .leftToRight)
                let snapshot = await Task.detached { scheme.snapshot(for: bounds, direction: .leftToRight) }.value
                try scheme.apply(snapshot: snapshot)
                #expect(cell.body.layoutElement.unmeasuredProposals == 0)
                expectFrames(cell.frames, Self.design(index, width: width).frames, "feed: captured \(post.author.prefix(8)) at \(width) LTR")
            }
        }
    }

    @Test("The one call: snapshotInBackground captures, computes off the main actor and returns; both directions")
    func snapshotInBackground() async throws {
        for width in Self.widths {
            for (index, post) in Self.posts.enumerated() {
                for rightToLeft in [false, true] {
                    let cell = FeedCell(style: .default, reuseIdentifier: "post")
                    cell.show(post)
                    cell.frame = CGRect(x: 0, y: 0, width: width, height: 400)
                    cell.layoutIfNeeded()
                    let direction: LayoutDirection = rightToLeft ? .rightToLeft : .leftToRight
                    let snapshot = await cell.scheme.snapshotInBackground(for: cell.contentView.bounds, direction: direction)
                    #expect(snapshot.frame(of: cell.body.layoutElement) != nil)
                    try cell.scheme.apply(snapshot: snapshot)
                    #expect(cell.scheme.issues.isEmpty, "\(cell.scheme.issues)")
                    #expect(cell.body.layoutElement.unmeasuredProposals == 0)
                    let design = Self.design(index, width: width).frames
                    expectFrames(cell.frames, rightToLeft ? design.map { ($0.0, mirrored($0.1, in: width)) } : design,
                                 "feed: in background \(post.author.prefix(8)) at \(width) \(rightToLeft ? "RTL" : "LTR")")
                }
            }
        }
    }
}
#endif
