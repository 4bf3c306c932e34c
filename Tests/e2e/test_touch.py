"""Real touchscreen input (GdkTouchEvents from a touchscreen device, under headless mutter):
swipes, the claim/deny between a row's drag and the scrolled window's touch drag, the completion
threshold, the touch-only long press, right to left. One mutter serves the whole file."""
import json
import math
import os
import random
import time

import pytest

from harness import check, wait_until
from harness import recordings
from harness.touchscreen import MutterSession, TouchApp, stop_shared

pytestmark = pytest.mark.touch

MESSAGES = ["Weekly report", "Flight update", "Dinner on Friday?", "Design review"]


@pytest.fixture(scope="module", autouse=True)
def mutter():
    """The file's one headless mutter, started before its first test and stopped after its last.
    One that cannot start fails every test here with the same message."""
    yield MutterSession.shared()
    stop_shared()


@pytest.fixture
def app_class():
    """`app` is the window under mutter, touched for real."""
    return TouchApp


def swipes(app, row=None):
    return [e for e in app.events() if e["kind"] in ("dragStarted", "opened") and (row is None or e["row"] == row)]


def drag_started(app, x0, y0, x1, y1):
    """The rows a short horizontal touch drag from (x0, y0) started to swipe."""
    before = len(app.events())
    app.touch_drag(x0, y0, x1, y1, steps=5, duration=0.08)
    time.sleep(0.6)
    return [e["row"] for e in app.events()[before:] if e["kind"] == "dragStarted"]


@pytest.mark.app("--block", "swipe-action-row")
def test_touches_land_on_the_rows_atspi_shows(app):
    # TouchApp derives the window's place on mutter's screen from its size (it is centred): a touch
    # 3 px inside an edge of a row must swipe that row, one 5 px outside must not. (Not the left
    # edge: GTK gives a paned's handle a 50 px touch margin, and the sidebar's handle is close.)
    row = app.row(MESSAGES[1])
    x, y, w, h = app.extents(row)
    mid_x, mid_y = x + w // 2, y + h // 2
    for name, (tx, ty) in {"top": (mid_x, y + 3), "bottom": (mid_x, y + h - 3),
                           "right": (x + w - 3, mid_y)}.items():
        started = drag_started(app, tx, ty, tx - 40, ty)
        check(started == [1], f"a touch 3 px inside the {name} edge of row 1 at {tx},{ty} swiped rows {started}")
    for name, (tx, ty) in {"above": (mid_x, y - 5), "below": (mid_x, y + h + 5),
                           "right of": (x + w + 5, mid_y)}.items():
        started = drag_started(app, tx, ty, tx - 40, ty)
        check(1 not in started, f"a touch 5 px {name} row 1 at {tx},{ty} swiped rows {started}")


@pytest.mark.app("--block", "swipe-action-row")
def test_horizontal_touch_drag_opens_the_row_and_shows_its_buttons(app, events):
    x, y, w, h = app.extents(app.row(MESSAGES[0]))
    app.touch_drag(x + w - 60, y + h // 2, x + w - 260, y + h // 2 + 4)
    events.wait("opened", row=0, edge="trailing")
    for title in ("Archive", "Delete"):
        button = app.find("push button", title)
        wait_until(lambda: app.is_showing(button), message=f"{title} to show")


def scroll_list_by_touch(app, rows):
    """Drags the demo list 300 px up by touch from its second row, then waits until it stands still."""
    x, y, w, h = app.extents(rows[1])
    # 300 px up, then the finger rests before it lifts: no fling, the list moves by the drag alone
    # (less the drag threshold), which is no multiple of the repeating rows' period.
    app.touch_drag(x + w // 2, y + h // 2, x + w // 2 + 6, y + h // 2 - 300, steps=20, duration=0.4, release=False)
    time.sleep(0.4)
    app.mutter.touch_up()
    # Any leftover glide must end before the next touch (a touch on a gliding list only stops it):
    # wait for two readings 0.4 s apart within 1 px. (rows() walks the whole tree and takes over a
    # second: only the rows read before are watched.)
    readings = []

    def settled():
        readings.append([app.extents(row)[1] for row in rows])
        return len(readings) > 1 and all(abs(a - b) <= 1 for a, b in zip(readings[-1], readings[-2]))

    wait_until(settled, timeout=10, interval=0.4, message="the scroll to settle")


@pytest.mark.app("--block", "swipe-action-row", "--rows", "40")
def test_vertical_touch_drag_scrolls_the_list_not_the_page_and_does_not_swipe_the_row(app):
    # The row's drag sees the touch first, then denies the sequence once the engine calls the drag
    # vertical; the demo list's own scrolled window takes it (the page around it stands still
    # while a touch on a list that can scroll is down: InnerScrollFirst).
    rows = wait_until(app.rows, message="the rows")
    heading = app.find("label", "Inbox")
    heading_y = app.extents(heading)[1]
    before = [(row.name, app.extents(row)[1]) for row in rows]
    scroll_list_by_touch(app, rows)
    check(app.extents(heading)[1] == heading_y, f"the page scrolled: the heading moved from {heading_y} to {app.extents(heading)[1]}")
    rows = app.rows()
    after = [(row.name, app.extents(row)[1]) for row in rows]
    check(after and after != before, f"the list did not scroll: {before[:3]} -> {after[:3]}")
    check(not swipes(app), f"the vertical drag swiped a row: {swipes(app)}")


@pytest.mark.app("--block", "swipe-action-row", "--rows", "40")
def test_first_touch_after_a_touch_scroll_swipes_the_row(app):
    # The scroll unmaps the row the finger came down on, and GTK 4.8 then loses the touch's end on
    # the way to the list's scrolled window; the next finger, with the same sequence under Wayland,
    # was swallowed as that touch's continuation (StaleTouchReset).
    scroll_list_by_touch(app, wait_until(app.rows, message="the rows"))
    rows = app.rows()
    row = rows[len(rows) // 2]
    x, y, w, h = app.extents(row)
    first = drag_started(app, x + w - 60, y + h // 2, x + w - 100, y + h // 2)
    check(len(first) == 1, f"the first touch after the scroll swiped rows {first}, not the one it touched")
    check(app.extents(row)[1] == y, f"the list moved under the swipe: the row went from {y} to {app.extents(row)[1]}")
    second = drag_started(app, x + w - 60, y + h // 2, x + w - 100, y + h // 2)
    check(second == first, f"the same swipe again swiped rows {second}, the first {first}")


@pytest.mark.app("--block", "completion-swipe-row")
def test_touch_drag_completes_a_task_only_past_the_threshold(app, events):
    x, y, w, h = app.extents(app.row("Water the plants"))
    app.touch_drag(x + 40, y + h // 2, x + 110, y + h // 2)                     # short: springs back
    events.wait("dragStarted", row=0)
    time.sleep(1.0)
    check(not [e for e in events() if e["kind"] in ("completed", "removed")], f"events: {events()}")
    app.row("Water the plants")
    app.touch_drag(x + 40, y + h // 2, x + 40 + min(int(w * 0.4), 140) + 60, y + h // 2 + 3)   # past it
    events.wait("completed", row=0)
    events.wait("removed", row=0)
    wait_until(lambda: not app.find_rows("Water the plants"), message="the task to leave the list")


@pytest.mark.app("--block", "swipe-action-row")
def test_long_press_opens_the_row_menu_and_its_item_runs_the_action(app, events):
    x, y, w, h = app.extents(app.row(MESSAGES[2]))
    check(not app.find_all("menu item", "Archive"), "a menu is open before the long press")
    app.long_press(x + w // 2, y + h // 2, hold=0.8)
    item = app.find("menu item", "Archive")
    check(app.find("menu item", "Delete"), "the menu has no Delete")
    check(not swipes(app), f"holding still swiped the row: {swipes(app)}")
    app.do_action(item, app.actions(item)[0])
    events.wait("action", row=2, name="archive")
    events.wait("removed", row=2)


@pytest.mark.app("--block", "swipe-action-row", "--rtl")
def test_rtl_touch_drag_to_the_right_opens_the_row(app, events):
    x, y, w, h = app.extents(app.row(MESSAGES[0]))
    app.touch_drag(x + 60, y + h // 2, x + 260, y + h // 2)
    events.wait("opened", row=0, edge="trailing")


def two_finger_scroll(app, x, y, dx, dy, events):
    """The pointer to (x, y), then a touchpad scroll of `events` events of (dx, dy) points 20 ms
    apart, its stop, and time for the list's fling and the row's spring to finish."""
    app.mutter.pointer_move(x, y)
    time.sleep(0.15)
    for _ in range(events):
        app.mutter.touchpad_scroll(dx, dy)
        time.sleep(0.02)
    app.mutter.touchpad_scroll(0, 0, finish=True)
    time.sleep(0.8)


# Each block with the touchpad swipe that swipes its rows: scrolling right (dx > 0) moves the
# content left, which uncovers trailing buttons left to right and completes a task right to left.
REPLAYED = [("swipe-action-row", [], 260), ("full-swipe-card-list", ["--rtl"], -260),
            ("completion-swipe-row", ["--rtl", "--reduce-motion"], 260),
            ("list-row-swipe-actions", ["--reduce-motion"], 260)]


@pytest.mark.parametrize("block, direction, swipe", REPLAYED, ids=[r[0] for r in REPLAYED])
def test_touch_and_touchpad_input_replays_with_its_events(block, direction, swipe):
    # Record and replay (issue 18): real touches and a real two-finger touchpad swipe (mutter's
    # virtual pointer scrolling with a finger source), recorded with --record and replayed by
    # simulate, give the window's events. The touchpad swipe starts inside a demo list scrolled by
    # the touchpad first — where GTK 4 apps commonly lose the horizontal swipe (libadwaita#16).
    app = TouchApp("--block", block, "--rows", "40", "--record", "touch.json", *direction)
    rng = random.Random(block)
    rows = wait_until(app.rows, message="the rows")
    middle = app.middle_row()[0].name
    x, y, w, h = app.extents(rows[1])
    two_finger_scroll(app, x + w // 2, y + h // 2, 0, 40, events=8)
    row, (x, y, w, h) = app.middle_row()
    check(row.name != middle, f"the touchpad did not scroll the list: {middle!r} is still in its middle")
    before = len(swipes(app))
    app.touchpad_swipe(x + w // 2, y + h // 2, swipe)
    wait_until(lambda: len(swipes(app)) > before, message="the touchpad swipe inside the scrolled list to swipe a row")
    time.sleep(0.8)
    for _ in range(3):
        rows = app.rows()
        x, y, w, h = app.extents(rng.choice(rows))
        kind = rng.random()
        if kind < 0.6:
            length = rng.randint(30, int(w * 0.8))
            x0 = x + w - 30 if rng.random() < 0.5 else x + 30
            x1 = x0 - length if x0 > x + w // 2 else x0 + length
            app.touch_drag(x0, y + h // 2, x1, y + h // 2 + rng.randint(-4, 4), steps=rng.randint(6, 16),
                           duration=rng.uniform(0.1, 0.4))
        elif kind < 0.85:
            app.tap(x + rng.randint(20, w - 20), y + h // 2)
        else:
            app.touchpad_swipe(x + w // 2, y + h // 2, rng.choice([-1, 1]) * rng.randint(60, 300))
        time.sleep(rng.uniform(0.4, 0.8))
    time.sleep(1.2)
    app.close()
    path = os.path.join(app.workdir, "touch.json")
    with open(path) as f:
        kinds = {e["type"] for e in json.load(f)["events"]}
    check({"press", "release", "scroll"} <= kinds, f"{block}: the recording lacks touch or touchpad input: {kinds}")
    recordings.compare(app.events(), recordings.replay(path), path)


# Issue 36, item 4: a touchpad scroll swipes a row only within atan(1/2) ≈ 26.6° of horizontal
# (TouchpadDecision); anything steeper scrolls the list and leaves the rows alone.
SWEEP = list(range(0, 91, 5))
# A pause this long ends a touchpad scroll (SwipeInput.touchpadIdleEnd), as does a stop.
TOUCHPAD_IDLE_END = 0.15


def scrolls_as_received(recording, count):
    """The touchpad scrolls the window received, from its recording (the scroll events as the
    engine timed them, by their own timestamps): `count` bursts (one each two_finger_scroll, told
    apart by their direction: each is at another angle than the one before), each the number of
    scrolls it made in the engine's terms — a stop, a pause of TOUCHPAD_IDLE_END or a move to
    another row ends one. mutter stamps an event when it handles its D-Bus call, so a loaded
    machine can put such a pause inside a scroll the test sent in one piece."""
    with open(recording) as f:
        entries = [e for e in json.load(f)["events"] if e["type"] == "scroll"]
    bursts = []
    heading = None
    for e in entries:
        if not e.get("stop"):
            angle = round(math.degrees(math.atan2(e.get("dy", 0), e.get("dx", 0))))
            if angle != heading:
                bursts.append([])
            heading = angle
        if bursts:
            bursts[-1].append(e)
    check(len(bursts) == count, f"the recording has {len(bursts)} touchpad scrolls of one direction each, not {count}")
    made = []
    for burst in bursts:
        scrolls, going = 0, None
        for e in burst:
            if e.get("stop"):
                going = None
                continue
            if going is None or e["time"] - going["time"] >= TOUCHPAD_IDLE_END or e["row"] != going["row"]:
                scrolls += 1
            going = e
        made.append(scrolls)
    return made


@pytest.mark.app("--block", "swipe-action-row", "--rows", "40", "--record", "sweep.json")
def test_touchpad_scrolls_swipe_a_row_only_near_horizontal_and_scroll_the_list_otherwise(app):
    # Real two-finger scrolls (mutter's virtual pointer, finger source) over the middle row of the
    # list, at each angle from 0° to 90° in 5° steps: 60 points in 12 events, then a stop. Scrolling
    # right opens the trailing buttons; 60 points is short of half of them (80), so a swipe springs
    # back closed. Every other scroll goes up rather than down, so the list stays clear of its ends.
    # A first scroll warms the window up: events held up more than touchpadIdleEnd (0.15 s) while
    # it draws its first frames split one scroll in two.
    rows = wait_until(app.rows, message="the rows")
    x, y, w, h = app.extents(rows[len(rows) // 2])
    two_finger_scroll(app, x + w // 2, y + h // 2, 0, 5, events=6)
    measured = {}
    for i, degrees in enumerate(SWEEP):
        rows = wait_until(app.rows, message="the rows")
        row = rows[len(rows) // 2]
        x, y, w, h = app.extents(row)
        before = len(app.events())
        sign = 1 if i % 2 == 0 else -1
        dx, dy = 5 * math.cos(math.radians(degrees)), sign * 5 * math.sin(math.radians(degrees))
        two_finger_scroll(app, x + w // 2, y + h // 2, dx, dy, events=12)
        new = app.events()[before:]
        moved = abs(app.extents(row)[1] - y)
        measured[degrees] = ([e["row"] for e in new if e["kind"] == "dragStarted"], moved)
    app.close()
    # Each scroll as the window got it: one, unless load held its events up past the idle end.
    received = dict(zip(SWEEP, scrolls_as_received(os.path.join(app.workdir, "sweep.json"), 1 + len(SWEEP))[1:]))
    print("touchpad sweep (angle: rows that started a swipe, how far the row under it moved with the list, "
          "the scrolls the window received):")
    for degrees, (started, moved) in measured.items():
        print(f"  {degrees:2d}°: swipe {started}  list {moved} px  scrolls {received[degrees]}")
    swiped = [d for d, (started, _) in measured.items() if started]
    check(swiped == [d for d in SWEEP if d <= 25], f"the angles that swiped a row: {swiped}")
    for degrees, (started, moved) in measured.items():
        # One swipe a scroll the window received (the test sends one; a scroll split by load is two).
        check(len(started) <= received[degrees], f"{degrees}°: {received[degrees]} scroll(s) swiped rows {started}")
        if degrees >= 30:
            # 60 points at 30° is 30 points down (or up): the list follows the fingers, and more with its fling.
            check(moved >= 20, f"{degrees}°: the list moved {moved} px under a scroll that did not swipe")


def tap_shown(app, role, name):
    """Taps the shown `role` named `name` once it stops moving (a button slides in, a toast rises)."""
    def still():
        nodes = [n for n in app.find_all(role, name) if app.is_showing(n)]
        if len(nodes) != 1:
            return None
        before = app.extents(nodes[0])
        time.sleep(0.3)
        return nodes[0] if app.extents(nodes[0]) == before else None
    node = wait_until(still, message=f"the {name} {role} shown and still")
    app.tap(*app.center(node))


@pytest.mark.app("--block", "swipe-action-row")
def test_deletions_by_touch_and_touchpad_undone_by_tapping_undo_come_back_in_order(app, events):
    # Delete with undo (issue 36) without a mouse or keys: a touchpad swipe opens one message and
    # a finger another, each Delete tapped; the toast's Undo, tapped twice, brings them back newest
    # first, each where it was.
    titles = lambda: [app.row_title(r) for r in app.rows()]  # noqa: E731
    x, y, w, h = app.extents(app.row("Weekly report"))
    # A first scroll warms the touchpad path up (see the sweep above), then the swipe.
    two_finger_scroll(app, x + w // 2, y + h // 2, 0, 2, events=3)
    app.touchpad_swipe(x + w // 2, y + h // 2, 260)
    events.wait("opened", row=0, edge="trailing")
    tap_shown(app, "push button", "Delete")
    events.wait("removed", row=0)
    wait_until(lambda: titles() == MESSAGES[1:], message="Weekly report gone")
    shown = lambda name: [n for n in app.find_all("push button", name) if app.is_showing(n)]  # noqa: E731
    wait_until(lambda: not shown("Delete"), message="no Delete button left shown")
    # The finger's first touch after the touchpad's pointer: on the list's heading, away from the rows.
    app.tap(*app.center(app.find("label", "Inbox")))
    time.sleep(0.3)
    x, y, w, h = app.extents(app.row("Dinner on Friday?"))
    app.touch_drag(x + w - 60, y + h // 2, x + w - 260, y + h // 2)
    events.wait("opened", row=2, edge="trailing")
    tap_shown(app, "push button", "Delete")
    events.wait("removed", row=2)
    wait_until(lambda: titles() == ["Flight update", "Design review"], message="two messages left")
    # Under mutter the first tap after a finger's swipe and tap on a row goes unheard (the same
    # tap alone, after a deletion from AT-SPI, undoes): that tap lands on the heading.
    app.tap(*app.center(app.find("label", "Inbox")))
    time.sleep(0.3)
    tap_shown(app, "push button", "Undo")
    events.wait("restored", row=2)
    wait_until(lambda: titles() == MESSAGES[1:], message="Dinner on Friday? back in second place")
    tap_shown(app, "push button", "Undo")
    events.wait("restored", row=0)
    wait_until(lambda: titles() == MESSAGES, message="every message back where it was")
    restored = [e["row"] for e in events() if e["kind"] == "restored"]
    check(restored == [2, 0], f"restored {restored}")
