"""Rows changing under the user: removed and restored while another is open, mid-drag and
mid-animation. The window must keep one open row at most, fire each action once, and show no
stale row (every row AT-SPI lists is one the engine still has, under its own title)."""
import time

import pytest

from harness import check, wait_until, xdotool
from harness.drags import open_first_row

TASKS = ["Water the plants", "Call the dentist", "Buy groceries", "Send the invoice", "Book the flight"]
MESSAGES = ["Weekly report", "Flight update", "Dinner on Friday?", "Design review"]


def kinds(app, kind):
    return [e for e in app.events() if e["kind"] == kind]


def shown_titles(app):
    return [app.row_title(row) for row in app.rows()]


@pytest.mark.app("--block", "swipe-action-row")
def test_deleting_another_row_while_one_is_open_keeps_one_open_row_and_no_stale_row(app, events):
    open_first_row(app)
    events.wait("opened", row=0, edge="trailing")
    app.do_action(app.row("Dinner on Friday?"), "row.delete")
    events.wait("removed", row=2)
    wait_until(lambda: shown_titles(app) == ["Weekly report", "Flight update", "Design review"],
               message="the three rows left, in order")
    # The open row is still the one open: Escape closes it, and a new drag opens another.
    app.key("Escape")
    events.wait("closed", row=0)
    open_first_row(app, "Design review")
    events.wait("opened", row=3, edge="trailing")
    check(len(kinds(app, "action")) == 1 and len(kinds(app, "removed")) == 1,
          f"one action, one removal: {kinds(app, 'action')}")


@pytest.mark.app("--block", "completion-swipe-row")
def test_completing_rows_while_others_animate_then_start_over_restores_every_row(app, events):
    row = app.row(TASKS[0])
    x, y, w, h = app.extents(row)
    app.drag(x + 30, y + h // 2, x + 30 + 260, y + h // 2, steps=10, duration=0.15)   # past the threshold
    # While the first row slides out and collapses, complete the others from AT-SPI.
    for name in TASKS[1:]:
        app.do_action(app.row(name), "row.complete")
    wait_until(lambda: len(kinds(app, "removed")) == 5, message="five removals")
    check(sorted(e["row"] for e in kinds(app, "completed")) == [0, 1, 2, 3, 4],
          f"each row completed exactly once: {kinds(app, 'completed')}")
    app.do_action(app.find("push button", "Start over"), "click")
    wait_until(lambda: shown_titles(app) == TASKS, message="every task back, in order")
    # The restored rows are live: a short drag springs back without completing.
    row = app.row(TASKS[2])
    x, y, w, h = app.extents(row)
    app.drag(x + 30, y + h // 2, x + 90, y + h // 2)
    events.wait("dragStarted", row=2)
    time.sleep(0.6)
    check(len(kinds(app, "completed")) == 5, "the short drag completed nothing")


@pytest.mark.app("--block", "swipe-action-row")
def test_removing_the_row_being_dragged_drops_the_drag_and_its_events(app, events):
    row = app.row(MESSAGES[1])
    x, y, w, h = app.extents(row)
    app.drag(x + w - 40, y + h // 2, x + w - 200, y + h // 2, release=False)    # held mid-drag
    events.wait("dragStarted", row=1)
    app.do_action(row, "row.archive")          # a screen reader acts on the row under the finger
    events.wait("removed", row=1)
    xdotool("mouseup", 1)
    time.sleep(0.5)
    check(not kinds(app, "opened"), f"the released drag of a removed row opened nothing: {kinds(app, 'opened')}")
    wait_until(lambda: shown_titles(app) == [MESSAGES[0]] + MESSAGES[2:], message="three rows left")
    open_first_row(app)                        # and the list still swipes
    events.wait("opened", row=0)


@pytest.mark.app("--block", "full-swipe-card-list")
def test_full_swipe_delete_while_another_card_is_open_closes_it_and_removes_only_one(app, events):
    rows = wait_until(lambda: app.rows(), message="the card rows")
    first, second = app.row_title(rows[0]), app.row_title(rows[1])
    x, y, w, h = app.extents(rows[0])
    app.drag(x + 30, y + h // 2, x + 150, y + h // 2)
    events.wait("opened", row=0, edge="leading")
    x, y, w, h = app.extents(rows[1])
    app.drag(x + w - 30, y + h // 2, x + 20, y + h // 2, steps=30, duration=0.5)
    events.wait("removed", row=1)
    events.wait("closed", row=0)
    check([e["name"] for e in kinds(app, "action")] == ["delete"], f"one action: {kinds(app, 'action')}")
    titles = wait_until(lambda: (lambda t: t if second not in t else None)(shown_titles(app)), message="the row gone")
    check(titles[0] == first, f"the first card is still first: {titles[:3]}")
