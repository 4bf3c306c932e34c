import CGtk
import GtkBridge
import SwipeEngine

/// Pointer, touch, touchpad and key input for swipe rows, from controllers on one surface: a row
/// alone has its own; a `SwipeListView` has one set on the list for all its rows rather than five
/// on every row the list keeps (measured: about 14 KB a row). Each gesture finds the row under
/// it and hands it row-local points, timed on the row's clock.
@MainActor
final class RowInput {
    private let surface: UnsafeMutablePointer<GtkWidget>
    /// The row under a surface point, and the point in the row.
    private let hit: @MainActor (Double, Double) -> (row: SwipeRow, x: Double, y: Double)?
    /// The rows' group, for taps outside any row (a list's).
    private weak var group: SwipeGroup?
    /// The row a drag began on, and where (row-local points).
    private var drag: (row: SwipeRow, x: Double, y: Double)?
    /// Where the pointer is over the surface (a touchpad scroll carries no position).
    private var pointer: (x: Double, y: Double)?
    /// The row a touchpad swipe drags, and how far it has gone.
    private var touchpad: (row: SwipeRow, x: Double)?
    private var touchpadIdle: UInt32?

    /// Input for a row on its own: the row's widget is the surface.
    convenience init(standalone row: SwipeRow) {
        self.init(surface: row.widget, group: nil) { [unowned row] x, y in (row, x, y) }
    }

    /// Input for the rows inside `surface`, found by picking.
    convenience init(list surface: UnsafeMutablePointer<GtkWidget>, group: SwipeGroup) {
        self.init(surface: surface, group: group) { x, y in
            var widget = gtk_widget_pick(surface, x, y, GTK_PICK_DEFAULT)
            while let w = widget, w != surface {
                if let row = SwipeRow.of(w) {
                    var rx = 0.0, ry = 0.0
                    guard gtk_widget_translate_coordinates(surface, w, x, y, &rx, &ry) != 0 else { return nil }
                    return (row, rx, ry)
                }
                widget = gtk_widget_get_parent(w)
            }
            return nil
        }
    }

    private init(surface: UnsafeMutablePointer<GtkWidget>, group: SwipeGroup?,
                 hit: @escaping @MainActor (Double, Double) -> (row: SwipeRow, x: Double, y: Double)?) {
        self.surface = surface
        self.group = group
        self.hit = hit
        installDrag()
        installClicks()
        installTouchpad()
        installKeys()
        Lifetime.tie(self, to: surface, key: "swipe-widgets-input")
    }

    /// The time of the event being handled, on the row's clock.
    private func now(_ row: SwipeRow) -> Double { row.clock.now() }

    /// The keys of the focused row (`RowKeyboard`), in the capture phase: before the list item's
    /// own Return binding and the list's arrow keys.
    private func installKeys() {
        Keys.onPress(surface, phase: GTK_PHASE_CAPTURE) { [unowned self] key in
            guard let root = gtk_widget_get_root(self.surface), let focus = gtk_root_get_focus(root),
                  let row = self.row(containing: focus) else { return false }
            return row.handle(key)
        }
    }

    /// The row whose focus stop is `widget` (the list item around the row) or that holds it (an
    /// action button).
    private func row(containing widget: UnsafeMutablePointer<GtkWidget>) -> SwipeRow? {
        var current: UnsafeMutablePointer<GtkWidget>? = widget
        while let w = current {
            if let row = SwipeRow.of(w) { return row }
            if let child = gtk_widget_get_first_child(w), let row = Cell.row(of: child), row.host == w { return row }
            if w == surface { return nil }
            current = gtk_widget_get_parent(w)
        }
        return nil
    }

    private func installDrag() {
        Gestures.drag(on: surface,
            begin: { [unowned self] x, y in
                self.drag = self.hit(x, y)
                guard let hit = self.drag else { return false }
                hit.row.press(x: hit.x, y: hit.y, time: self.now(hit.row))
                return true
            },
            update: { [unowned self] dx, dy in
                guard let drag = self.drag else { return .undecided }
                drag.row.move(x: drag.x + dx, y: drag.y + dy, time: self.now(drag.row))
                // Once the engine decides, a horizontal drag is claimed (the scrolled window lets
                // go) and a vertical one is denied (it scrolls the list).
                switch drag.row.ownsDrag {
                case false?: return .deny
                case true? where abs(dx) > abs(dy): return .claim
                default: return .undecided
                }
            },
            end: { [unowned self] dx, dy in
                guard let drag = self.drag else { return }
                self.drag = nil
                drag.row.release(x: drag.x + dx, y: drag.y + dy, time: self.now(drag.row))
            },
            cancel: { [unowned self] in
                guard let drag = self.drag else { return }
                self.drag = nil
                drag.row.cancel(time: self.now(drag.row))
            })
    }

    /// A primary click (or tap) on a row taps it, elsewhere in the list it taps outside; a
    /// secondary click or a long touch opens the row's menu.
    private func installClicks() {
        Gestures.click(on: surface,
            pressed: { [unowned self] button, _, x, y in
                guard button == GDK_BUTTON_SECONDARY, let hit = self.hit(x, y) else { return }
                hit.row.showMenu(x: hit.x, y: hit.y)
            },
            released: { [unowned self] button, presses, x, y in
                guard presses == 1, button == GDK_BUTTON_PRIMARY else { return }
                if let hit = self.hit(x, y) {
                    hit.row.focusHost()
                    if let group = hit.row.group { group.tap(on: hit.row) } else { _ = hit.row.tap(time: self.now(hit.row)) }
                } else {
                    self.group?.tapOutside()
                }
            })
        Gestures.longPress(on: surface, touchOnly: true) { [unowned self] x, y in
            guard let hit = self.hit(x, y) else { return }
            hit.row.showMenu(x: hit.x, y: hit.y)
        }
    }

    /// Two-finger horizontal touchpad swipes arrive as scroll events: replayed as a drag of the
    /// row under the pointer.
    private func installTouchpad() {
        Gestures.pointer(on: surface) { [unowned self] point in self.pointer = point }
        Gestures.horizontalScroll(on: surface, { [unowned self] event in
            guard let pointer = self.pointer, let hit = self.hit(pointer.x, pointer.y),
                  let points = TouchpadScroll.points(dx: event.dx, unit: event.unit, direction: event.direction,
                                                     source: event.source) else { return false }
            // Scrolling right moves the content left, as the fingers do on a touchpad.
            self.touchpadScroll(hit.row, dx: -points)
            return true
        }, ended: { [unowned self] in self.touchpadScrollEnded() })
    }

    /// A touchpad's horizontal scroll, as a drag of `row`.
    func touchpadScroll(_ row: SwipeRow, dx: Double) {
        if touchpad?.row !== row {
            if let old = touchpad { old.row.release(x: old.x, y: 0, time: now(old.row)) }
            touchpad = (row, 0)
            row.press(x: 0, y: 0, time: now(row))
        }
        touchpad!.x += dx
        row.move(x: touchpad!.x, y: 0, time: now(row))
        // X11 never says a touchpad swipe stopped: a pause ends it (a stop event ends it sooner).
        if let id = touchpadIdle { g_source_remove(id) }
        touchpadIdle = MainLoop.every(milliseconds: TouchpadScroll.idleEnd) { [weak self] in
            self?.touchpadIdle = nil
            self?.touchpadScrollEnded()
            return false
        }
    }

    func touchpadScrollEnded() {
        if let id = touchpadIdle { g_source_remove(id); touchpadIdle = nil }
        guard let t = touchpad else { return }
        touchpad = nil
        t.row.release(x: t.x, y: 0, time: now(t.row))
    }
}
