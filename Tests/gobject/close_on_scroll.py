"""SwipeRow:close-on-scroll from Python: on by default, a GObject property with its notify and a
typed getter and setter; an open action row in a GtkListBox in a GtkScrolledWindow closes when
the list scrolls, and stays open when the property is off. Prints one line per finding and exits
0, or fails. Run with the library and its typelib on the loaders' paths (Tests/e2e does)."""
import gi

gi.require_version("Gtk", "4.0")
gi.require_version("SwipeWidgets", "0")
from gi.repository import Gtk, SwipeWidgets  # noqa: E402
from mainloop import spin, spin_until  # noqa: E402


Gtk.init()
row = SwipeWidgets.ActionRow()
assert row.props.close_on_scroll is True and row.get_close_on_scroll() is True
notified = []
row.connect("notify::close-on-scroll", lambda *_: notified.append(row.props.close_on_scroll))
row.set_close_on_scroll(False)
row.set_close_on_scroll(False)
assert notified == [False], notified
row.props.close_on_scroll = True
assert notified == [False, True] and row.get_close_on_scroll(), notified
spec = SwipeWidgets.Row.find_property("close-on-scroll")
assert spec.default_value is True
print("property: close-on-scroll is on by default, notifies once per change, with a getter and setter")


def open_row_in_a_list(close_on_scroll):
    box = Gtk.ListBox()
    rows = []
    for i in range(8):
        r = SwipeWidgets.ActionRow(close_on_scroll=close_on_scroll)
        label = Gtk.Label(label=f"Mail {i + 1}")
        label.set_size_request(-1, 60)
        r.set_child(label)
        r.add_action(SwipeWidgets.Action.new("archive", "Archive", "package-x-generic-symbolic"))
        box.append(r)
        rows.append(r)
    scrolled = Gtk.ScrolledWindow(hscrollbar_policy=Gtk.PolicyType.NEVER)
    scrolled.set_child(box)
    window = Gtk.Window(default_width=400, default_height=200, child=scrolled)
    window.present()
    spin(0.3)
    rows[1].open(SwipeWidgets.Edge.TRAILING)
    spin_until(lambda: rows[1].get_is_open())
    spin(0.5)
    return rows[1], scrolled.get_vadjustment(), window


row, adjustment, window = open_row_in_a_list(True)
adjustment.set_value(8)
spin(0.1)
assert row.get_is_open(), "an 8-point scroll leaves the row open"
adjustment.set_value(40)
spin_until(lambda: not row.get_is_open())
window.destroy()
print("scroll: the open row closed as the list scrolled 40 points, not at 8")

row, adjustment, window = open_row_in_a_list(False)
adjustment.set_value(120)
spin(0.3)
assert row.get_is_open(), "close-on-scroll off: the row stays open"
window.destroy()
print("scroll: with close-on-scroll off the row stayed open")
