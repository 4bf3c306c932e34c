// Seeded fuzzing of SwipeEngine's Scene: `swift run -c release SwipeFuzz [--seed S] [--events N] [--hostility 0|1|2]`.
// Prints the seed first, then events per second; on a broken invariant prints how to replay it
// and the scene calls that led there, and exits 1.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SwipeEngine
import SwipeFuzzKit

func usage(_ message: String) -> Never {
    print("SwipeFuzz: \(message)\nUSAGE: SwipeFuzz [--seed S] [--events N] [--hostility 0|1|2] [--trace N]")
    exit(2)
}

var seed: UInt64 = 1
var events = 100_000
var hostility = 1
var traceLength = 40
FuzzArguments.scan(Array(CommandLine.arguments.dropFirst()), about: "fuzzes Scene with seeded random input", usage: usage) { flag, value in
    switch flag {
    case "--seed": guard let v = UInt64(value) else { usage("--seed expects a whole number ≥ 0") }; seed = v
    case "--events": guard let v = FuzzArguments.count(value) else { usage("--events expects a whole number > 0") }; events = v
    case "--hostility": guard let v = Int(value), (0...2).contains(v) else { usage("--hostility expects 0, 1 or 2") }; hostility = v
    case "--trace": guard let v = Int(value), v > 0 else { usage("--trace expects a whole number > 0") }; traceLength = v
    default: usage("unknown option '\(flag)'")
    }
}

print("SwipeFuzz: seed \(seed), \(events) scene calls, hostility \(hostility)")
let stopwatch = Stopwatch()
do {
    let stats = try SceneFuzzer.run(FuzzOptions(seed: seed, events: events, hostility: hostility, traceLength: traceLength))
    let seconds = stopwatch.seconds
    let rate = Int((Double(stats.calls) / max(seconds, 1e-9)).rounded())
    let kinds = stats.episodesByKind.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
    let reported = SwipeEvent.Kind.allCases.map { "\($0.rawValue) \(stats.reported[$0] ?? 0)" }.joined(separator: ", ")
    print("episodes: \(stats.episodes) (\(kinds)); frames: \(stats.frames)")
    print("reported: \(reported)")
    print("ok: \(stats.calls) scene calls in \(String(Int(seconds * 1000))) ms, \(rate) events/s, every invariant held")
} catch {
    print(error.description)
    exit(1)
}
