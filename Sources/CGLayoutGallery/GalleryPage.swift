import CGLayout
import CGLayoutSVG
import Foundation

/// The gallery as one HTML page that is also well-formed XML (XHTML syntax),
/// so tests can check it with an XML parser.
public enum GalleryPage {
    /// The page for `scenes`.
    ///
    /// - Parameter scenes: The scenes, in order.
    /// - Returns: The HTML text.
    public static func html(for scenes: [GalleryScene]) -> String {
        var out = ["<!DOCTYPE html>",
                   "<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\">",
                   "<head>",
                   "<meta charset=\"utf-8\"/>",
                   "<title>CGLayout gallery</title>",
                   "<style>",
                   "body { font-family: -apple-system, 'Segoe UI', sans-serif; margin: 2em; color: #222; }",
                   "section { margin-bottom: 3em; }",
                   ".panels { display: flex; flex-wrap: wrap; gap: 2em; align-items: flex-start; }",
                   "figure { margin: 0; }",
                   "figcaption { font-family: monospace; font-size: 12px; margin: 0.4em 0; max-width: 420px; }",
                   "svg { border: 1px solid #ccc; }",
                   "table { border-collapse: collapse; font-family: monospace; font-size: 11px; margin-top: 0.5em; }",
                   "td, th { border: 1px solid #ddd; padding: 1px 6px; text-align: right; }",
                   "td:first-child, th:first-child { text-align: left; }",
                   "pre { background: #f6f6f6; padding: 0.8em; font-size: 12px; overflow-x: auto; }",
                   "</style>",
                   "</head>",
                   "<body>",
                   "<h1>CGLayout gallery</h1>",
                   "<p>Every scene is laid out by CGLayout on Linux and drawn by CGLayoutSVG. Nodes are boxes, layout guides are dashed, highlighted elements are red.</p>",
                   "<p>\(escape(GalleryText.pageNote))</p>",
                   "<ul>"]
        for scene in scenes {
            out.append("<li><a href=\"#\(escape(scene.id))\">\(escape(scene.title))</a></li>")
        }
        out.append("</ul>")
        for scene in scenes {
            out.append("<section id=\"\(escape(scene.id))\">")
            out.append("<h2>\(escape(scene.title))</h2>")
            out.append("<p>\(escape(scene.summary))</p>")
            out.append("<div class=\"panels\">")
            for panel in scene.panels {
                out.append("<figure>")
                out.append(panel.svg.trimmingCharacters(in: .whitespacesAndNewlines))
                out.append("<figcaption>\(escape(panel.caption))</figcaption>")
                out.append(table(panel.frames))
                out.append("</figure>")
            }
            out.append("</div>")
            if let trace = scene.trace {
                out.append("<h3>Trace</h3>")
                out.append("<pre>\(escape(trace.description))</pre>")
            }
            if let code = scene.code {
                out.append("<details><summary>The code that builds this scene</summary>")
                out.append("<pre class=\"code\">\(escape(code))</pre>")
                out.append("</details>")
            }
            out.append("</section>")
        }
        out.append("</body>")
        out.append("</html>")
        return out.joined(separator: "\n") + "\n"
    }

    private static func table(_ rows: [FrameRow]) -> String {
        var out = ["<table>", "<tr><th>element</th><th>x</th><th>y</th><th>width</th><th>height</th></tr>"]
        for row in rows {
            let f = row.frame
            out.append("<tr><td>\(escape(row.element))</td><td>\(number(f.minX))</td><td>\(number(f.minY))</td><td>\(number(f.width))</td><td>\(number(f.height))</td></tr>")
        }
        out.append("</table>")
        return out.joined(separator: "\n")
    }

    private static func number(_ value: CGFloat) -> String { XMLText.number(value) }

    static func escape(_ text: String) -> String { XMLText.escaped(text) }
}
