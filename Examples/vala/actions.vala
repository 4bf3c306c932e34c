/* Examples/ui/inbox.ui from Vala: its swipe rows run the window's GActions.
 *
 * Each of win.archive, win.delete and win.complete takes the item's name, prints one line
 * ("archive weekly_report") and removes the item's row from the list.
 *
 *   valac --pkg gtk4 --pkg swipewidgets-0 actions.vala
 *   ./actions ../ui/inbox.ui
 */
int main (string[] args) {
    if (args.length != 2) {
        printerr ("usage: %s FILE.ui\n", args[0]);
        return 2;
    }
    // Registers the rows' types, so that the builder finds them by name.
    SwipeWidgets.init ();
    var app = new Gtk.Application ("io.github.swipeblocks.ValaActions", ApplicationFlags.NON_UNIQUE);
    app.activate.connect (() => {
        var builder = new Gtk.Builder.from_file (args[1]);
        var window = (Gtk.ApplicationWindow) builder.get_object ("window");
        var list = (Gtk.ListBox) builder.get_object ("list");
        foreach (var name in new string[] { "archive", "delete", "complete" }) {
            var action = new SimpleAction (name, VariantType.STRING);
            action.activate.connect ((activated, item) => {
                unowned string id = item.get_string ();
                stdout.printf ("%s %s\n", activated.name, id);
                stdout.flush ();
                // A swipe row is a GtkListBoxRow: the list's own child.
                list.remove ((Gtk.Widget) builder.get_object (id));
            });
            window.add_action (action);
        }
        window.application = app;
        window.present ();
    });
    return app.run (new string[] { args[0] });
}
