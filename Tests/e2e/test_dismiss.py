"""Swipe to Dismiss (Android's ItemTouchHelper), driven by real pointer drags, flicks, the
keyboard and AT-SPI: past half the width or flung the way of the drag, the row flies out and its
action runs once the gap has closed; anything less settles back."""
import time

import pytest

from harness import App, check, wait_until
from harness.keys import choose_next, first_row, focused, press, tab_until

FIRST = "Battery saver is on"
SECOND = "Update ready to install"


def geometry(app, name=FIRST):
    x, y, w, h = app.extents(app.row(name))
    return x, y + h // 2, w


def actions(events):
    return [e for e in events() if e["kind"] == "action"]


@pytest.mark.app("--block", "swipe-to-dismiss")
def test_a_drag_past_half_the_width_dismisses_and_undo_brings_the_row_back(app, events):
    x, cy, w = geometry(app)
    # Slowly, so only the distance counts: well past the middle, then held still before the release.
    app.drag(x + 20, cy, x + 20 + int(w * 0.62), cy + 2, steps=30, duration=1.2)
    event = events.wait("action", row=0)
    check(event["name"] == "dismiss", f"the action: {event}")
    events.wait("removed", row=0)
    wait_until(lambda: not app.find_rows(FIRST), message="the row to leave the list")
    app.find(None, "‘Battery saver is on’ dismissed")
    app.key("ctrl+z")
    events.wait("restored", row=0)
    app.row(FIRST)


@pytest.mark.app("--block", "swipe-to-dismiss")
def test_a_slow_drag_short_of_the_middle_settles_back(app, events):
    x, cy, w = geometry(app)
    app.drag(x + 20, cy, x + 20 + int(w * 0.35), cy, steps=30, duration=1.5)
    events.wait("dragStarted", row=0)
    time.sleep(1.0)
    check(not actions(events), f"a short slow drag dismissed: {events()}")
    app.row(FIRST)


@pytest.mark.app("--block", "swipe-to-dismiss")
def test_a_quick_short_flick_the_way_of_the_drag_dismisses(app, events):
    x, cy, w = geometry(app)
    # A quarter of the width in a tenth of a second: far short of the middle, far above 120 pt/s.
    app.drag(x + w - 20, cy, x + w - 20 - int(w * 0.25), cy, steps=6, duration=0.1)
    events.wait("action", row=0)


@pytest.mark.app("--block", "swipe-to-dismiss")
def test_a_vertical_drag_does_not_move_the_row(app, events):
    x, cy, w = geometry(app)
    app.drag(x + w // 2, cy, x + w // 2 + 4, cy + 60, steps=12, duration=0.3)
    time.sleep(0.8)
    check(not [e for e in events() if e["kind"] in ("dragStarted", "action")], f"a vertical drag swiped: {events()}")


@pytest.mark.app("--block", "swipe-to-dismiss")
def test_from_the_keyboard_the_arrows_dismiss_and_focus_moves_on(app, events):
    first_row(app, FIRST)
    press(app, "Right", settle=1.0)
    events.wait("action", row=0)
    events.wait("removed", row=0)
    wait_until(lambda: (lambda n: n is not None and app.is_row(n, SECOND))(focused(app)), message="focus on the next row")
    press(app, "Return", settle=1.0)
    events.wait("action", row=1)


@pytest.mark.parametrize("rtl", [False, True])
def test_with_end_only_the_row_leaves_only_toward_the_end_edge_whichever_way_the_layout_reads(rtl):
    # "End Only" (the directions drop-down, from the keyboard): the row may leave only toward the
    # trailing edge, right left to right and left right to left; the other arrow does nothing.
    app = App("--block", "swipe-to-dismiss", *(["--rtl"] if rtl else []))
    choose_next(app, "Swipe Directions", "End Only")
    toward_start, toward_end = ("Right", "Left") if rtl else ("Left", "Right")
    tab_until(app, lambda n: n.getRoleName() == "list item" and app.is_row(n, FIRST), key="Shift+Tab", what="the first row")
    press(app, toward_start, settle=1.0)
    check(not [e for e in app.events() if e["kind"] == "action"], f"{toward_start} dismissed toward the start: {app.events()}")
    press(app, toward_end, settle=1.0)
    app.wait_event("action", row=0)


@pytest.mark.app("--block", "swipe-to-dismiss")
def test_screen_readers_have_the_dismiss_action(app, events):
    row = app.row(SECOND)
    check("row.dismiss" in app.actions(row), f"actions: {app.actions(row)}")
    app.do_action(row, "row.dismiss")
    events.wait("action", row=1, name="dismiss")
    events.wait("removed", row=1)
