import CGtk
import Foundation
import GtkBridge
@testable import SwipeWidgets
import XCTest

/// Widget tests on the main thread with a display (skipped with a reason without one; `make
/// test` always provides one and treats a skip as a failure). Rows run on a manual clock.
class WidgetTestCase: XCTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        guard MainActor.assumeIsolated({ GtkStartup.initialize() }) else {
            throw XCTSkip("no display: run under Xvfb (make test starts one)")
        }
    }

    /// A window showing `widget` at a fixed size.
    @MainActor
    static func present(_ widget: UnsafeMutablePointer<GtkWidget>, width: Int32 = 600, height: Int32 = 400) -> UnsafeMutablePointer<
        GtkWidget
    > {
        let window = gtk_window_new()!
        gtk_window_set_default_size(window.cast(), width, height)
        gtk_window_set_child(window.cast(), widget)
        gtk_window_present(window.cast())
        spin(0.3)
        return window
    }

    /// A row of `kind` around a label, shown alone in a window, on `clock`.
    @MainActor
    static func presentRow(_ configuration: BlockConfiguration, clock: ManualClock, rtl: Bool = false)
        -> (row: SwipeRow, window: UnsafeMutablePointer<GtkWidget>)
    {
        let label = Make.label("Buy milk")
        gtk_widget_set_size_request(label, -1, 60)
        let row = SwipeRow.make(child: label, configuration: configuration)
        row.clock = clock.clock
        if rtl { gtk_widget_set_direction(row.widget, GTK_TEXT_DIR_RTL) }
        let box = Make.box(GTK_ORIENTATION_VERTICAL)
        Make.append(box, row.widget)
        return (row, present(box))
    }

    /// Runs the GTK main loop for `seconds` (frames, idles and timeouts run).
    @MainActor
    static func spin(_ seconds: Double) {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            MainLoop.drain()
            usleep(2000)
        }
    }

    /// Runs the main loop until `condition` holds or `timeout` passes.
    @MainActor
    static func spin(until condition: () -> Bool, timeout: Double = 5) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition(), Date() < deadline {
            MainLoop.drain()
            usleep(2000)
        }
        return condition()
    }

    /// Drags `row` from `x` by `dx` in `steps` moves of 16 ms on its clock, then lets go.
    @MainActor
    static func drag(_ row: SwipeRow, clock: ManualClock, from x: Double, by dx: Double, steps: Int = 10, release: Bool = true) {
        row.press(x: x, y: 30, time: clock.time)
        for step in 1...steps {
            clock.time += 0.016
            row.move(x: x + dx * Double(step) / Double(steps), y: 30, time: clock.time)
        }
        if release { row.release(x: x + dx, y: 30, time: clock.time) }
    }
}

/// A clock that moves only when a test moves it.
@MainActor
final class ManualClock {
    var time = 0.0
    var clock: SwipeClock { SwipeClock { [unowned self] in self.time } }
}

extension ActionRowConfiguration {
    /// Archive and Delete, as the action-row reference has them.
    static var mail: ActionRowConfiguration {
        ActionRowConfiguration(actions: [
            SwipeActionSpec(id: "archive", title: "Archive", icon: "package-x-generic-symbolic", tint: .blue),
            SwipeActionSpec(id: "delete", title: "Delete", icon: "user-trash-symbolic", tint: .red, role: .destructive),
        ])
    }
}
