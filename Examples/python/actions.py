#!/usr/bin/env python3
"""Examples/ui/inbox.ui from Python: its swipe rows run the window's GActions.

Each of win.archive, win.delete and win.complete takes the item's name, prints one line
("archive weekly_report") and removes the item's row from the list.

    python3 actions.py [FILE.ui]    (default: ../ui/inbox.ui beside this program)
"""
import os
import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("SwipeWidgets", "0")
from gi.repository import Gio, GLib, Gtk, SwipeWidgets  # noqa: E402, F401 - importing registers the rows

UI = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "ui", "inbox.ui")


def activate(app):
    builder = Gtk.Builder.new_from_file(UI)
    window, rows = builder.get_object("window"), builder.get_object("list")

    def done(action, item):
        print(action.get_name(), item.get_string(), flush=True)
        # A swipe row is a GtkListBoxRow: the list's own child.
        rows.remove(builder.get_object(item.get_string()))

    for name in ("archive", "delete", "complete"):
        action = Gio.SimpleAction(name=name, parameter_type=GLib.VariantType("s"))
        action.connect("activate", done)
        window.add_action(action)
    window.set_application(app)
    window.present()


app = Gtk.Application(application_id="io.github.swipeblocks.PythonActions", flags=Gio.ApplicationFlags.NON_UNIQUE)
app.connect("activate", activate)
app.run(None)
