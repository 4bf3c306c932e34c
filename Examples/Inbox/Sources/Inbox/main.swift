// A mail inbox of 200 messages (or the number given), each a card row: swipe right for
// Unread, left for Archive and Delete; a full swipe runs the edge's first action. The list's
// swipe group keeps one message open; "Close" in the header closes it from code. Prints
// "<action> <subject>" for each action.
import SwipeWidgets

let count = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 200
let messages = gtk_string_list_new(nil)!
for i in 1...max(count, 1) { gtk_string_list_append(messages, "Message \(i)") }
/// The subjects of the unread messages.
var unread: Set<String> = []

var options = CardListConfiguration()
options.leading = [SwipeActionSpec(id: "unread", title: "Unread", icon: "mail-unread-symbolic", tint: .blue)]
options.trailing = [
    SwipeActionSpec(id: "delete", title: "Delete", icon: "user-trash-symbolic", tint: .red, role: .destructive),
    SwipeActionSpec(id: "archive", title: "Archive", icon: "package-x-generic-symbolic", tint: .indigo),
]
let cardOptions = options

@MainActor func show(_ subject: String, in row: SwipeRow) {
    gtk_label_set_text(OpaquePointer(row.child), subject)
    if unread.contains(subject) {
        gtk_widget_add_css_class(row.child, "heading")
    } else {
        gtk_widget_remove_css_class(row.child, "heading")
    }
}

@MainActor func activate(_ app: UnsafeMutablePointer<GtkApplication>) {
    let list = SwipeListView(
        model: messages,
        makeRow: {
            let label = gtk_label_new(nil)!
            gtk_label_set_xalign(OpaquePointer(label), 0)
            gtk_widget_set_margin_start(label, 16)
            gtk_widget_set_size_request(label, -1, 64)
            return SwipeCardRow(child: label, configuration: cardOptions)
        },
        bind: { row, item, _ in show(String(cString: gtk_string_object_get_string(item)), in: row) })
    list.onRowEvent = { event, position, row in
        guard case let .action(id) = event else { return }
        let subject = String(cString: gtk_string_list_get_string(messages, guint(position)))
        print("\(id) \(subject)")
        fflush(nil)
        switch id {
        case "unread":
            if unread.remove(subject) == nil { unread.insert(subject) }
            show(subject, in: row)
            row.announce(unread.contains(subject) ? "Marked as unread" : "Marked as read")
        default:
            gtk_string_list_remove(messages, guint(position))
        }
    }

    let header = gtk_header_bar_new()!
    let close = gtk_button_new_with_label("Close")!
    gtk_header_bar_pack_end(OpaquePointer(header), close)
    let onClose: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, list in
        MainActor.assumeIsolated { Unmanaged<SwipeListView>.fromOpaque(list!).takeUnretainedValue().close() }
    }
    g_signal_connect_data(
        close, "clicked", unsafeBitCast(onClose, to: GCallback.self),
        Unmanaged.passUnretained(list).toOpaque(), nil, GConnectFlags(rawValue: 0))

    let window = UnsafeMutablePointer<GtkWindow>(OpaquePointer(gtk_application_window_new(app)))
    gtk_window_set_title(window, "Inbox")
    gtk_window_set_titlebar(window, header)
    gtk_window_set_default_size(window, 480, 640)
    gtk_window_set_child(window, list.widget)
    gtk_window_present(window)
}

let app = gtk_application_new("io.github.swipeblocks.Inbox", G_APPLICATION_NON_UNIQUE)!
let onActivate: @convention(c) (UnsafeMutablePointer<GtkApplication>?, gpointer?) -> Void = { app, _ in
    MainActor.assumeIsolated { activate(app!) }
}
g_signal_connect_data(app, "activate", unsafeBitCast(onActivate, to: GCallback.self), nil, nil, GConnectFlags(rawValue: 0))
exit(g_application_run(UnsafeMutablePointer<GApplication>(OpaquePointer(app)), 0, nil))
