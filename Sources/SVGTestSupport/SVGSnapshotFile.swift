import Foundation

/// Recorded SVG pictures: a test compares what it renders with a file kept beside it.
///
/// The file is `<folder>/<name>.svg`, by default in `__Snapshots__` next to the calling test's file,
/// so each test target keeps the pictures of its own tests. With `CGLAYOUT_RECORD_SNAPSHOTS=1` the
/// file is (re)written instead of compared.
public enum SVGSnapshotFile {
    /// Compares `svg` with its recording.
    ///
    /// - Parameters:
    ///   - svg: The rendered picture.
    ///   - name: The recording's name, without `.svg`.
    ///   - folder: Where recordings are; `__Snapshots__` beside `filePath` by default.
    ///   - filePath: The calling test's file.
    /// - Returns: `nil` when the recording matches (or was just recorded), else what differs, to report as a failure.
    /// - Throws: The file system's error when recording fails.
    public static func mismatch(_ svg: String, named name: String, in folder: URL? = nil, filePath: String = #filePath) throws -> String? {
        let folder = folder ?? URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__")
        let file = folder.appendingPathComponent("\(name).svg")
        if ProcessInfo.processInfo.environment["CGLAYOUT_RECORD_SNAPSHOTS"] == "1" {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try svg.write(to: file, atomically: true, encoding: .utf8)
            print("recorded \(file.path)")
            return nil
        }
        guard let recorded = try? String(contentsOf: file, encoding: .utf8) else {
            return "no recorded snapshot at \(file.path); run with CGLAYOUT_RECORD_SNAPSHOTS=1 to record it"
        }
        guard recorded != svg else { return nil }
        let ours = svg.split(separator: "\n", omittingEmptySubsequences: false)
        let theirs = recorded.split(separator: "\n", omittingEmptySubsequences: false)
        let line = zip(ours, theirs).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(ours.count, theirs.count)
        return """
            \(name).svg differs from the recording at line \(line + 1):
              recorded: \(line < theirs.count ? String(theirs[line]) : "<end>")
              rendered: \(line < ours.count ? String(ours[line]) : "<end>")
            Re-record with CGLAYOUT_RECORD_SNAPSHOTS=1 if the change is intended.
            """
    }
}
