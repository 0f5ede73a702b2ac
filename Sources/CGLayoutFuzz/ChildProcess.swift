import Foundation
// The C library (fork, pipes, signals): Glibc here, Darwin on Apple platforms; the code is the same.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A child process running a batch of seeds of one engine, and what its
/// output said so far. The child prints `S <seed>` before each case,
/// `F <seed> <kind>\t<message>` for each finding and `E` at the end, so a trap
/// or a hang is pinned to the seed that was running.
final class ChildProcess {
    let engine: String
    let seeds: Range<UInt64>
    private let process = Process()
    private let output = Pipe()
    private let errorFile: URL
    private var buffer = Data()
    /// The seed of the case that is running (the last `S` line).
    private(set) var running: UInt64?
    /// Cases finished (an `S` line followed by another `S` or by `E`).
    private(set) var finished = 0
    /// The child printed `E`: it ran every seed it was given.
    private(set) var ended = false
    private(set) var findings: [(seed: UInt64, finding: Finding)] = []
    /// When the child last reported progress.
    private(set) var lastProgress = Date()
    /// Lines read so far: the driver notes the child's CPU time when this moves (`noteProgress()`).
    private var lines = 0, linesAtNote = -1
    /// The child's CPU seconds when the driver last saw it progress; `nil` where the system does not say.
    private var cpuAtProgress: Double?

    /// Starts `executable` as a child for `seeds`, stopping after `deadline`.
    init(executable: String, engine: String, seeds: Range<UInt64>, deadline: Date?) throws {
        self.engine = engine
        self.seeds = seeds
        errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("cglayout-fuzz-\(UUID().uuidString).stderr")
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        process.executableURL = URL(fileURLWithPath: executable)
        var arguments = ["--child", engine, "\(seeds.lowerBound)", "\(seeds.upperBound)"]
        if let deadline { arguments += ["--deadline", "\(deadline.timeIntervalSince1970)"] }
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        // A short backtrace of the crashed thread names the library function that trapped.
        environment["SWIFT_BACKTRACE"] = "enable=yes,interactive=no,threads=crashed,registers=none,images=none,limit=24,sanitize=no"
        process.environment = environment
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: errorFile)
        try process.run()
    }

    /// The file descriptor to poll.
    var descriptor: Int32 { output.fileHandleForReading.fileDescriptor }

    /// Reads what is available; returns `false` at the end of the output.
    func readAvailable() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65536)
        let count = read(descriptor, &chunk, chunk.count)
        if count <= 0 { return false }
        buffer.append(contentsOf: chunk[0..<count])
        while let newline = buffer.firstIndex(of: 10) {
            let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
            buffer.removeSubrange(buffer.startIndex...newline)
            parse(line)
        }
        return true
    }

    private func parse(_ line: String) {
        lastProgress = Date()
        lines += 1
        if line == "E" {
            if running != nil { finished += 1 }
            running = nil
            ended = true
        } else if line.hasPrefix("S "), let seed = UInt64(line.dropFirst(2)) {
            if running != nil { finished += 1 }
            running = seed
        } else if line.hasPrefix("F ") {
            let rest = line.dropFirst(2)
            guard let space = rest.firstIndex(of: " "), let seed = UInt64(rest[..<space]) else { return }
            let body = rest[rest.index(after: space)...]
            let parts = body.split(separator: "\t", maxSplits: 1).map(String.init)
            findings.append((seed, Finding(kind: parts[0], message: parts.count > 1 ? parts[1] : "")))
        }
    }

    /// Notes the child's CPU time if it reported progress since the last call. The driver calls this once per
    /// poll (at most 200 ms apart), not per line: reading the CPU time per case would slow fast engines.
    func noteProgress() {
        guard lines != linesAtNote else { return }
        linesAtNote = lines
        cpuAtProgress = cpuSeconds()
    }

    /// Whether the case that is running has used more than `timeout` seconds of CPU since the child last reported
    /// progress (within one poll), or has made no progress for `stalled` seconds of wall time whatever it used —
    /// a case blocked without using the CPU (a deadlock, a wait that never ends). The CPU time, not the wall
    /// time, is what a case is allowed: on an overloaded machine a case that takes 3 s alone can wait 20 s for a
    /// core, which is not a hang. Where the system does not give a process's CPU time, the wall time counts.
    func isHung(timeout: TimeInterval, stalled: TimeInterval) -> Bool {
        let wall = Date().timeIntervalSince(lastProgress)
        guard wall > timeout else { return false }
        guard let start = cpuAtProgress, let now = cpuSeconds() else { return true }
        return now - start > timeout || wall > stalled
    }

    /// The child's user + system CPU seconds, from `/proc/<pid>/stat` (fields 14 and 15, in clock ticks); `nil`
    /// where there is no such file (macOS).
    private func cpuSeconds() -> Double? {
        guard let stat = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        // After the command name in parentheses: field 3 (the state) is the first.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
        let ticks = Double(sysconf(Int32(_SC_CLK_TCK)))
        return ticks > 0 ? (user + system) / ticks : nil
    }

    /// Kills the child (a hang).
    func stop() {
        _ = kill(process.processIdentifier, SIGKILL)
    }

    /// Waits for the child to exit; returns how it ended when it did not end normally.
    func waitForExit() -> String? {
        process.waitUntilExit()
        defer { try? FileManager.default.removeItem(at: errorFile) }
        if ended && process.terminationReason == .exit && process.terminationStatus == 0 { return nil }
        let how = process.terminationReason == .uncaughtSignal
            ? "signal \(process.terminationStatus)" : "exit status \(process.terminationStatus)"
        let errors = ((try? String(contentsOf: errorFile, encoding: .utf8)) ?? "").split(separator: "\n")
        var parts = [how]
        if let message = errors.first(where: { $0.contains("Fatal error") || $0.contains("runtime failure") }) {
            parts.append(String(message.split(separator: "0x").last.map { $0.drop { $0 != " " } } ?? message).trimmingCharacters(in: .whitespaces))
        }
        // The first frame in the library (not in the fuzzer or the standard library).
        if let frame = errors.first(where: { $0.contains("/Sources/") && !$0.contains("/CGLayoutFuzz/") }),
           let function = frame.range(of: #"0x[0-9a-f]+ (.*) \+ \d+ in .* at (.*)$"#, options: .regularExpression) {
            let text = String(frame[function]).split(separator: " ", maxSplits: 1).last.map(String.init) ?? ""
            parts.append("in " + text.replacingOccurrences(of: #"\+ \d+ in \S+ at \S*/Sources/"#, with: "at ", options: .regularExpression))
        }
        return parts.joined(separator: "; ")
    }
}
