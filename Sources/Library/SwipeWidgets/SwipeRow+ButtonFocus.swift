import CGtk
import GtkBridge
import SwipeEngine

/// The focus on its way to the first button of the edge a key opened the row on. Until the
/// buttons show and it gets there, the row's keys act as on that button: each Left or Right
/// pressed meanwhile is a move along the buttons, made once they show.
struct ButtonFocus {
    /// The edge the key opened the row on: its buttons take the focus, no others.
    let edge: SwipeEdge
    /// The moves along the buttons asked for meanwhile, in screen order (−1 left, +1 right):
    /// at most `maximumMoves`, since a row has a few buttons and a held key repeats.
    private(set) var moves: [Int] = []
    static let maximumMoves = 16
    /// An idle is queued to give the focus once the layout has shown the buttons.
    var isQueued = false

    /// Asks for one more move along the buttons; moves past `maximumMoves` are dropped.
    mutating func move(_ step: Int) {
        if moves.count < Self.maximumMoves { moves.append(step) }
    }
}

/// The keyboard's focus among the row's action buttons: where a Left or Right that opens the row
/// sends it, and the moves along the buttons.
extension SwipeRow {
    /// The row's action button that has focus, if one has.
    var focusedButton: ActionButton? {
        guard isAlive, let host, let focus = Self.focus(of: host) else { return nil }
        return buttons.first { $0.widget == focus }
    }

    /// A key opened the row on `edge` with the focus on the row: the focus goes to the edge's
    /// first button in reading order — now where they show already (the row opened again as it
    /// closed), else as soon as they show.
    func focusFirstButton(of edge: SwipeEdge) {
        buttonFocus = ButtonFocus(edge: edge)
        if !giveButtonFocus() { gtk_widget_queue_allocate(widget) }
    }

    /// Gives the focus on its way (`buttonFocus`) to its button, with the moves asked for since,
    /// once the edge's buttons show and can take it; true when it did. The way ends without it
    /// where the row no longer opens on that edge or the focus is no longer on the row.
    @discardableResult
    func giveButtonFocus() -> Bool {
        guard let way = buttonFocus else { return false }
        guard isAlive, let host, Self.focus(of: host) == host, sceneBox?.scene.openEdge(row: 0) == way.edge else {
            buttonFocus = nil
            return false
        }
        guard let first = inReadingOrder(shownButtons(on: way.edge)).first, gtk_widget_grab_focus(first.widget) != 0 else {
            return false
        }
        buttonFocus = nil
        for step in way.moves { focusButton(step: step) }
        return true
    }

    /// The layout shows the buttons the focus is on its way to: an idle gives it (not during
    /// the layout), once.
    func queueButtonFocus() {
        guard let way = buttonFocus, !way.isQueued, view.presentation?.openEdge == way.edge,
            !shownButtons(on: way.edge).isEmpty
        else { return }
        buttonFocus?.isQueued = true
        MainLoop.idle { [weak self] in
            guard let self, self.isAlive else { return }
            self.buttonFocus?.isQueued = false
            self.giveButtonFocus()
        }
    }

    /// Moves focus `step` buttons along the shown ones of the edge the row opens on, in screen
    /// order (0: the first in reading order).
    func focusButton(step: Int) {
        let shown = shownButtons(on: view.presentation?.openEdge)
        guard !shown.isEmpty else { return }
        guard step != 0, let current = focusedButton, let i = shown.firstIndex(where: { $0.widget == current.widget }) else {
            gtk_widget_grab_focus(inReadingOrder(shown)[0].widget)
            return
        }
        let next = min(max(i + step, 0), shown.count - 1)
        gtk_widget_grab_focus(shown[next].widget)
    }

    /// The buttons laid out visible on `edge` (nil: on either), in screen order.
    private func shownButtons(on edge: SwipeEdge?) -> [ActionButton] {
        let placed = view.presentation?.buttons ?? []
        let onEdge = Set(placed.filter { edge == nil || $0.edge == edge }.map(\.actionID))
        return buttons.filter { onEdge.contains($0.action.id) && gtk_widget_get_child_visible($0.widget) != 0 }
            .sorted { x(of: $0) < x(of: $1) }
    }

    /// `buttons` in screen order, put in reading order (right-to-left: mirrored).
    private func inReadingOrder(_ buttons: [ActionButton]) -> [ActionButton] {
        gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL ? buttons.reversed() : buttons
    }

    private func x(of button: ActionButton) -> Double {
        view.presentation?.buttons.first { $0.actionID == button.action.id }?.x ?? 0
    }
}
