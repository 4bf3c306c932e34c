import SwipeEngine
import SwipeScenario

/// How a fuzz run is driven.
public struct FuzzOptions: Sendable {
    /// Replays the run exactly.
    public var seed: UInt64
    /// Scene calls to make (inputs and frame ticks together).
    public var events: Int
    /// 0: valid input only. 1 (default): also input a scene must shrug off — NaN / infinite /
    /// huge coordinates, negative and out-of-order times, unknown rows and actions, tiny and
    /// huge widths, stray moves and releases, options just outside their ranges. 2: also NaN /
    /// infinite times, widths, heights and options.
    public var hostility: Int
    /// Scene calls shown before a failure.
    public var traceLength: Int
    public init(seed: UInt64, events: Int, hostility: Int = 1, traceLength: Int = 40) {
        self.seed = seed
        self.events = events
        self.hostility = hostility
        self.traceLength = traceLength
    }
}

/// What a run did.
public struct FuzzStats: Sendable {
    public var calls = 0
    public var episodes = 0
    public var frames = 0
    /// Swipe events the scenes reported, by kind.
    public var reported: [SwipeEvent.Kind: Int] = [:]
    public var episodesByKind: [String: Int] = [:]
    /// Items inserted, moved and changed under the rows (`Scene.insert(at:time:)` and the others).
    public var modelChanges = 0
}

/// A broken invariant: everything needed to replay it.
public struct FuzzFailure: Error, CustomStringConvertible, Sendable {
    public var seed: UInt64
    public var events: Int
    public var hostility: Int
    public var episode: Int
    public var call: Int
    public var message: String
    /// The episode's scene, as Swift.
    public var setup: String
    /// The last scene calls before the failure, as Swift.
    public var trace: [String]

    public var description: String {
        var text = "FUZZ FAILURE: \(message)\n"
        text += "  replay: swift run SwipeFuzz --seed \(seed) --events \(events) --hostility \(hostility)\n"
        text += "  episode \(episode), scene call \(call) of the run\n"
        text += "  setup:\n    \(setup)\n"
        text += "  last \(trace.count) calls:\n"
        for line in trace { text += "    \(line)\n" }
        return text
    }
}

/// Drives `Scene` with seeded random input — each episode a kind of `SwipeKinds.all` in turn,
/// its options made from its schema (`OptionFuzzer`) — and checks its invariants after every call:
/// at most one `completed` and one `removed` per row between restores, no event for a removed
/// row (but `restored`), events in time order naming known rows and actions, at most one open
/// row (by events, by `openRow` and by what the rows draw), finite bounded offsets, heights
/// within 0…natural height, the scene's removed set agreeing with its events, and no drag and no
/// motion from a touchpad scroll the scene has not decided a swipe (`TouchpadDecision`).
public enum SceneFuzzer {
    /// Runs `options.events` scene calls over as many episodes as that takes.
    public static func run(_ options: FuzzOptions) throws(FuzzFailure) -> FuzzStats {
        var stats = FuzzStats()
        var episode = 0
        while stats.calls < options.events {
            let seed = FuzzRandom.derive(options.seed, UInt64(episode))
            var e = Episode(seed: seed, kind: SwipeKinds.all[episode % SwipeKinds.all.count], options: options)
            stats.episodesByKind[e.kindName, default: 0] += 1
            let budget = min(options.events - stats.calls, e.length)
            do {
                try e.run(calls: budget, stats: &stats)
            } catch {
                throw FuzzFailure(
                    seed: options.seed, events: options.events, hostility: options.hostility,
                    episode: episode, call: stats.calls, message: error.message,
                    setup: e.setup, trace: e.trace)
            }
            stats.episodes += 1
            episode += 1
        }
        return stats
    }
}

struct Broken: Error {
    var message: String
}
