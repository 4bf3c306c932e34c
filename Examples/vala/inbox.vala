/* An inbox in Vala, on SwipeWidgets through its .vapi.
 *
 * Swipe a message toward its trailing edge for Archive and Delete (or focus it and press Delete,
 * or open its menu). Prints one line per thing that happened: "archive Message 1".
 *
 *   valac --pkg swipewidgets-0 inbox.vala -o inbox
 */
int main (string[] args) {
    var app = new Gtk.Application ("io.github.swipeblocks.InboxVala", GLib.ApplicationFlags.NON_UNIQUE);
    app.activate.connect (() => {
        var list = new Gtk.ListBox ();
        list.selection_mode = Gtk.SelectionMode.NONE;
        list.add_css_class ("boxed-list");
        var red = Gdk.RGBA ();
        red.parse ("#e01b24");
        for (var i = 1; i <= 3; i++) {
            var label = new Gtk.Label ("Message %d".printf (i));
            label.xalign = 0;
            label.margin_start = 16;
            label.height_request = 56;
            var row = new SwipeWidgets.ActionRow (label);
            row.add_action (new SwipeWidgets.Action ("archive", "Archive", "mail-archive-symbolic"));
            row.add_action (new SwipeWidgets.Action.full ("delete", "Delete", "user-trash-symbolic", red,
                                                          SwipeWidgets.ActionRole.DESTRUCTIVE));
            row.action.connect ((action_id) => {
                print ("%s %s\n", action_id, label.label);
                stdout.flush ();
                list.remove (row.parent);
            });
            list.append (row);
        }
        var window = new Gtk.ApplicationWindow (app);
        window.title = "Swipe from Vala";
        window.set_default_size (420, 360);
        list.margin_top = list.margin_bottom = list.margin_start = list.margin_end = 12;
        window.child = list;
        window.present ();
    });
    return app.run (args);
}
