import GtkBridge
import Localization
import SwipeEngine

/// A destructive action that asks first (the card row's `confirmsDestructiveActions`): the row
/// holds it at its edge and says so to a screen reader; the app, or the person, answers.
extension SwipeRow {
    /// The destructive action the row holds asking to be confirmed, if any.
    public var confirmingActionID: String? { sceneBox?.scene.confirmingAction(row: 0) }

    /// Answers the row's question: `accept` runs the held action (as its button would), otherwise
    /// the row springs back to rest. False, and nothing happens, when the row asks nothing.
    @discardableResult
    public func confirm(_ accept: Bool) -> Bool {
        // A row without an engine asks nothing.
        guard isAlive, confirmingActionID != nil else { return false }
        let answered = scene.confirm(row: 0, accept: accept, time: clock.now())
        pump()
        return answered
    }

    /// Reports a `confirming` or `declined` event of the engine. A row that starts asking takes
    /// the keyboard focus, so Return and Escape answer it, and says its question to a screen
    /// reader ("Delete? Press Enter to confirm, Escape to cancel."); one whose question ends
    /// unanswered says so ("Cancelled: Delete.").
    func reportConfirmation(_ event: SwipeEvent) {
        let id = event.name ?? ""
        let confirmation: SwipeConfirmation = event.kind == .confirming ? .asking(id) : .declined(id)
        switch confirmation {
        case .asking:
            focusHost()
            announce(Localization.fill(tr("{action}? Press Enter to confirm, Escape to cancel."), ["action": title(ofAction: id)]))
        case .declined:
            announce(Localization.fill(tr("Cancelled: {action}."), ["action": title(ofAction: id)]))
        }
        onConfirmation?(confirmation)
        listConfirmationHandler?(confirmation)
    }
}

extension RowView {
    /// The button of an action that asks to be confirmed reads its question ("Delete?"), to the
    /// eye and to screen readers; the others read their title.
    func askOnButtons(_ p: RowPresentation?) {
        let asking = Set((p?.buttons ?? []).filter(\.asksConfirmation).map(\.actionID))
        for button in buttons {
            let asks = asking.contains(button.action.id)
            guard (gtk_widget_has_css_class(button.widget, "confirming") != 0) != asks else { continue }
            Style.set("confirming", asks, on: button.widget)
            let text = asks ? Localization.fill(tr("{action}?"), ["action": button.action.title]) : button.action.title
            gtk_label_set_text(button.label.opaque, text)
            Accessibility.setLabel(button.widget, text)
        }
    }
}
