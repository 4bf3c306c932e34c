"""Finding the actions, from Python: the action and card rows have shows-hover-button, on by
default (the completion and dismiss rows have none: their swipe is the action); swipe_row_peek
slides a resting row toward its actions and back, once, reporting nothing, and refuses a second
peek during one and an open row; under Reduce Motion the row stays still, is outlined
(.swipe-peek-hint) and shows its hover button ("Show Actions", no focus stop) for a moment, or
only the outline with shows-hover-button off. Prints one line per finding and exits 0, or fails.
Run with the library and its typelib on the loaders' paths (Tests/e2e does)."""
import gi

gi.require_version("Gtk", "4.0")
gi.require_version("SwipeWidgets", "0")
from gi.repository import GLib, Gtk, SwipeWidgets  # noqa: E402
from mainloop import spin, spin_until  # noqa: E402

heard = []
Gtk.init()
box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL)
Gtk.Window(default_width=420, default_height=320, child=box).present()


def action_row(**options):
    row = SwipeWidgets.ActionRow(**options)
    label = Gtk.Label(label="Weekly report", xalign=0)
    label.set_size_request(-1, 64)
    row.set_child(label)
    row.add_action(SwipeWidgets.Action(id="archive", title="Archive"))
    row.add_action(SwipeWidgets.Action(id="delete", title="Delete", role=SwipeWidgets.ActionRole.DESTRUCTIVE))
    for signal in ("opened", "closed", "action"):
        row.connect(signal, lambda *args, signal=signal: heard.append(signal))
    box.append(row)
    spin(0.3)
    return row


def offset(row):
    """Where the row's child is, in points from the row's left edge."""
    ok, bounds = row.get_child().compute_bounds(row)
    assert ok
    return bounds.get_x()


def hover_buttons(row):
    found = []
    child = row.get_first_child()
    while child:
        if child.has_css_class("swipe-hover-button"):
            found.append(child)
        child = child.get_next_sibling()
    return found


for kind, has in ((SwipeWidgets.ActionRow, True), (SwipeWidgets.CardRow, True),
                  (SwipeWidgets.CompletionRow, False), (SwipeWidgets.DismissRow, False)):
    spec = kind.find_property("shows-hover-button")
    assert (spec is not None) == has, (kind, spec)
    assert spec is None or spec.default_value is True, kind
print("option: shows-hover-button, on by default, on the action and card rows only")

row = action_row()
rest = offset(row)
assert not hover_buttons(row), "a row never hovered makes no button"
assert row.peek() is True
assert row.peek() is False, "a second peek during one"
seen = []
start = GLib.get_monotonic_time()
while GLib.get_monotonic_time() - start < 1.2e6:
    spin(0.01)
    seen.append(offset(row) - rest)
assert min(seen) < -30 and min(seen) >= -37, min(seen)
assert seen[-1] == 0, seen[-1]
assert not heard, heard
assert not hover_buttons(row), "a moving peek shows no button"
print(f"peek: the row slid {-min(seen):.0f} points toward its buttons and back, reporting nothing")

row.open(SwipeWidgets.Edge.TRAILING)
spin_until(lambda: row.get_is_open() and "opened" in heard)
spin(0.5)
assert row.peek() is False
row.close()
spin(0.5)
print("open: an open row does not peek")

still = action_row(reduce_motion=SwipeWidgets.ReduceMotion.ON)
rest = offset(still)
assert still.peek() is True
spin(0.3)
assert offset(still) == rest
assert still.has_css_class("swipe-peek-hint")
buttons = hover_buttons(still)
assert len(buttons) == 1 and buttons[0].get_visible(), buttons
button = buttons[0]
assert button.get_tooltip_text() == "Show Actions" and not button.get_focusable(), button
spin(1.4)
assert not still.has_css_class("swipe-peek-hint") and not button.get_visible()
assert offset(still) == rest
print("reduce motion: the row stayed still, outlined, its Show Actions button shown for a moment")

bare = action_row(reduce_motion=SwipeWidgets.ReduceMotion.ON, shows_hover_button=False)
assert bare.peek() is True
spin(0.3)
assert bare.has_css_class("swipe-peek-hint") and not hover_buttons(bare)
print("off: with shows-hover-button off the hint is the outline alone")

button.emit("clicked")
spin_until(lambda: still.get_is_open())
print("click: the hover button opened the row")
