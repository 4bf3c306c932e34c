#!/usr/bin/env python3
"""Adoption recipe 1 (docs/reference/adoption.md): a mail window's AdwActionRows in a boxed list,
each inside a SwipeActionRow whose Archive and Delete run the window's GActions.

win.archive and win.delete take a message's title, print one line (the action's name and the
title) and remove the message; activating a message prints "open" and its title.

    python3 boxed-list.py [UI_DIR]    (default: ../ui beside this program)
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


def make_row(message):
    title = message.get_string()
    row = Adw.ActionRow(title=title, activatable=True)
    row.connect("activated", lambda _row: print("open", title, flush=True))
    swipe = SwipeWidgets.ActionRow(child=row)
    swipe.add_action(SwipeWidgets.Action(id="archive", title="Archive", icon_name="folder-symbolic",
                                         action_name="win.archive", action_target=GLib.Variant("s", title)))
    swipe.add_action(SwipeWidgets.Action(id="delete", title="Delete", icon_name="user-trash-symbolic",
                                         tint=RED, role=SwipeWidgets.ActionRole.DESTRUCTIVE,
                                         action_name="win.delete", action_target=GLib.Variant("s", title)))
    return swipe


def activate(app):
    builder = Gtk.Builder.new_from_file(os.path.join(UI_DIR, "boxed-list.ui"))
    window, messages = builder.get_object("window"), builder.get_object("messages")
    builder.get_object("list").bind_model(messages, make_row)

    def done(action, title):
        print(action.get_name(), title.get_string(), flush=True)
        titles = [messages.get_string(i) for i in range(messages.get_n_items())]
        messages.remove(titles.index(title.get_string()))

    for name in ("archive", "delete"):
        action = Gio.SimpleAction(name=name, parameter_type=GLib.VariantType("s"))
        action.connect("activate", done)
        window.add_action(action)
    window.set_application(app)
    window.present()


app = Adw.Application(application_id="io.github.swipeblocks.AdoptBoxedList", flags=Gio.ApplicationFlags.NON_UNIQUE)
app.connect("activate", activate)
app.run(None)
