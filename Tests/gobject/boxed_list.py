"""Swipe rows as the rows of a `.boxed-list` GtkListBox, from Python: each SwipeRow is the list's
row itself (no GtkListBoxRow around it), one focus stop, moved along by the list's own keys,
handed to row-activated, activating an AdwActionRow child, one open row per list without a
group, and still a plain focusable widget in a GtkBox. Prints one line per finding and exits 0,
or fails. Run with the library and its typelib on the loaders' paths and
G_DEBUG=fatal-criticals (Tests/e2e does): a GtkListBoxRow outside a list that took focus as
GTK's own does would abort here."""
import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Adw", "1")
gi.require_version("SwipeWidgets", "0")
from gi.repository import Adw, Gtk, SwipeWidgets  # noqa: E402
from mainloop import spin, spin_until  # noqa: E402


def action_row(title, child=None):
    row = SwipeWidgets.ActionRow()
    row.set_child(child or Gtk.Label(label=title, xalign=0, margin_top=16, margin_bottom=16, margin_start=12))
    row.add_action(SwipeWidgets.Action.new("archive", "Archive", "package-x-generic-symbolic"))
    row.add_action(SwipeWidgets.Action.new("delete", "Delete", "user-trash-symbolic"))
    return row


Adw.init()
before = Gtk.Button(label="Before")
after = Gtk.Button(label="After")
adw = Adw.ActionRow(title="Adopted", subtitle="an AdwActionRow inside", activatable=True)
adw_activated = []
adw.connect("activated", lambda *_: adw_activated.append(True))
rows = [action_row("Mail 1"), action_row("Mail 2"), action_row("Adopted", adw), action_row("Mail 4")]
listbox = Gtk.ListBox(selection_mode=Gtk.SelectionMode.NONE)
listbox.add_css_class("boxed-list")
for row in rows:
    listbox.append(row)
box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL, spacing=12, margin_top=12, margin_bottom=12, margin_start=12, margin_end=12)
for widget in (before, listbox, after):
    box.append(widget)
window = Gtk.Window(default_width=420, default_height=420, child=box)
window.present()
spin(0.5)

assert all(row.get_parent() is listbox for row in rows), [type(r.get_parent()) for r in rows]
assert isinstance(rows[0], Gtk.ListBoxRow) and rows[0].get_css_name() == "row" and rows[0].has_css_class("swipe-row")
assert rows[0].get_accessible_role() == Gtk.AccessibleRole.LIST_ITEM
print("row: a swipe row is the list's row itself, a `row` node with .swipe-row, read as a list item")

given = Gtk.Label(label="Given")
spare = SwipeWidgets.ActionRow()
Gtk.ListBoxRow.set_child(spare, given)
assert spare.get_child() is given and Gtk.ListBoxRow.get_child(spare) is None and given.get_parent() is not spare
print("child: a widget given to gtk_list_box_row_set_child() becomes the row's child, in its content")

before.grab_focus()
stops = []
for _ in range(len(rows) + 1):
    window.child_focus(Gtk.DirectionType.TAB_FORWARD)
    stops.append(window.get_focus())
assert stops[:len(rows)] == rows and stops[-1] is after, [type(s).__name__ for s in stops]
print("focus: Tab stops once on each row, then leaves the list")

rows[0].grab_focus()
moves = []
for step, count in ((Gtk.MovementStep.DISPLAY_LINES, 1), (Gtk.MovementStep.DISPLAY_LINES, 1),
                    (Gtk.MovementStep.BUFFER_ENDS, 1), (Gtk.MovementStep.DISPLAY_LINES, -1),
                    (Gtk.MovementStep.BUFFER_ENDS, -1)):
    listbox.emit("move-cursor", step, count, False, False)
    moves.append(rows.index(window.get_focus()))
assert moves == [1, 2, 3, 2, 0], moves
print("keys: the list's Down, Down, End, Up, Home move focus 1, 2, 3, 2, 0")

activated = []
listbox.connect("row-activated", lambda _list, row: activated.append(row))
assert not rows[0].get_activatable(), "a swipe row is not activatable unless asked (Return runs its primary action)"
assert rows[2].get_activatable(), "a row whose child is an activatable AdwActionRow is activatable"
rows[2].grab_focus()
listbox.emit("activate-cursor-row")
assert activated == [rows[2]] and adw_activated == [True], (activated, adw_activated)
rows[1].set_activatable(True)
rows[1].grab_focus()
listbox.emit("activate-cursor-row")
assert activated[-1] is rows[1]
print("activate: row-activated hands over the swipe row itself, and an AdwActionRow child emits activated")

rows[2].grab_focus()
window.child_focus(Gtk.DirectionType.TAB_FORWARD)
assert window.get_focus() is rows[3], type(window.get_focus()).__name__
print("focus: an AdwActionRow child is no focus stop of its own")

rows[0].open(SwipeWidgets.Edge.TRAILING)
spin_until(lambda: rows[0].get_is_open())
rows[3].open(SwipeWidgets.Edge.TRAILING)
spin_until(lambda: rows[3].get_is_open() and not rows[0].get_is_open())
rows[3].close()
group = SwipeWidgets.Group()
group.add(rows[0])
rows[0].open(SwipeWidgets.Edge.TRAILING)
rows[1].open(SwipeWidgets.Edge.TRAILING)
spin_until(lambda: rows[0].get_is_open() and rows[1].get_is_open())
spin(0.3)
assert rows[0].get_is_open() and rows[1].get_is_open(), "an explicit group takes the row out of the list's"
print("group: one open row per list without a group; a group of the app's takes its place")

alone = action_row("Alone")
holder = Gtk.Box(orientation=Gtk.Orientation.VERTICAL)
holder.append(Gtk.Button(label="First"))
holder.append(alone)
other = Gtk.Window(default_width=300, default_height=200, child=holder)
other.present()
spin(0.5)
alone.grab_focus()
assert other.get_focus() is alone
other.child_focus(Gtk.DirectionType.TAB_BACKWARD)
other.child_focus(Gtk.DirectionType.TAB_FORWARD)
assert other.get_focus() is alone
print("alone: a swipe row in a GtkBox takes focus and Tab as a plain widget")
