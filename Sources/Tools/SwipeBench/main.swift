// SwipeBench: engine throughput, per-frame cost and catalogue export, as JSON on standard output.
// Usage: SwipeBench [--quick] [--gestures N] [--only-throughput]     (progress goes to standard error)
// Run a release build: swift build -c release --product SwipeBench. scripts/bench.sh runs it.
import BlockCatalog
import Foundation
import SwipeEngine

let quick = CommandLine.arguments.contains("--quick")
/// `--gestures N` overrides how many gestures each throughput pass drives.
let gestureOverride = CommandLine.arguments.firstIndex(of: "--gestures").flatMap { i in
    CommandLine.arguments.indices.contains(i + 1) ? Int(CommandLine.arguments[i + 1]) : nil
}
/// `--only-throughput` skips the frame cost and catalogue parts.
let onlyThroughput = CommandLine.arguments.contains("--only-throughput")

func progress(_ text: String) {
    FileHandle.standardError.write(Data(("SwipeBench: " + text + "\n").utf8))
}

func rounded(_ value: Double, _ places: Int = 3) -> Double {
    guard value.isFinite else { return -1 }
    let scale = pow(10, Double(places))
    return (value * scale).rounded() / scale
}

let catalog = Catalog.load()
let cardListID = "full-swipe-card-list"
guard let cardList = catalog.block(id: cardListID) else {
    progress("the built-in catalogue has no \(cardListID)")
    exit(1)
}

// 1. Throughput on every built-in block, 1,000 rows each.
var throughputs: [[String: Any]] = []
for block in catalog.blocks {
    let result = EngineBench.throughput(
        blockID: block.id, configuration: block.configuration, demo: block.demoData,
        rows: 1000, gestureCount: gestureOverride ?? (quick ? 5_000 : 20_000), repeats: quick ? 1 : 5)
    progress("\(block.id): \(Int(result.eventsPerSecond)) events/s")
    throughputs.append([
        "block": result.block, "rows": result.rows, "events": result.events, "frames": result.frames,
        "events_per_second": rounded(result.eventsPerSecond, 0),
        "best_events_per_second": rounded(result.bestEventsPerSecond, 0), "ns_per_event": rounded(result.nanosecondsPerEvent, 1),
    ])
}

if onlyThroughput {
    let data = try JSONSerialization.data(withJSONObject: ["throughput": throughputs], options: [.prettyPrinted, .sortedKeys])
    FileHandle.standardOutput.write(data + Data("\n".utf8))
    exit(0)
}

// 2. Per-frame cost: 10,000 rows, one animating, the rows on screen presented each frame.
var frameCosts: [[String: Any]] = []
for rows in [100, 10_000] {
    let cost = EngineBench.frameCost(
        blockID: cardList.id, configuration: cardList.configuration, demo: cardList.demoData,
        rows: rows, onScreen: 12, cycles: quick ? 50 : 400)
    progress("frame cost, \(rows) rows: median \(rounded(cost.medianMicroseconds)) µs")
    frameCosts.append([
        "block": cardList.id, "rows": cost.rows, "rows_on_screen": cost.rowsOnScreen, "frames": cost.frames,
        "median_us": rounded(cost.medianMicroseconds), "p99_us": rounded(cost.p99Microseconds),
        "max_us": rounded(cost.maxMicroseconds), "mean_us": rounded(cost.meanMicroseconds),
    ])
}

// 3. Catalogue load (decode + validate), Markdown export and search of generated catalogues.
var exports: [[String: Any]] = []
for (count, repeats) in [(100, 20), (1_000, 7), (10_000, 3)] {
    do {
        let result = try CatalogBench.run(count: count, repeats: quick ? 1 : repeats)
        progress(
            "catalogue of \(count): load \(rounded(result.loadMilliseconds)) ms, export \(rounded(result.exportMilliseconds)) ms, "
                + "search per keystroke \(rounded(result.keystrokeMedianMilliseconds)) ms (max \(rounded(result.keystrokeMaxMilliseconds)))"
        )
        exports.append([
            "blocks": result.blocks, "load_ms": rounded(result.loadMilliseconds),
            "export_ms": rounded(result.exportMilliseconds), "markdown_bytes": result.markdownBytes,
            "search_keystroke_median_ms": rounded(result.keystrokeMedianMilliseconds),
            "search_keystroke_max_ms": rounded(result.keystrokeMaxMilliseconds),
        ])
    } catch {
        progress("catalogue of \(count): \(error)")
        exit(1)
    }
}

let report: [String: Any] = ["throughput": throughputs, "frame_cost": frameCosts, "catalog_export": exports]
let data = try JSONSerialization.data(withJSONObject: report, options: [.prettyPrinted, .sortedKeys])
FileHandle.standardOutput.write(data)
FileHandle.standardOutput.write(Data("\n".utf8))
