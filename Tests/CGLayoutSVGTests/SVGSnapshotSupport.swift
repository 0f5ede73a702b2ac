import Foundation
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Compares `svg` with `<folder>/<name>.svg` (by default `__Snapshots__` next to this file).
/// With `CGLAYOUT_RECORD_SNAPSHOTS=1` the file is (re)written instead;
/// otherwise a missing or different file fails the test.
func assertSVGSnapshot(_ svg: String, named name: String, in snapshotFolder: URL? = nil, filePath: String = #filePath,
                       sourceLocation: SourceLocation = #_sourceLocation) throws {
    let folder = snapshotFolder ?? URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__")
    let file = folder.appendingPathComponent("\(name).svg")
    if ProcessInfo.processInfo.environment["CGLAYOUT_RECORD_SNAPSHOTS"] == "1" {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try svg.write(to: file, atomically: true, encoding: .utf8)
        print("recorded \(file.path)")
        return
    }
    guard let recorded = try? String(contentsOf: file, encoding: .utf8) else {
        Issue.record("no recorded snapshot at \(file.path); run with CGLAYOUT_RECORD_SNAPSHOTS=1 to record it",
                     sourceLocation: sourceLocation)
        return
    }
    if recorded != svg {
        let ours = svg.split(separator: "\n", omittingEmptySubsequences: false)
        let theirs = recorded.split(separator: "\n", omittingEmptySubsequences: false)
        let line = zip(ours, theirs).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(ours.count, theirs.count)
        Issue.record("""
            \(name).svg differs from the recording at line \(line + 1):
              recorded: \(line < theirs.count ? String(theirs[line]) : "<end>")
              rendered: \(line < ours.count ? String(ours[line]) : "<end>")
            Re-record with CGLAYOUT_RECORD_SNAPSHOTS=1 if the change is intended.
            """, sourceLocation: sourceLocation)
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
