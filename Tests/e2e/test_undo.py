"""Delete with undo in the window, as the library gives it to any app (SwipeListView's
removeItem and undo): two messages deleted, then undone newest first, once with Ctrl+Z and once
with the toasts' Undo button and the real pointer. Each comes back at the position it left, the
engine's `restored` events come in reverse order of the `removed` ones, and the row animates in:
the message below it slides down to make room, through heights between, rather than jumping."""
import time

import pytest

from harness import check, wait_until
from harness.drags import open_first_row
from harness.keys import first_row, press
from harness.toasts import toast_undo

MESSAGES = ["Weekly report", "Flight update", "Dinner on Friday?", "Design review"]


def titles(app):
    return [app.row_title(r) for r in app.rows()]


def slide(app, node, seconds=1.0):
    """The top of `node`, read as fast as AT-SPI answers for `seconds`: the path it moves along."""
    tops = []
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        tops.append(app.extents(node)[1])
    return tops


def slid(tops):
    """True when the row moved down through places between where it was and where it ended."""
    return tops[-1] > tops[0] and any(tops[0] < top < tops[-1] for top in tops)


def restored_in_reverse(events, first, second):
    removed = [e["row"] for e in events() if e["kind"] == "removed"]
    restored = [e["row"] for e in events() if e["kind"] == "restored"]
    check(removed == [first, second] and restored == [second, first], f"removed {removed}, restored {restored}")


@pytest.mark.app("--block", "swipe-action-row")
def test_two_deletions_undone_with_ctrl_z_come_back_in_reverse_order_animating_in(app, events):
    first_row(app, "Weekly report")
    press(app, "Delete")
    events.wait("removed", row=0)
    # Focus went to the message that took its place; the one below it goes too.
    press(app, "Down")
    press(app, "Delete")
    events.wait("removed", row=2)
    wait_until(lambda: titles(app) == ["Flight update", "Design review"], message="two messages left")
    toast_undo(app, "‘Dinner on Friday?’ deleted")
    below = app.row("Design review")
    app.key("ctrl+z")
    tops = [slide(app, below)]
    events.wait("restored", row=2)
    wait_until(lambda: titles(app) == ["Flight update", "Dinner on Friday?", "Design review"],
               message="Dinner on Friday? back in second place")
    # The toast says the deletion before it again, and Ctrl+Z undoes that too.
    toast_undo(app, "‘Weekly report’ deleted")
    below = app.row("Flight update")
    app.key("ctrl+z")
    tops.append(slide(app, below))
    events.wait("restored", row=0)
    wait_until(lambda: titles(app) == MESSAGES, message="every message back where it was")
    restored_in_reverse(events, 0, 2)
    check(any(slid(t) for t in tops), f"no row slid down as one came back: tops {tops}")
    # Nothing more to undo.
    press(app, "ctrl+z", settle=0.6)
    check(len([e for e in events() if e["kind"] == "restored"]) == 2, "a third Ctrl+Z restored something")


@pytest.mark.app("--block", "swipe-action-row")
def test_two_deletions_undone_with_the_toasts_button_come_back_in_reverse_order(app, events):
    for title, row in (("Flight update", 1), ("Design review", 3)):
        open_first_row(app, title)
        events.wait("opened", row=row)
        delete = wait_until(lambda: next((b for b in app.find_all("push button", "Delete") if app.is_showing(b)), None),
                            message="the Delete button shown")
        time.sleep(0.3)
        app.click(*app.center(delete))
        events.wait("removed", row=row)
    wait_until(lambda: titles(app) == ["Weekly report", "Dinner on Friday?"], message="two messages left")
    app.click(*app.center(toast_undo(app, "‘Design review’ deleted")))
    events.wait("restored", row=3)
    wait_until(lambda: titles(app) == ["Weekly report", "Dinner on Friday?", "Design review"], message="Design review back last")
    below = app.row("Dinner on Friday?")
    app.click(*app.center(toast_undo(app, "‘Flight update’ deleted")))
    tops = slide(app, below)
    events.wait("restored", row=1)
    wait_until(lambda: titles(app) == MESSAGES, message="every message back where it was")
    restored_in_reverse(events, 1, 3)
    check(tops[-1] > tops[0], f"Dinner on Friday? did not move down to make room: {tops}")
