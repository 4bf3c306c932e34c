"""The completion row, driven by real pointer drags, the keyboard and AT-SPI."""
import time

import pytest

import harness
from harness import App, check, wait_until, xdotool

FIRST = "Water the plants"


def row_geometry(app, name=FIRST):
    row = app.row(name)
    x, y, w, h = app.extents(row)
    return row, x, y, w, h


@pytest.mark.app("--block", "completion-swipe-row")
def test_drag_past_the_threshold_completes_and_removes_the_row(app, events):
    _, x, y, w, h = row_geometry(app)
    app.drag(x + 40, y + h // 2, x + 40 + min(int(w * 0.4), 140) + 60, y + h // 2 + 3)
    events.wait("completed", row=0)
    events.wait("removed", row=0)
    wait_until(lambda: not app.find_rows(FIRST), message="the row to leave the list")
    kinds = [e["kind"] for e in events() if e["row"] == 0]
    check(kinds.count("completed") == 1, f"completed once: {kinds}")
    check(kinds.index("feedback") < kinds.index("completed"), f"feedback before completion: {kinds}")


@pytest.mark.app("--block", "completion-swipe-row")
def test_short_drag_springs_back_without_completing(app, events):
    _, x, y, w, h = row_geometry(app)
    app.drag(x + 40, y + h // 2, x + 40 + 70, y + h // 2)
    events.wait("dragStarted", row=0)
    time.sleep(1.0)
    check(not [e for e in events() if e["kind"] in ("completed", "removed")], f"events: {events()}")
    app.row(FIRST)


@pytest.mark.app("--block", "completion-swipe-row", "--rtl")
def test_rtl_completes_leftward_and_not_rightward(app, events):
    _, x, y, w, h = row_geometry(app)
    app.drag(x + w - 40, y + h // 2, x + w - 40 - 260, y + h // 2)   # forward in RTL
    events.wait("completed", row=0)
    _, x, y, w, h = row_geometry(app, "Call the dentist")
    app.drag(x + 40, y + h // 2, x + 300, y + h // 2)                 # backward in RTL
    time.sleep(1.0)
    check(not [e for e in events() if e["row"] == 1 and e["kind"] == "completed"], "a backward drag completed")


@pytest.mark.app("--block", "completion-swipe-row")
def test_accessibility_action_completes_the_row(app, events):
    row = app.row("Call the dentist")
    check("row.complete" in app.actions(row), f"actions: {app.actions(row)}")
    app.do_action(row, "row.complete")
    events.wait("completed", row=1)
    events.wait("removed", row=1)


@pytest.mark.app("--block", "completion-swipe-row")
def test_return_on_a_focused_row_completes_it(app, events):
    _, x, y, w, h = row_geometry(app, "Buy groceries")
    app.click(x + w // 2, y + h // 2)
    app.key("Return")
    events.wait("completed", row=2)


@pytest.mark.app("--block", "completion-swipe-row", "--reduce-motion")
def test_reduce_motion_completes_at_once(app, events):
    _, x, y, w, h = row_geometry(app)
    app.drag(x + 40, y + h // 2, x + 300, y + h // 2)
    done = events.wait("completed", row=0)
    started = events.wait("dragStarted", row=0)
    removed = events.wait("removed", row=0)
    check(removed["time"] - done["time"] < 0.05, f"removal should follow at once: {done} {removed}")
    check(done["time"] - started["time"] < 1.0, f"no slide-out animation expected: {started} {done}")


@pytest.mark.app("--block", "completion-swipe-row")
def test_start_over_brings_every_task_back(app, events):
    for name in ["Water the plants", "Call the dentist", "Buy groceries", "Send the invoice", "Book the flight"]:
        app.do_action(app.row(name), "row.complete")
    wait_until(lambda: len([e for e in events() if e["kind"] == "removed"]) == 5, message="five removals")
    button = app.find("push button", "Start over")
    app.do_action(button, "click")
    wait_until(lambda: len([e for e in events() if e["kind"] == "restored"]) == 5, message="five restorations")
    app.row("Book the flight")


@pytest.mark.parametrize("flag, sign", [([], 1), (["--rtl"], -1)], ids=["ltr", "rtl"])
def test_half_dragged_row_shows_its_tint_on_the_forward_side(flag, sign):
    app = App("--block", "completion-swipe-row", *flag)
    _, x, y, w, h = row_geometry(app)
    start = x + 40 if sign > 0 else x + w - 40
    app.drag(start, y + h // 2, start + sign * 110, y + h // 2, release=False)
    time.sleep(0.4)
    ox, oy = app.window_origin()
    shot = app.screenshot(f"{harness.ARTIFACTS}/tint-{'rtl' if flag else 'ltr'}.png")
    near = (x - ox + 8, y - oy + h // 2 + 14) if sign > 0 else (x - ox + w - 8, y - oy + h // 2 + 14)
    far = (x - ox + w - 8, y - oy + h // 2 + 14) if sign > 0 else (x - ox + 8, y - oy + h // 2 + 14)
    r, g, b = app.pixel(shot, *near)
    check(g > 150 and r < 120 and b < 150, f"tint expected at {near}, got {(r, g, b)}")
    r2, g2, b2 = app.pixel(shot, *far)
    check(not (g2 > 150 and r2 < 120 and b2 < 150), f"no tint expected at {far}, got {(r2, g2, b2)}")
    xdotool("mouseup", 1)
