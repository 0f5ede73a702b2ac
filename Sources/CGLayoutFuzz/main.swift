// cglayout-fuzz: a seeded fuzzer over CGLayout's public API, one engine at a time.
// Each batch of seeds runs in a child process, so a trap or a hang is pinned to
// its seed; every finding is printed with the command that reproduces it.
import Foundation

let usage = """
    usage: cglayout-fuzz [ENGINE...] [--from SEED] [--cases N | --minutes M] [--jobs J] [--batch N] [--timeout S]
           cglayout-fuzz ENGINE --show SEED     replays one case here, printing its calls as Swift
    engines: \(engines.map(\.name).joined(separator: ", ")) (all when none is named)
      --from SEED    the first seed (0)               --cases N     cases per engine (10000 unless --minutes)
      --minutes M    run each engine M minutes        --jobs J      child processes at once (1)
      --batch N      cases per child process (5000)   --timeout S   CPU seconds a case may use before it is a hang (20)
      --tolerate K   do not fail the run for findings whose kind starts with K (repeatable)
    """

var arguments = Array(CommandLine.arguments.dropFirst())
@MainActor func option(_ name: String) -> String? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    let value = arguments[index + 1]
    arguments.removeSubrange(index...(index + 1))
    return value
}
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n" + usage + "\n").utf8))
    exit(2)
}
func engine(named name: String) -> Engine {
    guard let engine = engines.first(where: { $0.name == name }) else { fail("unknown engine \(name)") }
    return engine
}

if arguments.first == "--child" {
    guard arguments.count >= 4, let from = UInt64(arguments[2]), let to = UInt64(arguments[3]) else { fail("bad child arguments") }
    let deadline = arguments.firstIndex(of: "--deadline").flatMap { Double(arguments[$0 + 1]) }.map(Date.init(timeIntervalSince1970:))
    runChild(engine: engine(named: arguments[1]), seeds: from..<to, deadline: deadline)
    exit(0)
}

if let show = option("--show") {
    guard let seed = UInt64(show), let name = arguments.first else { fail("--show needs an engine and a seed") }
    let chosen = engine(named: name)
    print("// \(chosen.name) case \(seed)")
    let log = CaseLog(echo: true)
    currentLog = log
    chosen.run(seed, log)
    currentLog = nil
    print("// \(log.findings.count + log.dropped) finding(s)")
    exit(log.findings.isEmpty ? 0 : 1)
}

let from = option("--from").map { UInt64($0) ?? 0 } ?? 0
let minutes = option("--minutes").flatMap(Double.init)
let cases = option("--cases").flatMap(UInt64.init) ?? (minutes == nil ? 10_000 : UInt64.max - from)
var tolerated: Set<String> = []
while let kind = option("--tolerate") { tolerated.insert(kind) }
let driver = Driver(executable: URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path,
                    batch: option("--batch").flatMap(Int.init) ?? 5000,
                    timeout: option("--timeout").flatMap(Double.init) ?? 20,
                    jobs: max(1, option("--jobs").flatMap(Int.init) ?? 1))
if let unknown = arguments.first(where: { $0.hasPrefix("-") }) { fail("unknown option \(unknown)") }
let chosen = arguments.isEmpty ? engines : arguments.map(engine(named:))

var failed = false
for engine in chosen {
    let deadline = minutes.map { Date().addingTimeInterval($0 * 60) }
    let result = driver.run(engine: engine.name, seeds: from..<(from &+ cases), deadline: deadline)
    print(Report(result: result, tolerated: tolerated).text)
    fflush(nil)
    if result.findings.contains(where: { !Report.isTolerated($0.finding.kind, by: tolerated) }) { failed = true }
}
exit(failed ? 1 : 0)
