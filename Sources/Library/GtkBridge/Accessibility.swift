import CGtk

/// Accessible names and descriptions, as screen readers read them over AT-SPI.
@MainActor
public enum Accessibility {
    /// Sets the accessible name (GTK_ACCESSIBLE_PROPERTY_LABEL).
    public static func setLabel(_ widget: some GObjectRef, _ text: String) {
        setString(widget, GTK_ACCESSIBLE_PROPERTY_LABEL, text)
    }

    /// Sets the accessible description (GTK_ACCESSIBLE_PROPERTY_DESCRIPTION).
    public static func setDescription(_ widget: some GObjectRef, _ text: String) {
        setString(widget, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text)
    }

    /// A new widget of `type` with the accessible `role` (fixed at construction), floating like
    /// the `gtk_…_new()` functions: the parent it is added to takes it.
    public static func widget(_ type: GType, role: GtkAccessibleRole) -> UnsafeMutablePointer<GtkWidget> {
        var value = GValue()
        g_value_init(&value, gtk_accessible_role_get_type())
        g_value_set_enum(&value, Int32(role.rawValue))
        let object = "accessible-role".withCString { name in
            var names: [UnsafePointer<CChar>?] = [name]
            return withUnsafeMutablePointer(to: &value) { v in g_object_new_with_properties(type, 1, &names, v) }
        }
        g_value_unset(&value)
        return UnsafeMutablePointer<GtkWidget>(OpaquePointer(object!))
    }

    /// Names `widget` by the text of `labels`, in order (GTK_ACCESSIBLE_RELATION_LABELLED_BY):
    /// a row is read as its title and subtitle.
    public static func setLabelledBy(_ widget: some GObjectRef, _ labels: [UnsafeMutablePointer<GtkWidget>]) {
        var list: UnsafeMutablePointer<GList>?
        for label in labels.reversed() { list = g_list_prepend(list, label.raw) }
        var value = GValue()
        gtk_accessible_relation_init_value(GTK_ACCESSIBLE_RELATION_LABELLED_BY, &value)
        g_value_set_pointer(&value, list)
        var relations = [GTK_ACCESSIBLE_RELATION_LABELLED_BY]
        withUnsafeMutablePointer(to: &value) { v in
            gtk_accessible_update_relation_value(widget.opaque, 1, &relations, v)
        }
        // The accessible value keeps the list (it frees it when replaced): no g_list_free here.
        g_value_unset(&value)
    }

    /// Drops the labels `widget` is named by (GTK_ACCESSIBLE_RELATION_LABELLED_BY), so its name
    /// is its label alone: GTK 4.8 reads both, one after the other ("Undo Undo").
    public static func clearLabelledBy(_ widget: some GObjectRef) {
        gtk_accessible_reset_relation(widget.opaque, GTK_ACCESSIBLE_RELATION_LABELLED_BY)
    }

    /// How long an announcement waits for the focus its cause moved to settle and to be read
    /// first, in milliseconds.
    public static let announcementDelay: UInt32 = 400
    /// How long an announcement stays the focused widget's description, in milliseconds.
    public static let announcementLifetime: UInt32 = 3000
    /// The latest announcement's number and the widget it went to.
    private static var latestAnnouncement: (number: Int, target: UnsafeMutableRawPointer?) = (0, nil)

    /// Tells a screen reader `text` through whatever has keyboard focus in `widget`'s window.
    /// GTK 4.8 has no announcements (`gtk_accessible_announce` is GTK 4.14); Orca 43 speaks a
    /// description change of the focused object, so `text` becomes the focused widget's
    /// description for a while, then its tooltip (or nothing) again. A newer announcement
    /// replaces an older one.
    public static func announce(_ text: String, in widget: some GObjectRef) {
        latestAnnouncement.number += 1
        let current = latestAnnouncement.number
        guard let anchor = g_object_ref(widget.raw) else { return }
        MainLoop.after(milliseconds: announcementDelay) {
            defer { g_object_unref(anchor) }
            guard current == latestAnnouncement.number, let root = gtk_widget_get_root(anchor.widget),
                let focus = gtk_root_get_focus(root), let held = g_object_ref(focus.raw)
            else { return }
            latestAnnouncement.target = held
            setDescription(focus, text)
            MainLoop.after(milliseconds: announcementLifetime) {
                defer { g_object_unref(held) }
                // Not when a newer announcement is on the widget now, nor out of its window.
                guard current == latestAnnouncement.number || latestAnnouncement.target != held,
                    gtk_widget_get_root(held.widget) != nil
                else { return }
                setDescription(held, gtk_widget_get_tooltip_text(held.widget).map { String(cString: $0) } ?? "")
            }
        }
    }

    /// Keeps `widget` out of the accessibility tree while `hidden` (GTK_ACCESSIBLE_STATE_HIDDEN),
    /// as a button that is not on screen should be.
    public static func setHidden(_ widget: some GObjectRef, _ hidden: Bool) {
        var value = GValue()
        gtk_accessible_state_init_value(GTK_ACCESSIBLE_STATE_HIDDEN, &value)
        g_value_set_boolean(&value, gbool(hidden))
        var states = [GTK_ACCESSIBLE_STATE_HIDDEN]
        withUnsafeMutablePointer(to: &value) { v in gtk_accessible_update_state_value(widget.opaque, 1, &states, v) }
        g_value_unset(&value)
    }

    /// Says `widget` is selected (GTK_ACCESSIBLE_STATE_SELECTED).
    public static func setSelected(_ widget: some GObjectRef) {
        var value = GValue()
        gtk_accessible_state_init_value(GTK_ACCESSIBLE_STATE_SELECTED, &value)
        g_value_set_int(&value, 1)  // a boolean that can be undefined: GTK holds it in an int
        var states = [GTK_ACCESSIBLE_STATE_SELECTED]
        withUnsafeMutablePointer(to: &value) { v in gtk_accessible_update_state_value(widget.opaque, 1, &states, v) }
        g_value_unset(&value)
    }

    /// Forgets any selected state of `widget`: it says nothing of selection.
    public static func resetSelected(_ widget: some GObjectRef) {
        gtk_accessible_reset_state(widget.opaque, GTK_ACCESSIBLE_STATE_SELECTED)
    }

    /// Names each choice in the lists that `owner`'s popovers show (a drop-down's, a combo
    /// row's) by the text it shows, and the list itself `list`, each time one opens: GTK 4.8
    /// leaves those items nameless, so a screen reader moving through the choices heard "list
    /// item" and nothing of the choice, and the list by its class ("GtkListView").
    public static func nameChoices(in owner: some GObjectRef, list: String) {
        walk(owner.widget) { widget in
            guard widget.isA(gtk_popover_get_type()) else { return }
            Signal.connect(widget, "map") {
                walk(widget) { item in
                    if item.isA(gtk_list_view_get_type()) { setLabel(item, list) }
                    guard item.typeName == "GtkListItemWidget", let text = firstLabelText(in: item) else { return }
                    setLabel(item, text)
                }
            }
        }
    }

    private static func firstLabelText(in root: UnsafeMutablePointer<GtkWidget>) -> String? {
        var found: String?
        walk(root) { widget in
            guard found == nil, widget.isA(gtk_label_get_type()), let text = gtk_label_get_text(widget.opaque) else { return }
            let string = String(cString: text)
            if !string.isEmpty { found = string }
        }
        return found
    }

    /// Titles the pages of every stack under `root` that have none (an untitled page is read as
    /// "GtkStackPage", as in a popover menu).
    public static func titleStackPages(in root: some GObjectRef, _ title: String) {
        walk(root.widget) { widget in
            guard let parent = gtk_widget_get_parent(widget),
                parent.isA(gtk_stack_get_type()),
                let page = gtk_stack_get_page(parent.opaque, widget), gtk_stack_page_get_title(page) == nil
            else { return }
            gtk_stack_page_set_title(page, title)
        }
    }

    private static func walk(_ widget: UnsafeMutablePointer<GtkWidget>, _ visit: (UnsafeMutablePointer<GtkWidget>) -> Void) {
        visit(widget)
        var child = gtk_widget_get_first_child(widget)
        while let c = child {
            walk(c, visit)
            child = gtk_widget_get_next_sibling(c)
        }
    }

    /// Sets the checked state (GTK_ACCESSIBLE_STATE_CHECKED) that check boxes report.
    public static func setChecked(_ widget: some GObjectRef, _ checked: Bool) {
        // GTK 4.8 reads a tristate back as an int, though its init function gives the GValue the
        // enum type (a critical): hand it an int.
        var value = GValue()
        g_value_init(&value, GType(6 << G_TYPE_FUNDAMENTAL_SHIFT))  // G_TYPE_INT
        g_value_set_int(&value, Int32((checked ? GTK_ACCESSIBLE_TRISTATE_TRUE : GTK_ACCESSIBLE_TRISTATE_FALSE).rawValue))
        var states = [GTK_ACCESSIBLE_STATE_CHECKED]
        withUnsafeMutablePointer(to: &value) { v in gtk_accessible_update_state_value(widget.opaque, 1, &states, v) }
        g_value_unset(&value)
    }

    private static func setString(_ widget: some GObjectRef, _ property: GtkAccessibleProperty, _ text: String) {
        var value = GValue()
        g_value_init(&value, GType(16 << G_TYPE_FUNDAMENTAL_SHIFT))  // G_TYPE_STRING
        g_value_set_string(&value, text)
        var properties = [property]
        withUnsafeMutablePointer(to: &value) { v in
            gtk_accessible_update_property_value(widget.opaque, 1, &properties, v)
        }
        g_value_unset(&value)
    }
}
