import CGtk
import GtkBridge

/// Two-finger touchpad scrolls over swipe rows, caught at their window before any widget sees
/// them. GTK 4.8's scrolled window keeps a touchpad's scroll events once a scroll over it has
/// begun — a horizontal swipe started over a list that was just scrolled by the touchpad never
/// reaches the rows inside it (the case libadwaita#16 describes). One router per window, in
/// the capture phase of the window itself, hands each touchpad scroll (both axes) to the row
/// input with a row under the pointer — or to the one its scroll began over — and keeps the
/// event only once the row's engine has decided it a swipe (`TouchpadDecision`): until then,
/// and for a scroll decided the list's, the event goes on to the scrolled window, which
/// scrolls. Wheels and everything else go on as GTK would send them.
@MainActor
final class TouchpadRouter {
    private static let key = "swipe-widgets-touchpad-router"
    private let root: UnsafeMutablePointer<GtkWidget>
    private var inputs: [Weak] = []
    /// The input a touchpad swipe under way goes to.
    private weak var active: RowInput?

    /// The router of `root` (made the first time).
    static func of(_ root: UnsafeMutablePointer<GtkWidget>) -> TouchpadRouter {
        if let router = Lifetime.owner(of: root, key: key, as: TouchpadRouter.self) { return router }
        let router = TouchpadRouter(root: root)
        Lifetime.tie(router, to: root, key: key)
        return router
    }

    private init(root: UnsafeMutablePointer<GtkWidget>) {
        self.root = root
        Gestures.scroll(
            on: root, phase: GTK_PHASE_CAPTURE,
            { [unowned self] event in
                self.route(event)
            },
            ended: { [unowned self] timestamp in
                self.active?.touchpadScrollEnded(timestamp: timestamp)
                self.active = nil
            })
    }

    func add(_ input: RowInput) {
        inputs.removeAll { $0.input == nil || $0.input === input }
        inputs.append(Weak(input: input))
    }

    func remove(_ input: RowInput) {
        inputs.removeAll { $0.input == nil || $0.input === input }
    }

    /// Gives a touchpad scroll to the input whose row it is over (the input of the scroll under
    /// way first); true when that row swipes, so the event stops here.
    func route(_ event: ScrollEvent) -> Bool {
        guard
            let points = TouchpadScroll.points(
                dx: event.dx, dy: event.dy, unit: event.unit, direction: event.direction,
                source: event.source)
        else { return false }
        var candidates = inputs.compactMap(\.input)
        if let active, let i = candidates.firstIndex(where: { $0 === active }) { candidates.swapAt(0, i) }
        for input in candidates {
            guard let swipes = input.touchpadScroll(dx: points.dx, dy: points.dy, timestamp: event.time) else { continue }
            if let previous = active, previous !== input { previous.touchpadScrollEnded() }
            active = input
            return swipes
        }
        return false
    }

    private struct Weak {
        weak var input: RowInput?
    }
}
