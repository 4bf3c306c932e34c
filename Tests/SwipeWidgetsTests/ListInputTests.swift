import CGtk
import GtkBridge
@testable import SwipeWidgets
import XCTest

/// The rows of a `GtkListBox` share one input, the list's: a list of 50 rows carries one drag
/// gesture, not 50; a row moved to another list drags through that list's input, and a row taken
/// out of any list drags through an input of its own again.
final class ListInputTests: WidgetTestCase {
    /// The drag gestures on `widget`.
    @MainActor
    static func drags(on widget: UnsafeMutablePointer<GtkWidget>) -> [OpaquePointer] {
        let controllers = gtk_widget_observe_controllers(widget)!
        defer { g_object_unref(controllers.raw) }
        return (0..<g_list_model_get_n_items(controllers)).compactMap { i in
            let item = g_list_model_get_item(controllers, i)!
            g_object_unref(item)
            return g_type_check_instance_is_a(item.assumingMemoryBound(to: GTypeInstance.self), gtk_gesture_drag_get_type()) != 0
                ? OpaquePointer(item) : nil
        }
    }

    /// Emits the drag gesture's `signal` with a point, as GTK does for a pointer's drag.
    @MainActor
    static func emit(_ gesture: OpaquePointer, _ signal: String, _ x: Double, _ y: Double) {
        let type = gtk_gesture_drag_get_type()
        var values = [GValue](repeating: GValue(), count: 3)
        values.withUnsafeMutableBufferPointer { v in
            g_value_init(&v[0], type)
            g_value_set_object(&v[0], UnsafeMutableRawPointer(gesture))
            for (i, number) in [(1, x), (2, y)] {
                g_value_init(&v[i], GType(15 << 2))  // G_TYPE_DOUBLE
                g_value_set_double(&v[i], number)
            }
            g_signal_emitv(v.baseAddress, g_signal_lookup(signal, type), 0, nil)
            for i in v.indices { g_value_unset(&v[i]) }
        }
    }

    /// Drags `row` 200 points toward the leading side through the drag gesture on `surface` (the
    /// list's, or the row's own), in 16 ms steps on `clock`.
    @MainActor
    static func dragThrough(_ surface: UnsafeMutablePointer<GtkWidget>, _ row: SwipeRow, clock: ManualClock) throws {
        let gesture = try XCTUnwrap(drags(on: surface).last, "a drag gesture on the surface")
        var x = 0.0, y = 0.0
        XCTAssertNotEqual(gtk_widget_translate_coordinates(row.widget, surface, 500, 30, &x, &y), 0)
        emit(gesture, "drag-begin", x, y)
        for step in 1...10 {
            clock.time += 0.016
            emit(gesture, "drag-update", -20 * Double(step), 0)
        }
        emit(gesture, "drag-end", -200, 0)
        clock.time += 1
    }

    func testTheRowsOfAListBoxShareTheListsInputWhereverTheyGo() throws {
        try MainActor.assumeIsolated {
            let clock = ManualClock()
            let first = gtk_list_box_new()!, second = gtk_list_box_new()!, alone = Make.box(GTK_ORIENTATION_VERTICAL)
            let rows = (0..<50).map { Self.listBoxRow("Mail \($0 + 1)", clock: clock) }
            for row in rows { gtk_list_box_append(first.opaque, row.widget) }
            let scrolled = gtk_scrolled_window_new()!
            gtk_scrolled_window_set_child(scrolled.opaque, first)
            gtk_widget_set_vexpand(scrolled, .yes)
            let box = Make.box(GTK_ORIENTATION_VERTICAL)
            Make.append(box, scrolled, second, alone)
            let window = Self.present(box, height: 600)
            defer { gtk_window_destroy(window.cast()) }

            XCTAssertEqual(Self.drags(on: first).count, 1, "one drag gesture on the list")
            XCTAssertTrue(rows.allSatisfy { Self.drags(on: $0.widget).isEmpty && $0.ownInput == nil }, "none on its 50 rows")
            try Self.dragThrough(first, rows[1], clock: clock)
            XCTAssertTrue(Self.spin(until: { rows[1].isOpen && !rows[1].isMoving }), "a row drags open through the list's input")
            XCTAssertEqual(rows[1].openEdge, .trailing)

            // Into another list: that list's input drags it, the first one's no longer reaches it.
            let moved = rows[0]
            g_object_ref(moved.widget)
            gtk_list_box_remove(first.opaque, moved.widget)
            gtk_list_box_append(second.opaque, moved.widget)
            Self.spin(0.1)
            XCTAssertEqual(Self.drags(on: second).count, 1)
            XCTAssertTrue(Self.drags(on: moved.widget).isEmpty)
            try Self.dragThrough(second, moved, clock: clock)
            XCTAssertTrue(Self.spin(until: { moved.isOpen && !moved.isMoving }), "a row moved to another list drags there")
            moved.close()
            clock.time += 1
            XCTAssertTrue(Self.spin(until: { !moved.isOpen && !moved.isMoving }))

            // Out of any list: an input of its own again, on the row.
            gtk_list_box_remove(second.opaque, moved.widget)
            Make.append(alone, moved.widget)
            Self.spin(0.1)
            XCTAssertNotNil(moved.ownInput)
            XCTAssertEqual(Self.drags(on: moved.widget).count, 1, "a row on its own has its own drag gesture")
            try Self.dragThrough(moved.widget, moved, clock: clock)
            XCTAssertTrue(Self.spin(until: { moved.isOpen && !moved.isMoving }), "a row taken out of any list drags on its own")

            // And back into a list: it lets go of its own input.
            gtk_box_remove(alone.cast(), moved.widget)
            gtk_list_box_append(first.opaque, moved.widget)
            g_object_unref(moved.widget)
            Self.spin(0.1)
            XCTAssertNil(moved.ownInput)
            XCTAssertTrue(Self.drags(on: moved.widget).isEmpty, "back in a list, the row lets go of its own input")
        }
    }
}

extension WidgetTestCase {
    /// A row as the GObject library's are: its widget a `GtkListBoxRow`, not activatable unless
    /// asked, around a label 60 points high; on `clock`.
    @MainActor
    static func listBoxRow(_ title: String, clock: ManualClock) -> SwipeRow {
        let label = Make.label(title)
        gtk_widget_set_size_request(label, -1, 60)
        let widget = gtk_list_box_row_new()!
        gtk_list_box_row_set_activatable(widget.cast(), .no)
        let row = SwipeRow(child: label, configuration: .actionRow(.mail), widget: widget)
        row.clock = clock.clock
        return row
    }
}
