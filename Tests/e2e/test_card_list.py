"""The full-swipe card list: full swipe, leading actions, menus, long lists."""
import time

import pytest

from harness import App, check, wait_until


def first_row(app):
    return wait_until(lambda: app.rows(), message="the card rows")[0]


@pytest.mark.app("--block", "full-swipe-card-list")
def test_full_swipe_runs_the_destructive_edge_action(app, events):
    row = first_row(app)
    x, y, w, h = app.extents(row)
    app.drag(x + w - 30, y + h // 2, x + 20, y + h // 2, steps=30, duration=0.5)
    events.wait("feedback", row=0)
    events.wait("action", row=0, name="delete")
    events.wait("removed", row=0)


@pytest.mark.app("--block", "full-swipe-card-list")
def test_leading_swipe_opens_unread(app, events):
    row = first_row(app)
    x, y, w, h = app.extents(row)
    app.drag(x + 30, y + h // 2, x + 150, y + h // 2)
    events.wait("opened", row=0, edge="leading")
    app.find("push button", "Unread")


@pytest.mark.app("--block", "full-swipe-card-list")
def test_tap_in_the_list_closes_the_open_card(app, events):
    rows = first_row(app) and app.rows()
    x, y, w, h = app.extents(rows[0])
    app.drag(x + w - 40, y + h // 2, x + w - 240, y + h // 2)
    events.wait("opened", row=0)
    x2, y2, w2, h2 = app.extents(rows[1])
    app.click(x2 + w2 // 2, y2 + h2 // 2)
    events.wait("closed", row=0)
    check(not [e for e in events() if e["kind"] == "opened" and e["row"] == 1], "the tap went through")


@pytest.mark.app("--block", "full-swipe-card-list")
def test_context_menu_from_the_keyboard_runs_archive(app, events):
    row = first_row(app)
    x, y, w, h = app.extents(row)
    app.click(x + w // 2, y + h // 2)
    app.key("shift+F10")
    item = app.find("menu item", "Archive")
    app.do_action(item, app.actions(item)[0])
    events.wait("action", row=0, name="archive")


@pytest.mark.slow
@pytest.mark.app("--block", "full-swipe-card-list", "--rows", "10000")
def test_ten_thousand_rows_scroll_and_still_swipe(app, events):
    row = first_row(app)
    x, y, w, h = app.extents(row)
    app.click(x + w // 2, y + h // 2, button=5, repeat=30)   # the wheel, down
    # The row in the middle of the list, once the wheel's steps are taken (under load GTK may still
    # be taking them when xdotool is done).
    _, (x, y, w, h) = app.middle_row()
    app.drag(x + w - 40, y + h // 2, x + w - 240, y + h // 2)
    opened = events.wait("opened")
    # The window showed rows 0 to 4 before the wheel.
    check(opened["row"] > 5, f"a row further down opened: {opened}")


@pytest.mark.app("--block", "full-swipe-card-list")
def test_swipe_group_opens_and_closes_the_first_card_from_code(app, events):
    first = app.row_title(first_row(app))
    app.do_action(app.find("push button", "Open Trailing"), "click")
    events.wait("opened", row=0, edge="trailing")
    check(app.is_showing(app.find("push button", "Archive")), "the trailing buttons show")
    app.do_action(app.find("push button", "Open Leading"), "click")
    events.wait("opened", row=0, edge="leading")
    events.wait("closed", row=0)
    app.do_action(app.find("push button", "Close Row"), "click")
    wait_until(lambda: len([e for e in events() if e["kind"] == "closed"]) == 2, message="the second close")
    check(app.row_title(app.rows()[0]) == first, "the first card is still first")
    check(not [e for e in events() if e["kind"] in ("action", "removed")], "opening from code runs nothing")


def vertical_scrollbar_beside(app, y):
    """The extents of the vertical scrollbar beside the row at `y`, or None."""
    bars = [app.extents(b) for b in app.find_all("scroll bar")]
    return next((e for e in bars if e[3] > e[2] > 0 and e[1] <= y < e[1] + e[3]), None)


@pytest.mark.parametrize("rtl", [False, True], ids=["ltr", "rtl"])
def test_a_long_lists_scrollbar_is_never_drawn_over_a_button(rtl):
    # A list that scrolls keeps a strip for its overlay scrollbar at its end (the right; the left
    # right to left): the open row's trailing buttons end before it.
    app = App("--block", "full-swipe-card-list", "--rows", "60", *(["--rtl"] if rtl else []))
    row = first_row(app)
    x, y, w, h = app.extents(row)
    bar = vertical_scrollbar_beside(app, y)
    check(bar, f"{'RTL: ' if rtl else ''}no vertical scrollbar beside the rows")
    bx, _, bw, _ = bar
    if rtl:
        app.drag(x + 30, y + h // 2, x + 260, y + h // 2)
    else:
        app.drag(x + w - 30, y + h // 2, x + w - 260, y + h // 2)
    app.wait_event("opened", row=0, edge="trailing")
    time.sleep(0.5)
    delete = wait_until(lambda: [n for n in app.find_all("push button", "Delete") if app.is_showing(n)], message="Delete")[0]
    dx, _, dw, _ = app.extents(delete)
    if rtl:
        check(dx >= bx + bw and x >= bx + bw, f"RTL: Delete at x {dx} or the row at {x} under the scrollbar ({bx}–{bx + bw})")
    else:
        check(dx + dw <= bx and x + w <= bx, f"Delete ends at x {dx + dw}, the row at {x + w}, the scrollbar starts at {bx}")


def test_a_list_that_fits_keeps_the_whole_width():
    # The rows' own inset at the end is less than a scrollbar's width (read beside a long list):
    # no strip is kept.
    app = App("--block", "full-swipe-card-list", "--rows", "60")
    bar = vertical_scrollbar_beside(app, app.extents(first_row(app))[1])
    check(bar, "no vertical scrollbar beside a long list's rows")
    bw = bar[2]
    app.close()
    app = App("--block", "full-swipe-card-list")
    row = first_row(app)
    x, _, w, _ = app.extents(row)
    lists = [n for n in app.find_all("list") if n.name != "Blocks" and app.has_action(n, "list.select-all")]
    lx, _, lw, _ = app.extents(lists[0])
    check(lx + lw - (x + w) < bw, f"a list that fits lost width: the row ends at {x + w}, the list at {lx + lw}")
