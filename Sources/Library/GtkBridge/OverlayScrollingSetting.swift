import CGtk

/// Keeps a freed `GtkScrolledWindow` from crashing the app when "Always Show Scroll Bars" changes.
///
/// GTK 4.8's scrolled window, when realized, connects to its `GtkSettings`'
/// `notify::gtk-overlay-scrolling`, and when unrealized disconnects another function: the handler
/// stays after the widget is freed. GNOME's "Always Show Scroll Bars" (Settings, Accessibility) is
/// that setting, which GTK takes from XSETTINGS on X11 and from GNOME's settings on Wayland;
/// changing it while the app runs then calls into the freed widget, and the app crashes. This removes the handler as each
/// scrolled window unrealizes (a GTK that does so itself leaves none to remove).
@MainActor
public enum OverlayScrollingSetting {
    /// For every scrolled window of the process from now on, GTK's own included (a drop-down's
    /// list, a popover's): the app's choice, made once after GTK starts.
    public static func guardEveryScrolledWindow() {
        _ = hooked
    }

    /// For `scroller` alone: what a library does for its own scrolled windows, leaving the app's
    /// widgets to the app.
    public static func guardScrolledWindow(_ scroller: UnsafeMutablePointer<GtkWidget>) {
        Signal.connect(scroller, "unrealize") { forget(scroller) }
    }

    /// True while `scroller` has a handler on its display's overlay-scrolling setting: while it
    /// is realized, and after that only if nothing removed it. The pointer is only compared.
    static func isWatchingTheSetting(_ scroller: UnsafeMutableRawPointer) -> Bool {
        guard let settings = gtk_settings_get_default(), let (signal, detail) = notify else { return false }
        return g_signal_handler_find(settings.raw, matching, signal, detail, nil, nil, scroller) != 0
    }

    private static let hooked: Void = {
        // A type's signals exist once its class does: before the first widget, only once asked for.
        let type = gtk_widget_get_type()
        g_type_class_unref(g_type_class_ref(type))
        let unrealize = g_signal_lookup("unrealize", type)
        g_signal_add_emission_hook(unrealize, 0, unrealizeHook, nil, nil)
    }()

    /// `notify::gtk-overlay-scrolling` on `GtkSettings`: its signal id and detail.
    private static let notify: (guint, GQuark)? = {
        var signal: guint = 0
        var detail: GQuark = 0
        guard g_signal_parse_name("notify::gtk-overlay-scrolling", gtk_settings_get_type(), &signal, &detail, 1) != 0 else {
            return nil
        }
        return (signal, detail)
    }()

    private static let matching = GSignalMatchType(
        rawValue: G_SIGNAL_MATCH_ID.rawValue | G_SIGNAL_MATCH_DETAIL.rawValue | G_SIGNAL_MATCH_DATA.rawValue)

    /// Disconnects what `scroller`'s realize connected to its settings.
    static func forget(_ scroller: UnsafeMutablePointer<GtkWidget>) {
        guard let settings = gtk_widget_get_settings(scroller), let (signal, detail) = notify else { return }
        g_signal_handlers_disconnect_matched(settings.raw, matching, signal, detail, nil, nil, scroller)
    }
}

/// GtkWidget::unrealize on any widget: a scrolled window forgets its settings.
private let unrealizeHook: GSignalEmissionHook = { _, count, values, _ in
    guard count > 0, let values, let instance = g_value_get_object(values) else { return 1 }
    nonisolated(unsafe) let widget = instance.assumingMemoryBound(to: GtkWidget.self)
    if widget.isA(gtk_scrolled_window_get_type()) {
        MainActor.assumeIsolated { OverlayScrollingSetting.forget(widget) }
    }
    return 1  // stays
}
