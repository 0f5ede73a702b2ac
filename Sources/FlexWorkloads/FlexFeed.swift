import CGLayout
import CGLayoutFlex
import Foundation

/// The flex feed benchmark scene (the peers' flex feed, `reference/flex.md`): 100 cells of
/// 15 nodes in a column, text measured at 7 × 17 pt.
public enum FlexFeed {
    /// The text measure of the scene.
    public static func measure(characters count: Int) -> (CGFloat, MeasureMode, CGFloat, MeasureMode) -> CGSize {
        { width, widthMode, height, heightMode in
            let natural = CGFloat(count) * 7
            var lines: CGFloat = 1, measuredWidth = natural
            if widthMode != .undefined, width.isFinite, natural > width {
                let perLine = max(1, Int((width / 7).rounded(.down)))
                lines = CGFloat((count + perLine - 1) / perLine)
                measuredWidth = CGFloat(min(count, perLine)) * 7
            }
            if widthMode == .exactly { measuredWidth = width }
            var measuredHeight = count == 0 ? 0 : lines * 17
            if heightMode == .exactly { measuredHeight = height } else if heightMode == .atMost { measuredHeight = min(measuredHeight, height) }
            return CGSize(width: measuredWidth, height: measuredHeight)
        }
    }

    /// A text leaf of `count` characters: 7 × 17 pt per character, or words of that length measured by `measurer`.
    static func text(_ count: Int, measurer: (any TextMeasuring)? = nil, _ configure: (inout FlexStyle) -> Void = { _ in }) -> FlexNode {
        var style = FlexStyle()
        configure(&style)
        let node = FlexNode(style: style)
        if let measurer {
            node.measure = FlexNode.textMeasure(words(count), measurer: measurer)
        } else {
            node.measure = measure(characters: count)
        }
        return node
    }

    /// Text of `count` characters: words of 2 to 9 letters separated by spaces.
    public static func words(_ count: Int) -> String {
        let letters = Array("feedcellswithrealtextshapedandbrokenintolines".utf8)
        var result: [UInt8] = [], index = 0
        result.reserveCapacity(count)
        while result.count < count {
            for offset in 0..<(2 + index % 8) where result.count < count { result.append(letters[(index * 7 + offset) % letters.count]) }
            if result.count < count { result.append(0x20) }
            index += 1
        }
        return String(decoding: result, as: UTF8.self)
    }

    static func box(_ configure: (inout FlexStyle) -> Void, _ children: [FlexNode] = []) -> FlexNode {
        var style = FlexStyle()
        configure(&style)
        return FlexNode(style: style, children: children)
    }

    /// The body text length of cell `index` (an edit toggles it by 60 characters).
    public static func bodyLength(_ index: Int) -> Int { 10 + (53 * index) % 200 }

    /// Cell `index`; its texts measured at 7 × 17 pt per character, or as words in `measurer`'s font.
    public static func cell(_ index: Int, bodyLength: Int? = nil, measurer: (any TextMeasuring)? = nil) -> FlexNode {
        func text(_ count: Int, _ configure: (inout FlexStyle) -> Void = { _ in }) -> FlexNode {
            Self.text(count, measurer: measurer, configure)
        }
        func action(_ label: Int) -> FlexNode {
            box({ $0.flexDirection = .row; $0.alignItems = .center }, [
                box { $0.width = .point(16); $0.height = .point(16); $0.margin.right = .point(4) },
                text(label),
            ])
        }
        return box({ $0.flexDirection = .row; $0.padding.all = .point(12); $0.border.bottom = .point(1); $0.alignItems = .flexStart }, [
            box { $0.width = .point(48); $0.height = .point(48); $0.margin.right = .point(10) },
            box({ $0.flexGrow = 1; $0.flexShrink = 1 }, [
                box({ $0.flexDirection = .row; $0.justifyContent = .spaceBetween; $0.alignItems = .center }, [
                    text(8 + (7 * index) % 20) { $0.flexShrink = 1 },
                    text(2 + index % 2) { $0.margin.left = .point(8) },
                ]),
                text(bodyLength ?? self.bodyLength(index)) { $0.margin.top = .point(4); $0.margin.bottom = .point(8) },
                box { $0.aspectRatio = 16.0 / 9.0 },
                box({ $0.flexDirection = .row; $0.margin.top = .point(8); $0.columnGap = .point(24) }, [action(4), action(7)]),
            ]),
        ])
    }

    /// The whole feed: a column of 100 cells.
    public static func makeRoot(cells: Int = 100) -> FlexNode {
        FlexNode(style: FlexStyle(), children: (0..<cells).map { cell($0) })
    }
}
