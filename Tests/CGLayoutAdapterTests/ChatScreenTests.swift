#if CGLAYOUT_DECLARATIONS
import BaseTestSupport
import CGLayout
import CGLayoutUIKit
import Foundation
import Testing
import UIKit

// MARK: - A chat screen written from the README and the "CGLayout in an app" article alone
//
// Message cells: an avatar on the sender's side, a bubble around a text of any length, a time under the
// bubble; incoming messages on the leading side, outgoing ones on the trailing side. The rows' frames are
// computed off the main actor from nodes (the article's self-sizing cells), kept per message, width and
// direction, and given to the cells' views on the main actor; a cell without a kept layout lays its
// views out with the same blocks, in its own direction.

struct ChatMessage: Hashable, Sendable {
    var id: Int
    var text: String
    var time: String
    var outgoing: Bool
}

/// A row's frames, computed from its content alone, in any task.
struct ChatRowLayout: Sendable, Equatable {
    var avatar: CGRect, bubble: CGRect, text: CGRect, time: CGRect, height: CGFloat
    var width: CGFloat, direction: LayoutDirection
    var computedOnMainThread: Bool

    /// The row's blocks, written once for nodes and for views: the avatar 36 × 36, 8 from the sender's edge; the
    /// text 8 + 12 after it, 8 + 10 from the top, at most 70 % of the room after the avatar; the bubble 12 and 10
    /// around the text; the time 4 under the bubble, aligned with the bubble's side edge.
    static func blocks<Box: LayoutElement, Text: AdjustableLayoutElement>(
        avatar: Box, bubble: Box, text: Text, time: Text, outgoing: Bool
    ) -> [any LayoutBlockProtocol] {
        let afterAvatar = avatar.layoutConstraint(for: [outgoing ? .leading(.limit(on: .outer)) : .trailing(.limit(on: .outer))])
        return [
            avatar.layoutBlock(with: Layout(x: outgoing ? .trailing(8) : .leading(8), y: .top(8), width: 36, height: 36)),
            text.layoutBlock(with: Layout(x: outgoing ? .trailing(20) : .leading(20), y: .top(18),
                                          width: .scaled(0.7).then(.fit), height: .fit),
                             constraints: [afterAvatar]),
            bubble.layoutBlock(with: Layout(x: .left(), y: .top(), width: .equal, height: .equal),
                               constraints: [text.layoutConstraint(for: [.equally, .insets(EdgeInsets(top: -10, left: -12, bottom: -10, right: -12))])]),
            time.layoutBlock(with: Layout(x: outgoing ? .trailing(8) : .leading(8), y: .top(4), width: .fit, height: .fit),
                             constraints: [afterAvatar, bubble.layoutConstraint(for: [.bottom(.limit(on: .outer))])]),
        ]
    }

    init(_ message: ChatMessage, width: CGFloat, direction: LayoutDirection, measurer: any TextMeasuring = MonospacedTextMeasurer()) {
        computedOnMainThread = Thread.isMainThread
        self.width = width
        self.direction = direction
        let row = LayoutNode(frame: CGRect(x: 0, y: 0, width: width, height: 0))
        let avatar = LayoutNode(), bubble = LayoutNode()
        let text = TextNode(text: message.text, measurer: measurer)                          // numberOfLines = 0
        let time = TextNode(text: message.time, numberOfLines: 1, measurer: measurer)
        for node in [avatar, bubble, text, time] { try? row.addChild(node) }
        let snapshot = LayoutScheme(blocks: Self.blocks(avatar: avatar, bubble: bubble, text: text, time: time,
                                                        outgoing: message.outgoing))
            .snapshot(for: row.bounds, direction: direction)
        self.avatar = snapshot.frame(of: avatar) ?? .zero
        self.bubble = snapshot.frame(of: bubble) ?? .zero
        self.text = snapshot.frame(of: text) ?? .zero
        self.time = snapshot.frame(of: time) ?? .zero
        height = max(self.avatar.maxY, self.time.maxY) + 8
    }
}

/// Row layouts kept per message, width and direction, as a table's height cache: a message whose content
/// changed is computed again, the others are not.
actor ChatLayoutCache {
    struct Key: Hashable, Sendable { var id: Int, width: CGFloat, rightToLeft: Bool }
    private var kept: [Key: (message: ChatMessage, layout: ChatRowLayout)] = [:]
    private(set) var computed = 0

    /// The layouts of `messages`, computed on the global executor (in chunks, in parallel) where not kept.
    func layouts(of messages: [ChatMessage], width: CGFloat, direction: LayoutDirection) async -> [ChatRowLayout] {
        let rightToLeft = direction == .rightToLeft
        let missing = messages.filter { kept[Key(id: $0.id, width: width, rightToLeft: rightToLeft)]?.message != $0 }
        for (message, layout) in await Self.compute(missing, width: width, direction: direction) {
            kept[Key(id: message.id, width: width, rightToLeft: rightToLeft)] = (message, layout)
            computed += 1
        }
        return messages.map { kept[Key(id: $0.id, width: width, rightToLeft: rightToLeft)]!.layout }
    }

    /// Runs the layouts on the global executor: not on this actor, not on the main actor.
    @concurrent nonisolated static func compute(_ messages: [ChatMessage], width: CGFloat,
                                                direction: LayoutDirection) async -> [(ChatMessage, ChatRowLayout)] {
        await withTaskGroup(of: [(ChatMessage, ChatRowLayout)].self) { group in
            for start in stride(from: 0, to: messages.count, by: 100) {
                let chunk = Array(messages[start..<min(start + 100, messages.count)])
                group.addTask { chunk.map { ($0, ChatRowLayout($0, width: width, direction: direction)) } }
            }
            var all: [(ChatMessage, ChatRowLayout)] = []
            for await part in group { all += part }
            return all
        }
    }
}

final class ChatCell: UITableViewCell {
    let avatar = UIView(), bubble = UIView(), body = UILabel(), time = UILabel()
    private(set) var message: ChatMessage?
    private(set) var layout: ChatRowLayout?
    /// How many passes laid the views out with the blocks, for want of a kept layout that fits.
    private(set) var livePasses = 0

    /// The same blocks on the cell's views, for a pass without a kept layout of the cell's width and direction.
    lazy var incoming = LayoutScheme(blocks: ChatRowLayout.blocks(avatar: avatar.layoutElement, bubble: bubble.layoutElement,
                                                                 text: body.layoutElement, time: time.layoutElement, outgoing: false))
    lazy var outgoing = LayoutScheme(blocks: ChatRowLayout.blocks(avatar: avatar.layoutElement, bubble: bubble.layoutElement,
                                                                 text: body.layoutElement, time: time.layoutElement, outgoing: true))

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        body.numberOfLines = 0
        for view in [avatar, bubble, body, time] { contentView.addSubview(view) }
    }
    required init?(coder: NSCoder) { nil }

    func configure(with message: ChatMessage, layout: ChatRowLayout?) {
        self.message = message
        body.text = message.text
        time.text = message.time
        self.layout = layout
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let direction = LayoutDirection(effectiveUserInterfaceLayoutDirection)
        if let layout, layout.width == contentView.bounds.width, layout.direction == direction {
            avatar.frame = layout.avatar
            bubble.frame = layout.bubble
            body.frame = layout.text
            time.frame = layout.time
        } else if let message {
            livePasses += 1
            (message.outgoing ? outgoing : incoming).layout(direction: direction)
        }
    }

    override func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                          verticalFittingPriority: UILayoutPriority) -> CGSize {
        CGSize(width: targetSize.width, height: layout?.height ?? 44)
    }

    var frames: [(String, CGRect)] {
        [("avatar", avatar.frame), ("bubble", bubble.frame), ("text", body.frame), ("time", time.frame)]
    }
}

/// The chat's design by arithmetic, in the declarations' text metrics (7 points a character, 17 a line).
enum ChatDesign {
    /// The lines of `text` wrapped greedily at `characters` a line: words on spaces, a longer word broken,
    /// `\n` a new line. Returns the widest line's length and the number of lines.
    static func wrap(_ text: String, characters: Int) -> (widest: Int, lines: Int) {
        var widest = 0, lines = 0
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = 0
            var started = false
            for word in paragraph.split(separator: " ") {
                var length = word.unicodeScalars.count
                if started, line + 1 + length <= characters {
                    line += 1 + length
                    continue
                }
                if started { widest = max(widest, line); lines += 1 }
                while length > characters { widest = max(widest, characters); lines += 1; length -= characters }
                line = length
                started = true
            }
            widest = max(widest, line)
            lines += 1
        }
        return (widest, lines)
    }

    /// The row's frames and height, left to right, then mirrored in a right-to-left row.
    static func frames(of message: ChatMessage, width w: CGFloat, rightToLeft: Bool) -> (frames: [(String, CGRect)], height: CGFloat) {
        // The text takes at most 70 % of the room after the avatar (w − 44), wrapped there.
        let room = 0.7 * (w - 44)
        let (widest, lines) = wrap(message.text, characters: Int((room / 7).rounded(.down)))
        let textWidth = 7 * CGFloat(widest), textHeight = 17 * CGFloat(lines)
        let timeWidth = 7 * CGFloat(message.time.unicodeScalars.count)
        let avatar: CGRect, text: CGRect, time: CGRect
        if message.outgoing {
            avatar = CGRect(x: w - 44, y: 8, width: 36, height: 36)
            text = CGRect(x: w - 64 - textWidth, y: 18, width: textWidth, height: textHeight)
            time = CGRect(x: w - 52 - timeWidth, y: 18 + textHeight + 10 + 4, width: timeWidth, height: 17)
        } else {
            avatar = CGRect(x: 8, y: 8, width: 36, height: 36)
            text = CGRect(x: 64, y: 18, width: textWidth, height: textHeight)
            time = CGRect(x: 52, y: 18 + textHeight + 10 + 4, width: timeWidth, height: 17)
        }
        let bubble = CGRect(x: text.minX - 12, y: 8, width: textWidth + 24, height: textHeight + 20)
        let frames = [("avatar", avatar), ("bubble", bubble), ("text", text), ("time", time)]
        return (rightToLeft ? frames.map { ($0.0, mirrored($0.1, in: w)) } : frames, max(avatar.maxY, time.maxY) + 8)
    }

    static let words = ["ok", "see", "you", "at", "the", "station", "in", "ten", "minutes", "the", "analytical", "engine",
                        "weaves", "algebraic", "patterns", "just", "as", "the", "Jacquard", "loom", "weaves", "flowers", "and",
                        "leaves", "café", "naïve", "I", "a", "Supercalifragilisticexpialidocious", "tomorrow?", "yes!"]
    static let times = ["9:41", "12:05", "Yesterday 18:30", "Mon", "now"]

    /// `count` messages of 1 to 45 words (a few with a line break), alternating senders at random.
    static func messages(count: Int, seed: UInt64) -> [ChatMessage] {
        var random = SplitMix64(seed: seed)
        return (0..<count).map { id in
            let length = Int.random(in: 1...45, using: &random)
            var text = (0..<length).map { _ in words.randomElement(using: &random)! }.joined(separator: " ")
            if Int.random(in: 0..<20, using: &random) == 0, let space = text.firstIndex(of: " ") {
                text.replaceSubrange(space...space, with: "\n")
            }
            return ChatMessage(id: id, text: text, time: times.randomElement(using: &random)!, outgoing: Bool.random(using: &random))
        }
    }
}

@MainActor
@Suite("Screen: chat")
struct ChatScreenTests {
    /// A table stand-in in a window whose traits give the reading direction, as an app's would.
    static func table(width: CGFloat, rightToLeft: Bool) -> (window: UIWindow, table: UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: 800))
        if rightToLeft { window.traitOverrides.layoutDirection = .rightToLeft }
        let table = UIView(frame: window.bounds)
        window.addSubview(table)
        return (window, table)
    }

    /// Lays every message out in one reused cell of `table` from its kept layout and compares the frames and
    /// heights with the design; returns how many frames differ.
    @discardableResult
    static func checkCells(_ messages: [ChatMessage], _ layouts: [ChatRowLayout], in table: UIView, label: String) -> Int {
        let width = table.bounds.width
        let rightToLeft = table.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let cell = ChatCell(style: .default, reuseIdentifier: "message")
        table.addSubview(cell)
        var wrong = 0, checked = 0
        for (message, layout) in zip(messages, layouts) {
            cell.prepareForReuse()
            cell.configure(with: message, layout: layout)
            cell.frame = CGRect(x: 0, y: 0, width: width, height: layout.height)
            cell.layoutIfNeeded()
            let design = ChatDesign.frames(of: message, width: width, rightToLeft: rightToLeft)
            let fitting = cell.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                       verticalFittingPriority: .fittingSizeLevel)
            checked += 5
            if fitting.height != design.height {
                wrong += 1
                if wrong <= 5 { Issue.record("\(label) #\(message.id): height \(fitting.height), designed \(design.height)") }
            }
            for ((name, frame), (_, designed)) in zip(cell.frames, design.frames) where frame != designed {
                wrong += 1
                if wrong <= 5 { Issue.record("\(label) #\(message.id) \(name): \(frame), designed \(designed); \(message.text)") }
            }
        }
        #expect(cell.livePasses == 0, "\(label): every pass had a kept layout of its width and direction")
        cell.removeFromSuperview()
        ScreenFrameCounter.add(checked: checked, wrong: wrong, label: label)
        return wrong
    }

    @Test("1,000 messages: layouts off the main actor, cells laid out from them at 320/375/414 in both directions, an edit, a rotation to 768")
    func thousandMessages() async throws {
        let seed = propertySeed("chat.thousandMessages", default: 0xC4A7)
        var messages = ChatDesign.messages(count: 1000, seed: seed)
        let cache = ChatLayoutCache()
        var kept: [ChatLayoutCache.Key: ChatRowLayout] = [:]

        for width: CGFloat in [320, 375, 414] {
            for rightToLeft in [false, true] {
                let (window, table) = Self.table(width: width, rightToLeft: rightToLeft)
                // The direction is the table view's, read on the main actor, handed to the computation.
                let direction = LayoutDirection(table.effectiveUserInterfaceLayoutDirection)
                #expect(direction == (rightToLeft ? .rightToLeft : .leftToRight))
                let layouts = await cache.layouts(of: messages, width: width, direction: direction)
                #expect(layouts.allSatisfy { !$0.computedOnMainThread })
                let label = "chat: 1,000 at \(Int(width)) \(rightToLeft ? "RTL" : "LTR")"
                Self.checkCells(messages, layouts, in: table, label: label)
                for (message, layout) in zip(messages, layouts) {
                    kept[.init(id: message.id, width: width, rightToLeft: rightToLeft)] = layout
                }
                _ = window
            }
        }
        #expect(await cache.computed == 6000)

        // Asked again (scrolling back): nothing is computed again.
        _ = await cache.layouts(of: messages, width: 375, direction: .leftToRight)
        #expect(await cache.computed == 6000)

        // One message edited: a longer text. Only that message is laid out again, at each width and direction asked.
        let edited = 500
        messages[edited].text += " — edited: the loom weaves algebraic patterns just as it weaves flowers and leaves"
        for rightToLeft in [false, true] {
            let (window, table) = Self.table(width: 375, rightToLeft: rightToLeft)
            let direction = LayoutDirection(table.effectiveUserInterfaceLayoutDirection)
            let before = await cache.computed
            let layouts = await cache.layouts(of: messages, width: 375, direction: direction)
            #expect(await cache.computed == before + 1)
            for (index, (message, layout)) in zip(messages, layouts).enumerated() where index != edited {
                #expect(layout == kept[.init(id: message.id, width: 375, rightToLeft: rightToLeft)], "#\(index) changed")
            }
            let old = try #require(kept[.init(id: edited, width: 375, rightToLeft: rightToLeft)])
            #expect(layouts[edited].height > old.height, "the edited message grew")
            Self.checkCells([messages[edited]], [layouts[edited]], in: table,
                            label: "chat: edited at 375 \(rightToLeft ? "RTL" : "LTR")")
            _ = window
        }

        // Rotated: the table is 768 wide. The layouts of the new width are computed once, off the main actor.
        for rightToLeft in [false, true] {
            let (window, table) = Self.table(width: 414, rightToLeft: rightToLeft)
            window.frame = CGRect(x: 0, y: 0, width: 768, height: 414)
            table.frame = window.bounds
            let direction = LayoutDirection(table.effectiveUserInterfaceLayoutDirection)
            let before = await cache.computed
            let layouts = await cache.layouts(of: messages, width: table.bounds.width, direction: direction)
            #expect(await cache.computed == before + 1000)
            Self.checkCells(messages, layouts, in: table, label: "chat: rotated to 768 \(rightToLeft ? "RTL" : "LTR")")
        }
    }

    @Test("A cell without a kept layout of its width and direction lays its views out with the same blocks, in its own direction")
    func liveCellsMatchTheKeptLayouts() async throws {
        let messages = ChatDesign.messages(count: 60, seed: propertySeed("chat.liveCells", default: 0x11FE))
        let cache = ChatLayoutCache()
        for rightToLeft in [false, true] {
            let (window, table) = Self.table(width: 414, rightToLeft: rightToLeft)
            let direction = LayoutDirection(table.effectiveUserInterfaceLayoutDirection)
            let narrow = await cache.layouts(of: messages, width: 414, direction: direction)
            var wrong = 0
            for (message, layout) in zip(messages, narrow) {
                // Configured for 414, then the table turns to 768 before the cell's next pass: the kept layout is
                // of another width, so the cell lays its views out itself.
                let cell = ChatCell(style: .default, reuseIdentifier: "message")
                table.addSubview(cell)
                cell.configure(with: message, layout: layout)
                cell.frame = CGRect(x: 0, y: 0, width: 768, height: 400)
                cell.layoutIfNeeded()
                #expect(cell.livePasses == 1)
                let design = ChatDesign.frames(of: message, width: 768, rightToLeft: rightToLeft)
                wrong += expectFrames(cell.frames, design.frames, "chat: live #\(message.id) at 768 \(rightToLeft ? "RTL" : "LTR")")
                let scheme = message.outgoing ? cell.outgoing : cell.incoming
                #expect(scheme.issues.isEmpty, "\(scheme.issues)")
                cell.removeFromSuperview()
            }
            #expect(wrong == 0)
            _ = window
        }
    }
}
#endif
