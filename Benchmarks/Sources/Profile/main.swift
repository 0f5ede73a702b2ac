import Cassowary
import CGLayout
import CGLayoutGallery
import CGLayoutFlex
import CGLayoutRelations
import Foundation

/// Two measure functions of a cell's body (a struct, so reading one back does not allocate a thunk).
struct MeasurePair {
    let short: (CGFloat, MeasureMode, CGFloat, MeasureMode) -> CGSize
    let long: (CGFloat, MeasureMode, CGFloat, MeasureMode) -> CGSize
}

// A loop to run under valgrind's callgrind:
//   swift build -c release --product cglayout-profile
//   valgrind --tool=callgrind .build/release/cglayout-profile scheme 2000
let items = (0..<100).map(FeedItem.init(index:))
let unbounded = CGRect(x: 0, y: 0, width: 375, height: CGFloat.greatestFiniteMagnitude)
let mode = CommandLine.arguments.dropFirst().first ?? "scheme"
let count = CommandLine.arguments.dropFirst(2).first.flatMap(Int.init) ?? 2000
if Scaling.run(mode) { exit(0) }   // depth-scaling, text-scaling: see Scaling.swift
if FlexOverViews.run(mode, count: count) { exit(0) }   // flexviews-views, flexviews-nodes: see FlexOverViews.swift
if mode == "solver" {
    var total = 0.0
    for index in 0..<count { total += try SolverWorkloads.solveCell(index % 100)[0].h.value }
    print(total)
    exit(0)
}
if mode == "resize" {
    let (solver, views) = try SolverWorkloads.makeResizable()
    var total = 0.0
    for k in 0..<count {
        try solver.suggestValue(views[0].w, SolverWorkloads.resizeWidth(k % 1000))
        solver.updateVariables()
        total += views[0].h.value
    }
    print(total)
    exit(0)
}
if mode.hasPrefix("chain") {
    // chain1000, chain10000: `count` layouts of a chain of N blocks (the scaling benchmark).
    let n = Int(mode.dropFirst(5)) ?? 1000
    let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 320, height: CGFloat(n) * 2 + 10))
    var blocks: [any LayoutBlockProtocol] = []
    var previous: LayoutNode?
    for index in 0..<n {
        let node = LayoutNode(name: "n\(index)")
        try root.addChild(node)
        let constraints = previous.map { [$0.layoutConstraint(for: [.bottom(.limit(on: .outer))])] } ?? []
        blocks.append(node.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: 2), constraints: constraints))
        previous = node
    }
    let scheme = LayoutScheme(blocks: blocks)
    for _ in 0..<count { scheme.layout(direction: .leftToRight) }
    print(root.children.last!.frame)
    exit(0)
}
if mode.hasPrefix("settings-") {
    // settings-<rect|flex|simple|bare>-<full|edit|width|steady|snapshot> COUNT ROWS: the real-screens settings list.
    let parts = mode.split(separator: "-").map(String.init)
    let rows = CommandLine.arguments.dropFirst(3).first.flatMap(Int.init) ?? 400
    let titles = ["Wireless networks", "Wireless networks and personal hotspots nearby, with their passwords"]
    if parts[1] == "bare" {
        let tree = SettingsListBareFlexTree(rows: rows)
        tree.root.calculateLayout(width: 375, height: tree.height, direction: .ltr)
        for step in 0..<count {
            tree.texts[(37 * step) % rows].text = titles[(step / rows) % 2]
            tree.titles[(37 * step) % rows].markDirty()
            tree.root.calculateLayout(width: 375, height: tree.height, direction: .ltr)
        }
        print(tree.root.frame)
        exit(0)
    }
    func make() -> any RealScreen {
        let size = CGSize(width: 375, height: CGFloat(rows) * 60)
        switch parts[1] {
        case "rect": return try! SettingsListRectScheme(content: SettingsRow.repeated(rows), size: size)
        case "simple": return try! SettingsListSimpleEngine(content: SettingsRow.repeated(rows), size: size)
        case "relations": return try! SettingsListRelations(content: SettingsRow.repeated(rows), size: size)
        default: return try! SettingsListFlex(content: SettingsRow.repeated(rows), size: size)
        }
    }
    let screen = make()
    switch parts[2] {
    case "full":
        for _ in 0..<count {
            let fresh = make()
            fresh.block.layout(direction: .leftToRight)
            withExtendedLifetime(fresh) {}
        }
    case "build":
        // The building alone, to subtract from "full".
        for _ in 0..<count { withExtendedLifetime(make()) {} }
    case "edit":
        screen.block.layout(direction: .leftToRight)
        for step in 0..<count {
            screen.titles[(37 * step) % rows].text = titles[(step / rows) % 2]
            screen.block.layout(direction: .leftToRight)
        }
    case "snapshot":
        // A snapshot at the present size with nothing changed, applied (a screen taken off its actor and back).
        screen.block.layout(direction: .leftToRight)
        for _ in 0..<count {
            let snapshot = screen.block.snapshot(for: screen.root.bounds, direction: .leftToRight)
            try! screen.block.apply(snapshot: snapshot)
        }
    case "steady":
        // Re-layout with nothing changed (for allocation counts: `valgrind` at two counts).
        screen.block.layout(direction: .leftToRight)
        for _ in 0..<count { screen.block.layout(direction: .leftToRight) }
    case "width":
        screen.block.layout(direction: .leftToRight)
        for step in 0..<count {
            screen.root.frame.size.width = step % 2 == 0 ? 375 : 376
            screen.block.layout(direction: .leftToRight)
        }
    case "cold":
        // Steady passes with the caches evicted between them (a 32 MB walk), timed alone.
        var junk = [UInt8](repeating: 1, count: 32 << 20)
        var total: UInt64 = 0, sum = 0
        screen.block.layout(direction: .leftToRight)
        for _ in 0..<count {
            for index in stride(from: 0, to: junk.count, by: 64) { junk[index] &+= 1; sum &+= Int(junk[index]) }
            let start = DispatchTime.now().uptimeNanoseconds
            screen.block.layout(direction: .leftToRight)
            total += DispatchTime.now().uptimeNanoseconds - start
        }
        print("cold steady pass: \(total / UInt64(max(count, 1)) / 1000) µs (\(sum % 2))")
    default:
        screen.block.layout(direction: .leftToRight)
        for _ in 0..<count { screen.block.layout(direction: .leftToRight) }
    }
    print(screen.absoluteFrames.count)
    exit(0)
}
if mode == "flexbuild" {
    var total = 0
    for index in 0..<count { total += FlexFeed.cell(index % 100).children.count }
    print(total)
    exit(0)
}
if mode == "flexlayout" {
    // Layout of fresh trees only: the cells are built (and freed) outside the loop.
    let cells = (0..<count).map { FlexFeed.cell($0 % 100) }
    var total: CGFloat = 0
    for cell in cells {
        cell.calculateLayout(width: 375, height: nil, direction: .ltr)
        total += cell.frame.height
    }
    print(total)
    exit(0)
}
// Timed loops for side-by-side runs with a peer (nanoseconds per cell or per node, taken in-process):
//   flexhot N      build a cell, then its full layout (timed), N times
//   flexcold N     1,000 cells built, then each laid out (timed), N / 1,000 rounds
//   flexrows N     a fresh column of N rows (4 nodes each) laid out (timed), per node
if mode == "flexhot" || mode == "flexcold" || mode == "flexrows" {
    var total: UInt64 = 0, units = 0, sink: CGFloat = 0
    func timed(_ node: FlexNode) {
        let start = DispatchTime.now().uptimeNanoseconds
        node.calculateLayout(width: 375, height: nil, direction: .ltr)
        total += DispatchTime.now().uptimeNanoseconds - start
        sink += node.frame.height
    }
    switch mode {
    case "flexhot":
        for index in 0..<count { timed(FlexFeed.cell(index % 100)); units += 1 }
    case "flexcold":
        for _ in 0..<max(1, count / 1000) {
            let cells = (0..<1000).map { FlexFeed.cell($0 % 100) }
            let start = DispatchTime.now().uptimeNanoseconds
            for cell in cells {
                cell.calculateLayout(width: 375, height: nil, direction: .ltr)
                sink += cell.frame.height
            }
            total += DispatchTime.now().uptimeNanoseconds - start
            units += 1000
        }
    default:
        for _ in 0..<max(1, 200_000 / (count * 4)) { timed(FlexFeed.rows(count)); units += count * 4 + 1 }
    }
    print("cglayout", mode, count, String(format: "%.1f ns/unit (sink %g)", Double(total) / Double(units), Double(sink)))
    exit(0)
}
if mode == "flexedit" || mode == "flexwidth" {
    let root = FlexFeed.makeRoot()
    root.calculateLayout(width: 375, height: nil, direction: .ltr)
    let measures = (0..<100).map { cell in
        MeasurePair(short: FlexFeed.measure(characters: FlexFeed.bodyLength(cell)),
                        long: FlexFeed.measure(characters: FlexFeed.bodyLength(cell) + 60))
    }
    var width: CGFloat = 375
    for step in 0..<count {
        if mode == "flexedit" {
            let cell = (37 * step) % 100
            root.children[cell].children[1].children[1].measure = (step / 100) % 2 == 0 ? measures[cell].long : measures[cell].short
        } else {
            width = width == 375 ? 376 : 375
        }
        root.calculateLayout(width: width, height: nil, direction: .ltr)
    }
    print(root.frame.height)
    exit(0)
}
// Re-layouts of a built, laid-out tree at a new width every pass (300 + 37·step mod 97: no saved layout answers),
// for allocation and instruction counts at two run lengths:
//   flexwidths N        the 100-cell feed (1,501 nodes)
//   flexrowswidths N R  a column of R rows (a wide container: R children, 4 nodes a row)
if mode == "flexwidths" || mode == "flexrowswidths" {
    let rows = CommandLine.arguments.dropFirst(3).first.flatMap(Int.init) ?? 1000
    let root = mode == "flexwidths" ? FlexFeed.makeRoot() : FlexFeed.rows(rows)
    root.calculateLayout(width: 375, height: nil, direction: .ltr)
    var sink: CGFloat = 0
    for step in 0..<count {
        root.calculateLayout(width: CGFloat(300 + (37 * step) % 97), height: nil, direction: .ltr)
        sink += root.frame.height
    }
    print(sink)
    exit(0)
}
if mode == "flex" {
    var total: CGFloat = 0
    for index in 0..<count {
        let cell = FlexFeed.cell(index % 100)
        cell.calculateLayout(width: 375, height: nil, direction: .ltr)
        total += cell.frame.height
    }
    print(total)
    exit(0)
}
// The settings list with relations: `relations-full|relations-title|relations-steady ROWS [REPEATS]`
// (a fresh layout over a built tree, one title change + layout, a layout with nothing changed).
if mode.hasPrefix("relations-") {
    let list = try SettingsList(rows: count, width: 375)
    let repeats = CommandLine.arguments.dropFirst(3).first.flatMap(Int.init) ?? 10
    let relations = list.relations.activeConstraints
    list.relations.layout(direction: .leftToRight)
    let title = list.rows[count / 2].title
    // Timed loops for the side-by-side run with kiwi driven by hand (nanoseconds taken in-process, printed as
    // one line): `relations-timed-title ROWS REPEATS` (a title in the middle alternates between one line and
    // three; the rows below it move), `relations-timed-full ROWS REPEATS` (a fresh RelationLayout per layout,
    // per row). The frames are checked first: the last row's top after one change (kiwi's harness prints it too).
    if mode.hasPrefix("relations-timed-") {
        let texts = ["Show notifications from every app, grouped by app, with previews when unlocked", "Wi-Fi"]
        title.text = texts[0]
        list.relations.layout(direction: .leftToRight)
        let check = list.rows[count - 1].row.frame.minY
        var moved = 0
        let start = DispatchTime.now().uptimeNanoseconds
        for repeat_ in 0..<repeats {
            if mode == "relations-timed-full" {
                let fresh = RelationLayout(container: list.screen)
                fresh.activate(relations)
                fresh.layout(direction: .leftToRight)
            } else {
                let before = list.rows[count - 1].row.frame.minY
                title.text = texts[(repeat_ + 1) % 2]
                list.relations.layout(direction: .leftToRight)
                if list.rows[count - 1].row.frame.minY != before { moved += count - 1 - count / 2 }
            }
        }
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start)
        let unit = mode == "relations-timed-full" ? Double(repeats * count) : Double(repeats)
        print("cglayout \(mode) \(count) rows: \(String(format: "%.1f", elapsed / unit)) ns per \(mode == "relations-timed-full" ? "row" : "change")"
              + " (rows moved per change \(moved / max(repeats, 1)); last row top after one change \(check))")
        exit(0)
    }
    for repeat_ in 0..<repeats {
        switch mode {
        case "relations-full":
            let fresh = RelationLayout(container: list.screen)
            fresh.activate(relations)
            fresh.layout(direction: .leftToRight)
        case "relations-title":
            title.text = repeat_ % 2 == 0 ? "Show notifications from every app, grouped by app, with previews when unlocked" : "Wi-Fi"
            list.relations.layout(direction: .leftToRight)
        default:
            list.relations.layout(direction: .leftToRight)
        }
    }
    print(mode, count, list.rows[count - 1].row.frame)
    exit(0)
}
if mode == "micro" {
    let layout = Layout(alignment: .init(horizontal: .left(15), vertical: .center(10)),
                        filling: .init(horizontal: .scaled(1.5), vertical: .boxed(120)))
    var total = CGRect.zero
    for index in 0..<count {
        let source = CGRect(x: CGFloat(index % 100), y: 0, width: 300, height: 200)
        let rect = layout.layout(rect: CGRect(x: 0, y: 0, width: 10, height: 10), in: source)
        total.origin.x += rect.origin.x
    }
    print(total)
    exit(0)
}
/// The feed cell's variants, chosen once: comparing the mode's string in the loop cost the scheme
/// variants ≈ 66 instructions per cell that the hand-written one (the first case) did not pay.
enum FeedVariant { case hand, scheme, snapshot, apply }
let variant: FeedVariant = switch mode {
case "hand": .hand
case "snapshot": .snapshot
case "apply": .apply
default: .scheme
}
let cell = try FeedCell()
var sink: CGFloat = 0
for iteration in 0..<count {
    cell.configure(items[iteration % 100])
    switch variant {
    case .hand: sink += cell.layoutByHand(width: 375)
    case .snapshot: sink += cell.scheme.snapshot(for: unbounded, direction: .leftToRight).frame.height
    case .apply: try cell.scheme.apply(snapshot: cell.scheme.snapshot(for: unbounded, direction: .leftToRight))
    case .scheme: cell.scheme.layout(in: unbounded, direction: .leftToRight)
    }
}
print(mode, count, sink)
