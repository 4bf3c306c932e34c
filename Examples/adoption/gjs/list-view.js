#!/usr/bin/env -S gjs -m
// Adoption recipe 3 (docs/reference/adoption.md): a tasks window's GtkListView, now a
// SwipeListView whose rows' Archive and Delete run the window's GActions with the task they show.
//
// win.archive and win.delete take a task, print one line ("archive Return the library books
// by Tuesday") and remove the task.
//
//   gjs -m list-view.js [UI_DIR]    (default: ../ui beside this program)
import Adw from 'gi://Adw?version=1';
import Gdk from 'gi://Gdk?version=4.0';
import Gio from 'gi://Gio';
import GLib from 'gi://GLib';
import Gtk from 'gi://Gtk?version=4.0';
import SwipeWidgets from 'gi://SwipeWidgets?version=0';
import System from 'system';

const uiDir = ARGV[0] ?? GLib.build_filenamev([GLib.path_get_dirname(System.programPath), '..', 'ui']);

function setup(_view, row) {
    row.set_child(new Gtk.Label({xalign: 0, margin_start: 12, margin_end: 12, margin_top: 18, margin_bottom: 18}));
}

function bind(_view, row, task) {
    row.get_child().label = task.string;
    // A row shows one task after another: its actions are remade for the task it shows now.
    row.remove_all_actions();
    row.add_action(new SwipeWidgets.Action({
        id: 'archive', title: 'Archive', icon_name: 'folder-symbolic',
        action_name: 'win.archive', action_target: new GLib.Variant('s', task.string),
    }));
    row.add_action(new SwipeWidgets.Action({
        id: 'delete', title: 'Delete', icon_name: 'user-trash-symbolic',
        tint: new Gdk.RGBA({red: 0.88, green: 0.11, blue: 0.14, alpha: 1}), role: SwipeWidgets.ActionRole.DESTRUCTIVE,
        action_name: 'win.delete', action_target: new GLib.Variant('s', task.string),
    }));
}

const app = new Adw.Application({application_id: 'io.github.swipeblocks.AdoptListView', flags: Gio.ApplicationFlags.NON_UNIQUE});
app.connect('activate', () => {
    const builder = Gtk.Builder.new_from_file(GLib.build_filenamev([uiDir, 'list-view.ui']));
    const window = builder.get_object('window');
    const tasks = builder.get_object('tasks');
    const view = SwipeWidgets.ListView.new(tasks, SwipeWidgets.ActionRow.$gtype);
    view.connect('setup-row', setup);
    view.connect('bind-row', bind);
    window.child = view;
    for (const name of ['archive', 'delete']) {
        const action = new Gio.SimpleAction({name, parameter_type: new GLib.VariantType('s')});
        action.connect('activate', (_action, task) => {
            print(name, task.unpack());
            const names = [...Array(tasks.get_n_items()).keys()].map(i => tasks.get_string(i));
            tasks.remove(names.indexOf(task.unpack()));
        });
        window.add_action(action);
    }
    window.application = app;
    window.present();
});
app.run([System.programInvocationName]);
