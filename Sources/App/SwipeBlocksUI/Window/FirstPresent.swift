import CGtk

/// Presents the new window once GTK has applied an icon-theme change its start may leave pending,
/// so that the window's first frame is the only one to draw its icons.
///
/// GTK 4.8 starts reading the icon theme on a worker thread as the application starts; the
/// application (its resource path's icons) and libadwaita (its own) then add folders to the
/// theme. When the thread has finished before they do, the theme is marked for reading again and
/// GTK announces the change from an idle (priority `GTK_PRIORITY_RESIZE - 2`). A window presented
/// before that idle runs draws its first frame, then every icon again in a second one: another
/// buffer the size of the box around its icons (2.7 MB here) and, that soon after the first
/// frame, another 32 MB shared-memory segment of cairo's, a third of the runs measured. An idle
/// of lower priority runs after GTK's when it is pending, at once otherwise (BENCHMARKS.md,
/// session 22).
@MainActor
enum FirstPresent {
    /// After GTK's icon-theme change (`GTK_PRIORITY_RESIZE - 2`), before its layout (`GTK_PRIORITY_RESIZE`).
    static let priority = G_PRIORITY_HIGH_IDLE + 9

    /// Presents `window` from an idle of `priority`.
    static func present(_ window: UnsafeMutablePointer<GtkWidget>) {
        g_object_ref(window)
        g_idle_add_full(priority, presentWindow, UnsafeMutableRawPointer(window), releaseWindow)
    }
}

private let presentWindow: @convention(c) (UnsafeMutableRawPointer?) -> gboolean = { window in
    gtk_window_present(window?.assumingMemoryBound(to: GtkWindow.self))
    return 0  // G_SOURCE_REMOVE
}

private let releaseWindow: @convention(c) (UnsafeMutableRawPointer?) -> Void = { window in
    g_object_unref(window)
}
