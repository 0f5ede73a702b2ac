import Foundation

/// Reads the labels and the canvas of a rendered picture, to check that names stay readable.
public enum SVGLabelChecks {
    /// The `data-box` rects of the labels of `svg`, with their texts.
    ///
    /// - Parameter svg: A rendered picture.
    /// - Returns: Every label, in document order.
    public static func labelBoxes(_ svg: String) -> [(text: String, box: CGRect)] {
        svg.split(separator: "\n").compactMap { line -> (String, CGRect)? in
            guard line.contains("class=\"label\""), let boxStart = line.range(of: "data-box=\"") else { return nil }
            let numbers = line[boxStart.upperBound...].prefix { $0 != "\"" }.split(separator: " ").compactMap { Double($0) }
            let text = line.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" }
            guard numbers.count == 4 else { return nil }
            return (String(text), CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]))
        }
    }

    /// The viewBox of `svg`.
    ///
    /// - Parameter svg: A rendered picture.
    /// - Returns: The canvas, or `nil` when the picture has none.
    public static func viewBox(_ svg: String) -> CGRect? {
        guard let start = svg.range(of: "viewBox=\"") else { return nil }
        let numbers = svg[start.upperBound...].prefix { $0 != "\"" }.split(separator: " ").compactMap { Double($0) }
        return numbers.count == 4 ? CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]) : nil
    }

    /// What makes the labels of `svg` unreadable: two labels that intersect, one outside the canvas, one
    /// that covers the tree's picture area.
    ///
    /// - Parameters:
    ///   - svg: A rendered picture.
    ///   - picture: The tree's picture area, in the canvas's coordinates.
    ///   - name: The picture's name, for the messages.
    /// - Returns: One message per problem; empty when every label is readable.
    public static func unreadableLabels(_ svg: String, picture: CGRect, _ name: String) -> [String] {
        let labels = labelBoxes(svg)
        guard let canvas = viewBox(svg) else { return ["\(name): no viewBox"] }
        var problems: [String] = []
        for (index, label) in labels.enumerated() {
            if !canvas.contains(label.box) { problems.append("\(name): label \"\(label.text)\" clipped") }
            if label.box.intersects(picture) { problems.append("\(name): label \"\(label.text)\" covers the picture") }
            for other in labels[(index + 1)...] where label.box.intersects(other.box) {
                problems.append("\(name): labels \"\(label.text)\" and \"\(other.text)\" overlap")
            }
        }
        return problems
    }
}
