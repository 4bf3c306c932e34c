import CGtk

/// Keyboard focus between the parts of a window.
@MainActor
public enum Focus {
    /// Makes `widget` (a list whose rows Tab would walk one by one) a single Tab stop: Tab and
    /// Shift+Tab from inside it go on to the window's next or previous part; the arrow keys still
    /// move along its rows. Needed for GtkListBox in browse mode, where focus moving to a row
    /// also selects it, so Tab through a sidebar would open every page on the way.
    public static func tabLeaves(_ widget: some GObjectRef) {
        let target = widget.widget
        Keys.onPress(target, phase: GTK_PHASE_CAPTURE) { key in
            guard let direction = tabDirection(key), let root = gtk_widget_get_root(target) else { return false }
            // With the list unable to take focus, the window's own focus walk passes it by.
            gtk_widget_set_can_focus(target, .no)
            defer { gtk_widget_set_can_focus(target, .yes) }
            let window = UnsafeMutablePointer<GtkWidget>(root)
            if gtk_widget_child_focus(window, direction) == 0 {
                // Past the window's last part: wrap around, as Tab does everywhere else.
                gtk_root_set_focus(root, nil)
                _ = gtk_widget_child_focus(window, direction)
            }
            return true
        }
    }

    /// Tab forward, Shift+Tab backward; nil for any other key.
    static func tabDirection(_ key: KeyPress) -> GtkDirectionType? {
        switch Int32(key.keyval) {
        case GDK_KEY_Tab, GDK_KEY_KP_Tab:
            if key.modifiers == 0 { return GTK_DIR_TAB_FORWARD }
            return key.modifiers == KeyPress.shift ? GTK_DIR_TAB_BACKWARD : nil
        case GDK_KEY_ISO_Left_Tab:
            return key.modifiers & ~KeyPress.shift == 0 ? GTK_DIR_TAB_BACKWARD : nil
        default:
            return nil
        }
    }
}
