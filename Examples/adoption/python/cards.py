#!/usr/bin/env python3
"""Adoption recipe 2 (docs/reference/adoption.md): a notes window's cards, made from a template
(note-card.ui), each now a SwipeCardRow whose Archive (leading) and Delete (trailing) run the
window's GActions.

win.archive and win.delete take a note's text, print one line ("archive Book the train to Lyon")
and remove the note.

    python3 cards.py [UI_DIR]    (default: ../ui beside this program)
"""
import os
import sys

import gi

gi.require_version("Adw", "1")
gi.require_version("Gtk", "4.0")
gi.require_version("SwipeWidgets", "0")
from gi.repository import Adw, Gdk, Gio, GLib, Gtk, SwipeWidgets  # noqa: E402

UI_DIR = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "ui")
RED = Gdk.RGBA()
RED.parse("#e01b24")  # GNOME's red, for Delete


@Gtk.Template(filename=os.path.join(UI_DIR, "note-card.ui"))
class NoteCard(SwipeWidgets.CardRow):
    __gtype_name__ = "NoteCard"

    text = Gtk.Template.Child()

    def __init__(self, note):
        super().__init__()
        self.text.set_label(note)
        self.add_action(SwipeWidgets.Edge.LEADING, SwipeWidgets.Action(
            id="archive", title="Archive", icon_name="folder-symbolic",
            action_name="win.archive", action_target=GLib.Variant("s", note)))
        self.add_action(SwipeWidgets.Edge.TRAILING, SwipeWidgets.Action(
            id="delete", title="Delete", icon_name="user-trash-symbolic", tint=RED,
            role=SwipeWidgets.ActionRole.DESTRUCTIVE, action_name="win.delete", action_target=GLib.Variant("s", note)))


def activate(app):
    builder = Gtk.Builder.new_from_file(os.path.join(UI_DIR, "cards.ui"))
    window, notes = builder.get_object("window"), builder.get_object("notes")
    css = Gtk.CssProvider()
    css.load_from_path(os.path.join(UI_DIR, "cards.css"))
    Gtk.StyleContext.add_provider_for_display(window.get_display(), css, Gtk.STYLE_PROVIDER_PRIORITY_APPLICATION)
    builder.get_object("list").bind_model(notes, lambda note: NoteCard(note.get_string()))

    def done(action, note):
        print(action.get_name(), note.get_string(), flush=True)
        texts = [notes.get_string(i) for i in range(notes.get_n_items())]
        notes.remove(texts.index(note.get_string()))

    for name in ("archive", "delete"):
        action = Gio.SimpleAction(name=name, parameter_type=GLib.VariantType("s"))
        action.connect("activate", done)
        window.add_action(action)
    window.set_application(app)
    window.present()


app = Adw.Application(application_id="io.github.swipeblocks.AdoptCards", flags=Gio.ApplicationFlags.NON_UNIQUE)
app.connect("activate", activate)
app.run(None)
