import SwipeIO
import CGtk
import GtkBridge
import SwipeEngine
import SwipeWidgets

/// The live demo's switches (direction, Reduce Motion, list size) and the demo they drive.
@MainActor
final class DemoSettings {
    var rightToLeft: Bool {
        didSet {
            let direction: LayoutDirection = rightToLeft ? .rightToLeft : .leftToRight
            demo?.setDirection(direction)
            if let demo { recorder?.changed(.direction(direction), at: demo.clock.now()) }
        }
    }
    var reduceMotion: Bool {
        didSet {
            demo?.setReduceMotion(reduceMotion)
            if let demo { recorder?.changed(.reduceMotion(reduceMotion), at: demo.clock.now()) }
        }
    }
    /// With `--record`: writes down what each demo is given.
    var recorder: SessionRecorder?
    let rows: Int?
    let events: EventSink
    private(set) weak var demo: LiveDemo?
    /// Where every new demo sends its drag traces (the window's plot).
    var onTrace: ((DragTrace, Bool) -> Void)?
    /// Where every new demo says what an action did, with a way to undo it when it took a row away.
    var onMessage: (@MainActor (String, (@MainActor () -> Void)?) -> Void)?

    init(rightToLeft: Bool, reduceMotion: Bool, rows: Int?, events: EventSink) {
        self.rightToLeft = rightToLeft
        self.reduceMotion = reduceMotion
        self.rows = rows
        self.events = events
    }

    /// A new live demo of `page` with the current switches; it replaces the previous one, and a
    /// new visit begins.
    func makeDemo(for page: BlockPage) -> UnsafeMutablePointer<GtkWidget> {
        let direction: LayoutDirection = rightToLeft ? .rightToLeft : .leftToRight
        let demo = LiveDemo(page: page, direction: direction, reduceMotion: reduceMotion, rows: rows, events: events)
        if let recorder {
            recorder.begin(
                SessionRecorder.Demo(
                    page: page, base: page.configuration, rows: max(demo.rowCount, 1), direction: direction,
                    reduceMotion: reduceMotion))
            demo.sessionRecorder = recorder
        }
        demo.recorder.onTrace = onTrace
        demo.onMessage = onMessage
        self.demo = demo
        return demo.root
    }

    /// The demo's block with new parameters (options of the same kind): its rows take them as
    /// they are (the list, its scroll and focus, open rows where the options still open them,
    /// removed rows stay), and a recording goes on.
    func reconfigure(_ page: BlockPage) {
        guard let demo else { return }
        demo.reconfigure(page.configuration)
        recorder?.reconfigured(page, at: demo.clock.now())
    }
}

/// Where engine events go: JSON Lines on standard output with `--events`, flushed line by line;
/// and, with `--stats`, the frame intervals seen while a demo moves.
@MainActor
final class EventSink {
    let enabled: Bool
    /// Frame statistics, when `--stats` asked for them.
    var stats: FrameStats?

    init(enabled: Bool, stats: Bool = false) {
        self.enabled = enabled
        self.stats = stats ? FrameStats() : nil
    }

    /// Prints each JSON line and flushes, so a reader sees it at once.
    func emit(_ lines: [String]) {
        guard enabled, !lines.isEmpty else { return }
        StandardStream.output(lines.map { $0 + "\n" }.joined())
    }
}
