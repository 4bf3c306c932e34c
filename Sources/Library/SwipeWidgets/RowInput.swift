import CGtk
import GtkBridge
import SwipeEngine

/// Pointer, touch, touchpad and key input for swipe rows, from controllers on one surface: a row
/// alone has its own; a `SwipeListView` has one set on the list for all its rows rather than five
/// on every row the list keeps (measured: about 14 KB a row), and so has a `GtkListBox` for the
/// rows that are its own children (about 6 KB a row). Each gesture finds the row under it and
/// hands it row-local points, timed on the row's clock.
@MainActor
final class RowInput {
    private let surface: UnsafeMutablePointer<GtkWidget>
    /// The row under a surface point, and the point in the row.
    private let hit: @MainActor (Double, Double) -> (row: SwipeRow, x: Double, y: Double)?
    /// Whether a row found on the surface is this input's (not a row inside it with its own).
    private let serves: @MainActor (SwipeRow) -> Bool
    /// The controllers and the surface's handlers this input added, taken off by `detach`.
    private var controllers: [OpaquePointer] = []
    private var handlers: [UInt] = []
    /// The rows' group, for taps outside any row (a list's).
    private weak var group: SwipeGroup?
    /// The row a drag began on, and where (row-local points).
    private var drag: (row: SwipeRow, x: Double, y: Double)?
    /// Where the surface was in its window as the press began (see `pointerMoved`).
    private var pressOrigin: (x: Double, y: Double)?
    /// Where the pointer is over the surface (a touchpad scroll carries no position).
    var pointer: (x: Double, y: Double)?
    /// The window whose `TouchpadRouter` hands this input its touchpad swipes.
    private var router: UnsafeMutablePointer<GtkWidget>?
    /// The row the last touchpad scroll went to.
    private weak var touchpad: SwipeRow?
    /// A press on no row: whether it can still be a tap outside, where it began, and a row of
    /// the group whose clock times it.
    private var outside: (tap: TapRecognizer, x: Double, y: Double, clockRow: SwipeRow)?
    /// Told of each input on no row (a list's `onInput`).
    var onOutside: ((SwipeInput, Double) -> Void)?
    /// Event timestamps on the rows' clock.
    private var timeline = EventTimeline()
    /// The press under way began on an action button.
    private var pressedOnButton = false
    /// The press under way began on a row's hover button.
    private var pressedOnHoverButton = false
    /// The row a pointer (not a finger) is over, which shows its hover button.
    private weak var hovered: SwipeRow?

    static let key = "swipe-widgets-input"

    /// Input for a row on its own: the row's widget is the surface.
    convenience init(standalone row: SwipeRow) {
        self.init(surface: row.widget, group: nil, serves: { [unowned row] in $0 === row }, hit: { [unowned row] x, y in (row, x, y) })
    }

    /// Input for the rows inside `surface`, found by picking.
    convenience init(list surface: UnsafeMutablePointer<GtkWidget>, group: SwipeGroup) {
        self.init(surface: surface, group: group, serves: { _ in true })
    }

    /// The input of the rows that are children of the `GtkListBox` `list`, made the first time
    /// (a row inside one of them with an input of its own is left to it). No group: a press on
    /// no row is the list's, as it is without swipe rows.
    static func shared(by list: UnsafeMutablePointer<GtkWidget>) -> RowInput {
        if let input = Lifetime.owner(of: list, key: key, as: RowInput.self) { return input }
        return RowInput(surface: list, group: nil, serves: { gtk_widget_get_parent($0.widget) == list })
    }

    /// Input for the rows `serves` takes among those found by picking in `surface`.
    private convenience init(
        surface: UnsafeMutablePointer<GtkWidget>, group: SwipeGroup?, serves: @escaping @MainActor (SwipeRow) -> Bool
    ) {
        self.init(surface: surface, group: group, serves: serves) { x, y in
            var widget = gtk_widget_pick(surface, x, y, GTK_PICK_DEFAULT)
            while let w = widget, w != surface {
                if let row = SwipeRow.of(w) {
                    var rx = 0.0, ry = 0.0
                    guard serves(row), gtk_widget_translate_coordinates(surface, w, x, y, &rx, &ry) != 0 else { return nil }
                    return (row, rx, ry)
                }
                widget = gtk_widget_get_parent(w)
            }
            return nil
        }
    }

    private init(
        surface: UnsafeMutablePointer<GtkWidget>, group: SwipeGroup?, serves: @escaping @MainActor (SwipeRow) -> Bool,
        hit: @escaping @MainActor (Double, Double) -> (row: SwipeRow, x: Double, y: Double)?
    ) {
        self.surface = surface
        self.group = group
        self.serves = serves
        self.hit = hit
        installDrag()
        installClicks()
        installTouchpad()
        installKeys()
        Lifetime.tie(self, to: surface, key: Self.key)
    }

    /// Takes the input's controllers and handlers off its surface and lets go of it: the row it
    /// served on its own went into a `GtkListBox`, whose input serves it now.
    func detach() {
        unregister()
        drag = nil
        outside = nil
        // Its pointer no longer reaches the row it hovered: the row's button would stay.
        hovered?.setHovered(false)
        hovered = nil
        for controller in controllers { gtk_widget_remove_controller(surface, controller) }
        for handler in handlers { Signal.disconnect(surface, handler) }
        controllers = []
        handlers = []
        Lifetime.untie(surface, key: Self.key)
    }

    /// The time of an event stamped `timestamp` (milliseconds, 0 for none), on the row's clock.
    private func time(_ timestamp: UInt32, _ row: SwipeRow) -> Double {
        timeline.time(of: timestamp, now: row.clock.now())
    }

    /// The keys of the focused row (`RowKeyboard`), in the capture phase: before the list item's
    /// own Return binding and the list's arrow keys.
    private func installKeys() {
        let keys = Keys.onPress(surface, phase: GTK_PHASE_CAPTURE) { [unowned self] key in
            guard let root = gtk_widget_get_root(self.surface), let focus = gtk_root_get_focus(root),
                let row = self.row(containing: focus)
            else { return false }
            return row.handle(key, time: self.time(key.time, row))
        }
        controllers.append(keys)
    }

    /// The row whose focus stop is `widget` (the list item around the row) or that holds it (an
    /// action button).
    private func row(containing widget: UnsafeMutablePointer<GtkWidget>) -> SwipeRow? {
        var current: UnsafeMutablePointer<GtkWidget>? = widget
        while let w = current {
            if let row = SwipeRow.of(w) { return serves(row) ? row : nil }
            if let child = gtk_widget_get_first_child(w), let row = Cell.row(of: child), row.host == w { return row }
            if w == surface { return nil }
            current = gtk_widget_get_parent(w)
        }
        return nil
    }

    /// A press, its moves and its release go to the row it began on, which decides (in the
    /// engine) whether they were a drag or a tap; a tap on a row also tells the group, which
    /// closes another open row. A press on no row (between a list's cards) may be a tap outside.
    private func installDrag() {
        let gesture = Gestures.drag(
            on: surface,
            begin: { [unowned self] x, y, stamp in
                self.pressOrigin = self.surfaceOrigin()
                self.drag = self.hit(x, y)
                self.outside = nil
                self.pressedOnHoverButton = self.drag.map { $0.row.hoverButtonContains(x: $0.x, y: $0.y) } ?? false
                self.pressedOnButton = self.drag.map { $0.row.view.button(atX: $0.x, y: $0.y) != nil } ?? false
                guard let hit = self.drag else {
                    guard let group = self.group, let any = group.members.first else { return false }
                    var tap = TapRecognizer()
                    tap.press(PointerSample(time: self.time(stamp, any), x: x, y: y))
                    self.outside = (tap, x, y, any)
                    self.onOutside?(.press(x: x, y: y), self.time(stamp, any))
                    return true
                }
                hit.row.receive(.press(x: hit.x, y: hit.y), time: self.time(stamp, hit.row))
                return true
            },
            update: { [unowned self] dx, dy, stamp in
                let (dx, dy) = self.pointerMoved(dx, dy)
                if var o = self.outside {
                    let t = self.time(stamp, o.clockRow)
                    o.tap.move(PointerSample(time: t, x: o.x + dx, y: o.y + dy))
                    self.outside = o
                    self.onOutside?(.move(x: o.x + dx, y: o.y + dy), t)
                    return o.tap.isPossible ? .undecided : .deny
                }
                guard let drag = self.drag else { return .undecided }
                drag.row.receive(.move(x: drag.x + dx, y: drag.y + dy), time: self.time(stamp, drag.row))
                // Once the engine decides, a horizontal drag is claimed (the scrolled window lets
                // go) and a vertical one is denied (it scrolls the list).
                switch drag.row.ownsDrag {
                case false?: return .deny
                case true? where abs(dx) > abs(dy): return .claim
                default: return .undecided
                }
            },
            end: { [unowned self] dx, dy, stamp in
                let (dx, dy) = self.pointerMoved(dx, dy)
                if var o = self.outside {
                    self.outside = nil
                    let t = self.time(stamp, o.clockRow)
                    self.onOutside?(.release(x: o.x + dx, y: o.y + dy), t)
                    if o.tap.release(PointerSample(time: t, x: o.x + dx, y: o.y + dy)) { self.group?.tapOutside(time: t) }
                    return
                }
                guard let drag = self.drag else { return }
                self.drag = nil
                let t = self.time(stamp, drag.row)
                // A click on the hover button is the button's (it has opened the row), not a tap
                // of the row, which would close it again; a drag from the button swipes as anywhere.
                if self.pressedOnHoverButton, drag.row.ownsDrag != true {
                    drag.row.receive(.cancel, time: t)
                    return
                }
                if drag.row.receive(.release(x: drag.x + dx, y: drag.y + dy), time: t) {
                    drag.row.focusHost()
                    drag.row.group?.tapped(drag.row, time: t)
                }
            },
            cancel: { [unowned self] stamp in
                if let o = self.outside {
                    self.outside = nil
                    self.onOutside?(.cancel, self.time(stamp, o.clockRow))
                    return
                }
                guard let drag = self.drag else { return }
                self.drag = nil
                drag.row.receive(.cancel, time: self.time(stamp, drag.row))
            })
        controllers.append(gesture)
    }

    /// How far the pointer moved in its window since the press, from the gesture's offset in the
    /// surface: a drag follows the pointer, not the surface. When the press gives a row the focus
    /// and a scrolled window around the list scrolls that row into view (GTK's viewport does, and
    /// apps' own focus scrolling), the surface moves under a pointer that stays put; read in the
    /// surface, that move looked like the pointer going up or down the row, and a sideways swipe
    /// begun on a row half out of view was taken for a scroll.
    private func pointerMoved(_ dx: Double, _ dy: Double) -> (Double, Double) {
        guard let start = pressOrigin, let now = surfaceOrigin() else { return (dx, dy) }
        return (dx + now.x - start.x, dy + now.y - start.y)
    }

    /// The surface's top left corner in its window.
    private func surfaceOrigin() -> (x: Double, y: Double)? {
        guard let native = gtk_widget_get_native(surface) else { return nil }
        var x = 0.0, y = 0.0
        guard gtk_widget_translate_coordinates(surface, native.widget, 0, 0, &x, &y) != 0 else { return nil }
        return (x, y)
    }

    /// A secondary click or a long touch opens the row's menu (a primary click is a press and a
    /// release, and the engine decides whether it was a tap); a long touch on an action button
    /// does not.
    private func installClicks() {
        // The secondary button only: a click gesture for every button would also track touches,
        // and one a child button takes would keep it from seeing the next touch.
        let click = Gestures.click(
            on: surface, button: UInt32(GDK_BUTTON_SECONDARY),
            pressed: { [unowned self] button, _, x, y in
                guard button == GDK_BUTTON_SECONDARY, let hit = self.hit(x, y) else { return }
                hit.row.showMenu(x: hit.x, y: hit.y)
            },
            released: { _, _, _, _ in })
        let longPress = Gestures.longPress(on: surface, touchOnly: true) { [unowned self] x, y in
            // Not from an action button: a tap there is the button's, which takes the touch, and
            // the long press, never told the finger lifted, would open the menu after the tap.
            // The gestures let go of that touch instead: left holding it, they would keep the
            // next one from the list (a swipe after deleting a row by its button went unseen).
            guard !self.pressedOnButton else {
                self.drag = nil
                for controller in self.controllers { gtk_event_controller_reset(controller) }
                return
            }
            guard let hit = self.hit(x, y) else { return }
            hit.row.showMenu(x: hit.x, y: hit.y)
        }
        controllers += [click, longPress]
    }

    /// Two-finger touchpad scrolls arrive as scroll events: the window's `TouchpadRouter` hands
    /// those over the surface to this input, and the row under the pointer decides (in the
    /// engine) whether each scroll swipes it or is the list's, until the scroll stops or pauses.
    private func installTouchpad() {
        controllers.append(
            Gestures.hover(on: surface) { [unowned self] point, source in
                self.pointer = point
                self.hover(point, source: source)
            })
        let register = { [unowned self] in
            guard let root = gtk_widget_get_root(self.surface) else { return }
            let widget = UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWidget.self)
            TouchpadRouter.of(widget).add(self)
            self.router = widget
        }
        // An input made for a realized surface (a row's, as the row is realized) registers now.
        if gtk_widget_get_realized(surface) != 0 { register() }
        handlers.append(Signal.connect(surface, "realize") { register() })
        handlers.append(Signal.connect(surface, "unrealize") { [unowned self] in self.unregister() })
    }

    /// The pointer moved to `point` over the surface (nil: it left), moved by a `source` device:
    /// the row under a mouse or touchpad pointer is hovered, and the row it left is not. A finger
    /// (its emulated pointer) and a crossing GTK made up (no device: a touch on Wayland makes
    /// them) hover nothing and leave the hovered row as it is.
    private func hover(_ point: (x: Double, y: Double)?, source: GdkInputSource?) {
        let row: SwipeRow?
        if let point {
            guard let source, source != GDK_SOURCE_TOUCHSCREEN else { return }
            row = hit(point.x, point.y)?.row
        } else {
            row = nil
        }
        if row !== hovered { hovered?.setHovered(false) }
        hovered = row
        // Again at each motion: a row unmapped meanwhile (recycled, moved) forgot its pointer.
        row?.setHovered(true)
    }

    /// Leaves the window's touchpad router (the surface unrealized, or the input detached).
    private func unregister() {
        touchpadScrollEnded()
        if let root = router { TouchpadRouter.of(root).remove(self) }
        router = nil
    }

    /// A touchpad scroll of (`dx`, `dy`) points (right and down positive), stamped `timestamp`,
    /// for the row its scroll began over while that scroll goes on (no pause of
    /// `SwipeInput.touchpadIdleEnd`, by the time, since a row scrolled away draws no frames to end
    /// it), else the row under the pointer: whether that row's engine has decided it a swipe
    /// (keep the event), nil when the pointer is over no row here.
    func touchpadScroll(dx: Double, dy: Double, timestamp: UInt32) -> Bool? {
        let row: SwipeRow
        if let current = touchpad, current.sceneBox?.scene.touchpadScrollContinues(at: time(timestamp, current)) == true {
            row = current  // a scroll stays with its row, as the list moves under the pointer
        } else {
            guard let pointer, let hit = hit(pointer.x, pointer.y) else { return nil }
            row = hit.row
        }
        touchpadScroll(row, dx: dx, dy: dy, time: time(timestamp, row))
        return row.isTouchpadSwiping
    }

    /// A touchpad scroll of (`dx`, `dy`) points over `row` (right and down positive), at `time`
    /// on the row's clock (now when nil). A pause ends it in the engine (X11 never says a
    /// touchpad scroll stopped); a stop event ends it sooner.
    func touchpadScroll(_ row: SwipeRow, dx: Double, dy: Double = 0, time: Double? = nil) {
        let t = time ?? row.clock.now()
        if let old = touchpad, old !== row { old.receive(.scrollStop, time: t) }
        touchpad = row
        row.receive(.scroll(dx: dx, dy: dy), time: t)
    }

    /// The touchpad scroll under way ends, at the stop event stamped `timestamp` (0: now).
    func touchpadScrollEnded(timestamp: UInt32 = 0) {
        guard let row = touchpad else { return }
        touchpad = nil
        if row.sceneBox?.scene.touchpadDecision != nil { row.receive(.scrollStop, time: time(timestamp, row)) }
    }
}
