import CGLayout
import CGLayoutFlex
import CGLayoutHosting
import Foundation

/// A flex row over 20 views' elements, laid out again and again at one size (a steady pass), for callgrind:
/// a view's element may change without a word, so every pass re-lays out the guide's tree (its items are
/// measured again) and reads each view's super view (membership). The same row over 20 nodes, which say every
/// change, is the baseline in the same run.
///
///     swift build -c release --product cglayout-profile
///     valgrind --tool=callgrind --callgrind-out-file=/dev/null .build/release/cglayout-profile flexviews-views 1000
///     (and 2000; the same for flexviews-nodes): instructions per pass = difference / 1000
@MainActor
enum FlexOverViews {
    /// The texts of the row's ten labels (the other ten items are 24 × 24 icons).
    static let texts = ["Inbox", "Drafts", "Sent", "Archive", "Spam", "Trash", "Starred", "Important", "Chats", "Scheduled"]
    static let rowStyle = FlexStyle().flexDirection(.row).flexWrap(.wrap).padding(12).columnGap(8).rowGap(8).alignItems(.center)
    static let iconStyle = FlexStyle().width(.point(24)).height(.point(24)).flexShrink(0)
    static let labelStyle = FlexStyle().flexShrink(1)

    /// Runs `mode` when it is `flexviews-views` or `flexviews-nodes`; `false` otherwise.
    static func run(_ mode: String, count: Int) -> Bool {
        switch mode {
        case "flexviews-views": views(count)
        case "flexviews-nodes": nodes(count)
        default: return false
        }
        return true
    }

    /// `count` passes of the row over views.
    static func views(_ count: Int) {
        let card = ProfileView(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
        var items: [ProfileView] = []
        for index in 0..<20 {
            let view = ProfileView(frame: .zero)
            if index.isMultiple(of: 2) {
                let text = texts[index / 2]
                view.measure = { MonospacedTextMeasurer().size(of: text, fitting: $0.width, numberOfLines: 1) }
            } else {
                view.measure = { _ in CGSize(width: 24, height: 24) }
            }
            card.add(view)
            items.append(view)
        }
        let row = FlexLayoutGuide<HostElement>(style: rowStyle)
        card.layoutElement.add(layoutGuide: row)
        for (index, view) in items.enumerated() {
            try? row.addItem(view.layoutElement, style: index.isMultiple(of: 2) ? labelStyle : iconStyle)
        }
        let scheme = LayoutScheme(blocks: [row.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: .scaled(1)))])
        for _ in 0..<count { scheme.layout(direction: .leftToRight) }
        print(items.last!.frame)
    }

    /// `count` passes of the same row over nodes (text nodes for the labels).
    static func nodes(_ count: Int) {
        let card = LayoutNode(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
        let row = FlexLayoutGuide<LayoutNode>(style: rowStyle)
        card.add(layoutGuide: row)
        var last = LayoutNode()
        for index in 0..<20 {
            let node = index.isMultiple(of: 2) ? TextNode(text: texts[index / 2], numberOfLines: 1) : LayoutNode()
            try? row.addItem(node, style: index.isMultiple(of: 2) ? labelStyle : iconStyle)
            last = node
        }
        let scheme = LayoutScheme(blocks: [row.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: .scaled(1)))])
        for _ in 0..<count { scheme.layout(direction: .leftToRight) }
        print(last.frame)
    }
}

/// A view as the profile needs one: a frame, a parent, and a fitting size.
@MainActor
final class ProfileView: LayoutHost {
    var frame: CGRect
    weak var parent: ProfileView?
    var children: [ProfileView] = []
    var measure: (CGSize) -> CGSize = { _ in .zero }

    init(frame: CGRect) { self.frame = frame }

    func add(_ child: ProfileView) {
        children.append(child)
        child.parent = self
    }

    var layoutHostState: LayoutHostState { LayoutHostState(frame: frame, bounds: CGRect(origin: .zero, size: frame.size)) }
    var layoutHostGeometry: LayoutHostGeometry { LayoutHostGeometry(frame: frame, bounds: CGRect(origin: .zero, size: frame.size)) }
    var layoutSuperHost: (any LayoutHost)? { parent }
    func setLayoutHostFrame(_ frame: CGRect) { self.frame = frame }
    func setLayoutHostBounds(_ bounds: CGRect) { frame.size = bounds.size }
    func layoutHostSizeThatFits(_ proposal: CGSize) -> CGSize { measure(proposal) }
    func removeFromLayoutSuperHost() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }
}
