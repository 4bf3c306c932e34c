#!/usr/bin/env -S gjs -m
// Delete with undo (docs/reference/undo.md): a task list whose Delete takes the task away and
// shows a toast with Undo; Undo (its button, or Ctrl+Z) brings the tasks back newest first, each
// where it was, its row growing in.
//
// Prints one line per change: "delete Renew the passport" and "undo Renew the passport at 1".
//
//     gjs -m undo.js
import Adw from 'gi://Adw?version=1';
import Gio from 'gi://Gio';
import GObject from 'gi://GObject';
import Gtk from 'gi://Gtk?version=4.0';
import SwipeWidgets from 'gi://SwipeWidgets?version=0';
import System from 'system';

const TASKS = ['Water the plants', 'Renew the passport', 'Return the library books', 'Pay the electricity bill'];

function setup(_view, row) {
    row.set_child(new Gtk.Label({xalign: 0, margin_start: 12, margin_top: 18, margin_bottom: 18}));
    row.add_action(new SwipeWidgets.Action({id: 'delete', title: 'Delete', icon_name: 'user-trash-symbolic',
        role: SwipeWidgets.ActionRole.DESTRUCTIVE}));
}

function activate(app) {
    const tasks = new Gio.ListStore({item_type: Gtk.StringObject});
    for (const title of TASKS)
        tasks.append(Gtk.StringObject.new(title));
    const view = SwipeWidgets.ListView.new(tasks, SwipeWidgets.ActionRow.$gtype);
    view.connect('setup-row', setup);
    view.connect('bind-row', (_view, row, task) => row.get_child().set_label(task.get_string()));
    const toasts = new Adw.ToastOverlay({child: view});
    const box = new Gtk.Box({orientation: Gtk.Orientation.VERTICAL});
    box.append(new Adw.HeaderBar());
    box.append(toasts);
    const window = new Adw.ApplicationWindow({application: app, title: 'Undo', default_width: 480,
        default_height: 360, content: box});
    const deleted = []; // the titles, for the toasts: the list remembers the tasks themselves
    let shown = null; // the toast offering Undo

    // One toast at a time, for the newest deletion; once it times out, undo is over.
    const showToast = () => {
        const old = shown;
        shown = null;
        old?.dismiss();
        if (!view.get_can_undo())
            return;
        shown = new Adw.Toast({title: `‘${deleted.at(-1)}’ deleted`, button_label: 'Undo', action_name: 'win.undo',
            timeout: 10});
        shown.connect('dismissed', toast => {
            if (toast !== shown)
                return;
            view.clear_undo();
            deleted.length = 0;
        });
        toasts.add_toast(shown);
    };

    // [delete]
    view.connect('row-action::delete', (_view, position) => {
        deleted.push(tasks.get_item(position).get_string());
        print('delete', deleted.at(-1));
        view.remove_item(position);
        showToast();
    });
    // [delete]
    // [undo]
    const action = new Gio.SimpleAction({name: 'undo'});
    action.connect('activate', () => {
        const [, position] = view.undo();
        print('undo', deleted.pop(), 'at', position);
        showToast();
    });
    view.bind_property('can-undo', action, 'enabled', GObject.BindingFlags.SYNC_CREATE);
    window.add_action(action);
    app.set_accels_for_action('win.undo', ['<Control>z']);
    // [undo]
    window.present();
}

const app = new Adw.Application({application_id: 'io.github.swipeblocks.Undo', flags: Gio.ApplicationFlags.NON_UNIQUE});
app.connect('activate', activate);
app.run([System.programInvocationName]);
