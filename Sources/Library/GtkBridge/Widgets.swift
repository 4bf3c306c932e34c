import CGtk

/// Small constructors for the widgets the app builds most; each returns a floating widget.
@MainActor
public enum Make {
    /// A label, optionally with style classes, wrapping and alignment.
    public static func label(
        _ text: String, classes: [String] = [], wrap: Bool = false, xalign: Float = 0,
        selectable: Bool = false
    ) -> UnsafeMutablePointer<GtkWidget> {
        let label = gtk_label_new(text)!
        let l = label.opaque
        gtk_label_set_xalign(l, xalign)
        if wrap {
            gtk_label_set_wrap(l, .yes)
            gtk_label_set_wrap_mode(l, PANGO_WRAP_WORD_CHAR)
        }
        gtk_label_set_selectable(l, gbool(selectable))
        // Selectable by the pointer, but no Tab stop: GTK 4.8 keeps Tab and Shift+Tab inside a
        // selectable label (they move its selection), and one that cannot take focus still
        // claims the Tab (gtk_label_focus returns TRUE): with can-focus off, Tab passes it by.
        if selectable { gtk_widget_set_can_focus(label, .no) }
        for c in classes { gtk_widget_add_css_class(label, c) }
        return label
    }

    /// `text` with the characters Pango markup gives a meaning to escaped (`<`, `&`, …).
    public static func escapedMarkup(_ text: String) -> String {
        guard let escaped = g_markup_escape_text(text, -1) else { return "" }
        defer { g_free(escaped) }
        return String(cString: escaped)
    }

    /// A box laid out vertically or horizontally with `spacing`.
    public static func box(_ orientation: GtkOrientation, spacing: Int32 = 0, classes: [String] = []) -> UnsafeMutablePointer<GtkWidget> {
        let box = gtk_box_new(orientation, spacing)!
        for c in classes { gtk_widget_add_css_class(box, c) }
        return box
    }

    /// An icon toggle button named `name`, which screen readers hear with its state. GTK 4.8 has
    /// no toggle-button role (a toggle button reads as a push button, its state silent), so it is
    /// a check box to them, its checked state kept with the button's.
    public static func toggleButton(icon: String, name: String) -> UnsafeMutablePointer<GtkWidget> {
        let button = toggleButton(name: name)
        gtk_button_set_icon_name(button.cast(), icon)
        if let image = gtk_button_get_child(button.cast()) { Accessibility.setHidden(image, true) }
        return button
    }

    /// A toggle button that shows its name in words (heard as a check box, as the icon one).
    public static func toggleButton(text: String) -> UnsafeMutablePointer<GtkWidget> {
        let button = toggleButton(name: text)
        gtk_button_set_label(button.cast(), text)
        return button
    }

    private static func toggleButton(name: String) -> UnsafeMutablePointer<GtkWidget> {
        let button = Accessibility.widget(gtk_toggle_button_get_type(), role: GTK_ACCESSIBLE_ROLE_CHECKBOX)
        Accessibility.setLabel(button, name)
        Accessibility.setChecked(button, false)
        Signal.connect(button, "toggled") {
            Accessibility.setChecked(button, gtk_toggle_button_get_active(button.cast()) != 0)
        }
        return button
    }

    /// A button with a text label that runs `action` when clicked.
    /// With `wrap`, a label too long for the width there is breaks into centred lines instead
    /// of widening the window (a longer language's "Copy API table as Markdown" at 360 px).
    public static func button(
        _ text: String, classes: [String] = [], wrap: Bool = false, action: @escaping @MainActor () -> Void
    ) -> UnsafeMutablePointer<GtkWidget> {
        let button = gtk_button_new_with_label(text)!
        for c in classes { gtk_widget_add_css_class(button, c) }
        if wrap, let label = gtk_button_get_child(button.cast()), label.isA(gtk_label_get_type()) {
            gtk_label_set_wrap(label.opaque, .yes)
            gtk_label_set_wrap_mode(label.opaque, PANGO_WRAP_WORD_CHAR)
            gtk_label_set_justify(label.opaque, GTK_JUSTIFY_CENTER)
        }
        Signal.connect(button, "clicked", action)
        return button
    }

    /// An icon image of `pixelSize` (0 keeps the theme's size). It is decoration: screen readers
    /// skip it (an unlabelled image is otherwise read by its class name, "GtkImage"); the widget
    /// around it carries the words.
    public static func icon(_ name: String, pixelSize: Int32 = 0) -> UnsafeMutablePointer<GtkWidget> {
        let image = gtk_image_new_from_icon_name(name)!
        if pixelSize > 0 { gtk_image_set_pixel_size(image.opaque, pixelSize) }
        Accessibility.setHidden(image, true)
        return image
    }

    /// Appends children to a box.
    public static func append(_ box: some GObjectRef, _ children: UnsafeMutablePointer<GtkWidget>...) {
        for child in children { gtk_box_append(box.cast(), child) }
    }

    /// Sets margins on all four sides.
    public static func margins(_ widget: some GObjectRef, _ top: Int32, _ end: Int32? = nil, _ bottom: Int32? = nil, _ start: Int32? = nil)
    {
        gtk_widget_set_margin_top(widget.widget, top)
        gtk_widget_set_margin_end(widget.widget, end ?? top)
        gtk_widget_set_margin_bottom(widget.widget, bottom ?? top)
        gtk_widget_set_margin_start(widget.widget, start ?? end ?? top)
    }

    /// Adds `child` to a stack as page `name`, titled for screen readers (an untitled page is read
    /// as "GtkStackPage").
    public static func addPage(_ stack: some GObjectRef, _ child: UnsafeMutablePointer<GtkWidget>, name: String, title: String) {
        gtk_stack_add_titled(stack.opaque, child, name, title)
    }

    /// Sets the text direction of `widget` and of everything inside it (a widget takes the
    /// default direction, not its parent's).
    public static func setDirection(_ direction: GtkTextDirection, recursively widget: UnsafeMutablePointer<GtkWidget>) {
        gtk_widget_set_direction(widget, direction)
        var child = gtk_widget_get_first_child(widget)
        while let c = child {
            setDirection(direction, recursively: c)
            child = gtk_widget_get_next_sibling(c)
        }
    }

    /// Removes every child of a box.
    public static func removeAllChildren(of box: some GObjectRef) {
        while let child = gtk_widget_get_first_child(box.widget) {
            gtk_box_remove(box.cast(), child)
        }
    }
}

/// The default GDK clipboard of a widget's display.
@MainActor
public enum Clipboard {
    /// Puts plain text on the clipboard.
    public static func setText(_ text: String, from widget: some GObjectRef) {
        let clipboard = gtk_widget_get_clipboard(widget.widget)
        gdk_clipboard_set_text(clipboard, text)
    }
}

extension Make {
    /// A drop-down of `options` with `selected` chosen; `onChange` gets the new index. Screen
    /// readers hear it as `name` and the option shown ("Tint: Green"), not as its inner button.
    public static func dropDown(
        _ options: [String], selected: Int, name: String,
        onChange: @escaping @MainActor (Int) -> Void
    ) -> UnsafeMutablePointer<GtkWidget> {
        let dropDown = withCStrings(options) { gtk_drop_down_new_from_strings($0) }!
        gtk_drop_down_set_selected(dropDown.opaque, guint(max(selected, 0)))
        Accessibility.setLabel(dropDown, name)
        // GTK 4.8 focuses the drop-down's toggle button, which is otherwise read by its class name.
        let button = gtk_widget_get_first_child(dropDown)
        func describe() {
            let index = Int(gtk_drop_down_get_selected(dropDown.opaque))
            if let button { Accessibility.setLabel(button, options.indices.contains(index) ? "\(name): \(options[index])" : name) }
        }
        describe()
        Accessibility.nameChoices(in: dropDown, list: name)
        Signal.connectIgnoringArgument(dropDown, "notify::selected") {
            describe()
            onChange(Int(gtk_drop_down_get_selected(dropDown.opaque)))
        }
        return dropDown
    }

    /// A spin button over `range` in steps of `step`; `onChange` gets the new value.
    public static func spinButton(
        _ value: Double, range: ClosedRange<Double>, step: Double, digits: UInt32 = 0, name: String,
        onChange: @escaping @MainActor (Double) -> Void
    ) -> UnsafeMutablePointer<GtkWidget> {
        let spin = gtk_spin_button_new_with_range(range.lowerBound, range.upperBound, step)!
        gtk_spin_button_set_digits(spin.opaque, guint(digits))
        gtk_spin_button_set_value(spin.opaque, value)
        Accessibility.setLabel(spin, name)
        Signal.connect(spin, "value-changed") { onChange(gtk_spin_button_get_value(spin.opaque)) }
        return spin
    }
}
