"""A card row's question before a destructive action, from Python: off by default (its options
since 0.5 in the GIR); with
confirms-destructive-actions on, the destructive action (its button, here swipe_row_perform)
holds the row and emits SwipeRow::confirming instead of running; swipe_row_confirm (row, TRUE)
runs it (SwipeRow::action), FALSE declines it (SwipeRow::declined), and confirm-timeout declines
it by itself; a normal action never asks; confirming a row that asks nothing returns FALSE with
one warning and changes nothing; an action row's delete asks on its first activation and runs on
its second. Prints one line per finding and exits 0, or fails. Run with
the library and its typelib on the loaders' paths (Tests/e2e does)."""
import gi

gi.require_version("Gtk", "4.0")
gi.require_version("SwipeWidgets", "0")
from gi.repository import GLib, Gtk, SwipeWidgets  # noqa: E402
from girfile import property_versions  # noqa: E402
from mainloop import spin, spin_until  # noqa: E402

Gtk.init()
box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL)
window = Gtk.Window(default_width=400, default_height=300, child=box)
window.present()
heard = []


def card_row(**options):
    row = SwipeWidgets.CardRow(**options)
    label = Gtk.Label(label="Quarterly planning")
    label.set_size_request(-1, 72)
    row.set_child(label)
    row.add_action(SwipeWidgets.Edge.TRAILING,
                   SwipeWidgets.Action(id="delete", title="Delete", role=SwipeWidgets.ActionRole.DESTRUCTIVE))
    row.add_action(SwipeWidgets.Edge.TRAILING, SwipeWidgets.Action(id="archive", title="Archive"))
    for signal in ("confirming", "declined", "action"):
        row.connect(signal, lambda _row, action_id, signal=signal: heard.append((signal, action_id)))
    box.append(row)
    spin(0.2)
    return row


versions = property_versions()
for kind in ("ActionRow", "CardRow"):
    for name in ("confirms-destructive-actions", "confirm-timeout"):
        assert versions[(kind, name)] == "0.5", (kind, name, versions.get((kind, name)))
plain = card_row()
assert plain.props.confirms_destructive_actions is False and plain.props.confirm_timeout == 5
assert plain.perform("delete")
spin_until(lambda: ("action", "delete") in heard)
assert not any(signal == "confirming" for signal, _ in heard), heard
print("default: a destructive action runs at once; confirms-destructive-actions is off, confirm-timeout 5 s, both since 0.5")

heard.clear()
row = card_row(confirms_destructive_actions=True)
assert row.perform("delete")
spin(0.8)
assert heard == [("confirming", "delete")], heard
assert row.confirm(True) is True
spin_until(lambda: ("action", "delete") in heard)
assert heard == [("confirming", "delete"), ("action", "delete")], heard
print("accepted: the row asked (confirming::delete), ran nothing, and swipe_row_confirm (TRUE) ran delete")

heard.clear()
spin(0.8)
assert row.perform("delete")
spin(0.3)
assert row.confirm(False) is True
spin(0.8)
assert heard == [("confirming", "delete"), ("declined", "delete")], heard
assert not row.get_is_open()
print("declined: swipe_row_confirm (FALSE) declined it and nothing ran")

heard.clear()
row.props.confirm_timeout = 0.5
start = GLib.get_monotonic_time()
assert row.perform("delete")
spin_until(lambda: ("declined", "delete") in heard)
waited = (GLib.get_monotonic_time() - start) / 1e6
assert 0.45 <= waited < 2, waited
assert heard == [("confirming", "delete"), ("declined", "delete")], heard
print(f"timed out: with confirm-timeout 0.5 the row declined by itself after {waited:.2f} s")

heard.clear()
assert row.perform("archive")
spin_until(lambda: ("action", "archive") in heard)
assert heard == [("action", "archive")], heard
print("normal: archive never asks")

heard.clear()
action_row = SwipeWidgets.ActionRow(confirms_destructive_actions=True)
action_row.set_child(Gtk.Label(label="Weekly report"))
action_row.add_action(SwipeWidgets.Action(id="archive", title="Archive"))
action_row.add_action(SwipeWidgets.Action(id="delete", title="Delete", role=SwipeWidgets.ActionRole.DESTRUCTIVE))
for signal in ("confirming", "declined", "action"):
    action_row.connect(signal, lambda _row, action_id, signal=signal: heard.append((signal, action_id)))
box.append(action_row)
spin(0.2)
assert action_row.perform("delete")
spin(0.5)
assert heard == [("confirming", "delete")] and action_row.get_is_open(), heard
assert action_row.perform("delete")
spin_until(lambda: ("action", "delete") in heard)
assert heard == [("confirming", "delete"), ("action", "delete")], heard
print("two-step: an action row's delete asked on its first activation and ran on its second")

heard.clear()
spin(0.8)
assert row.confirm(True) is False
spin(0.5)
assert heard == [], heard
print("misuse: confirming a row that asks nothing returned FALSE and ran nothing")
window.destroy()
