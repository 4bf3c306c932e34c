import Testing
@testable import SwipeEngine
@testable import SwipeScenario

/// Random gesture sequences from a seeded SplitMix64, replayed through the simulator.
struct PropertyTests {
    static let blocks = ["completion-swipe-row", "swipe-action-row", "full-swipe-card-list"]

    /// A random scenario's events (window points); `mirror` flips x for a right-to-left replay.
    static func events(seed: UInt64, width: Double, rows: Int, rowHeight: Double, actions: [String]) -> [[String: Double]] {
        var g = SplitMix64(seed: seed)
        var t = 0.0
        var out: [[String: Double]] = []
        for _ in 0..<g.int(in: 3...10) {
            t += g.double(in: 0.05...0.9)
            let y = g.double(in: 0...(Double(rows) * rowHeight + 20))
            switch g.int(in: 0...9) {
            case 0: out.append(["time": t, "type": 4, "x": g.double(in: 0...width), "y": y])
            case 1 where !actions.isEmpty:
                out.append([
                    "time": t, "type": 5, "row": Double(g.int(in: 0...(rows - 1))), "name": Double(g.int(in: 0...(actions.count - 1))),
                ])
            default:
                var x = g.double(in: 0...width)
                var yy = y
                out.append(["time": t, "type": 0, "x": x, "y": yy])
                for _ in 0..<g.int(in: 1...8) {
                    t += g.double(in: 0.005...0.05)
                    x += g.double(in: -120...120)
                    yy += g.double(in: -15...15)
                    out.append(["time": t, "type": 1, "x": x, "y": yy])
                }
                t += g.double(in: 0.005...0.05)
                out.append(["time": t, "type": g.int(in: 0...5) == 0 ? 3 : 2, "x": x, "y": yy])
            }
        }
        return out
    }

    static func scenario(block: String, seed: UInt64, rtl: Bool) throws -> [JSONValue] {
        let width = 320.0, rows = 4
        let probe = try TestCatalog.resolve(block, [])
        let scene = Scene(blockID: block, configuration: probe.configuration, demo: probe.demo, rowCount: 1, width: width)
        let actions = scene.actionIDs(row: 0)
        let types = ["press", "move", "release", "cancel", "tap", "action"]
        let items = events(seed: seed, width: width, rows: rows, rowHeight: probe.demo.rowHeight, actions: actions).map { e -> String in
            let type = types[Int(e["type"]!)]
            var fields = [#""time":\#(JSONValue.format(e["time"]!))"#, #""type":"\#(type)""#]
            if type == "action" {
                fields += [#""row":\#(Int(e["row"]!))"#, #""name":\#(JSONValue.quote(actions[Int(e["name"]!)]))"#]
            } else if type != "cancel" {
                let x = rtl ? width - e["x"]! : e["x"]!
                fields += [#""x":\#(JSONValue.format(x))"#, #""y":\#(JSONValue.format(e["y"]!))"#]
            }
            return "{" + fields.joined(separator: ",") + "}"
        }
        let text =
            #"{"block":"\#(block)","width":\#(width),"rows":\#(rows),"frameRate":30,"direction":"\#(rtl ? "rtl" : "ltr")","events":[\#(items.joined(separator: ","))]}"#
        return try TestCatalog.run(text)
    }

    @Test(arguments: blocks)
    func randomGesturesKeepTheInvariants(block: String) throws {
        for seed in UInt64(1)...40 {
            let lines = try Self.scenario(block: block, seed: seed &* 7919, rtl: seed % 2 == 0)
            var completed = Set<Int>()
            var removed = Set<Int>()
            var open = Set<Int>()
            for line in lines {
                let kind = line["kind"]!.stringValue!
                if kind == "frame" {
                    for row in line["rows"]!.arrayValue! {
                        let offset = row["offset"]!.numberValue!, height = row["height"]!.numberValue!
                        #expect(offset.isFinite && abs(offset) <= 320 * 1.5, "seed \(seed)")
                        #expect(height.isFinite && height >= -1e-6 && height <= 200, "seed \(seed)")
                        #expect(!removed.contains(Int(row["row"]!.numberValue!)))
                    }
                    let openInFrame = line["rows"]!.arrayValue!.filter { $0["open"] != nil }
                    #expect(openInFrame.count <= 1, "seed \(seed)")
                    continue
                }
                let row = Int(line["row"]!.numberValue!)
                #expect(!removed.contains(row), "event after removal, seed \(seed)")
                switch kind {
                case "completed": #expect(completed.insert(row).inserted, "completed twice, seed \(seed)")
                case "removed": removed.insert(row); open.remove(row)
                case "opened": open.insert(row)
                case "closed": open.remove(row)
                default: break
                }
                #expect(open.count <= 1, "two open rows, seed \(seed)")
            }
        }
    }

    @Test(arguments: blocks)
    func rightToLeftMirrorGivesMirroredOffsetsAndTheSameEvents(block: String) throws {
        for seed in UInt64(100)...120 {
            let ltr = try Self.scenario(block: block, seed: seed, rtl: false)
            let rtl = try Self.scenario(block: block, seed: seed, rtl: true)
            #expect(ltr.count == rtl.count)
            for (a, b) in zip(ltr, rtl) {
                if a["kind"]?.stringValue == "frame" {
                    let ra = a["rows"]!.arrayValue!, rb = b["rows"]!.arrayValue!
                    #expect(ra.count == rb.count)
                    for (x, y) in zip(ra, rb) {
                        #expect(close(x["offset"]!.numberValue!, -y["offset"]!.numberValue!, 1e-5), "seed \(seed)")
                        #expect(x["height"] == y["height"])
                    }
                } else {
                    #expect(a == b, "seed \(seed)")
                }
            }
        }
    }
}
