import Foundation

/// Colours assigned deterministically: the same key always gets the same
/// colour, on every machine and run (FNV-1a, not Swift's seeded `Hasher`).
enum SVGPalette {
    static let colors = ["#4e79a7", "#f28e2b", "#59a14f", "#b07aa1", "#76b7b2",
                         "#edc948", "#e15759", "#9c755f", "#ff9da7", "#6b6ecf"]
    static let highlight = "#d0021b"
    static let guide = "#7f7f7f"
    static let trace = ["#1f77b4", "#2ca02c", "#9467bd", "#8c564b", "#e377c2", "#17becf"]

    static func color(for key: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return colors[Int(hash % UInt64(colors.count))]
    }
}
