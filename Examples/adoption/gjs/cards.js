#!/usr/bin/env -S gjs -m
// Adoption recipe 2 (docs/reference/adoption.md): a notes window's cards, made from a template
// (note-card.ui), each now a SwipeCardRow whose Archive (leading) and Delete (trailing) run the
// window's GActions.
//
// win.archive and win.delete take a note's text, print one line ("archive Book the train to
// Lyon") and remove the note.
//
//   gjs -m cards.js [UI_DIR]    (default: ../ui beside this program)
import Adw from 'gi://Adw?version=1';
import Gdk from 'gi://Gdk?version=4.0';
import Gio from 'gi://Gio';
import GLib from 'gi://GLib';
import GObject from 'gi://GObject';
import Gtk from 'gi://Gtk?version=4.0';
import SwipeWidgets from 'gi://SwipeWidgets?version=0';
import System from 'system';

const uiDir = ARGV[0] ?? GLib.build_filenamev([GLib.path_get_dirname(System.programPath), '..', 'ui']);

const NoteCard = GObject.registerClass({
    GTypeName: 'NoteCard',
    Template: GLib.filename_to_uri(GLib.build_filenamev([uiDir, 'note-card.ui']), null),
    InternalChildren: ['text'],
}, class NoteCard extends SwipeWidgets.CardRow {
    constructor(note) {
        super();
        this._text.label = note;
        this.add_action(SwipeWidgets.Edge.LEADING, new SwipeWidgets.Action({
            id: 'archive', title: 'Archive', icon_name: 'folder-symbolic',
            action_name: 'win.archive', action_target: new GLib.Variant('s', note),
        }));
        this.add_action(SwipeWidgets.Edge.TRAILING, new SwipeWidgets.Action({
            id: 'delete', title: 'Delete', icon_name: 'user-trash-symbolic',
            tint: new Gdk.RGBA({red: 0.88, green: 0.11, blue: 0.14, alpha: 1}), role: SwipeWidgets.ActionRole.DESTRUCTIVE,
            action_name: 'win.delete', action_target: new GLib.Variant('s', note),
        }));
    }
});

const app = new Adw.Application({application_id: 'io.github.swipeblocks.AdoptCards', flags: Gio.ApplicationFlags.NON_UNIQUE});
app.connect('activate', () => {
    const builder = Gtk.Builder.new_from_file(GLib.build_filenamev([uiDir, 'cards.ui']));
    const window = builder.get_object('window');
    const notes = builder.get_object('notes');
    const css = new Gtk.CssProvider();
    css.load_from_path(GLib.build_filenamev([uiDir, 'cards.css']));
    Gtk.StyleContext.add_provider_for_display(window.get_display(), css, Gtk.STYLE_PROVIDER_PRIORITY_APPLICATION);
    builder.get_object('list').bind_model(notes, note => new NoteCard(note.string));
    for (const name of ['archive', 'delete']) {
        const action = new Gio.SimpleAction({name, parameter_type: new GLib.VariantType('s')});
        action.connect('activate', (_action, note) => {
            print(name, note.unpack());
            const texts = [...Array(notes.get_n_items()).keys()].map(i => notes.get_string(i));
            notes.remove(texts.indexOf(note.unpack()));
        });
        window.add_action(action);
    }
    window.application = app;
    window.present();
});
app.run([System.programInvocationName]);
