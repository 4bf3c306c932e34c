import CGtk
import Glibc
import GtkBridge
import Localization
import SwipeEngine

/// The touchpad's demo: the last two-finger scroll over a row, its angle from horizontal and
/// what the library decided (`TouchpadDecision`), in words.
@MainActor
final class TouchpadDemo {
    let root: UnsafeMutablePointer<GtkWidget>
    private let label: UnsafeMutablePointer<GtkWidget>
    /// The scroll under way: its decision so far and when it last scrolled.
    private var scroll: (decision: TouchpadDecision, last: Double)?

    init(_ demo: LiveDemo) {
        root = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 4, classes: ["demo-behaviour"])
        label = Make.label(tr("No touchpad scroll yet."), classes: ["touchpad-decision"], wrap: true)
        gtk_label_set_xalign(label.opaque, 0)
        Make.append(root, label)
        Lifetime.tie(self, to: root, key: "swipeblocks-touchpad-demo")
        demo.onInput = { [weak self] input, time in self?.heard(input, at: time) }
    }

    /// Follows each scroll as the scene decides it: a new one after a stop, a press or an idle
    /// pause; its decision said once made.
    private func heard(_ input: SwipeInput, at time: Double) {
        switch input {
        case let .scroll(dx, dy):
            if let current = scroll, current.last + SwipeInput.touchpadIdleEnd >= time {
                scroll?.last = time
            } else {
                scroll = (TouchpadDecision(), time)
            }
            let undecided = scroll?.decision.outcome == nil
            guard let outcome = scroll?.decision.add(dx: dx, dy: dy), undecided, let decision = scroll?.decision else { return }
            show(Self.words(outcome, dx: decision.dx, dy: decision.dy))
        case .scrollStop, .press:
            scroll = nil
        default:
            break
        }
    }

    private func show(_ text: String) {
        gtk_label_set_text(label.opaque, text)
        Accessibility.setLabel(label, text)
    }

    /// "Last touchpad scroll: 12° from horizontal, so it swiped the row."
    static func words(_ outcome: TouchpadDecision.Outcome, dx: Double, dy: Double) -> String {
        let degrees = String(Int((atan2(abs(dy), abs(dx)) * 180 / Double.pi).rounded()))
        return switch outcome {
        case .swipe: tr("Last touchpad scroll: {degrees}° from horizontal, so it swiped the row.", ["degrees": degrees])
        case .scroll: tr("Last touchpad scroll: {degrees}° from horizontal, so it scrolled the list.", ["degrees": degrees])
        }
    }
}
