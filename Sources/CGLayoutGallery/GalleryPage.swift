import CGLayout
import CGLayoutSVG
import Foundation

/// The gallery's pages: an index with a thumbnail per scene, grouped by layout system, and one page per
/// scene. Pages are HTML that is also well-formed XML (XHTML syntax), so tests can check them with an
/// XML parser, and they read on a phone: pictures scale to the page's width and grids fall into one column.
public enum GalleryPage {
    /// The index page: for each section, its system and a card per scene (thumbnail, title, summary) that
    /// links to the scene's page.
    ///
    /// - Parameter sections: The sections, in order.
    /// - Returns: The HTML text.
    public static func index(for sections: [GallerySection]) -> String {
        var body = ["<header>", "<h1>CGLayout gallery</h1>",
                    "<p>Every scene is laid out by CGLayout on Linux and drawn by CGLayoutSVG: nodes are boxes, layout guides are dashed, highlighted elements are red. Open a scene for its pictures at full size, the frame of every element, and the code that builds it.</p>",
                    "<p>\(escape(GalleryText.pageNote))</p>", "<nav class=\"systems\">"]
        body += sections.map { "<a href=\"#\(escape($0.id))\">\(escape($0.title))</a>" }
        body += ["</nav>", "</header>"]
        for section in sections {
            body += ["<section id=\"\(escape(section.id))\">", "<h2>\(escape(section.title))</h2>", "<p>\(escape(section.summary))</p>",
                     "<ul class=\"cards\">"]
            for scene in section.scenes {
                let count = scene.panels.count
                body += ["<li class=\"card\"><a href=\"\(escape(scene.id)).html\">",
                         "<span class=\"thumbnail\"><img src=\"\(escape(scene.id))-1.svg\" alt=\"\(escape(scene.panels.first?.caption ?? scene.title))\" loading=\"lazy\"/></span>",
                         "<strong>\(escape(scene.title))</strong>",
                         "<span class=\"count\">\(count) picture\(count == 1 ? "" : "s")</span>",
                         "</a></li>"]
            }
            body += ["</ul>", "</section>"]
        }
        return document(title: "CGLayout gallery", body: body)
    }

    /// A scene's page: its pictures (a grid of widths and directions for a real screen), each with its
    /// caption and frame table, then the trace and the code that builds the scene.
    ///
    /// - Parameters:
    ///   - scene: The scene.
    ///   - section: The section it belongs to.
    ///   - previous: The scene before it in the gallery, linked from the page.
    ///   - next: The scene after it, linked from the page.
    /// - Returns: The HTML text.
    public static func page(for scene: GalleryScene, in section: GallerySection, previous: GalleryScene?, next: GalleryScene?) -> String {
        var body = ["<nav class=\"trail\"><a href=\"index.html\">Gallery</a> › <a href=\"index.html#\(escape(section.id))\">\(escape(section.title))</a></nav>",
                    "<section id=\"\(escape(scene.id))\">", "<h1>\(escape(scene.title))</h1>", "<p>\(escape(scene.summary))</p>"]
        if let widths = scene.columnWidths {
            let columns = widths.map { "\(XMLText.number($0))fr" }.joined(separator: " ")
            body.append("<div class=\"grid\" style=\"grid-template-columns: \(columns)\">")
        } else {
            body.append("<div class=\"panels\">")
        }
        for panel in scene.panels {
            body += ["<figure>", panel.svg.trimmingCharacters(in: .whitespacesAndNewlines),
                     "<figcaption>\(escape(panel.caption))</figcaption>",
                     "<details><summary>Frames of \(panel.frames.count) elements</summary>", table(panel.frames), "</details>",
                     "</figure>"]
        }
        body.append("</div>")
        if let trace = scene.trace {
            body += ["<h2>Trace</h2>", "<pre>\(escape(trace.description))</pre>"]
        }
        if let code = scene.code {
            body += ["<details class=\"code\"><summary>The code that builds this scene</summary>", "<pre>\(escape(code))</pre>", "</details>"]
        }
        body.append("</section>")
        var links: [String] = []
        if let previous { links.append("<a href=\"\(escape(previous.id)).html\">← \(escape(previous.title))</a>") }
        if let next { links.append("<a href=\"\(escape(next.id)).html\">\(escape(next.title)) →</a>") }
        body.append("<nav class=\"pager\">\(links.joined(separator: " "))</nav>")
        return document(title: "\(scene.title) — CGLayout gallery", body: body)
    }

    /// A whole page: the head (with the gallery's style sheet) around `body`.
    static func document(title: String, body: [String]) -> String {
        let head = ["<!DOCTYPE html>", "<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\">", "<head>",
                    "<meta charset=\"utf-8\"/>", "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>",
                    "<title>\(escape(title))</title>", "<style>", styleSheet, "</style>", "</head>", "<body>"]
        return (head + body + ["</body>", "</html>"]).joined(separator: "\n") + "\n"
    }

    private static func table(_ rows: [FrameRow]) -> String {
        var out = ["<div class=\"table\"><table>", "<tr><th>element</th><th>x</th><th>y</th><th>width</th><th>height</th></tr>"]
        for row in rows {
            let f = row.frame
            out.append("<tr><td>\(escape(row.element))</td><td>\(number(f.minX))</td><td>\(number(f.minY))</td><td>\(number(f.width))</td><td>\(number(f.height))</td></tr>")
        }
        out.append("</table></div>")
        return out.joined(separator: "\n")
    }

    private static func number(_ value: CGFloat) -> String { XMLText.number(value) }

    static func escape(_ text: String) -> String { XMLText.escaped(text) }
}
