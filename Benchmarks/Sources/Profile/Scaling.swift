import CGLayout
import CGLayoutFlex
import CGLayoutText
import Foundation

/// How the cost of deep trees, long item lists and long texts grows with their size: each workload at
/// 1,000, 10,000 and 100,000 (elements, levels or characters), timed on the main thread (median of
/// three runs, a new tree or measurer each run), printed with the cost per element or character, so a
/// workload that is linear in its size shows the same cost at every size.
///
///     swift build -c release --product cglayout-profile
///     .build/release/cglayout-profile depth-scaling
///     .build/release/cglayout-profile text-scaling
enum Scaling {
    static let sizes = [1_000, 10_000, 100_000]

    /// Runs `mode` when it is a scaling mode; `false` otherwise.
    static func run(_ mode: String) -> Bool {
        switch mode {
        case "depth-scaling": depth()
        case "text-scaling": text()
        case "removal-scaling": removalScaling()
        case "nested-scroll-scaling": nestedScrollScaling()
        case "nested-adaptive-scaling": nestedAdaptiveScaling()
        case "nested-badge-after-scaling": nestedBadgeAfterScaling()
        default:
            if runNestedAdaptive(mode) || runNestedBadgeAfter(mode) || runNestedVariants(mode) || runNestedVariantCards(mode) { return true }
            // deep-<nodes|stacks|schemes|flex>-<build|layout|snapshot|issues> N: one step once, for callgrind
            // (the instructions of a step are those of its mode less those of `build` at the same N).
            let parts = mode.split(separator: "-").map(String.init)
            // font-<shape index> N: the font measurer's lines of one text once, for callgrind.
            if parts.count == 2, parts[0] == "font", let shape = Int(parts[1]),
               let size = CommandLine.arguments.dropFirst(2).first.flatMap(Int.init),
               let measurer = try? FontTextMeasurer(fontFile: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", size: 17) {
                _ = measurer.lines(of: text(textShapes[shape], size), fitting: 300, numberOfLines: 0)
                return true
            }
            // items-<flexguide|flexnode|stack|guides|children> N: adds N items once, for callgrind.
            if parts.count == 2, parts[0] == "items", let size = CommandLine.arguments.dropFirst(2).first.flatMap(Int.init) {
                let root = LayoutNode(), items = (0..<size).map { _ in LayoutNode() }
                switch parts[1] {
                case "flexguide":
                    let guide = FlexLayoutGuide<LayoutNode>()
                    root.add(layoutGuide: guide)
                    for item in items { try? guide.addItem(item) }
                case "flexnode":
                    let container = FlexContainerNode()
                    for item in items { try? container.addItem(item) }
                case "guides":
                    for _ in items { root.add(layoutGuide: LayoutGuide<LayoutNode>()) }
                case "stack":
                    let stack = StackLayoutGuide<LayoutNode>()
                    root.add(layoutGuide: stack)
                    for item in items { try? stack.addArrangedElement(item) }
                default:
                    for item in items { try? root.addChild(item) }
                }
                return true
            }
            // remove-<children|guides|stack|flexguide> N: adds N and removes them one at a time, for callgrind.
            if parts.count == 2, parts[0] == "remove", let size = CommandLine.arguments.dropFirst(2).first.flatMap(Int.init),
               let remove = try? removal(parts[1], size) {
                remove()
                return true
            }
            // nested-scrolls N: one snapshot (-apply: and its apply); nested-observed-scrolls N: one live layout of
            // guide subclasses (-inner-first: each content lists the next guide's block before its leaf's).
            if ["nested-scrolls", "nested-scrolls-apply", "nested-observed-scrolls", "nested-observed-scrolls-inner-first"].contains(mode),
               let size = CommandLine.arguments.dropFirst(2).first.flatMap(Int.init),
               let scrolls = try? nestedScrolls(size, observed: mode.hasPrefix("nested-observed"), innerFirst: mode.hasSuffix("inner-first")) {
                if mode.hasPrefix("nested-scrolls") {
                    let snapshot = scrolls.block.snapshot(for: scrolls.root.bounds, direction: .leftToRight)
                    if mode == "nested-scrolls-apply" { try? scrolls.block.apply(snapshot: snapshot) }
                } else {
                    scrolls.block.layout(direction: .leftToRight)
                }
                return true
            }
            guard parts.count == 3, parts[0] == "deep", let size = CommandLine.arguments.dropFirst(2).first.flatMap(Int.init),
                  let tree = try? deep(parts[1], size) else { return false }
            switch parts[2] {
            case "layout": tree.scheme.layout(direction: .leftToRight)
            case "snapshot": try? tree.scheme.apply(snapshot: tree.scheme.snapshot(for: tree.root.bounds, direction: .leftToRight))
            case "issues": _ = tree.scheme.issues; _ = tree.root.treeDescription()
            default: break
            }
        }
        return true
    }

    /// The median of three timings of `body` (made fresh by `make` each time), in seconds.
    static func median<Subject>(_ make: () throws -> Subject, _ body: (Subject) throws -> Void) rethrows -> Double {
        var times: [Double] = []
        for _ in 0..<3 {
            let subject = try make()
            let start = DispatchTime.now().uptimeNanoseconds
            try body(subject)
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return times.sorted()[1]
    }

    static func report(_ group: String, _ workload: String, _ size: Int, unit: String, _ seconds: Double) {
        let perUnit = seconds / Double(size) * 1e6
        print(String(format: "%-6@ %-40@ %7d %@  %9.2f ms  %7.3f µs/%@", group, workload, size, unit, seconds * 1e3, perUnit, unit))
    }

    // MARK: Depth and building

    /// A tree `depth` levels deep of one of the kinds, its scheme, and the root that holds it.
    struct Deep {
        let root: LayoutNode
        let scheme: LayoutScheme
    }

    static func deep(_ kind: String, _ depth: Int) throws -> Deep {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 320, height: 200), name: "root")
        let fill = Layout(x: .left(), y: .top(), width: 300, height: 100)
        switch kind {
        case "nodes":
            var parent = root, blocks: [any LayoutBlockProtocol] = []
            for _ in 0..<depth {
                let node = LayoutNode()
                try parent.addChild(node)
                blocks.append(node.layoutBlock(with: Layout(x: .left(1), y: .top(), width: 10, height: 10)))
                parent = node
            }
            return Deep(root: root, scheme: LayoutScheme(blocks: blocks))
        case "stacks":
            let top = StackLayoutGuide<LayoutNode>()
            root.add(layoutGuide: top)
            var parent = top
            for _ in 1..<depth {
                let stack = StackLayoutGuide<LayoutNode>()
                root.add(layoutGuide: stack)
                try parent.addArrangedElement(stack)
                parent = stack
            }
            try parent.addArrangedElement(LayoutNode())
            return Deep(root: root, scheme: LayoutScheme(blocks: [top.layoutBlock(with: fill)]))
        case "schemes":
            let leaf = LayoutNode()
            try root.addChild(leaf)
            var scheme = LayoutScheme(blocks: [leaf.layoutBlock(with: fill)])
            for _ in 1..<depth { scheme = LayoutScheme(blocks: [scheme]) }
            return Deep(root: root, scheme: scheme)
        default:
            var style = FlexStyle()
            style.flexGrow = 1
            let top = FlexContainerNode(style: style)
            try root.addChild(top)
            var parent = top
            for _ in 1..<depth {
                let node = FlexContainerNode(style: style)
                try parent.addItem(node)
                parent = node
            }
            return Deep(root: root, scheme: LayoutScheme(blocks: [top.layoutBlock(with: fill)]))
        }
    }

    static func depth() {
        do {
            for kind in ["nodes", "stacks", "schemes", "flex"] {
                for size in sizes {
                    let label = kind == "nodes" ? "node chain" : kind == "stacks" ? "nested stack guides"
                        : kind == "schemes" ? "nested schemes" : "nested flex container nodes"
                    report("depth", "\(label): build", size, unit: "level", try median({ () }, { _ in _ = try deep(kind, size) }))
                    report("depth", "\(label): layout", size, unit: "level",
                           try median({ try deep(kind, size) }, { $0.scheme.layout(direction: .leftToRight) }))
                    report("depth", "\(label): snapshot + apply", size, unit: "level", try median({ try deep(kind, size) }) { tree in
                        try tree.scheme.apply(snapshot: tree.scheme.snapshot(for: tree.root.bounds, direction: .leftToRight))
                    })
                    report("depth", "\(label): issues + description", size, unit: "level", try median({ try deep(kind, size) }) { tree in
                        _ = tree.scheme.issues
                        _ = tree.root.treeDescription()
                    })
                    var made: Deep? = try deep(kind, size)
                    let start = DispatchTime.now().uptimeNanoseconds
                    made = nil
                    let freed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
                    _ = made
                    report("depth", "\(label): free", size, unit: "level", freed)
                }
            }
            for size in sizes {
                report("build", "flex guide: addItem", size, unit: "item", try median({ () -> (LayoutNode, FlexLayoutGuide<LayoutNode>, [LayoutNode]) in
                    let root = LayoutNode(), guide = FlexLayoutGuide<LayoutNode>()
                    root.add(layoutGuide: guide)
                    return (root, guide, (0..<size).map { _ in LayoutNode() })
                }) { root, guide, items in
                    for item in items { try guide.addItem(item) }
                    withExtendedLifetime(root) {}
                })
                report("build", "node: addChild (children of one node)", size, unit: "item", try median({ () -> (LayoutNode, [LayoutNode]) in
                    (LayoutNode(), (0..<size).map { _ in LayoutNode() })
                }) { root, children in
                    for child in children { try root.addChild(child) }
                })
                report("build", "flex container node: addItem", size, unit: "item", try median({ () -> (FlexContainerNode, [LayoutNode]) in
                    (FlexContainerNode(), (0..<size).map { _ in LayoutNode() })
                }) { container, items in
                    for item in items { try container.addItem(item) }
                })
                report("build", "stack guide: addArrangedElement", size, unit: "item", try median({ () -> (LayoutNode, StackLayoutGuide<LayoutNode>, [LayoutNode]) in
                    let root = LayoutNode(), stack = StackLayoutGuide<LayoutNode>()
                    root.add(layoutGuide: stack)
                    return (root, stack, (0..<size).map { _ in LayoutNode() })
                }) { root, stack, items in
                    for item in items { try stack.addArrangedElement(item) }
                    withExtendedLifetime(root) {}
                })
            }
        } catch {
            print("depth-scaling failed: \(error)")
        }
    }

    // MARK: Text

    /// A text of `length` characters of one of the shapes.
    static func text(_ shape: String, _ length: Int) -> String {
        switch shape {
        case "one word": return String(repeating: "a", count: length)
        case "one letter and its marks": return "e" + String(repeating: "\u{0301}", count: length - 1)
        // U+0308 (combining class 230) and U+0323 (220) alternate: canonical reordering of the run is quadratic.
        case "one letter and marks of two classes": return "e" + String(repeating: "\u{0308}\u{0323}", count: (length - 1) / 2)
        case "Arabic words": return String((0..<(length / 6 + 1)).map { _ in "مرحبا" }.joined(separator: " ").prefix(length))
        case "one Arabic word": return String(repeating: "م", count: length)
        default: return String((0..<(length / 6 + 1)).map { _ in "hello" }.joined(separator: " ").prefix(length))
        }
    }

    static let textShapes = ["words", "one word", "one letter and its marks", "Arabic words", "one Arabic word",
                             "one letter and marks of two classes"]

    static func text() {
        let shapes = textShapes
        let font = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
        guard (try? FontTextMeasurer(fontFile: font, size: 17)) != nil else {
            print("text-scaling: the font measurer needs HarfBuzz, ICU and \(font)")
            return
        }
        for (name, make) in [("mono", { MonospacedTextMeasurer() as any TextMeasuring }),
                             ("font", { (try? FontTextMeasurer(fontFile: font, size: 17)) ?? MonospacedTextMeasurer() as any TextMeasuring })] {
            for shape in shapes {
                for size in sizes {
                    let string = text(shape, size)
                    // A new measurer each run: the font measurer caches what it measured.
                    report(name, "\(shape): lines at 300 pt", size, unit: "char",
                           median(make) { measurer in _ = measurer.lines(of: string, fitting: 300, numberOfLines: 0) })
                }
            }
        }
    }
}
