import SwipeIO
import SwipeEngine
import SwipeScenario

/// `--record FILE`: each visit to a block's demo is written down as a `simulate` scenario — the
/// demo as it was at the first input, then every input, switch and parameter change, timed by
/// the events' own timestamps. The first visit is written to FILE itself, each later one beside
/// it with the block's id (`session.json`, then `session-swipe-action-row.json`, a second
/// visit to that block `session-swipe-action-row-2.json`). A visit's file is written atomically
/// when the person moves to another block and when the window closes (Ctrl+Q, close, SIGINT,
/// SIGTERM); a visit with no input writes nothing.
@MainActor
final class SessionRecorder {
    /// What the recording begins with, kept up to date until the first input.
    struct Demo {
        var page: BlockPage
        /// The block's own configuration, which the recorded parameters are relative to.
        var base: BlockConfiguration
        var rows: Int
        var direction: LayoutDirection
        var reduceMotion: Bool
    }

    private let path: String
    private let write: (String, String) throws -> Void
    private let parameters: (BlockConfiguration, BlockConfiguration) -> [(key: String, value: JSONValue)]
    private var demo: Demo?
    private var recording: ScenarioRecording?
    private var width: Double?
    private var visits: [String: Int] = [:]
    private var written = 0
    private var warnedFull = false

    init(
        path: String, write: @escaping (String, String) throws -> Void,
        parameters: @escaping (BlockConfiguration, BlockConfiguration) -> [(key: String, value: JSONValue)]
    ) {
        self.path = path
        self.write = write
        self.parameters = parameters
    }

    /// A new visit: the one before is written.
    func begin(_ demo: Demo) {
        finish()
        self.demo = demo
    }

    /// The demo's direction, Reduce Motion or parameters changed.
    func changed(_ entry: ScenarioRecording.Entry, at time: Double) {
        guard recording != nil else {
            switch entry {
            case let .direction(d): demo?.direction = d
            case let .reduceMotion(on): demo?.reduceMotion = on
            default: break
            }
            return
        }
        append(entry, at: time)
    }

    /// The demo now shows `page` (its parameters changed): it starts afresh.
    func reconfigured(_ page: BlockPage, at time: Double) {
        guard let demo else { return }
        self.demo?.page = page
        if recording != nil { append(.parameters(parameters(page.configuration, demo.base)), at: time) }
    }

    /// An input reached the demo; `width` is the rows' width now.
    func record(_ entry: ScenarioRecording.Entry, at time: Double, width: Double) {
        guard let demo else { return }
        if recording == nil {
            recording = ScenarioRecording(
                block: demo.page.id, width: width, rowHeight: demo.page.demo.rowHeight, rows: demo.rows,
                direction: demo.direction, reduceMotion: demo.reduceMotion,
                parameters: parameters(demo.page.configuration, demo.base))
            self.width = width
        } else if width > 0, width != self.width {
            self.width = width
            append(.width(width), at: time)
        }
        append(entry, at: time)
    }

    private func append(_ entry: ScenarioRecording.Entry, at time: Double) {
        recording?.append(entry, at: time)
        if recording?.isFull == true, !warnedFull {
            warnedFull = true
            StandardStream.error(
                "swipeblocks: the recording is full (\(ScenarioRecording.maximumEntries) inputs); later inputs are not recorded\n")
        }
    }

    /// Writes the visit's recording, if it has any input.
    func finish() {
        defer { recording = nil; width = nil; warnedFull = false }
        guard let recording, !recording.isEmpty, let demo else { return }
        let visit = (visits[demo.page.id] ?? 0) + 1
        visits[demo.page.id] = visit
        let target = Self.path(path, block: demo.page.id, visit: visit, first: written == 0)
        do {
            try write(recording.text, target)
            written += 1
        } catch let failure as SaveFailure {
            StandardStream.error("swipeblocks: could not write the recording \(target): \(failure.sentence)\n")
        } catch {
            StandardStream.error("swipeblocks: could not write the recording \(target)\n")
        }
    }

    /// Where a visit's recording goes: `path` for the session's first, else `path` with
    /// `-BLOCK` (and `-VISIT` from a block's second visit on) before its extension.
    nonisolated static func path(_ path: String, block: String, visit: Int, first: Bool) -> String {
        guard !first else { return path }
        let slash = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
        let name = path[slash...]
        let dot = name.lastIndex(of: ".").flatMap { $0 == name.startIndex ? nil : $0 } ?? path.endIndex
        let suffix = "-" + block + (visit > 1 ? "-\(visit)" : "")
        return String(path[..<dot]) + suffix + String(path[dot...])
    }
}
