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
        var model = new Gtk.StringList (null);
        for (var i = 1; i <= 3; i++) {
            model.append ("Message %d".printf (i));
        }
        var view = new SwipeWidgets.ListView (model, typeof (SwipeWidgets.ActionRow));
        var red = Gdk.RGBA ();
        red.parse ("#e01b24");
        view.setup_row.connect ((row) => {
            var label = new Gtk.Label (null);
            label.xalign = 0;
            label.margin_start = 16;
            label.height_request = 56;
            row.child = label;
            var actions = (SwipeWidgets.ActionRow) row;
            actions.add_action (new SwipeWidgets.Action ("archive", "Archive", "package-x-generic-symbolic"));
            actions.add_action (new SwipeWidgets.Action.full ("delete", "Delete", "user-trash-symbolic", red,
                                                              SwipeWidgets.ActionRole.DESTRUCTIVE));
        });
        view.bind_row.connect ((row, item, position) => {
            ((Gtk.Label) row.child).label = ((Gtk.StringObject) item).string;
        });
        view.row_action.connect ((position, row, action_id) => {
            print ("%s %s\n", action_id, model.get_string (position));
            stdout.flush ();
            model.remove (position);
        });
        var window = new Gtk.ApplicationWindow (app);
        window.title = "Swipe from Vala";
        window.set_default_size (420, 360);
        window.child = view;
        window.present ();
    });
    return app.run (args);
}
