"""The window as a keyboard user hears it with Orca 43: keys only (xdotool), never a click.

One Orca serves the whole file (it starts in about a second, but the module keeps one anyway);
teardown() stops it. Assertions are only what today's binary makes Orca say; the rest is printed.

Run as a script for the diagnostic walk (what Orca speaks and what AT-SPI calls focused after
each key; see diagnose(), extras() and main()):
    scripts/session.sh /usr/bin/python3 Tests/e2e/test_orca.py PATH/TO/swipeblocks [--position] [BLOCK|extras]…
"""
import os
import re
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pyatspi  # noqa: E402

import harness  # noqa: E402
from harness import check, wait_until  # noqa: E402
from orca import App, Orca  # noqa: E402

_orca = None


def orca():
    """The module's Orca, started on first use."""
    global _orca
    if _orca is None:
        _orca = Orca().start()
        print(f"  Orca ready in {_orca.start_seconds:.2f}s", flush=True)
    return _orca


def teardown():
    global _orca
    if _orca is not None:
        try:
            _orca.stop()
        finally:
            _orca = None


def launch(*args):
    """The window, shown and given X focus, with Orca's first words about it over; and the
    mark before it was launched."""
    reader = orca()
    since = reader.mark()
    app = App(*args)
    reader.wait_quiet(quiet=1.0, timeout=4)
    return reader, app, since


# AT-SPI's view of the focus
def focused(app):
    """The object AT-SPI calls focused in the app (STATE_FOCUSED), searched in the whole tree
    (GTK 4.8 gives a focused list cell or spin button no STATE_SHOWING: no pruning by it)."""
    found = []

    def visit(node, depth):
        if node is None or depth > 60 or found:
            return
        try:
            states = node.getState()
            if states.contains(pyatspi.STATE_FOCUSED):
                found.append(node)
                return
            children = list(node)
        except Exception:  # noqa: BLE001 - nodes come and go
            return
        for child in children:
            visit(child, depth + 1)

    visit(app.root, 0)
    return found[0] if found else None


def describe(node, app=None):
    """`role 'name'` and what else a screen reader reads from it (states, description, position);
    with `app`, the demo row a list cell holds."""
    if node is None:
        return "(nothing focused)"
    try:
        parts = [f"{node.getRoleName()} {node.name!r}"]
        row = _demo_row_inside(app, node) if app is not None else None
        if row is not None and row != node:
            parts.append(f"(holds {row.getRoleName()} {row.name!r})")
        states = node.getState()
        for state, word in ((pyatspi.STATE_CHECKED, "checked"), (pyatspi.STATE_PRESSED, "pressed"),
                            (pyatspi.STATE_SELECTED, "selected"), (pyatspi.STATE_EXPANDED, "expanded")):
            if states.contains(state):
                parts.append(word)
        if node.description:
            parts.append(f"desc={node.description!r}")
        parent = node.parent
        if parent is not None:
            parts.append(f"in {parent.getRoleName()} {parent.name!r} [{node.getIndexInParent() + 1}/{parent.childCount}]")
        return " ".join(parts)
    except Exception as error:  # noqa: BLE001
        return f"(vanished: {error})"


# Scenarios
def heard_name(app, node):
    """The name a person should hear for a focused node: its own; or, where GTK gave it none or
    only a class name (a list cell "GtkListItemWidget", a drop-down's "GtkToggleButton"), the
    name of the demo row it holds or of the combo box it is in; None when there is none."""
    name = node.name
    if name and not name.startswith("Gtk"):
        return name
    row = _demo_row_inside(app, node)
    if row is not None and row.name:
        return row.name
    parent = node.parent
    if parent is not None and parent.getRoleName() == "combo box" and parent.name:
        return parent.name
    return None


def tab_and_check(reader, app, key="Tab"):
    """Presses `key`; when the focus moves (AT-SPI) to something with a name to hear, checks
    that Orca speaks that name; returns (utterances, focused node)."""
    before = focused(app)
    since = reader.mark()
    app.key(key)
    try:   # the key has been handled: Orca spoke, or the focus moved (under load: seconds)
        wait_until(lambda: reader.spoken(since) or focused(app) != before, timeout=5, interval=0.2)
    except harness.Failure:
        pass   # neither: the focus stays (a focus trap) and Orca is silent
    reader.wait_quiet(quiet=1.0, timeout=5, since=since)
    node = wait_until(lambda: focused(app), timeout=5, message=f"a focused object after {key}")
    name = heard_name(app, node)
    if name and node != before:
        reader.wait_for(re.escape(name), since=since)
    heard = reader.spoken(since)
    print(f"  {key}: Orca {heard}; AT-SPI {describe(node, app)}" + ("" if node != before else " (focus stayed)"),
          flush=True)
    return heard, node


def scenario_tab_from_the_first_frame_speaks_the_focused_control():
    # No click: the window as it starts, then Tab. (Today Orca says nothing at the start itself,
    # not even the window's title: printed, not checked.)
    reader, app, launched = launch("--block", "swipe-action-row")
    print(f"  at start: Orca {reader.spoken(launched)}; AT-SPI {describe(focused(app), app)}", flush=True)
    heard, node = tab_and_check(reader, app)
    check(heard_name(app, node), f"after Tab the focused {describe(node, app)} has no name to hear; Orca spoke {heard}")


def scenario_tab_and_shift_tab_speak_every_focus_stop():
    # Each Tab or Shift+Tab that lands on a named control (or a cell holding a named row) makes
    # Orca speak that name: here the card list's three buttons, then its first cards, and back.
    # (Further on, today, Tab stays on the parameter panel's last spin button: see diagnose().)
    reader, app, _ = launch("--block", "full-swipe-card-list")
    stops = [describe(tab_and_check(reader, app)[1], app) for _ in range(6)]
    back = [describe(tab_and_check(reader, app, "shift+Tab")[1], app) for _ in range(3)]
    check(len(set(stops)) > 1, f"Tab never moved the focus: {stops}")
    check(back[-1] != stops[-1], f"Shift+Tab did not move the focus back: {stops} then {back}")


def scenario_down_and_up_in_a_demo_list_speak_the_rows():
    reader, app, _ = launch("--block", "swipe-action-row")
    heard, node = tab_and_check(reader, app)
    row = _demo_row_inside(app, node)
    check(row is not None, f"Tab from the start did not reach a demo row: {describe(node, app)}")
    for key in ("Down", "Up"):
        heard, node = tab_and_check(reader, app, key)
        check(_demo_row_inside(app, node) is not None, f"{key} left the demo list: {describe(node, app)}")


def scenario_ctrl_f_speaks_the_search_entry_and_typing_is_echoed():
    reader, app, _ = launch()
    since = reader.mark()
    app.key("ctrl+f")
    entry = app.find("entry", "Search blocks", timeout=15)
    wait_until(lambda: focused(app) == entry, timeout=15, message="the search entry to have focus")
    reader.wait_for(r"Search blocks", since=since)
    print(f"  Ctrl+F: Orca {reader.wait_quiet(since=since)}", flush=True)
    typed = reader.mark()
    app.type("check")

    def echoed():
        return [r["text"] for r in reader.records(typed, keys=True)]
    try:
        wait_until(lambda: "".join(t for t in echoed() if len(t) == 1) == "check", timeout=15,
                   message="Orca to echo the letters of 'check'")
    except harness.Failure as error:
        raise harness.Failure(f"{error}: it echoed {echoed()}") from None
    reader.wait_quiet(quiet=1.0, timeout=5, since=typed)
    counts = [t for t in reader.spoken(typed) if re.search(r"\bresults?\b", t)]
    print(f"  typing 'check': Orca {echoed()}; a result count spoken: {counts or 'none'}", flush=True)


def scenario_a_second_orca_starts_speaks_and_stops_cleanly():
    # A second Orca in the same session (its "another Orca is running" check is out of the
    # way) starts, speaks and stops without leaving a process behind.
    orca()
    with Orca() as second:
        second.wait_for(r"Screen reader on")
        pids = [second.orca.pid, second.speechd.pid]
    check(second.spoken()[-1] == "Screen reader off.", f"a stopping Orca said {second.spoken()}")
    for pid in pids:
        check(not os.path.exists(f"/proc/{pid}"), f"process {pid} still runs after stop()")


# The diagnostic walk
def diagnose(block=None, tabs=40, out=print):
    """Tabs `tabs` times and Shift+Tabs back, then, once a demo row has focus, Down, Up, Return,
    Delete, Menu and Shift+F10; for each key, what Orca spoke (key echo apart) and what AT-SPI
    calls focused."""
    reader, app, launched = launch(*(("--block", block) if block else ()))
    title = [_title(app)]
    out(f"== {block or '(default block)'}: window {title[0]!r}; at start Orca spoke {reader.spoken(launched)}; "
        f"AT-SPI {describe(focused(app), app)}")

    def step(key, label=None):
        since = reader.mark()
        events_before = len(app.events())
        app.key(key)
        reader.wait_quiet(quiet=1.0, timeout=5, since=since)
        node = focused(app)
        reader.wait_quiet(quiet=0.3, timeout=2, since=since)   # anything said while AT-SPI was read
        heard = reader.spoken(since)
        keys = [r["text"] for r in reader.records(since, keys=True) if r["kind"] == "key"]
        now = _title(app)
        changed = f"  | title now {now!r}" if now != title[0] else ""
        title[0] = now
        events = [" ".join(str(v) for k, v in e.items() if k in ("kind", "row", "edge", "action"))
                  for e in app.events()[events_before:]]
        out(f"{label or key:>10}: {heard!r}  | AT-SPI {describe(node, app)}{changed}" +
            (f"  | echo {keys}" if keys else "") + (f"  | app events {events}" if events else ""))
        return node

    row_stop = None
    for i in range(1, tabs + 1):
        node = step("Tab", f"Tab {i}")
        if row_stop is None and node is not None and _is_demo_row(app, node):
            row_stop = i
    for i in range(1, 16):
        step("shift+Tab", f"S-Tab {i}")
    # Back to a demo row (or its list cell) by Tab from the start of the window.
    app.close()
    reader, app, _ = launch(*(("--block", block) if block else ()))
    title[0] = _title(app)
    if row_stop is None:
        out("  (no Tab stop was a demo row or its cell)")
        app.close()
        return
    for _ in range(row_stop):
        app.key("Tab")
        time.sleep(0.3)
    reader.wait_quiet(quiet=0.6, timeout=4)
    out(f"  again at Tab {row_stop}, a demo row: AT-SPI {describe(focused(app), app)}")
    for key in ("Down", "Up"):
        step(key)
    for key in ("Return", "Delete", "Menu", "Escape", "shift+F10", "Escape"):
        step(key)
    app.close()


def _title(app):
    try:
        return next((n.name for n in app.root if n.getRoleName() == "frame"), None)
    except Exception:  # noqa: BLE001
        return None


def _demo_row_inside(app, node, depth=3):
    """The demo row (the panel with row.* actions) that `node` is or holds, if any."""
    try:
        if app.has_action(node, "row.menu"):
            return node
        if depth == 0:
            return None
        for child in node:
            row = _demo_row_inside(app, child, depth - 1)
            if row is not None:
                return row
    except Exception:  # noqa: BLE001
        return None
    return None


def _is_demo_row(app, node):
    """A demo row or its list cell."""
    return _demo_row_inside(app, node) is not None


def extras(out=print):
    """Other keys a keyboard user tries: Orca's Where Am I (KP_Enter) on a demo row and a block,
    Down/Up in the block list, the header toggles by shortcut and by Space, and search; then,
    for comparison, the row keys on a row focused by a click."""
    def run(app, keys, label):
        for key in keys:
            since = _orca.mark()
            if key.startswith("type:"):
                app.type(key[5:])
            else:
                app.key(key)
            _orca.wait_quiet(quiet=1.0, timeout=5, since=since)
            node = focused(app)
            _orca.wait_quiet(quiet=0.3, timeout=2, since=since)
            heard = [r["text"] if r["kind"] != "key" else f"key:{r['text']}" for r in _orca.records(since, keys=True)]
            out(f"{label:>9} {key:>10}: {heard!r}  | AT-SPI {describe(node, app)}")

    _, app, _ = launch()
    run(app, ["Tab", "KP_Enter", "KP_Enter", "shift+Tab", "KP_Enter", "shift+Tab", "KP_Enter", "Down", "Up"], "whereami")
    app.close()
    _, app, _ = launch()
    run(app, ["Tab", "ctrl+m", "ctrl+m", "ctrl+r", "ctrl+r"], "shortcut")
    run(app, ["shift+Tab"] * 4 + ["space", "space", "KP_Enter"], "toggle")
    app.close()
    _, app, _ = launch()
    run(app, ["ctrl+f", "type:check", "Tab", "Tab"], "search")
    app.close()
    # For comparison (the one place with a click): a clicked row has the focus itself, not its
    # list cell, and its keys work there.
    for block, row, keys in (("completion-swipe-row", "Buy groceries", ["Return"]),
                             ("swipe-action-row", "Flight update", ["Delete", "shift+F10"]),
                             ("full-swipe-card-list", "Lunch next week?", ["shift+F10", "Down", "Escape"])):
        _, app, _ = launch("--block", block)
        since, before = _orca.mark(), len(app.events())
        app.click(*app.center(app.find("panel", row)))
        _orca.wait_quiet(quiet=1.0, timeout=5, since=since)
        out(f"    click {row!r}: {_orca.spoken(since)!r}  | AT-SPI {describe(focused(app), app)}")
        for key in keys:
            before = len(app.events())
            run(app, [key], "clicked")
            events = [" ".join(str(v) for k, v in e.items() if k in ("kind", "row", "name"))
                      for e in app.events()[before:]]
            if events:
                out(f"{'':>21}app events {events}")
        app.close()


def main():
    """test_orca.py BINARY [--position] [BLOCK|extras]…: the diagnostic walk of each BLOCK
    ("" for the default one; default: "", swipe-action-row, full-swipe-card-list) or the extras;
    --position turns on Orca's "speak object position" (off by default)."""
    global _orca
    harness.BINARY = os.path.abspath(sys.argv[1])
    args = sys.argv[2:]
    if "--position" in args:
        args.remove("--position")
        _orca = Orca(enable=("position-speaking",)).start()
    blocks = args or ["", "swipe-action-row", "full-swipe-card-list"]
    try:
        for block in blocks:
            if block == "extras":
                orca()
                extras(out=lambda line: print(line, flush=True))
            else:
                diagnose(block or None, out=lambda line: print(line, flush=True))
            harness.close_all()
        print(f"Orca started in {orca().start_seconds:.2f}s")
    finally:
        harness.close_all()
        teardown()


if __name__ == "__main__":
    main()
