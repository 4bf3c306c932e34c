// Seeded fuzzing of the two parsers, scenario and manifest:
// `swift run -c release ParserFuzz [--target scenario|manifest] [--seed S] [--documents N] [--memory MiB]`.
// Prints the seed first, then documents per second and peak memory; on a broken rule (a crash
// ends the process with the seed already printed; a slow document, a peak over --memory MiB, a
// rejection not on one line naming a field or a position) prints the document and how to replay it, and exits 1.
import Glibc
import ParserFuzzKit
import SwipeFuzzKit

func usage(_ message: String) -> Never {
    print("ParserFuzz: \(message)\nUSAGE: ParserFuzz [--target scenario|manifest] [--seed S] [--documents N] [--memory MiB]")
    exit(2)
}

var target = ParserFuzzOptions.Target.scenario
var seed: UInt64 = 1
var documents = 100_000
var memoryLimit = 512
FuzzArguments.scan(
    Array(CommandLine.arguments.dropFirst()), about: "fuzzes the scenario and manifest parsers with seeded generated JSON",
    usage: usage
) { flag, value in
    switch flag {
    case "--target":
        guard let v = ParserFuzzOptions.Target(rawValue: value) else { usage("--target expects scenario or manifest") }; target = v
    case "--seed": guard let v = UInt64(value) else { usage("--seed expects a whole number ≥ 0") }; seed = v
    case "--documents": guard let v = FuzzArguments.count(value) else { usage("--documents expects a whole number > 0") }; documents = v
    case "--memory": guard let v = Int(value), v > 0 else { usage("--memory expects MiB > 0") }; memoryLimit = v
    default: usage("unknown option '\(flag)'")
    }
}

print("ParserFuzz: seed \(seed), \(documents) \(target.rawValue) documents")
let stopwatch = Stopwatch()
do {
    let stats = try ParserFuzzer.run(ParserFuzzOptions(target: target, seed: seed, documents: documents, memoryLimit: memoryLimit))
    let seconds = stopwatch.seconds
    let shapes = stats.byShape.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key.rawValue) \($0.value)" }.joined(separator: ", ")
    print(
        "documents: \(stats.documents) (\(shapes)); accepted \(stats.accepted), rejected as JSON \(stats.rejectedAsJSON), by field \(stats.rejectedByField)"
    )
    print("slowest document: \(Int(stats.slowest * 1000)) ms of CPU; largest: \(stats.largest) bytes; peak memory: \(stats.peakMiB) MiB")
    print(
        "ok: \(stats.documents) documents in \(Int(seconds * 1000)) ms, \(Int(Double(stats.documents) / max(seconds, 1e-9))) documents/s, every rule held"
    )
} catch {
    print("FAILED: \(error.description)")
    print("replay: swift run -c release ParserFuzz --target \(target.rawValue) --seed \(seed) --documents \(error.index + 1)")
    exit(1)
}
