"""Real touchscreen input (GdkTouchEvents from a touchscreen device, under headless mutter):
swipes, the claim/deny between a row's drag and the scrolled window's touch drag, the completion
threshold, the touch-only long press, right to left. One mutter serves the whole file."""
import time

from harness import check, wait_until
from touchscreen import TouchApp, stop_shared

MESSAGES = ["Weekly report", "Flight update", "Dinner on Friday?", "Design review"]


def teardown():
    stop_shared()


def swipes(app, row=None):
    return [e for e in app.events() if e["kind"] in ("dragStarted", "opened") and (row is None or e["row"] == row)]


def drag_started(app, x0, y0, x1, y1):
    """The rows a short horizontal touch drag from (x0, y0) started to swipe."""
    before = len(app.events())
    app.touch_drag(x0, y0, x1, y1, steps=5, duration=0.08)
    time.sleep(0.6)
    return [e["row"] for e in app.events()[before:] if e["kind"] == "dragStarted"]


def scenario_touches_land_on_the_rows_atspi_shows():
    # TouchApp derives the window's place on mutter's screen from its size (it is centred): a touch
    # 3 px inside an edge of a row must swipe that row, one 5 px outside must not. (Not the left
    # edge: GTK gives a paned's handle a 50 px touch margin, and the sidebar's handle is close.)
    app = TouchApp("--block", "swipe-action-row")
    row = app.find("panel", MESSAGES[1])
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


def scenario_horizontal_touch_drag_opens_the_row_and_shows_its_buttons():
    app = TouchApp("--block", "swipe-action-row")
    x, y, w, h = app.extents(app.find("panel", MESSAGES[0]))
    app.touch_drag(x + w - 60, y + h // 2, x + w - 260, y + h // 2 + 4)
    app.wait_event("opened", row=0, edge="trailing")
    for title in ("Archive", "Delete"):
        button = app.find("push button", title)
        wait_until(lambda: app.is_showing(button), message=f"{title} to show")


def scenario_vertical_touch_drag_scrolls_and_does_not_swipe_the_row():
    # The row's drag sees the touch first, then denies the sequence once the engine calls the drag
    # vertical, and a scrolled window's touch drag takes it. (GTK 4.8: of nested scrolled windows
    # the outermost claims a touch drag first, so today the page scrolls rather than the demo list;
    # the checks hold for either.)
    app = TouchApp("--block", "swipe-action-row", "--rows", "40")
    rows = wait_until(app.rows, message="the rows")
    before = [(row.name, app.extents(row)[1]) for row in rows]
    x, y, w, h = app.extents(rows[1])
    app.touch_drag(x + w // 2, y + h // 2, x + w // 2 + 6, y + h // 2 - 300, steps=20, duration=0.4)
    # The kinetic scroll settles in about 2 s: wait for two readings 0.4 s apart within 1 px.
    # (rows() walks the whole tree and takes over a second: only the rows read before are watched.)
    readings = []

    def settled():
        readings.append([app.extents(row)[1] for row in rows])
        return len(readings) > 1 and all(abs(a - b) <= 1 for a, b in zip(readings[-1], readings[-2]))

    wait_until(settled, timeout=10, interval=0.4, message="the scroll to settle")
    rows = app.rows()
    after = [(row.name, app.extents(row)[1]) for row in rows]
    check(after and (after[0][0] != before[0][0] or after[0][1] < before[0][1] - 100),
          f"the rows did not scroll: {before} -> {after}")
    check(not swipes(app), f"the vertical drag swiped a row: {swipes(app)}")
    # …and a horizontal touch drag on a row still swipes it.
    _, oy = app.window_origin()
    on_screen = [row for row in rows if 60 < app.extents(row)[1] - oy < 740 - h]
    check(on_screen, f"no row left on screen: {after}")
    x, y, w, h = app.extents(on_screen[0])
    app.touch_drag(x + w - 60, y + h // 2, x + w - 260, y + h // 2)
    app.wait_event("opened", edge="trailing")


def scenario_touch_drag_completes_a_task_only_past_the_threshold():
    app = TouchApp("--block", "completion-swipe-row")
    x, y, w, h = app.extents(app.find("panel", "Water the plants"))
    app.touch_drag(x + 40, y + h // 2, x + 110, y + h // 2)                     # short: springs back
    app.wait_event("dragStarted", row=0)
    time.sleep(1.0)
    check(not [e for e in app.events() if e["kind"] in ("completed", "removed")], f"events: {app.events()}")
    app.find("panel", "Water the plants")
    app.touch_drag(x + 40, y + h // 2, x + 40 + min(int(w * 0.4), 140) + 60, y + h // 2 + 3)   # past it
    app.wait_event("completed", row=0)
    app.wait_event("removed", row=0)
    wait_until(lambda: not app.find_all("panel", "Water the plants"), message="the task to leave the list")


def scenario_long_press_opens_the_row_menu_and_its_item_runs_the_action():
    app = TouchApp("--block", "swipe-action-row")
    x, y, w, h = app.extents(app.find("panel", MESSAGES[2]))
    check(not app.find_all("menu item", "Archive"), "a menu is open before the long press")
    app.long_press(x + w // 2, y + h // 2, hold=0.8)
    item = app.find("menu item", "Archive")
    check(app.find("menu item", "Delete"), "the menu has no Delete")
    check(not swipes(app), f"holding still swiped the row: {swipes(app)}")
    app.do_action(item, app.actions(item)[0])
    app.wait_event("action", row=2, name="archive")
    app.wait_event("removed", row=2)


def scenario_rtl_touch_drag_to_the_right_opens_the_row():
    app = TouchApp("--block", "swipe-action-row", "--rtl")
    x, y, w, h = app.extents(app.find("panel", MESSAGES[0]))
    app.touch_drag(x + 60, y + h // 2, x + 260, y + h // 2)
    app.wait_event("opened", row=0, edge="trailing")
