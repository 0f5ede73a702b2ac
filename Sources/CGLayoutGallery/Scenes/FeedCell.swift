import CGLayout
import Foundation

/// The feed cell of LayoutFrameworkBenchmark (https://github.com/layoutBox/LayoutFrameworkBenchmark, the benchmark that compares iOS layout frameworks on one news-feed cell): the
/// same nodes laid out by hand-written frame arithmetic and by a CGLayout
/// scheme. Both give the same frames; with the reference data every cell is
/// 419 pt tall at width 375.
///
/// ```swift
/// let cell = try FeedCell()
/// cell.configure(item: 0)
/// cell.layoutByHand(width: 375)      // 419
/// cell.scheme.layout(in: CGRect(x: 0, y: 0, width: 375, height: .infinity), direction: .leftToRight)
/// ```
public final class FeedCell: @unchecked Sendable {
    /// Margin, spacing of the reference geometry.
    public static let margin: CGFloat = 8

    /// The cell; its children are the elements below.
    public let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 375, height: 419), name: "feed cell")
    /// The actionLabel element.
    public let actionLabel = TextNode(name: "action")
    /// The optionsLabel element.
    public let optionsLabel = TextNode(text: "...", name: "options")
    /// The posterImage element.
    public let posterImage = LayoutNode(name: "poster image")
    /// The posterName element.
    public let posterName = TextNode(name: "poster name")
    /// The posterHeadline element.
    public let posterHeadline = TextNode(name: "poster headline")
    /// The posterTime element.
    public let posterTime = TextNode(name: "poster time")
    /// The posterComment element.
    public let posterComment = TextNode(name: "poster comment")
    /// The contentImage element.
    public let contentImage = LayoutNode(name: "content image")
    /// The contentTitle element.
    public let contentTitle = TextNode(name: "content title")
    /// The contentDomain element.
    public let contentDomain = TextNode(name: "content domain")
    /// The likeLabel element.
    public let likeLabel = TextNode(text: "Like", name: "like")
    /// The commentLabel element.
    public let commentLabel = TextNode(text: "Comment", name: "comment")
    /// The shareLabel element.
    public let shareLabel = TextNode(text: "Share", name: "share")
    /// The actorImage element.
    public let actorImage = LayoutNode(name: "actor image")
    /// The actorComment element.
    public let actorComment = TextNode(name: "actor comment")

    /// Every element in drawing order.
    public var elements: [LayoutNode] {
        [actionLabel, optionsLabel, posterImage, posterName, posterHeadline, posterTime, posterComment,
         contentImage, contentTitle, contentDomain, likeLabel, commentLabel, shareLabel, actorImage, actorComment]
    }

    /// The cell as a CGLayout scheme: blocks, layouts, constraints and adjust constraints.
    public private(set) var scheme = LayoutScheme(blocks: [])

    /// Builds the nodes and the scheme.
    ///
    /// - Throws: Never in practice (a fresh tree has no cycles); typed as the tree's error.
    public init() throws(LayoutTreeError) {
        for element in elements { try root.addChild(element) }
        scheme = makeScheme()
        configure(item: 0)
    }

    /// Sets the texts of item `index` (the reference data).
    ///
    /// - Parameter index: The item, 0-based.
    public func configure(item index: Int) {
        configure(FeedItem(index: index))
    }

    /// Sets the texts of `item` (no allocation: the strings already exist).
    ///
    /// - Parameter item: The item's data.
    public func configure(_ item: FeedItem) {
        actionLabel.text = item.action
        posterName.text = item.posterName
        posterHeadline.text = item.posterHeadline
        posterTime.text = item.posterTime
        posterComment.text = item.posterComment
        contentTitle.text = item.contentTitle
        contentDomain.text = item.contentDomain
        actorComment.text = item.actorComment
    }

    private func makeScheme() -> LayoutScheme {
        let m = Self.margin
        let fit: [LayoutAnchor.Size] = [.width(), .height()]
        func below(_ element: LayoutNode) -> LayoutConstraint { element.layoutConstraint(for: [.bottom(.limit(on: .outer))]) }
        return LayoutScheme(blocks: [
            optionsLabel.layoutBlock(with: .equal, constraints: [
                optionsLabel.adjustLayoutConstraint(for: fit, alignment: .init(horizontal: .right(m), vertical: .top(m))),
            ]),
            actionLabel.layoutBlock(with: Layout(x: .left(m), y: .top(m), width: .equal, height: .equal), constraints: [
                optionsLabel.layoutConstraint(for: [.left(.limit(on: .outer))]),  // left of the options label
                actionLabel.adjustLayoutConstraint(for: fit),
            ]),
            posterImage.layoutBlock(with: Layout(x: .left(m), y: .top(10), width: 50, height: 50),
                                    constraints: [below(actionLabel)]),
            posterName.layoutBlock(with: Layout(x: .left(2), y: .top(-10), width: .equal, height: .equal), constraints: [
                posterImage.layoutConstraint(for: [.right(.limit(on: .outer)), .top(.align(by: .inner))]),
                posterName.adjustLayoutConstraint(for: fit),
            ]),
            posterHeadline.layoutBlock(with: Layout(x: .left(2), y: .top(1), width: .equal, height: .equal), constraints: [
                posterImage.layoutConstraint(for: [.right(.limit(on: .outer))]), below(posterName),
                posterHeadline.adjustLayoutConstraint(for: fit),
            ]),
            posterTime.layoutBlock(with: Layout(x: .left(2), y: .top(1), width: .equal, height: .equal), constraints: [
                posterImage.layoutConstraint(for: [.right(.limit(on: .outer))]), below(posterHeadline),
                posterTime.adjustLayoutConstraint(for: fit),
            ]),
            // top = max(poster image bottom, time bottom + 2)
            posterComment.layoutBlock(with: Layout(x: .left(m), y: .top(), width: .equal, height: .equal), constraints: [
                below(posterTime), AnonymConstraint(anchors: [.insets(EdgeInsets(top: 2, left: 0, bottom: 0, right: 0))]),
                below(posterImage), posterComment.adjustLayoutConstraint(for: fit),
            ]),
            contentImage.layoutBlock(with: Layout(x: .left(m), y: .top(), width: 350, height: 200),
                                     constraints: [below(posterComment)]),
            contentTitle.layoutBlock(with: Layout(x: .left(m), y: .top(), width: .equal, height: .equal),
                                     constraints: [below(contentImage), contentTitle.adjustLayoutConstraint(for: fit)]),
            contentDomain.layoutBlock(with: Layout(x: .left(m), y: .top(), width: .equal, height: .equal),
                                      constraints: [below(contentTitle), contentDomain.adjustLayoutConstraint(for: fit)]),
            likeLabel.layoutBlock(with: Layout(x: .left(m), y: .top(4), width: .equal, height: .equal),
                                  constraints: [below(contentDomain), likeLabel.adjustLayoutConstraint(for: fit)]),
            commentLabel.layoutBlock(with: Layout(x: .equal, y: .top(4), width: .equal, height: .equal), constraints: [
                below(contentDomain),
                commentLabel.adjustLayoutConstraint(for: fit, alignment: .init(horizontal: .center(), vertical: .top())),
            ]),
            shareLabel.layoutBlock(with: Layout(x: .equal, y: .top(4), width: .equal, height: .equal), constraints: [
                below(contentDomain),
                shareLabel.adjustLayoutConstraint(for: fit, alignment: .init(horizontal: .right(m), vertical: .top())),
            ]),
            actorImage.layoutBlock(with: Layout(x: .left(m), y: .top(4), width: 50, height: 50),
                                   constraints: [below(likeLabel)]),
            actorComment.layoutBlock(with: Layout(x: .left(4), y: .equal, width: .equal, height: .equal), constraints: [
                actorImage.layoutConstraint(for: [.right(.limit(on: .outer)), .top(.align(by: .inner)), .height()]),
                actorComment.adjustLayoutConstraint(for: fit, alignment: .init(horizontal: .left(), vertical: .center())),
            ]),
        ])
    }

    /// The hand-written frame arithmetic of the reference (the floor of the benchmark).
    ///
    /// - Parameter width: The cell's width.
    /// - Returns: The cell's height.
    @discardableResult
    public func layoutByHand(width: CGFloat) -> CGFloat {
        let m = Self.margin
        let unbounded = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
        func fit(_ node: TextNode, _ width: CGFloat) -> CGSize {
            node.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        }
        let options = fit(optionsLabel, width)
        optionsLabel.frame = CGRect(x: width - m - options.width, y: m, width: options.width, height: options.height)
        let action = fit(actionLabel, width - options.width)
        actionLabel.frame = CGRect(x: m, y: m, width: action.width, height: action.height)
        posterImage.frame = CGRect(x: m, y: actionLabel.frame.maxY + 10, width: 50, height: 50)
        let textLeft = posterImage.frame.maxX + 2
        let name = posterName.sizeThatFits(unbounded)
        posterName.frame = CGRect(x: textLeft, y: posterImage.frame.minY - 10, width: name.width, height: name.height)
        let headline = posterHeadline.sizeThatFits(unbounded)
        posterHeadline.frame = CGRect(x: textLeft, y: posterName.frame.maxY + 1, width: headline.width, height: headline.height)
        let time = posterTime.sizeThatFits(unbounded)
        posterTime.frame = CGRect(x: textLeft, y: posterHeadline.frame.maxY + 1, width: time.width, height: time.height)
        let comment = fit(posterComment, width)
        posterComment.frame = CGRect(x: m, y: max(posterImage.frame.maxY, posterTime.frame.maxY + 2),
                                     width: comment.width, height: comment.height)
        contentImage.frame = CGRect(x: m, y: posterComment.frame.maxY, width: 350, height: 200)
        let title = fit(contentTitle, width)
        contentTitle.frame = CGRect(x: m, y: contentImage.frame.maxY, width: title.width, height: title.height)
        let domain = fit(contentDomain, width)
        contentDomain.frame = CGRect(x: m, y: contentTitle.frame.maxY, width: domain.width, height: domain.height)
        let buttonsTop = contentDomain.frame.maxY + 4
        let like = fit(likeLabel, width), commentSize = fit(commentLabel, width), share = fit(shareLabel, width)
        likeLabel.frame = CGRect(x: m, y: buttonsTop, width: like.width, height: like.height)
        commentLabel.frame = CGRect(x: (width - commentSize.width) / 2, y: buttonsTop, width: commentSize.width, height: commentSize.height)
        shareLabel.frame = CGRect(x: width - m - share.width, y: buttonsTop, width: share.width, height: share.height)
        actorImage.frame = CGRect(x: m, y: likeLabel.frame.maxY + 4, width: 50, height: 50)
        let actor = fit(actorComment, width - 50)
        actorComment.frame = CGRect(x: actorImage.frame.maxX + 4, y: actorImage.frame.midY - actor.height / 2,
                                    width: actor.width, height: actor.height)
        return max(actorImage.frame.maxY, actorComment.frame.maxY) + m
    }

    /// Lays the cell out with its scheme at `width` and returns its height.
    ///
    /// - Parameters:
    ///   - width: The cell's width.
    ///   - direction: Resolves leading/trailing.
    /// - Returns: The cell's height.
    @discardableResult
    public func layoutWithScheme(width: CGFloat, direction: LayoutDirection = .leftToRight) -> CGFloat {
        scheme.layout(in: CGRect(x: 0, y: 0, width: width, height: .greatestFiniteMagnitude), direction: direction)
        return max(actorImage.frame.maxY, actorComment.frame.maxY) + Self.margin
    }
}

/// The data of one feed item (the reference data for item `index`).
public struct FeedItem: Sendable, Equatable {
    /// The texts of the item's labels.
    public let action, posterName, posterHeadline, posterTime, posterComment: String
    /// The texts of the content and actor labels.
    public let contentTitle, contentDomain, actorComment: String

    /// The reference data of item `index`.
    ///
    /// - Parameter index: The item, 0-based.
    public init(index: Int) {
        action = "action text \(index)"
        posterName = "poster name \(index)"
        posterHeadline = "poster title \(index) with some longer stuff"
        posterTime = "poster timestamp \(index)"
        posterComment = "poster comment \(index)"
        contentTitle = "content title \(index)"
        contentDomain = "content domain \(index)"
        actorComment = "actor comment \(index)"
    }
}
