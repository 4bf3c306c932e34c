"""The window at a phone's 360 px, half a laptop's 683 px and a laptop's 1366 px: the block list
and the page fold into one page at a time when narrow, nothing is clipped, every demo swipes, and
the folded window is used from the keyboard alone (Return goes to the page, Alt+Left comes back).
Screenshots of every block at every width are kept in $SWIPEBLOCKS_SCREENS (default
/tmp/swipeblocks-screens) to look at."""
import os
import re

import pytest

from harness import App, check, wait_until, xdotool
from test_keyboard import describe, focused, press, tab_until

BLOCKS = ["completion-swipe-row", "full-swipe-card-list", "list-row-swipe-actions", "swipe-action-row", "swipe-to-dismiss"]
WIDTHS = [360, 683, 1366]
HEIGHT = 768
SCREENS = os.environ.get("SWIPEBLOCKS_SCREENS", "/tmp/swipeblocks-screens")


def geometry(app):
    out = xdotool("getwindowgeometry", "--shell", app.window_id)
    values = dict(line.split("=", 1) for line in out.split() if "=" in line)
    return int(values["WIDTH"]), int(values["HEIGHT"])


def resize(app, width, height=HEIGHT):
    """Sizes the window as a window manager would, and waits until GTK took the size."""
    xdotool("windowsize", app.window_id, width, height)
    wait_until(lambda: geometry(app) == (width, height), message=f"the window at {width}×{height} (it is {geometry(app)})")


def showing(app, node):
    """True when the node is on screen: visible, with an area inside the window. (A side folded
    away leaves the accessibility tree: GTK 4.8 reports no SHOWING state.)"""
    try:
        if not app.is_showing(node):
            return False
        x, y, w, h = app.extents(node)
    except Exception:  # noqa: BLE001 - gone meanwhile
        return False
    ox, oy = app.window_origin()
    width, height = geometry(app)
    return w > 0 and h > 0 and x >= ox and x + w <= ox + width and y >= oy


def block_list_showing(app):
    lists = app.find_all("list", "Blocks")
    return bool(lists) and showing(app, lists[0])


def first_showing_row(app):
    rows = [r for r in app.rows() if showing(app, r)]
    return rows[0] if rows else None


def swipe(app, block):
    """Drags the first row 45 % of its width the way its block swipes; returns the event seen."""
    row = wait_until(lambda: first_showing_row(app), message=f"{block}: a demo row on screen")
    x, y, w, h = app.extents(row)
    cy = y + h // 2
    if block == "completion-swipe-row":
        app.drag(x + 20, cy, x + 20 + int(w * 0.6), cy, steps=24, duration=0.4)
        return app.wait_event("completed", row=0)
    app.drag(x + w - 20, cy, x + w - 20 - int(w * 0.45), cy, steps=24, duration=0.4)
    return wait_until(lambda: next((e for e in app.events() if e["kind"] in ("opened", "action")), None),
                      message=f"{block}: the drag to open the row")


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("block", BLOCKS)
def test_every_block_fits_and_swipes_at_360_683_and_1366_px(block, width):
    os.makedirs(SCREENS, exist_ok=True)
    app = App("--block", block)
    resize(app, width)
    folded = width < 683
    if folded:
        check(block_list_showing(app), f"{block} at {width}: the window opens on the block list")
        check(not app.find_all("push button", "Back to Blocks") or
              not showing(app, app.find("push button", "Back to Blocks")), f"{block} at {width}: Back shows on the list")
        press(app, "Return", settle=0.8)
        check(not block_list_showing(app), f"{block} at {width}: Return on the block did not fold the list away")
        back = app.find("push button", "Back to Blocks")
        check(showing(app, back), f"{block} at {width}: no Back button on the page")
    else:
        check(block_list_showing(app), f"{block} at {width}: the block list is not beside the page")
    row = wait_until(lambda: first_showing_row(app), message=f"{block} at {width}: a demo row on screen")
    x, _, w, _ = app.extents(row)
    ox, _ = app.window_origin()
    check(x + w <= ox + width, f"{block} at {width}: the first row ends at {x + w - ox}, past the window")
    for name in ("Reduce Motion", "Right to Left"):
        check(showing(app, app.find("check box", name)), f"{block} at {width}: {name} is clipped or hidden")
    app.screenshot(os.path.join(SCREENS, f"{block}-{width}.png"))
    swipe(app, block)


@pytest.mark.parametrize("block", BLOCKS)
def test_the_window_can_be_as_narrow_as_a_phone_on_every_block(block):
    app = App("--block", block)
    resize(app, 360, 640)
    press(app, "Return", settle=0.8)
    # GTK keeps the window at least as wide as its content needs: a page wider than 360 px
    # would push it back out.
    resize(app, 360, 640)
    check(geometry(app)[0] == 360, f"{block}: the window is {geometry(app)[0]} px wide, not 360")


@pytest.mark.app("--block", "completion-swipe-row")
def test_folded_the_keyboard_goes_to_the_page_and_back(app):
    resize(app, 360, 640)
    node = focused(app)
    check(node is not None and node.name == "Completion Swipe Row", f"the window starts on {describe(node)}")
    node = press(app, "Down", settle=0.5)
    check(node.name == "Full-Swipe Card List", f"Down went to {describe(node)}")
    # Choosing a block with the arrows keeps the list: the page shows only on Return.
    check(block_list_showing(app), "Down left the block list")
    node = press(app, "Return", settle=0.8)
    check(node is not None and node.name == "Back to Blocks", f"the page opens with focus on {describe(node)}")
    frame = app.find("frame", re.compile("Swipe Blocks"))
    check(frame.name.startswith("Full-Swipe Card List"), f"window title {frame.name!r}")
    # Tab walks the page: the demo's rows are reached.
    tab_until(app, lambda n: app.is_row(n), what="a demo row of the folded page")
    node = press(app, "alt+Left", settle=0.8)
    check(block_list_showing(app), "Alt+Left did not bring the block list back")
    check(node is not None and node.name == "Full-Swipe Card List", f"back on the list, focus is on {describe(node)}")
    # The Back button does the same.
    press(app, "Return", settle=0.8)
    node = press(app, "Return", settle=0.8)   # on Back
    check(block_list_showing(app), "Back did not bring the block list back")
    check(node is not None and node.name == "Full-Swipe Card List", f"after Back, focus is on {describe(node)}")


def main_menu_opened_by_f10(app, where):
    """F10 opens the main menu (its first item focused); Escape closes it, focus on its button."""
    node = press(app, "F10", settle=0.6)
    check(node is not None and node.name == "Export Markdown…", f"{where}: F10 focused {describe(node)}")
    node = press(app, "Escape", settle=0.5)
    check(node is not None and node.name == "Main Menu", f"{where}: Escape from the menu focused {describe(node)}")


@pytest.mark.app("--block", "completion-swipe-row")
def test_folded_f10_opens_the_main_menu_on_either_side(app):
    # Folded, each side has its own header: the list's carries the main menu too, so F10 opens it
    # wherever the keyboard is. Side by side, there is one main menu button, on the page.
    # (A menu button is two nodes of that name: GtkMenuButton and the button inside it.)
    menus = lambda: [n for n in app.find_all(None, "Main Menu")  # noqa: E731
                     if showing(app, n) and n.parent.name != "Main Menu"]
    check(len(menus()) == 1, f"side by side, {len(menus())} main menu buttons show")
    resize(app, 360, 640)
    check(block_list_showing(app) and len(menus()) == 1, f"folded on the list, {len(menus())} main menu buttons show")
    main_menu_opened_by_f10(app, "folded on the list")
    tab_until(app, lambda n: n.name == "Completion Swipe Row", what="the block list's row")
    node = press(app, "Return", settle=0.8)
    check(node is not None and node.name == "Back to Blocks", f"Return on the list focused {describe(node)}")
    check(not block_list_showing(app) and len(menus()) == 1, f"folded on the page, {len(menus())} main menu buttons show")
    main_menu_opened_by_f10(app, "folded on the page")


@pytest.mark.app("--block", "swipe-action-row")
def test_widening_a_folded_window_shows_both_sides_and_keeps_focus(app):
    resize(app, 360, 640)
    press(app, "Return", settle=0.8)
    row = tab_until(app, lambda n: app.is_row(n), what="a demo row")
    resize(app, 1100, 760)
    check(block_list_showing(app), "the block list did not come back beside the page")
    node = focused(app)
    check(node is not None and app.is_row(node) and node.name == row.name, f"focus moved to {describe(node)}")
    # Narrow again: the page with focus stays the one shown.
    resize(app, 360, 640)
    check(not block_list_showing(app), "folding again hid the page that has focus")
