#!/usr/bin/env python3
"""Delete with undo (docs/reference/undo.md): a task list whose Delete takes the task away and
shows a toast with Undo; Undo (its button, or Ctrl+Z) brings the tasks back newest first, each
where it was, its row growing in.

Prints one line per change: "delete Renew the passport" and "undo Renew the passport at 1".

    python3 undo.py
"""
import gi

gi.require_version("Adw", "1")
gi.require_version("Gtk", "4.0")
gi.require_version("SwipeWidgets", "0")
from gi.repository import Adw, Gio, GObject, Gtk, SwipeWidgets  # noqa: E402

TASKS = ("Water the plants", "Renew the passport", "Return the library books", "Pay the electricity bill")


def setup(view, row):
    row.set_child(Gtk.Label(xalign=0, margin_start=12, margin_top=18, margin_bottom=18))
    row.add_action(SwipeWidgets.Action(id="delete", title="Delete", icon_name="user-trash-symbolic",
                                       role=SwipeWidgets.ActionRole.DESTRUCTIVE))


def activate(app):
    tasks = Gio.ListStore(item_type=Gtk.StringObject)
    for title in TASKS:
        tasks.append(Gtk.StringObject.new(title))
    view = SwipeWidgets.ListView.new(tasks, SwipeWidgets.ActionRow)
    view.connect("setup-row", setup)
    view.connect("bind-row", lambda view, row, task, position: row.get_child().set_label(task.get_string()))
    toasts = Adw.ToastOverlay(child=view)
    box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL)
    box.append(Adw.HeaderBar())
    box.append(toasts)
    window = Adw.ApplicationWindow(application=app, title="Undo", default_width=480, default_height=360, content=box)
    deleted = []  # the titles, for the toasts: the list remembers the tasks themselves
    shown = None  # the toast offering Undo

    def show_toast():
        """One toast at a time, for the newest deletion; once it times out, undo is over."""
        nonlocal shown
        old, shown = shown, None
        if old:
            old.dismiss()
        if view.get_can_undo():
            shown = Adw.Toast(title=f"‘{deleted[-1]}’ deleted", button_label="Undo", action_name="win.undo", timeout=10)
            shown.connect("dismissed", forget)
            toasts.add_toast(shown)

    def forget(toast):
        if toast is shown:
            view.clear_undo()
            deleted.clear()

    # [delete]
    def delete(view, position, row, action_id):
        deleted.append(tasks.get_item(position).get_string())
        print("delete", deleted[-1], flush=True)
        view.remove_item(position)
        show_toast()

    view.connect("row-action::delete", delete)
    # [delete]

    # [undo]
    def undo(action, parameter):
        done, position = view.undo()
        print("undo", deleted.pop(), "at", position, flush=True)
        show_toast()

    action = Gio.SimpleAction(name="undo")
    action.connect("activate", undo)
    view.bind_property("can-undo", action, "enabled", GObject.BindingFlags.SYNC_CREATE)
    window.add_action(action)
    app.set_accels_for_action("win.undo", ["<Control>z"])
    # [undo]
    window.present()


app = Adw.Application(application_id="io.github.swipeblocks.Undo", flags=Gio.ApplicationFlags.NON_UNIQUE)
app.connect("activate", activate)
app.run(None)
