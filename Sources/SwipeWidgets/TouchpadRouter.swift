import CGtk
import GtkBridge

/// Two-finger touchpad swipes over swipe rows, caught at their window before any widget sees
/// them. GTK 4.8's scrolled window keeps a touchpad's scroll events once a scroll over it has
/// begun — a horizontal swipe started over a list that was just scrolled by the touchpad never
/// reaches the rows inside it (the case libadwaita#16 describes). One router per window, in
/// the capture phase of the window itself, hands each horizontal touchpad scroll to the row
/// input with a row under the pointer; everything else goes on as GTK would send it.
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
        Gestures.horizontalScroll(
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

    /// Gives a touchpad's horizontal scroll to the input under the pointer; true when one took it.
    private func route(_ event: ScrollEvent) -> Bool {
        guard
            let points = TouchpadScroll.points(
                dx: event.dx, unit: event.unit, direction: event.direction,
                source: event.source)
        else { return false }
        for weak in inputs {
            guard let input = weak.input, input.touchpadScroll(dx: points, timestamp: event.time) else { continue }
            if let previous = active, previous !== input { previous.touchpadScrollEnded() }
            active = input
            return true
        }
        return false
    }

    private struct Weak {
        weak var input: RowInput?
    }
}
