"""A swipe row asks for its height at its width, as its child does: in a list 200 and 600 points
wide, a long wrapping label in an action row or a card row gets the height it needs at the width
the row gives it (more lines, more height, when narrower), as it does in a plain GtkListBoxRow,
and each row is as high as its label plus its own padding, the same at both widths. Prints one
line per finding and exits 0, or fails. Run with the library and its typelib on the loaders'
paths (Tests/e2e does)."""
import gi

gi.require_version("Gtk", "4.0")
gi.require_version("SwipeWidgets", "0")
from gi.repository import Gtk, SwipeWidgets  # noqa: E402
from mainloop import spin_until  # noqa: E402

TEXT = ("Your flight to Lisbon on Friday leaves from gate 23 at 14:05; boarding closes twenty minutes "
        "before departure, and the bags you checked go straight through to your final stop.")

Gtk.init()


def label():
    return Gtk.Label(label=TEXT, wrap=True, xalign=0)


def plain():
    row = Gtk.ListBoxRow()
    row.set_child(label())
    return row


def swipe(kind):
    row = kind()
    row.set_child(label())
    action = SwipeWidgets.Action(id="archive", title="Archive")
    if kind is SwipeWidgets.CardRow:
        row.add_action(SwipeWidgets.Edge.TRAILING, action)
    else:
        row.add_action(action)
    return row


def laid_out(width):
    """{kind: (the row's height, its label's height)} in a window `width` points wide, each label
    checked to have the height it needs at the width it got."""
    rows = {"plain": plain(), "action": swipe(SwipeWidgets.ActionRow), "card": swipe(SwipeWidgets.CardRow)}
    box = Gtk.ListBox(valign=Gtk.Align.START)
    for row in rows.values():
        box.append(row)
    window = Gtk.Window(default_width=width, default_height=900, child=box)
    window.present()
    spin_until(lambda: box.get_width() == width and all(row.get_height() > 0 for row in rows.values()))
    spin_until(lambda: all(row.get_child().get_height() == needed(row.get_child()) for row in rows.values()), seconds=3)
    found = {kind: (row.get_height(), row.get_child().get_height()) for kind, row in rows.items()}
    window.destroy()
    return found


def needed(child):
    """The height `child` needs at the width it has."""
    return child.measure(Gtk.Orientation.VERTICAL, child.get_width())[1]


narrow, wide = laid_out(200), laid_out(600)
for kind in ("plain", "action", "card"):
    (row_narrow, label_narrow), (row_wide, label_wide) = narrow[kind], wide[kind]
    assert label_narrow > label_wide, f"{kind}: the label wraps to more lines when narrower: {narrow[kind]}, {wide[kind]}"
    assert row_narrow - label_narrow == row_wide - label_wide, f"{kind}: the row's own padding changed: {narrow[kind]}, {wide[kind]}"
print(f"height for width: a wrapping label gets its height for its width in a swipe row as in a plain row "
      f"({narrow['action'][1]} points at 200 wide, {wide['action'][1]} at 600)")
