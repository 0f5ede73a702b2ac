import Foundation
import SVGTestSupport
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Compares `svg` with `<folder>/<name>.svg` (by default `__Snapshots__` next to the calling file) and
/// records a failure when it differs (see `SVGSnapshotFile`).
func assertSVGSnapshot(_ svg: String, named name: String, in snapshotFolder: URL? = nil, filePath: String = #filePath,
                       sourceLocation: SourceLocation = #_sourceLocation) throws {
    if let mismatch = try SVGSnapshotFile.mismatch(svg, named: name, in: snapshotFolder, filePath: filePath) {
        Issue.record(Comment(rawValue: mismatch), sourceLocation: sourceLocation)
    }
}

/// Parses `xml`; returns the parser's error, or `nil` when the document is well-formed.
/// Collects the character data of every element named `textElement`.
final class XMLCheck: NSObject, XMLParserDelegate {
    private(set) var texts: [String] = []
    private var current: String?
    private let textElement: String

    init(collecting textElement: String = "text") { self.textElement = textElement }

    func parse(_ xml: String) -> String? {
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = self
        return parser.parse() ? nil : (parser.parserError.map { "\($0)" } ?? "unknown error") + " at line \(parser.lineNumber)"
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        if elementName == textElement { current = "" }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        current? += string
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        if elementName == textElement, let current { texts.append(current) }
        if elementName == textElement { current = nil }
    }
}
