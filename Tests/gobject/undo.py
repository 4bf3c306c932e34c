"""Delete with undo from Python, as an app writes it: a SwipeListView over a Gio.ListStore
removes three items with remove_item(), then undo() three times brings them back newest first,
each where it was, with can-undo notified; the row of an item brought back grows in from no
height; a Gtk.StringList is changed through ::remove-item and ::restore-item; a standalone row
that completed grows back with restore(). Misuse (undo with nothing to undo, a position past the
end, a model no handler changes) is a one-line warning or a documented no-op, never a crash: it
runs in a child process without G_DEBUG=fatal-criticals, whose stderr is checked. Prints one line
per finding and exits 0, or fails. Run with the library and its typelib on the loaders' paths."""
import os
import subprocess
import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("SwipeWidgets", "0")
from gi.repository import Gio, GLib, Gtk, SwipeWidgets  # noqa: E402
from mainloop import spin, spin_until  # noqa: E402

ROW_HEIGHT = 48


def inbox(model):
    """A list of action rows over `model` (string items), shown in a window."""
    view = SwipeWidgets.ListView.new(model, SwipeWidgets.ActionRow)

    def setup(_view, row):
        label = Gtk.Label()
        label.set_size_request(-1, ROW_HEIGHT)
        row.set_child(label)
        row.add_action(SwipeWidgets.Action.new("delete", "Delete", "user-trash-symbolic"))

    view.connect("setup-row", setup)
    view.connect("bind-row", lambda _view, row, item, _position: row.get_child().set_label(item.get_string()))
    window = Gtk.Window(default_width=360, default_height=480, child=view)
    window.present()
    spin(0.3)
    return view, window


def titles(model):
    return [model.get_item(i).get_string() for i in range(model.get_n_items())]


def misuse():
    """Run in a child without fatal criticals: each misuse warns in one line or does nothing."""
    store = Gio.ListStore(item_type=Gtk.StringObject)
    for title in ("a", "b", "c"):
        store.append(Gtk.StringObject.new(title))
    view, window = inbox(store)
    assert view.undo() == (False, 0), "undo with nothing to undo returns FALSE"
    view.remove_item(99)
    assert titles(store) == ["a", "b", "c"] and not view.get_can_undo()
    strings = Gtk.StringList.new(["x", "y"])
    other, other_window = inbox(strings)
    other.remove_item(0)
    assert titles(strings) == ["x", "y"] and not other.get_can_undo()
    # Removed through ::remove-item, but nothing puts it back: the removal is dropped, with a warning.
    handler = other.connect("remove-item", lambda _view, position: strings.remove(position) or True)
    other.remove_item(1)
    other.disconnect(handler)
    assert other.undo() == (False, 0) and titles(strings) == ["x"] and not other.get_can_undo()
    window.destroy()
    other_window.destroy()
    print("misuse: done")


if sys.argv[1:] == ["misuse"]:
    Gtk.init()
    misuse()
    sys.exit(0)

Gtk.init()
store = Gio.ListStore(item_type=Gtk.StringObject)
for i in range(6):
    store.append(Gtk.StringObject.new(f"Mail {i}"))
view, window = inbox(store)
notified = []
view.connect("notify::can-undo", lambda *_: notified.append(view.props.can_undo))
assert view.props.can_undo is False
for position in (1, 3, 0):
    view.remove_item(position)
assert titles(store) == ["Mail 2", "Mail 3", "Mail 5"], titles(store)
assert view.get_can_undo() and notified == [True], notified
print("remove: three items removed with remove_item, can-undo on and notified once")

back = []
for expected in (0, 3, 1):
    done, position = view.undo()
    assert done and position == expected, (done, position, expected)
    back.append(store.get_item(position).get_string())
assert back == ["Mail 0", "Mail 4", "Mail 1"], back
assert titles(store) == [f"Mail {i}" for i in range(6)], titles(store)
assert not view.get_can_undo() and notified == [True, False], notified
assert view.undo() == (False, 0)
print("undo: three undos brought Mail 0, Mail 4, Mail 1 back at 0, 3, 1: the list as it was")

# The row of an item brought back grows in, frame by frame.
spin(0.5)
view.remove_item(2)
spin(0.3)
view.undo()
row = view.get_row(2)
assert row is not None and row.get_child().get_label() == "Mail 2"
heights = []
end = GLib.get_monotonic_time() + 600000
while GLib.get_monotonic_time() < end:
    GLib.MainContext.default().iteration(False)
    if not heights or heights[-1] != row.get_height():
        heights.append(row.get_height())
assert heights[0] < ROW_HEIGHT / 2 and heights[-1] == ROW_HEIGHT, heights
assert any(0 < h < ROW_HEIGHT for h in heights) and heights == sorted(heights), heights
print(f"animate: the restored row grew {heights[0]} to {heights[-1]} px over {len(heights)} heights, never shrinking")
window.destroy()

# An app that never clears the removals holds only the newest 100: the older items are let go.
store = Gio.ListStore(item_type=Gtk.StringObject)
released = []
for i in range(105):
    item = Gtk.StringObject.new(f"Old {i}")
    item.weak_ref(lambda i=i: released.append(i))
    store.append(item)
    del item
view, window = inbox(store)
for _ in range(105):
    view.remove_item(0)
spin(0.1)
undone = 0
while view.undo()[0]:
    undone += 1
assert sorted(released) == [0, 1, 2, 3, 4] and undone == 100, (sorted(released), undone)
assert titles(store) == [f"Old {i}" for i in range(5, 105)], titles(store)[:3]
window.destroy()
print("bounded: 105 removals never cleared kept the newest 100; the five oldest items were let go")

# Any model: the app changes it in ::remove-item and ::restore-item.
strings = Gtk.StringList.new(["one", "two", "three"])
other, other_window = inbox(strings)


def remove_string(_view, position):
    strings.remove(position)
    return True


def restore_string(_view, item, position):
    strings.splice(position, 0, [item.get_string()])
    return True


other.connect("remove-item", remove_string)
other.connect("restore-item", restore_string)
other.remove_item(2)
other.remove_item(0)
assert titles(strings) == ["two"]
assert other.undo() == (True, 0) and other.undo() == (True, 2)
assert titles(strings) == ["one", "two", "three"], titles(strings)
other_window.destroy()
print("model: a Gtk.StringList changed through remove-item and restore-item came back in order")

# A standalone row that completed (it collapses and stays) grows back with restore().
row = SwipeWidgets.CompletionRow(child=Gtk.Label(label="Buy milk", height_request=ROW_HEIGHT), valign=Gtk.Align.START)
row_window = Gtk.Window(default_width=360, default_height=200, child=row)
row_window.present()
spin(0.3)
completed = []
row.connect("completed", lambda *_: completed.append(True))
row.perform("complete")
spin_until(lambda: completed and row.get_height() == 0)
row.restore()
spin(0.05)
partway = row.get_height()
spin_until(lambda: row.get_height() == ROW_HEIGHT)
assert partway < ROW_HEIGHT and not row.get_is_open(), partway
row_window.destroy()
print(f"row: a completed standalone row grew back from {partway} to {ROW_HEIGHT} px with restore()")

env = {k: v for k, v in os.environ.items() if k != "G_DEBUG"}
child = subprocess.run([sys.executable, __file__, "misuse"], env=env, capture_output=True, text=True, timeout=60)
assert child.returncode == 0 and "misuse: done" in child.stdout, (child.returncode, child.stdout, child.stderr)
said = [line for line in child.stderr.splitlines() if "SwipeWidgets" in line or "CRITICAL" in line]
assert any("swipe_list_view_remove_item" in line and "position <" in line for line in said), said
assert any("not a GListStore: connect ::remove-item" in line for line in said), said
assert any("not a GListStore: connect ::restore-item" in line for line in said), said
assert len(said) == 3, said
print("misuse: undo with nothing to undo is FALSE; a position past the end and a model nothing changes each warn once, "
      "and nothing changes")
