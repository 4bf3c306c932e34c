#!/usr/bin/env python3
"""Adoption recipe 3 (docs/reference/adoption.md): a tasks window's GtkListView, now a
SwipeListView whose rows' Archive and Delete run the window's GActions with the task they show.

win.archive and win.delete take a task, print one line ("archive Return the library books by
Tuesday") and remove the task.

    python3 list-view.py [UI_DIR]    (default: ../ui beside this program)
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


def setup(view, row):
    row.set_child(Gtk.Label(xalign=0, margin_start=12, margin_end=12, margin_top=18, margin_bottom=18))


def bind(view, row, task, position):
    row.get_child().set_label(task.get_string())
    # A row shows one task after another: its actions are remade for the task it shows now.
    row.remove_all_actions()
    row.add_action(SwipeWidgets.Action(id="archive", title="Archive", icon_name="folder-symbolic",
                                       action_name="win.archive", action_target=GLib.Variant("s", task.get_string())))
    row.add_action(SwipeWidgets.Action(id="delete", title="Delete", icon_name="user-trash-symbolic",
                                       tint=RED, role=SwipeWidgets.ActionRole.DESTRUCTIVE,
                                       action_name="win.delete", action_target=GLib.Variant("s", task.get_string())))


def activate(app):
    builder = Gtk.Builder.new_from_file(os.path.join(UI_DIR, "list-view.ui"))
    window, tasks = builder.get_object("window"), builder.get_object("tasks")
    view = SwipeWidgets.ListView.new(tasks, SwipeWidgets.ActionRow)
    view.connect("setup-row", setup)
    view.connect("bind-row", bind)
    window.set_child(view)

    def done(action, task):
        print(action.get_name(), task.get_string(), flush=True)
        names = [tasks.get_string(i) for i in range(tasks.get_n_items())]
        tasks.remove(names.index(task.get_string()))

    for name in ("archive", "delete"):
        action = Gio.SimpleAction(name=name, parameter_type=GLib.VariantType("s"))
        action.connect("activate", done)
        window.add_action(action)
    window.set_application(app)
    window.present()


app = Adw.Application(application_id="io.github.swipeblocks.AdoptListView", flags=Gio.ApplicationFlags.NON_UNIQUE)
app.connect("activate", activate)
app.run(None)
