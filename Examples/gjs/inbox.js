#!/usr/bin/env -S gjs -m
// An inbox and a task list in JavaScript (GJS), on SwipeWidgets through GObject introspection.
//
// Swipe a message toward its trailing edge for Archive and Delete; swipe a task forward to
// complete it. Prints one line per thing that happened: "opened Message 1 trailing",
// "archive Message 1", "completed Task 1". A pointer over a message shows a button that opens it,
// and the first message peeks as the window shows it, to show that it swipes.
import Gdk from 'gi://Gdk?version=4.0';
import Gio from 'gi://Gio';
import Gtk from 'gi://Gtk?version=4.0';
import SwipeWidgets from 'gi://SwipeWidgets?version=0';
import System from 'system';

const say = (...words) => print(words.join(' '));

function swipeList(items, rowType, setup) {
    const model = Gtk.StringList.new(items);
    const view = SwipeWidgets.ListView.new(model, rowType.$gtype);
    const done = (position, what) => {
        say(what, model.get_string(position));
        model.remove(position);
    };
    view.connect('setup-row', (_view, row) => {
        row.set_child(new Gtk.Label({xalign: 0, margin_start: 16, height_request: 56}));
        row.connect('opened', (_row, edge) => say('opened', row.get_child().label,
            edge === SwipeWidgets.Edge.LEADING ? 'leading' : 'trailing'));
        row.connect('closed', () => say('closed', row.get_child().label));
        setup(row);
    });
    view.connect('bind-row', (_view, row, item) => row.get_child().set_label(item.get_string()));
    view.connect('row-action', (_view, position, _row, action) => action !== 'complete' && done(position, action));
    view.connect('row-completed', (_view, position) => done(position, 'completed'));
    return view;
}

function messageActions(row) {
    const red = new Gdk.RGBA();
    red.parse('#e01b24');
    row.add_action(SwipeWidgets.Action.new('archive', 'Archive', 'package-x-generic-symbolic'));
    row.add_action(SwipeWidgets.Action.new_full('delete', 'Delete', 'user-trash-symbolic', red,
        SwipeWidgets.ActionRole.DESTRUCTIVE));
}

// The hint of a first launch that messages swipe: the first one slides a little and back as the
// list first shows it (an app would remember in its settings that it showed it). A row peeks once
// it is laid out, so it is asked as it is bound.
function hintFirstMessage(inbox) {
    const handler = inbox.connect('bind-row', (_view, row, _item, position) => {
        if (position === 0) {
            row.peek();
            inbox.disconnect(handler);
        }
    });
}

const app = new Gtk.Application({application_id: 'io.github.swipeblocks.GjsInbox', flags: Gio.ApplicationFlags.NON_UNIQUE});
app.connect('activate', () => {
    const box = new Gtk.Box({orientation: Gtk.Orientation.VERTICAL});
    const lists = [
        ['Inbox', swipeList(['Message 1', 'Message 2', 'Message 3'], SwipeWidgets.ActionRow, messageActions)],
        ['Tasks', swipeList(['Task 1', 'Task 2', 'Task 3'], SwipeWidgets.CompletionRow, () => {})],
    ];
    hintFirstMessage(lists[0][1]);
    for (const [title, view] of lists) {
        box.append(new Gtk.Label({label: title, xalign: 0, margin_start: 16, margin_top: 12, css_classes: ['heading']}));
        box.append(view);
    }
    new Gtk.ApplicationWindow({application: app, title: 'Swipe from JavaScript', default_width: 480,
        default_height: 640, child: box}).present();
});
app.run([System.programInvocationName]);
