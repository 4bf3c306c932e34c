"""A SwipeListView's rows that ask before a destructive action, from Python: the list emits
row-confirming (detailed by the action's id) with the position of the row's item when a row asks,
row-declined when it stops asking unrun, and row-action when the answer is yes. Prints one line per
finding and exits 0, or fails. Run with the library and its typelib on the loaders' paths
(Tests/e2e does)."""
import gi

gi.require_version("Gtk", "4.0")
gi.require_version("SwipeWidgets", "0")
from gi.repository import Gtk, SwipeWidgets  # noqa: E402
from mainloop import spin, spin_until  # noqa: E402

heard = []
Gtk.init()
model = Gtk.StringList.new([f"Mail {i}" for i in range(4)])
view = SwipeWidgets.ListView.new(model, SwipeWidgets.CardRow)


def setup_row(view, row):
    row.set_child(Gtk.Label(height_request=60))
    row.props.confirms_destructive_actions = True
    row.add_action(SwipeWidgets.Edge.TRAILING,
                   SwipeWidgets.Action(id="delete", title="Delete", role=SwipeWidgets.ActionRole.DESTRUCTIVE))


view.connect("setup-row", setup_row)
view.connect("bind-row", lambda view, row, item, position: row.get_child().set_label(item.get_string()))
view.connect("row-confirming::delete", lambda view, position, row, action: heard.append(("confirming", position, action)))
view.connect("row-declined", lambda view, position, row, action: heard.append(("declined", position, action)))
view.connect("row-action", lambda view, position, row, action: heard.append(("action", position, action)))
Gtk.Window(default_width=400, default_height=400, child=view).present()
spin(0.5)

row = view.get_row(2)
assert row.get_child().get_label() == "Mail 2"
assert row.perform("delete")
spin_until(lambda: heard)
assert heard == [("confirming", 2, "delete")], heard
print("asking: row-confirming::delete came with the item's position, 2")

assert row.confirm(False)
spin_until(lambda: len(heard) == 2)
assert heard[1] == ("declined", 2, "delete"), heard
print("declined: row-declined came with position 2")

spin(0.8)
assert row.perform("delete")
spin_until(lambda: len(heard) == 3)
assert row.confirm(True)
spin_until(lambda: len(heard) == 4)
assert heard[2:] == [("confirming", 2, "delete"), ("action", 2, "delete")], heard
print("accepted: row-action followed the question")
