import CGLayoutGallery
import Foundation

// The demo: builds every example scene, writes the gallery (an index of
// thumbnails grouped by layout system, one page per scene with its pictures,
// frame tables, trace and code, and one SVG file per picture) and prints
// where it wrote it.
//
//   swift run cglayout-demo                 # writes ./cglayout-demo/index.html
//   swift run cglayout-demo --output DIR    # writes DIR/index.html

let usage = """
    usage: cglayout-demo [--output DIR]

    Writes the CGLayout gallery: DIR/index.html, one page per scene and one SVG per picture.
    Without --output, DIR is ./cglayout-demo.
    """

var output = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("cglayout-demo")
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--output", "-o":
        guard let path = arguments.popFirst(), !path.isEmpty else {
            FileHandle.standardError.write(Data("cglayout-demo: --output needs a folder\n\n\(usage)\n".utf8))
            exit(2)
        }
        output = URL(fileURLWithPath: path)
    case "--help", "-h":
        print(usage)
        exit(0)
    default:
        FileHandle.standardError.write(Data("cglayout-demo: unknown argument '\(argument)'\n\n\(usage)\n".utf8))
        exit(2)
    }
}

do {
    let started = Date()
    let summary = try Gallery.write(to: output)
    let elapsed = Date().timeIntervalSince(started)
    print("Wrote the CGLayout gallery to \(summary.indexFile.path)")
    print("\(summary.scenes.count) scenes on \(summary.scenePages.count) pages, \(summary.pictures.count) pictures, in \(Int(elapsed * 1000)) ms:")
    for scene in summary.scenes {
        let elements = scene.panels.first?.frames.count ?? 0
        print("  \(scene.title) — \(scene.panels.count) picture\(scene.panels.count == 1 ? "" : "s"), \(elements) elements\(scene.trace == nil ? "" : ", traced")")
    }
    print("Open it in a browser, e.g. xdg-open \(summary.indexFile.path)")
} catch {
    FileHandle.standardError.write(Data("cglayout-demo: \(error)\n".utf8))
    exit(1)
}
