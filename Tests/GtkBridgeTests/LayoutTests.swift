import CGtk
import GtkBridge
import Foundation
import XCTest

final class LayoutTests: GtkTestCase {
    /// A custom layout moves a child by a transform: its bounds shift, its size does not.
    func testCustomLayoutPlacesTheChildByATranslation() {
        MainActor.assumeIsolated {
            let window = gtk_window_new()!
            let parent = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
            let child = gtk_label_new("content")!
            gtk_box_append(parent.cast(), child)
            let offset = Box(0.0)
            var allocations = 0
            CustomLayout.install(
                on: parent,
                LayoutDelegate(
                    measure: { orientation, _ in orientation == GTK_ORIENTATION_HORIZONTAL ? (200, 200) : (40, 40) },
                    allocate: { width, height, _ in
                        allocations += 1
                        CustomLayout.place(child, x: offset.value, y: 0, width: width, height: height)
                    }))
            gtk_window_set_child(window.cast(), parent)
            gtk_window_present(window.cast())
            for _ in 0..<20 { MainLoop.drain(); usleep(5000) }
            offset.value = 37
            gtk_widget_queue_allocate(parent)
            for _ in 0..<20 { MainLoop.drain(); usleep(5000) }
            var bounds = graphene_rect_t()
            XCTAssertNotEqual(gtk_widget_compute_bounds(child, parent, &bounds), 0)
            XCTAssertEqual(Double(bounds.origin.x), 37, accuracy: 0.5)
            XCTAssertEqual(Double(bounds.size.width), Double(gtk_widget_get_width(parent)), accuracy: 0.5)
            XCTAssertGreaterThan(allocations, 1)
            gtk_window_destroy(window.cast())
        }
    }

    func testTickCallbackRunsOnTheFrameClockAndStops() {
        MainActor.assumeIsolated {
            let window = gtk_window_new()!
            gtk_window_set_default_size(window.cast(), 100, 100)
            gtk_window_present(window.cast())
            let before = BoxCounter.count
            var times: [Double] = []
            FrameClock.addTick(window) { time in
                times.append(time)
                return times.count < 3
            }
            let deadline = Date().addingTimeInterval(5)
            while times.count < 3, Date() < deadline { MainLoop.drain(); usleep(2000) }
            XCTAssertEqual(times.count, 3)
            XCTAssertEqual(times, times.sorted())
            MainLoop.drain()
            XCTAssertEqual(BoxCounter.count, before, "a finished tick callback must release its closure")
            gtk_window_destroy(window.cast())
        }
    }
}

/// A mutable value the layout closure reads.
private final class Box<T> {
    var value: T
    init(_ value: T) { self.value = value }
}
