// A to-do list of 1,000 tasks (or the number given): each is a completion row. Swipe a task
// forward, or press Return on it, and it leaves the list. Prints "completed <task>" for each.
import SwipeWidgets

let count = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 1000
let tasks = gtk_string_list_new(nil)!
for i in 1...max(count, 1) { gtk_string_list_append(tasks, "Task \(i)") }

@MainActor func activate(_ app: UnsafeMutablePointer<GtkApplication>) {
    let list = SwipeListView(
        model: tasks,
        makeRow: {
            let label = gtk_label_new(nil)!
            gtk_label_set_xalign(OpaquePointer(label), 0)
            gtk_widget_set_margin_start(label, 16)
            gtk_widget_set_size_request(label, -1, 56)
            return CompletionSwipeRow(child: label)
        },
        bind: { row, item, _ in gtk_label_set_text(OpaquePointer(row.child), gtk_string_object_get_string(item)) })
    list.onRowEvent = { event, position, _ in
        guard event == .completed else { return }
        print("completed \(String(cString: gtk_string_list_get_string(tasks, guint(position))))")
        fflush(nil)
        gtk_string_list_remove(tasks, guint(position))
    }
    let window = UnsafeMutablePointer<GtkWindow>(OpaquePointer(gtk_application_window_new(app)))
    gtk_window_set_title(window, "Tasks")
    gtk_window_set_default_size(window, 480, 640)
    gtk_window_set_child(window, list.widget)
    gtk_window_present(window)
}

let app = gtk_application_new("io.github.swipeblocks.TodoApp", G_APPLICATION_NON_UNIQUE)!
let onActivate: @convention(c) (UnsafeMutablePointer<GtkApplication>?, gpointer?) -> Void = { app, _ in
    MainActor.assumeIsolated { activate(app!) }
}
g_signal_connect_data(app, "activate", unsafeBitCast(onActivate, to: GCallback.self), nil, nil, GConnectFlags(rawValue: 0))
exit(g_application_run(UnsafeMutablePointer<GApplication>(OpaquePointer(app)), 0, nil))
