import CGtk
import GtkBridge
import Localization
import SwipeEngine

/// Mouse and touchpad users find the actions: a pointer over a resting row shows a button that
/// opens it (`showsHoverButton`, the kinds that reveal buttons), and `peek()` slides the row a
/// little toward its actions and back, or under Reduce Motion outlines it and shows the button
/// for a moment. The keyboard keeps its own ways (the row's keys and its menu).
extension SwipeRow {
    /// Slides the resting row a little toward its actions and back, once, as a hint that it
    /// swipes (`RowPeek`: 36 points out in 0.2 s, back after 0.12 s with a smooth 0.4 s spring).
    /// Under Reduce Motion the row does not move: it is outlined, shows its hover button for 1.5 s
    /// when it has one (`showsHoverButton`), and a screen reader on it hears its actions. Called
    /// before the row is laid out (just made, its window not shown yet), the peek starts as the
    /// row gets its width, and the call returns true. False, and nothing happens, when the row is
    /// not at rest (open, moving, dragged, asking to confirm) or peeks already (or waits to).
    @discardableResult
    public func peek() -> Bool {
        guard isAlive else { return false }
        // Never laid out, so never used: at rest, it peeks once it has a width (`takeNewSizes`).
        if allocatedWidth == nil, sceneBox == nil {
            defer { peeksWhenLaidOut = true }
            return !peeksWhenLaidOut
        }
        let now = clock.now()
        // Shown but not yet told its width (the engine takes it after the layout): it is now.
        if let width = allocatedWidth, width != scene.width { scene.setWidth(width, time: now) }
        let started = scene.peek(row: 0, time: now)
        if started, scene.reduceMotion, !actionIDs.isEmpty {
            let names = actionIDs.map { title(ofAction: $0) }.joined(separator: ", ")
            announce(Localization.fill(tr("Actions: {actions}. Swipe the row, or press Shift+F10 for its menu."), ["actions": names]))
        }
        pump()
        return started
    }

    /// True while the row peeks (or shows its Reduce Motion hint).
    public var isPeeking: Bool { isAlive && sceneBox.map { $0.scene.isPeeking(row: 0, at: $0.scene.clock) } == true }

    /// True while the row shows its hover button (a pointer over the resting row, or the Reduce
    /// Motion hint of `peek()`).
    public var showsHoverButtonNow: Bool { hoverButton?.isShown ?? false }

    /// A pointer (not a finger) came over the row, or left it.
    func setHovered(_ hovered: Bool) {
        guard isAlive, isHovered != hovered else { return }
        isHovered = hovered
        updateHover()
    }

    /// Shows the hover button while a pointer is over the resting row or the hint shows, and
    /// hides it otherwise; outlines the row while the Reduce Motion hint shows.
    func updateHover() {
        // A row without an engine is at rest and shows no hint: hovering it makes none.
        let hint = sceneBox.map { $0.scene.showsPeekHint(row: 0, at: $0.scene.clock) } == true
        let outlined = gtk_widget_has_css_class(widget, Self.hintClass) != 0
        guard hoverButton != nil || isHovered || hint || outlined else { return }
        if hint != outlined {
            RowHoverButton.installStyle()
            Style.set(Self.hintClass, hint, on: widget)
        }
        // A press alone is not a drag: it may be the button's own click.
        let atRest = ownsDrag != true && sceneBox?.scene.isAnimating != true && openEdge == nil && confirmingActionID == nil
        let shown = configuration.showsHoverButton && (hint || (isHovered && atRest))
        if shown, hoverButton == nil {
            hoverButton = RowHoverButton(in: widget) { [unowned self] in self.hoverButtonClicked() }
        }
        hoverButton?.setShown(shown)
    }

    /// Places the hover button at the end of the row where its actions are (mirrored right to left).
    func placeHoverButton(width: Int32, height: Int32) {
        guard let hoverButton else { return }
        let edge = Scene.peekEdge(of: configuration) ?? .trailing
        hoverButton.place(width: width, height: height, onLeft: (edge == .leading) == (layoutDirection == .leftToRight))
    }

    /// True when (`x`, `y`), in row points, is on the shown hover button: a click there is the
    /// button's, not a tap of the row (a drag from there still swipes).
    func hoverButtonContains(x: Double, y: Double) -> Bool { hoverButton?.contains(x: x, y: y) ?? false }

    /// True just after the hover button opened the row: its action buttons ignore a click then
    /// (the second click of a double click on the hover button).
    var ignoresActionClicks: Bool {
        guard let hoverButton else { return false }
        return clock.now() - hoverButton.openedAt < RowHoverButton.clickGuard
    }

    /// The hover button opens the row on the edge a swipe reveals first, as a swipe would
    /// (an input, for recorders), and gives the row focus so Escape closes it.
    private func hoverButtonClicked() {
        guard isAlive, let edge = Scene.peekEdge(of: configuration) else { return }
        let now = clock.now()
        hoverButton?.openedAt = now
        focusHost()
        receive(.open(edge), time: now)
    }

    /// The row's class while the Reduce Motion hint shows.
    static let hintClass = "swipe-peek-hint"
}
