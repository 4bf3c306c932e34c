"""Finding the actions, from Python: the action and card rows have shows-hover-button, on by
default (the completion and dismiss rows have none: their swipe is the action), since 0.5 in the
GIR; the real pointer (xdotool) over a resting row shows its button; swipe_row_peek slides a
resting row toward its actions and back, once, reporting nothing, the hovered row's button hidden
while it moves and back after, and refuses a second peek during one and an open row; a peek asked
for before the row is laid out starts once it is; under Reduce Motion the row stays still, is
outlined (.swipe-peek-hint) and shows its hover button ("Show Actions", no focus stop) for a
moment, or only the outline with shows-hover-button off. Prints one line per finding and exits 0,
or fails. Run with the library and its typelib on the loaders' paths, on an X display with
xdotool (Tests/e2e does)."""
import subprocess

import gi

gi.require_version("GdkX11", "4.0")
gi.require_version("Gtk", "4.0")
gi.require_version("SwipeWidgets", "0")
from gi.repository import GdkX11, GLib, Gtk, SwipeWidgets  # noqa: E402
from girfile import property_versions  # noqa: E402
from mainloop import spin, spin_until  # noqa: E402

heard = []
Gtk.init()
box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL)
window = Gtk.Window(default_width=420, default_height=320, child=box)
window.present()


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


def pointer_at(x, y):
    """Moves the X server's pointer to (`x`, `y`) in the window, as a mouse does."""
    dx, dy = window.get_surface_transform()
    xid = GdkX11.X11Surface.get_xid(window.get_surface())
    subprocess.run(["xdotool", "mousemove", "--window", str(xid), str(int(x + dx)), str(int(y + dy))], check=True)


def hover(row):
    """The real pointer over the middle of `row`: in from outside it, then a motion inside."""
    x, y = row.translate_coordinates(window, row.get_width() / 2, row.get_height() / 2)
    for step in (0, 3):
        pointer_at(x + step, y)
        spin(0.05)


def shown(row):
    """The row's hover button, if it shows."""
    return [button for button in hover_buttons(row) if button.get_visible()]


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
versions = property_versions()
for kind in ("ActionRow", "CardRow"):
    assert versions[(kind, "shows-hover-button")] == "0.5", (kind, versions.get((kind, "shows-hover-button")))
print("option: shows-hover-button, on by default, on the action and card rows only, since 0.5")

row = action_row()
rest = offset(row)
assert not hover_buttons(row), "a row never hovered makes no button"
hover(row)
spin_until(lambda: shown(row))
assert row.peek() is True
assert row.peek() is False, "a second peek during one"
seen = []
start = GLib.get_monotonic_time()
while GLib.get_monotonic_time() - start < 1.2e6:
    spin(0.01)
    seen.append((offset(row) - rest, bool(shown(row))))
assert min(o for o, _ in seen) < -30 and min(o for o, _ in seen) >= -37, min(seen)
assert not [o for o, button in seen if o != 0 and button], f"a moving peek shows no button: {seen}"
spin_until(lambda: offset(row) == rest and shown(row))
assert not heard, heard
print(f"peek: the row slid {-min(seen)[0]:.0f} points toward its buttons and back, reporting nothing, "
      "its button hidden while it moved and shown again after")
pointer_at(window.get_width() - 2, window.get_height() - 2)
spin_until(lambda: not shown(row))

row.open(SwipeWidgets.Edge.TRAILING)
spin_until(lambda: row.get_is_open() and "opened" in heard)
assert row.peek() is False
row.close()
spin_until(lambda: not row.get_is_open() and "closed" in heard)
print("open: an open row does not peek")

early = SwipeWidgets.ActionRow()
early.set_child(Gtk.Label(label="First launch", xalign=0, height_request=64))
early.add_action(SwipeWidgets.Action(id="archive", title="Archive"))
assert early.peek() is True, "a row not laid out yet takes the peek"
assert early.peek() is False, "once"
box.append(early)
early_seen = []
start = GLib.get_monotonic_time()
while GLib.get_monotonic_time() - start < 1.5e6:
    spin(0.01)
    if early.get_width() > 0:
        early_seen.append(offset(early))
assert min(early_seen) < early_seen[-1] - 30, early_seen
print("early: a peek asked for before the row was laid out ran once it was")

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
spin_until(lambda: not still.has_css_class("swipe-peek-hint"), seconds=3)
assert not button.get_visible()
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
