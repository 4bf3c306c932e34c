#!/usr/bin/env -S gjs -m
// Examples/ui/inbox.ui from JavaScript (GJS): its swipe rows run the window's GActions.
//
// Each of win.archive, win.delete and win.complete takes the item's name, prints one line
// ("archive weekly_report") and removes the item's row from the list.
//
//   gjs -m actions.js [FILE.ui]    (default: ../ui/inbox.ui beside this program)
import Gio from 'gi://Gio';
import GLib from 'gi://GLib';
import Gtk from 'gi://Gtk?version=4.0';
import SwipeWidgets from 'gi://SwipeWidgets?version=0';
import System from 'system';

const ui = ARGV[0] ?? GLib.build_filenamev([GLib.path_get_dirname(System.programPath), '..', 'ui', 'inbox.ui']);

// Registers the rows' types, so that the builder finds them by name.
SwipeWidgets.init();
const app = new Gtk.Application({application_id: 'io.github.swipeblocks.GjsActions', flags: Gio.ApplicationFlags.NON_UNIQUE});
app.connect('activate', () => {
    const builder = Gtk.Builder.new_from_file(ui);
    const window = builder.get_object('window');
    const list = builder.get_object('list');
    for (const name of ['archive', 'delete', 'complete']) {
        const action = new Gio.SimpleAction({name, parameter_type: new GLib.VariantType('s')});
        action.connect('activate', (_action, item) => {
            const id = item.unpack();
            print(name, id);
            // A swipe row is a GtkListBoxRow: the list's own child.
            list.remove(builder.get_object(id));
        });
        window.add_action(action);
    }
    window.application = app;
    window.present();
});
app.run([System.programInvocationName]);
