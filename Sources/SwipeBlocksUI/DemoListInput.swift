import CGtk
import GtkBridge

/// The pointer, touch and touchpad input of a demo list, for all its rows at once: one set of
/// controllers on the list rather than five on every row view the list keeps (measured: about
/// 14 KB a row view). Each gesture finds the row under it and hands the demo row-local points.
@MainActor
final class DemoListInput {
    private unowned let demo: LiveDemo
    private let list: UnsafeMutablePointer<GtkWidget>
    /// The row a drag began on, and where (row-local points).
    private var drag: (row: Int, x: Double, y: Double)?
    /// Where the pointer is over the list (a touchpad scroll carries no position).
    private var pointer: (x: Double, y: Double)?

    init(demo: LiveDemo, list: UnsafeMutablePointer<GtkWidget>) {
        self.demo = demo
        self.list = list
        installDrag()
        installClicks()
        installTouchpad()
        installKeys()
    }

    /// The keys of the focused row (`RowKeyboard`), in the capture phase: before the list item's
    /// own Return binding and the list's arrow keys.
    private func installKeys() {
        Keys.onPress(list, phase: GTK_PHASE_CAPTURE) { [unowned self] key in
            guard let root = gtk_widget_get_root(self.list), let focus = gtk_root_get_focus(root),
                  let cell = self.cell(containing: focus) else { return false }
            return cell.row.handle(key)
        }
    }

    /// The cell whose row has `widget` as its focus stop (the list item around the cell) or
    /// inside it (an action button).
    private func cell(containing widget: UnsafeMutablePointer<GtkWidget>) -> DemoListCell? {
        var current: UnsafeMutablePointer<GtkWidget>? = widget
        while let w = current, w != list {
            if let cell = Lifetime.owner(of: w, as: DemoListCell.self) { return cell }
            if let child = gtk_widget_get_first_child(w), let cell = Lifetime.owner(of: child, as: DemoListCell.self) {
                return cell
            }
            current = gtk_widget_get_parent(w)
        }
        return nil
    }

    /// The row under the list point (`x`, `y`): its view, its row, and the point in the view.
    private func hit(_ x: Double, _ y: Double) -> (view: SwipeRowView, row: Int, x: Double, y: Double)? {
        var widget = gtk_widget_pick(list, x, y, GTK_PICK_DEFAULT)
        while let w = widget, w != list {
            if let cell = Lifetime.owner(of: w, as: DemoListCell.self) {
                var rx = 0.0, ry = 0.0
                guard let row = cell.row.row, gtk_widget_translate_coordinates(list, cell.row.root, x, y, &rx, &ry) != 0
                else { return nil }
                return (cell.row, row, rx, ry)
            }
            widget = gtk_widget_get_parent(w)
        }
        return nil
    }

    private func installDrag() {
        let gesture = gtk_gesture_drag_new()!
        Signal.connectPoint(gesture, "drag-begin") { [unowned self] x, y in
            guard let hit = self.hit(x, y) else {
                self.drag = nil
                gtk_gesture_set_state(gesture.opaque, GTK_EVENT_SEQUENCE_DENIED)
                return
            }
            self.drag = (hit.row, hit.x, hit.y)
            self.demo.press(row: hit.row, x: hit.x, y: hit.y)
        }
        Signal.connectPoint(gesture, "drag-update") { [unowned self] dx, dy in
            guard let drag = self.drag else { return }
            self.demo.move(row: drag.row, x: drag.x + dx, y: drag.y + dy)
            // Once the engine decides, a horizontal drag is claimed (the scrolled window lets go)
            // and a vertical one is denied (it scrolls the list).
            switch self.demo.scene.ownsDrag(row: drag.row) {
            case false?:
                gtk_gesture_set_state(gesture.opaque, GTK_EVENT_SEQUENCE_DENIED)
            case true? where abs(dx) > abs(dy):
                gtk_gesture_set_state(gesture.opaque, GTK_EVENT_SEQUENCE_CLAIMED)
            default:
                break
            }
        }
        Signal.connectPoint(gesture, "drag-end") { [unowned self] dx, dy in
            guard let drag = self.drag else { return }
            self.drag = nil
            self.demo.release(row: drag.row, x: drag.x + dx, y: drag.y + dy)
        }
        Signal.connectIgnoringArgument(gesture, "cancel") { [unowned self] in
            guard let drag = self.drag else { return }
            self.drag = nil
            self.demo.cancel(row: drag.row)
        }
        gtk_widget_add_controller(list, gesture.opaque)
    }

    /// A primary click (or tap) on a row taps it, elsewhere in the list it taps outside; a
    /// secondary click or a long touch opens the row's menu.
    private func installClicks() {
        let click = gtk_gesture_click_new()!
        gtk_gesture_single_set_button(click.opaque, 0)
        Signal.connectClick(click, "pressed") { [unowned self] _, x, y in
            guard gtk_gesture_single_get_current_button(click.opaque) == GDK_BUTTON_SECONDARY,
                  let hit = self.hit(x, y) else { return }
            hit.view.showMenu(x: hit.x, y: hit.y)
        }
        Signal.connectClick(click, "released") { [unowned self] presses, x, y in
            guard presses == 1, gtk_gesture_single_get_current_button(click.opaque) == GDK_BUTTON_PRIMARY else { return }
            if let hit = self.hit(x, y) {
                hit.view.focusHost()
                self.demo.tap(row: hit.row)
            } else {
                self.demo.tapOutside()
            }
        }
        gtk_widget_add_controller(list, click.opaque)

        let longPress = gtk_gesture_long_press_new()!
        gtk_gesture_single_set_touch_only(longPress.opaque, .yes)
        Signal.connectPoint(longPress, "pressed") { [unowned self] x, y in
            guard let hit = self.hit(x, y) else { return }
            hit.view.showMenu(x: hit.x, y: hit.y)
        }
        gtk_widget_add_controller(list, longPress.opaque)
    }

    /// Two-finger horizontal touchpad swipes arrive as scroll events: replayed as a drag of the
    /// row under the pointer.
    private func installTouchpad() {
        let motion = gtk_event_controller_motion_new()!
        Signal.connectPoint(motion, "enter") { [unowned self] x, y in self.pointer = (x, y) }
        Signal.connectPoint(motion, "motion") { [unowned self] x, y in self.pointer = (x, y) }
        Signal.connect(motion, "leave") { [unowned self] in self.pointer = nil }
        gtk_widget_add_controller(list, motion)

        let scroll = gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_HORIZONTAL)!
        Signal.connectScroll(scroll, "scroll") { [unowned self] dx, _ in
            guard let pointer = self.pointer, let hit = self.hit(pointer.x, pointer.y),
                  let event = gtk_event_controller_get_current_event(scroll.opaque),
                  let device = gdk_event_get_device(event),
                  let points = TouchpadScroll.points(dx: dx, unit: gtk_event_controller_scroll_get_unit(scroll.opaque),
                                                     direction: gdk_scroll_event_get_direction(event),
                                                     source: gdk_device_get_source(device)) else { return false }
            // Scrolling right moves the content left, as the fingers do on a touchpad.
            self.demo.touchpadScroll(row: hit.row, dx: -points)
            return true
        }
        Signal.connect(scroll, "scroll-end") { [unowned self] in self.demo.touchpadScrollEnded() }
        gtk_widget_add_controller(list, scroll.opaque)
    }
}
