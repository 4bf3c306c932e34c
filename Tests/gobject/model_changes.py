"""Rows that survive model changes, from Python as an app writes it: a SwipeListView over a
Gio.ListStore with the row of "Mail 3" open; an item inserted above it, one removed below it and
one moved across it leave it open on "Mail 3"; "Mail 3" itself moved (out of the store and back
in) comes back open where it lands, and its action names that position; "Mail 3" changed in
place (items-changed over it) rests closed, and no row is left open or moved. Prints one line
per finding and exits 0, or fails. Run with the library and its typelib on the loaders' paths
(Tests/e2e does)."""
import gi

gi.require_version("Gtk", "4.0")
gi.require_version("SwipeWidgets", "0")
from gi.repository import Gio, Gtk, SwipeWidgets  # noqa: E402
from mainloop import spin, spin_until  # noqa: E402

Gtk.init()
store = Gio.ListStore(item_type=Gtk.StringObject)
for i in range(10):
    store.append(Gtk.StringObject.new(f"Mail {i}"))
view = SwipeWidgets.ListView.new(store, SwipeWidgets.ActionRow)


def setup(_view, row):
    label = Gtk.Label()
    label.set_size_request(-1, 48)
    row.set_child(label)
    row.add_action(SwipeWidgets.Action.new("archive", "Archive", "package-x-generic-symbolic"))


view.connect("setup-row", setup)
view.connect("bind-row", lambda _view, row, item, _position: row.get_child().set_label(item.get_string()))
ran = []
view.connect("row-action", lambda _view, position, row, action: ran.append((action, position, row.get_child().get_label())))
window = Gtk.Window(default_width=360, default_height=600, child=view)
window.present()
spin(0.3)


def shown():
    """The title each open or moved row shows, with its item's position."""
    out = []
    for position in range(store.get_n_items()):
        row = view.get_row(position)
        if row is not None and row.get_is_open():
            out.append(f"{row.get_child().get_label()}@{position}")
    return out


def move(start, end):
    item = store.get_item(start)
    store.remove(start)
    store.insert(end, item)


view.open(3, SwipeWidgets.Edge.TRAILING)
spin_until(lambda: shown() == ["Mail 3@3"])
spin(0.5)

store.insert(0, Gtk.StringObject.new("New above"))
store.remove(7)
move(0, 9)
spin(0.2)
assert shown() == ["Mail 3@3"], shown()
assert view.is_any_row_open()
print("around: an item inserted above, one removed below and one moved across leave it open on Mail 3")

move(3, 0)
spin(0.2)
assert shown() == ["Mail 3@0"], shown()
move(0, 5)
spin(0.2)
assert shown() == ["Mail 3@5"], shown()
assert view.get_row(5).perform("archive")
spin_until(lambda: ran)
assert ran == [("archive", 5, "Mail 3")], ran
print("moved: Mail 3 moved to the top and down again stays open, and its action names position 5")

view.open(5, SwipeWidgets.Edge.TRAILING)
spin_until(lambda: shown() == ["Mail 3@5"])
store.items_changed(5, 1, 1)
spin(0.2)
assert shown() == [] and not view.is_any_row_open(), shown()
row = view.get_row(5)
assert row is not None and row.get_child().get_label() == "Mail 3" and not row.get_is_open()
print("changed: Mail 3 changed in place rests closed, and no row is left open")
window.destroy()
