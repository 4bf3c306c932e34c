/// The program around a snippet, once per language: `@SNIPPET@` is the snippet, `@FUNCTION@`
/// the function it defines (the row around a child). Each shows the row's properties declared
/// by SwipeWidgets' types (Swift: its configuration's options, in kebab-case) as `name: value`
/// lines, by name: numbers as `%g` writes them, booleans
/// as `true`/`false`, enumerations and flags by their value names, colours as `rgb(…)`.
enum ProgramTemplates {
    static let python = #"""
        # A SwipeBlocks usage snippet, run as a program of its own: its row in a window.
        @SNIPPET@

        import sys  # noqa: E402

        from gi.repository import Gio, GObject, Gtk  # noqa: E402


        def described(spec, value):
            if GObject.type_is_a(spec.value_type, GObject.TYPE_ENUM):
                return GObject.enum_to_string(spec.value_type, int(value))
            if GObject.type_is_a(spec.value_type, GObject.TYPE_FLAGS):
                return GObject.flags_to_string(spec.value_type, int(value))
            if isinstance(value, bool):
                return "true" if value else "false"
            if isinstance(value, float):
                return f"{value:g}"
            return value.to_string() if hasattr(value, "to_string") else str(value)


        def properties(row):
            lines = []
            for spec in row.list_properties():
                if not spec.owner_type.name.startswith("Swipe") or GObject.type_is_a(spec.value_type, GObject.TYPE_OBJECT):
                    continue
                value = row.get_property(spec.name)
                if value is not None:
                    lines.append(f"{spec.name}: {described(spec, value)}")
            return "\n".join(sorted(lines))


        def activate(app):
            title = sys.argv[1]
            label = Gtk.Label(label=title, xalign=0, margin_start=12, margin_end=12, margin_top=18, margin_bottom=18)
            row = @FUNCTION@(label)
            rows = Gtk.ListBox(selection_mode=Gtk.SelectionMode.NONE, css_classes=["boxed-list"])
            rows.append(row)
            box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL, spacing=12, margin_start=18, margin_end=18, margin_top=18,
                          margin_bottom=18)
            box.append(rows)
            box.append(Gtk.Label(label=properties(row), xalign=0, selectable=True, css_classes=["monospace"]))
            Gtk.ApplicationWindow(application=app, title=title, default_width=480, default_height=360, child=box,
                                  titlebar=Gtk.HeaderBar()).present()


        app = Gtk.Application(application_id="io.github.swipeblocks.Snippet", flags=Gio.ApplicationFlags.NON_UNIQUE)
        app.connect("activate", activate)
        sys.exit(app.run(sys.argv[:1]))

        """#

    static let javascript = #"""
        // A SwipeBlocks usage snippet, run as a program of its own: its row in a window.
        @SNIPPET@
        import Gio from 'gi://Gio';
        import GObject from 'gi://GObject';
        import Gtk from 'gi://Gtk?version=4.0';
        import System from 'system';

        function described(spec, value) {
            if (GObject.type_is_a(spec.value_type, GObject.TYPE_ENUM))
                return GObject.enum_to_string(spec.value_type, value);
            if (GObject.type_is_a(spec.value_type, GObject.TYPE_FLAGS))
                return GObject.flags_to_string(spec.value_type, value);
            if (typeof value === 'number')
                return String(Number(value.toPrecision(6)));
            return typeof value?.to_string === 'function' ? value.to_string() : String(value);
        }

        function properties(row) {
            const lines = [];
            for (const spec of GObject.Object.list_properties.call(row.constructor)) {
                if (!GObject.type_name(spec.owner_type).startsWith('Swipe') || GObject.type_is_a(spec.value_type, GObject.TYPE_OBJECT))
                    continue;
                const value = row[spec.name.replace(/-(.)/g, (_, c) => c.toUpperCase())];
                if (value !== null && value !== undefined)
                    lines.push(`${spec.name}: ${described(spec, value)}`);
            }
            return lines.sort().join('\n');
        }

        const title = System.programArgs[0];
        const app = new Gtk.Application({application_id: 'io.github.swipeblocks.Snippet', flags: Gio.ApplicationFlags.NON_UNIQUE});
        app.connect('activate', () => {
            const label = new Gtk.Label({label: title, xalign: 0, margin_start: 12, margin_end: 12, margin_top: 18, margin_bottom: 18});
            const row = @FUNCTION@(label);
            const rows = new Gtk.ListBox({selection_mode: Gtk.SelectionMode.NONE, css_classes: ['boxed-list']});
            rows.append(row);
            const box = new Gtk.Box({orientation: Gtk.Orientation.VERTICAL, spacing: 12, margin_start: 18, margin_end: 18,
                margin_top: 18, margin_bottom: 18});
            box.append(rows);
            box.append(new Gtk.Label({label: properties(row), xalign: 0, selectable: true, css_classes: ['monospace']}));
            new Gtk.ApplicationWindow({application: app, title, default_width: 480, default_height: 360, child: box,
                titlebar: new Gtk.HeaderBar()}).present();
        });
        System.exit(app.run([System.programInvocationName]));

        """#

    static let c = #"""
        /* A SwipeBlocks usage snippet, run as a program of its own: its row in a window. */
        @SNIPPET@

        static char *
        described (const GValue *value)
        {
          GType type = G_VALUE_TYPE (value);

          if (G_TYPE_IS_ENUM (type))
            return g_enum_to_string (type, g_value_get_enum (value));
          if (G_TYPE_IS_FLAGS (type))
            return g_flags_to_string (type, g_value_get_flags (value));
          if (G_VALUE_HOLDS_BOOLEAN (value))
            return g_strdup (g_value_get_boolean (value) ? "true" : "false");
          if (G_VALUE_HOLDS_DOUBLE (value))
            return g_strdup_printf ("%g", g_value_get_double (value));
          if (G_VALUE_HOLDS_STRING (value))
            return g_value_dup_string (value);
          if (G_VALUE_HOLDS (value, GDK_TYPE_RGBA))
            return g_value_get_boxed (value) ? gdk_rgba_to_string (g_value_get_boxed (value)) : NULL;
          return g_strdup_value_contents (value);
        }

        static int
        by_name (gconstpointer a, gconstpointer b)
        {
          return g_strcmp0 (*(char * const *) a, *(char * const *) b);
        }

        static char *
        properties (GtkWidget *row)
        {
          guint n;
          GParamSpec **specs = g_object_class_list_properties (G_OBJECT_GET_CLASS (row), &n);
          GPtrArray *lines = g_ptr_array_new_with_free_func (g_free);
          char *text;

          for (guint i = 0; i < n; i++)
            {
              GValue value = G_VALUE_INIT;
              char *shown;

              if (!g_str_has_prefix (g_type_name (specs[i]->owner_type), "Swipe") ||
                  g_type_is_a (specs[i]->value_type, G_TYPE_OBJECT))
                continue;
              g_value_init (&value, specs[i]->value_type);
              g_object_get_property (G_OBJECT (row), specs[i]->name, &value);
              shown = described (&value);
              if (shown)
                g_ptr_array_add (lines, g_strdup_printf ("%s: %s", specs[i]->name, shown));
              g_free (shown);
              g_value_unset (&value);
            }
          g_ptr_array_sort (lines, by_name);
          g_ptr_array_add (lines, NULL);
          text = g_strjoinv ("\n", (char **) lines->pdata);
          g_ptr_array_unref (lines);
          g_free (specs);
          return text;
        }

        static void
        activate (GtkApplication *app, gpointer title)
        {
          GtkWidget *label = gtk_label_new (title);
          GtkWidget *row, *rows, *box, *shown, *window;
          char *text;

          gtk_label_set_xalign (GTK_LABEL (label), 0);
          g_object_set (label, "margin-start", 12, "margin-end", 12, "margin-top", 18, "margin-bottom", 18, NULL);
          row = @FUNCTION@ (label);
          rows = gtk_list_box_new ();
          gtk_list_box_set_selection_mode (GTK_LIST_BOX (rows), GTK_SELECTION_NONE);
          gtk_widget_add_css_class (rows, "boxed-list");
          gtk_list_box_append (GTK_LIST_BOX (rows), row);
          box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
          g_object_set (box, "margin-start", 18, "margin-end", 18, "margin-top", 18, "margin-bottom", 18, NULL);
          gtk_box_append (GTK_BOX (box), rows);
          text = properties (row);
          shown = gtk_label_new (text);
          g_free (text);
          gtk_label_set_xalign (GTK_LABEL (shown), 0);
          gtk_label_set_selectable (GTK_LABEL (shown), TRUE);
          gtk_widget_add_css_class (shown, "monospace");
          gtk_box_append (GTK_BOX (box), shown);
          window = gtk_application_window_new (app);
          gtk_window_set_title (GTK_WINDOW (window), title);
          gtk_window_set_default_size (GTK_WINDOW (window), 480, 360);
          gtk_window_set_child (GTK_WINDOW (window), box);
          gtk_window_set_titlebar (GTK_WINDOW (window), gtk_header_bar_new ());
          gtk_window_present (GTK_WINDOW (window));
        }

        int
        main (int argc, char **argv)
        {
          GtkApplication *app = gtk_application_new ("io.github.swipeblocks.Snippet", G_APPLICATION_NON_UNIQUE);
          int status;

          g_signal_connect (app, "activate", G_CALLBACK (activate), argc > 1 ? argv[1] : "Snippet");
          status = g_application_run (G_APPLICATION (app), 1, argv);
          g_object_unref (app);
          return status;
        }

        """#

    static let vala = #"""
        // A SwipeBlocks usage snippet, run as a program of its own: its row in a window.
        @SNIPPET@

        string? described (Value value) {
            var type = value.type ();
            if (type.is_enum ())
                return EnumClass.to_string (type, value.get_enum ());
            if (type.is_flags ())
                return FlagsClass.to_string (type, value.get_flags ());
            if (type == typeof (bool))
                return value.get_boolean () ? "true" : "false";
            if (type == typeof (double))
                return "%g".printf (value.get_double ());
            if (type == typeof (string))
                return value.get_string ();
            if (type == typeof (Gdk.RGBA))
                return value.get_boxed () == null ? null : ((Gdk.RGBA?) value.get_boxed ()).to_string ();
            return value.strdup_contents ();
        }

        string properties (Gtk.Widget row) {
            var lines = new GenericArray<string> ();
            foreach (unowned ParamSpec spec in row.get_class ().list_properties ()) {
                if (!spec.owner_type.name ().has_prefix ("Swipe") || spec.value_type.is_a (typeof (Object)))
                    continue;
                var value = Value (spec.value_type);
                row.get_property (spec.name, ref value);
                var shown = described (value);
                if (shown != null)
                    lines.add ("%s: %s".printf (spec.name, shown));
            }
            lines.sort (strcmp);
            return string.joinv ("\n", lines.data);
        }

        int main (string[] args) {
            var title = args.length > 1 ? args[1] : "Snippet";
            var app = new Gtk.Application ("io.github.swipeblocks.Snippet", ApplicationFlags.NON_UNIQUE);
            app.activate.connect (() => {
                var label = new Gtk.Label (title) { xalign = 0, margin_start = 12, margin_end = 12, margin_top = 18, margin_bottom = 18 };
                var row = @FUNCTION@ (label);
                var rows = new Gtk.ListBox () { selection_mode = Gtk.SelectionMode.NONE };
                rows.add_css_class ("boxed-list");
                rows.append (row);
                var box = new Gtk.Box (Gtk.Orientation.VERTICAL, 12) { margin_start = 18, margin_end = 18, margin_top = 18, margin_bottom = 18 };
                box.append (rows);
                var shown = new Gtk.Label (properties (row)) { xalign = 0, selectable = true };
                shown.add_css_class ("monospace");
                box.append (shown);
                var window = new Gtk.ApplicationWindow (app) { title = title, default_width = 480, default_height = 360, child = box };
                window.titlebar = new Gtk.HeaderBar ();
                window.present ();
            });
            return app.run (new string[] { args[0] });
        }

        """#

    static let swift = #"""
        // A SwipeBlocks usage snippet, run as a program of its own: its row in a window.
        @SNIPPET@
        import Glibc

        /// The row's options as the program got them, one `name: value` line each (kebab-case names,
        /// whole numbers without a point), by name.
        @MainActor
        func properties(_ row: SwipeRow) -> String {
            guard let options = Mirror(reflecting: row.configuration).children.first?.value else { return "" }
            var lines: [String] = []
            for case let (name?, value) in Mirror(reflecting: options).children {
                let mirror = Mirror(reflecting: value)
                if mirror.displayStyle == .collection || mirror.displayStyle == .dictionary || mirror.displayStyle == .set { continue }
                if mirror.displayStyle == .optional, mirror.children.isEmpty { continue }
                let shown = mirror.displayStyle == .optional ? mirror.children.first!.value : value
                let kebab = name.map { $0.isUppercase ? "-" + $0.lowercased() : String($0) }.joined()
                if let number = shown as? Double {
                    lines.append("\(kebab): \(number == number.rounded() ? String(Int(number)) : String(number))")
                } else {
                    lines.append("\(kebab): \(shown)")
                }
            }
            return lines.sorted().joined(separator: "\n")
        }

        let title = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "Snippet"

        @MainActor
        func present(_ app: UnsafeMutablePointer<GtkApplication>) {
            let label = gtk_label_new(title)!
            gtk_label_set_xalign(OpaquePointer(label), 0)
            gtk_widget_set_margin_start(label, 12)
            gtk_widget_set_margin_end(label, 12)
            gtk_widget_set_margin_top(label, 18)
            gtk_widget_set_margin_bottom(label, 18)
            let row = @FUNCTION@(child: label)
            let rows = gtk_list_box_new()!
            gtk_list_box_set_selection_mode(OpaquePointer(rows), GTK_SELECTION_NONE)
            gtk_widget_add_css_class(rows, "boxed-list")
            gtk_list_box_append(OpaquePointer(rows), row.widget)
            let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
            for margin in [gtk_widget_set_margin_start, gtk_widget_set_margin_end, gtk_widget_set_margin_top, gtk_widget_set_margin_bottom] {
                margin(box, 18)
            }
            gtk_box_append(UnsafeMutablePointer(OpaquePointer(box)), rows)
            let shown = gtk_label_new(properties(row))!
            gtk_label_set_xalign(OpaquePointer(shown), 0)
            gtk_label_set_selectable(OpaquePointer(shown), 1)
            gtk_widget_add_css_class(shown, "monospace")
            gtk_box_append(UnsafeMutablePointer(OpaquePointer(box)), shown)
            let window = UnsafeMutablePointer<GtkWindow>(OpaquePointer(gtk_application_window_new(app)!))
            gtk_window_set_title(window, title)
            gtk_window_set_default_size(window, 480, 360)
            gtk_window_set_child(window, box)
            gtk_window_set_titlebar(window, gtk_header_bar_new())
            gtk_window_present(window)
        }

        let activate: @convention(c) (UnsafeMutablePointer<GtkApplication>?, gpointer?) -> Void = { app, _ in
            MainActor.assumeIsolated { present(app!) }
        }
        let app = gtk_application_new("io.github.swipeblocks.Snippet", G_APPLICATION_NON_UNIQUE)!
        g_signal_connect_data(app, "activate", unsafeBitCast(activate, to: GCallback.self), nil, nil, GConnectFlags(rawValue: 0))
        exit(g_application_run(UnsafeMutablePointer(OpaquePointer(app)), 1, CommandLine.unsafeArgv))

        """#
}
