import Foundation
// The C library (fork, pipes, signals): Glibc here, Darwin on Apple platforms; the code is the same.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs engines in child processes and gathers what they found.
struct Driver {
    var executable: String
    /// Cases per child process.
    var batch: Int
    /// CPU seconds a case may use before it counts as a hang (`ChildProcess.isHung`).
    var timeout: TimeInterval
    /// Wall seconds without progress that count as a hang even when the case uses no CPU (a deadlock).
    var stalled: TimeInterval { max(120, 6 * timeout) }
    /// Child processes at once.
    var jobs: Int

    /// What one engine's run gave.
    struct Result {
        var engine: String
        var cases = 0
        var seconds: TimeInterval = 0
        var findings: [(seed: UInt64, finding: Finding)] = []
    }

    /// Runs `engine` on `seeds` (all of them, or until `deadline`).
    func run(engine: String, seeds: Range<UInt64>, deadline: Date?) -> Result {
        let start = Date()
        var result = Result(engine: engine)
        var next = seeds.lowerBound
        var children: [ChildProcess] = []
        func launch(from first: UInt64, to end: UInt64) {
            guard first < end, deadline.map({ Date() < $0 }) ?? true else { return }
            do {
                children.append(try ChildProcess(executable: executable, engine: engine, seeds: first..<end, deadline: deadline))
            } catch {
                result.findings.append((first, Finding(kind: "driver", message: "cannot start a child: \(error)")))
            }
        }
        func fill() {
            while children.count < jobs, next < seeds.upperBound, deadline.map({ Date() < $0 }) ?? true {
                let first = next
                next = min(seeds.upperBound, next + UInt64(batch))
                launch(from: first, to: next)
            }
        }
        fill()
        while !children.isEmpty {
            var polls = children.map { pollfd(fd: $0.descriptor, events: Int16(POLLIN), revents: 0) }
            _ = poll(&polls, nfds_t(polls.count), 200)
            var running: [ChildProcess] = [], relaunch: [Range<UInt64>] = []
            for (index, child) in children.enumerated() {
                var open = true
                if polls[index].revents != 0 { open = child.readAvailable() }
                child.noteProgress()
                let hung = open && child.isHung(timeout: timeout, stalled: stalled)
                if hung { child.stop() }
                if open && !hung { running.append(child); continue }
                // The child ended: count its cases and findings, and go on after a trap or a hang.
                while child.readAvailable() {}
                let current = child.running
                let ending = child.waitForExit()
                result.cases += child.finished
                result.findings += child.findings
                if let seed = current, let ending = hung ? "no progress for \(String(format: "%g", timeout)) s of CPU time (or \(String(format: "%g", stalled)) s without using it)" : ending {
                    result.cases += 1
                    result.findings.append((seed, Finding(kind: hung ? "hang" : "trap", message: ending)))
                    relaunch.append((seed + 1)..<child.seeds.upperBound)
                } else if let ending, child.finished == 0 {
                    result.findings.append((child.seeds.lowerBound, Finding(kind: "driver", message: "the child failed before any case: \(ending)")))
                } else if !child.ended, let current {
                    relaunch.append((current + 1)..<child.seeds.upperBound)
                }
            }
            children = running
            for range in relaunch { launch(from: range.lowerBound, to: range.upperBound) }
            fill()
        }
        result.seconds = Date().timeIntervalSince(start)
        return result
    }
}

/// Runs `seeds` of `engine` in this process, printing the child protocol.
func runChild(engine: Engine, seeds: Range<UInt64>, deadline: Date?) {
    func emit(_ line: String) {
        var text = line + "\n"
        text.withUTF8 { bytes in _ = write(1, bytes.baseAddress, bytes.count) }
    }
    for seed in seeds {
        if let deadline, Date() >= deadline { break }
        emit("S \(seed)")
        let log = CaseLog(echo: false)
        currentLog = log
        engine.run(seed, log)
        currentLog = nil
        for finding in log.findings {
            emit("F \(seed) \(finding.kind)\t\(finding.message)")
        }
    }
    emit("E")
}
