#!/usr/bin/env -S gjs -m
// Adoption recipe 1 (docs/reference/adoption.md): a mail window's AdwActionRows in a boxed list,
// each inside a SwipeActionRow whose Archive and Delete run the window's GActions.
//
// win.archive and win.delete take a message's title, print one line (the action's name and the
// title) and remove the message; activating a message prints "open" and its title.
//
//   gjs -m boxed-list.js [UI_DIR]    (default: ../ui beside this program)
import Adw from 'gi://Adw?version=1';
import Gdk from 'gi://Gdk?version=4.0';
import Gio from 'gi://Gio';
import GLib from 'gi://GLib';
import Gtk from 'gi://Gtk?version=4.0';
import SwipeWidgets from 'gi://SwipeWidgets?version=0';
import System from 'system';

const uiDir = ARGV[0] ?? GLib.build_filenamev([GLib.path_get_dirname(System.programPath), '..', 'ui']);

function makeRow(message) {
    const title = message.string;
    const row = new Adw.ActionRow({title, activatable: true});
    row.connect('activated', () => print('open', title));
    const swipe = new SwipeWidgets.ActionRow({child: row});
    swipe.add_action(new SwipeWidgets.Action({
        id: 'archive', title: 'Archive', icon_name: 'folder-symbolic',
        action_name: 'win.archive', action_target: new GLib.Variant('s', title),
    }));
    swipe.add_action(new SwipeWidgets.Action({
        id: 'delete', title: 'Delete', icon_name: 'user-trash-symbolic',
        tint: new Gdk.RGBA({red: 0.88, green: 0.11, blue: 0.14, alpha: 1}), role: SwipeWidgets.ActionRole.DESTRUCTIVE,
        action_name: 'win.delete', action_target: new GLib.Variant('s', title),
    }));
    return swipe;
}

const app = new Adw.Application({application_id: 'io.github.swipeblocks.AdoptBoxedList', flags: Gio.ApplicationFlags.NON_UNIQUE});
app.connect('activate', () => {
    const builder = Gtk.Builder.new_from_file(GLib.build_filenamev([uiDir, 'boxed-list.ui']));
    const window = builder.get_object('window');
    const messages = builder.get_object('messages');
    builder.get_object('list').bind_model(messages, makeRow);
    for (const name of ['archive', 'delete']) {
        const action = new Gio.SimpleAction({name, parameter_type: new GLib.VariantType('s')});
        action.connect('activate', (_action, title) => {
            print(name, title.unpack());
            const titles = [...Array(messages.get_n_items()).keys()].map(i => messages.get_string(i));
            messages.remove(titles.indexOf(title.unpack()));
        });
        window.add_action(action);
    }
    window.application = app;
    window.present();
});
app.run([System.programInvocationName]);
