import gi

gi.require_version("Gtk", "4.0")
gi.require_version("SwipeWidgets", "0")
from gi.repository import Gtk, SwipeWidgets


def activate(app):
    tasks = Gtk.StringList.new([f"Task {i}" for i in range(1, 1001)])
    view = SwipeWidgets.ListView.new(tasks, SwipeWidgets.CompletionRow)
    view.connect("setup-row", lambda view, row: row.set_child(Gtk.Label(xalign=0, margin_start=16)))
    view.connect("bind-row", lambda view, row, item, position: row.get_child().set_label(item.get_string()))
    view.connect("row-completed", lambda view, position, row: tasks.remove(position))
    Gtk.ApplicationWindow(application=app, title="Tasks", default_width=480, default_height=600, child=view).present()


app = Gtk.Application()
app.connect("activate", activate)
app.run(None)
