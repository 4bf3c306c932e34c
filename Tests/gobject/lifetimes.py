"""Lifetimes under Python's garbage collector: rows, actions, groups and lists made, shown,
moved, destroyed and dropped in seeded random orders, with gc.collect() between; the process
runs under G_DEBUG=fatal-criticals, so a GTK critical kills it. Prints "lifetimes: N rounds" and
exits 0, or dies. Run with build/gir on GI_TYPELIB_PATH and LD_LIBRARY_PATH (Tests/e2e does)."""
import gc
import random
import sys

import gi

gi.require_version("Gdk", "4.0")
gi.require_version("Gtk", "4.0")
gi.require_version("SwipeWidgets", "0")
from gi.repository import GLib, Gtk, SwipeWidgets  # noqa: E402

KINDS = (SwipeWidgets.CompletionRow, SwipeWidgets.ActionRow, SwipeWidgets.CardRow)


def spin(seconds=0.0):
    """Runs the main loop for `seconds` (and what is pending)."""
    context = GLib.MainContext.default()
    end = GLib.get_monotonic_time() + int(seconds * 1e6)
    while context.pending() or GLib.get_monotonic_time() < end:
        context.iteration(False)


def row(rng, kind=None):
    kind = kind or rng.choice(KINDS)
    r = kind(child=Gtk.Label(label="Row"))
    actions = [SwipeWidgets.Action.new(i, i.title(), "package-x-generic-symbolic") for i in ("archive", "flag")]
    if kind is SwipeWidgets.ActionRow:
        for a in actions:
            r.add_action(a)
    elif kind is SwipeWidgets.CardRow:
        r.add_action(SwipeWidgets.Edge.LEADING, actions[0])
        r.add_action(SwipeWidgets.Edge.TRAILING, actions[1])
    r.connect("action", lambda row, action: None)
    r.connect("opened", lambda row, edge: row.get_child())
    return r


def close_menus(widget):
    """Closes the row menus under `widget` and lets GTK settle: GTK 4.8 itself reports a critical
    (gdk_surface_get_device_position on a destroyed surface) when a window is destroyed in the
    main-loop iteration a popover menu closed in, with or without this library (a plain
    GtkPopoverMenu does it too), so the window is destroyed after that iteration."""
    child = widget.get_first_child()
    while child is not None:
        if isinstance(child, Gtk.Popover):
            child.popdown()
        close_menus(child)
        child = child.get_next_sibling()


def destroy(window):
    close_menus(window)
    spin(0.05)
    window.destroy()


def drop(rng, things):
    """Drops the references in a random order, collecting now and then."""
    rng.shuffle(things)
    while things:
        things.pop()
        if rng.random() < 0.5:
            gc.collect()
    gc.collect()


def standalone_rows(rng):
    # Rows in a window, some moving or with their menu open, the window destroyed before or
    # after the rows are dropped; a dropped row whose window lives on; calls on disposed rows.
    window = Gtk.Window()
    box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL)
    window.set_child(box)
    rows = [row(rng) for _ in range(rng.randint(1, 5))]
    for r in rows:
        box.append(r)
    window.present()
    spin(0.05)
    for r in rows:
        what = rng.random()
        if what < 0.3:
            r.open(rng.choice([SwipeWidgets.Edge.LEADING, SwipeWidgets.Edge.TRAILING]))
        elif what < 0.45:
            r.show_menu()
        elif what < 0.6:
            r.set_property("minimum-distance", 30.0)
        elif what < 0.7:
            r.set_child(Gtk.Label(label="Other"))
    spin(rng.choice([0, 0.02, 0.2]))
    group = SwipeWidgets.Group.new()
    for r in rows:
        group.add(r)
    if rows and rng.random() < 0.5:
        group.open(rows[0], SwipeWidgets.Edge.TRAILING)
    things = [group, *rows]
    if rng.random() < 0.5:
        destroy(window)
        for r in rows:   # disposed, still referenced: every call is harmless
            r.open(SwipeWidgets.Edge.TRAILING)
            r.close()
            r.perform("archive")
            r.set_property("minimum-distance", 12.0)
            r.get_child()
        group.close()
        group.is_any_row_open()
        drop(rng, things)
    else:
        drop(rng, things)
        spin(0.02)
        destroy(window)
    spin(0.02)


def lists(rng):
    # A list of many items, scrolled, rows opened, items removed from a handler, the model
    # dropped before the view or after, the window destroyed with a row mid-motion.
    kind = rng.choice(KINDS)
    model = Gtk.StringList.new([f"Item {i}" for i in range(rng.choice([3, 50, 500]))])
    view = SwipeWidgets.ListView.new(model, kind)
    view.connect("setup-row", lambda v, r: r.set_child(Gtk.Label()) or (
        kind is SwipeWidgets.ActionRow and r.add_action(SwipeWidgets.Action.new("archive", "Archive", None))))
    view.connect("bind-row", lambda v, r, item, position: r.get_child().set_label(item.get_string()))
    view.connect("row-action", lambda v, position, r, action: model.remove(position))
    view.connect("row-completed", lambda v, position, r: model.remove(position))
    view.set_heading_func(lambda position: "Today" if position == 0 else None)
    window = Gtk.Window(default_width=400, default_height=300, child=view)
    window.present()
    spin(0.05)
    for _ in range(rng.randint(0, 4)):
        n = model.get_n_items()
        if n == 0:
            break
        position = rng.randrange(n)
        r = view.get_row(position)
        if r is None:
            view.focus(position)
            spin(0.02)
            continue
        what = rng.random()
        if what < 0.4:
            view.open(position, SwipeWidgets.Edge.TRAILING)
        elif what < 0.7:
            r.perform("archive" if kind is not SwipeWidgets.CompletionRow else "complete")
        else:
            model.splice(0, min(n, 2), [])
        spin(rng.choice([0, 0.05]))
    things = [model, view, window]
    rng.shuffle(things)
    if things[0] is window:
        destroy(window)
    drop(rng, [t for t in things if t is not window])
    spin(0.05)
    destroy(window)
    spin(0.02)


def main():
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 60
    rng = random.Random(seed)
    for i in range(rounds):
        rng.choice([standalone_rows, lists])(rng)
        gc.collect()
    spin(0.1)
    print(f"lifetimes: {rounds} rounds (seed {seed})", flush=True)


main()
