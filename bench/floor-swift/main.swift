// floor-adw.c --with-text written in Swift and linked as SwipeBlocks is installed (the Swift
// runtime linked in): an AdwApplicationWindow with a header bar and one label, from an
// AdwApplication started as SwipeBlocks starts. What any Swift window with words pays before it
// builds anything of its own. scripts/bench.sh builds it with swiftc (see there) and reports it
// beside the goals, not as their floor.
import CFloorAdw

func cast<T>(_ pointer: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<T>? {
    pointer?.assumingMemoryBound(to: T.self)
}

let activate: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { app, _ in
    let window = UnsafeMutableRawPointer(adw_application_window_new(cast(app)))
    gtk_window_set_title(cast(window), "floor-swift-text")
    gtk_window_set_default_size(cast(window), 1100, 760)
    let box = UnsafeMutableRawPointer(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
    gtk_box_append(cast(box), adw_header_bar_new())
    gtk_box_append(cast(box), gtk_label_new("Completion Swipe Row"))
    adw_application_window_set_content(cast(window), cast(box))
    gtk_window_present(cast(window))
}

let app = UnsafeMutableRawPointer(adw_application_new("io.github.swipeblocks.FloorSwift", G_APPLICATION_NON_UNIQUE))
g_signal_connect_data(app, "activate", unsafeBitCast(activate, to: GCallback.self), nil, nil, GConnectFlags(0))
let status = g_application_run(cast(app), 0, nil)
g_object_unref(app)
exit(status)
