import CGLayout
import CGLayoutGallery
import Foundation

// A loop to run under valgrind's callgrind:
//   swift build -c release --product cglayout-profile
//   valgrind --tool=callgrind .build/release/cglayout-profile scheme 2000
let items = (0..<100).map(FeedItem.init(index:))
let unbounded = CGRect(x: 0, y: 0, width: 375, height: CGFloat.greatestFiniteMagnitude)
let mode = CommandLine.arguments.dropFirst().first ?? "scheme"
let count = CommandLine.arguments.dropFirst(2).first.flatMap(Int.init) ?? 2000
let cell = try FeedCell()
var sink: CGFloat = 0
for iteration in 0..<count {
    cell.configure(items[iteration % 100])
    switch mode {
    case "hand": sink += cell.layoutByHand(width: 375)
    case "snapshot": sink += cell.scheme.snapshot(for: unbounded, direction: .leftToRight).frame.height
    case "apply": try cell.scheme.apply(snapshot: cell.scheme.snapshot(for: unbounded, direction: .leftToRight))
    default: cell.scheme.layout(in: unbounded, direction: .leftToRight)
    }
}
print(mode, count, sink)
