import CGtk
import GtkBridge
import XCTest

final class SignalLifetimeTests: GtkTestCase {
    func testClosureBoxIsReleasedWhenTheWidgetDies() {
        MainActor.assumeIsolated {
            let before = BoxCounter.count
            let button = gtk_button_new()!
            g_object_ref_sink(button.raw)
            Signal.connect(button, "clicked") {}
            Signal.connectClick(gtk_gesture_click_new()!, "pressed") { _, _, _ in }  // a controller never added: freed below
            XCTAssertGreaterThanOrEqual(BoxCounter.count, before + 1)
            g_object_unref(button.raw)
            MainLoop.drain()
            XCTAssertLessThanOrEqual(BoxCounter.count, before + 1, "the button's closure box outlived it")
        }
    }

    func testOneHandlerForSeveralSignalsHearsWhichRanAndGoesWithTheWidget() {
        MainActor.assumeIsolated {
            let before = BoxCounter.count
            let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            g_object_ref_sink(box.raw)
            var heard: [Int] = []
            Signal.connect(box, ["show", "hide", "destroy"]) { heard.append($0) }
            XCTAssertEqual(BoxCounter.count, before + 1, "one closure box for the three signals")
            gtk_widget_set_visible(box, .no)
            gtk_widget_set_visible(box, .yes)
            g_object_unref(box.raw)
            XCTAssertEqual(heard, [1, 0, 2], "hide, show, destroy: each by its index")
            XCTAssertEqual(BoxCounter.count, before, "the box goes with the widget")
        }
    }

    func testSignalRunsTheSwiftClosure() {
        MainActor.assumeIsolated {
            let check = gtk_check_button_new()!
            g_object_ref_sink(check.raw)
            var toggles = 0
            Signal.connect(check, "toggled") { toggles += 1 }
            gtk_check_button_set_active(check.cast(), .yes)
            XCTAssertEqual(toggles, 1)
            g_object_unref(check.raw)
        }
    }

    func testDisconnectReleasesTheBox() {
        MainActor.assumeIsolated {
            let button = gtk_button_new()!
            g_object_ref_sink(button.raw)
            let before = BoxCounter.count
            let id = Signal.connect(button, "clicked") {}
            XCTAssertEqual(BoxCounter.count, before + 1)
            Signal.disconnect(button, id)
            XCTAssertEqual(BoxCounter.count, before)
            g_object_unref(button.raw)
        }
    }

    func testIdleRunsOnceAndReleasesItsBox() {
        MainActor.assumeIsolated {
            let before = BoxCounter.count
            var runs = 0
            MainLoop.idle { runs += 1 }
            MainLoop.drain()
            XCTAssertEqual(runs, 1)
            XCTAssertEqual(BoxCounter.count, before)
        }
    }
}
