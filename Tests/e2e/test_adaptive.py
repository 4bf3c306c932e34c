"""The window at a phone's 360 px, half a laptop's 683 px and a laptop's 1366 px: the block list
and the page fold into one page at a time when narrow, nothing is clipped, every demo swipes, and
the folded window is used from the keyboard alone (Return goes to the page, Alt+Left comes back).
Folding keeps the person's place (issue 37): a page being read stays, the list one Back away.
Screenshots of every block at every width are kept in $SWIPEBLOCKS_SCREENS (default
/tmp/swipeblocks-screens) to look at."""
import os
import re
import time

import pyatspi
import pytest

from harness import App, Failure, check, wait_until, xdotool
from harness.catalog import BLOCKS
from harness.catalog import TITLES as BLOCK_TITLES
from harness.keys import describe, focused, press, tab_until
from harness.windows import geometry, resize

WIDTHS = [360, 683, 1366]
SCREENS = os.environ.get("SWIPEBLOCKS_SCREENS", "/tmp/swipeblocks-screens")


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
    return w > 0 and h > 0 and x >= ox and x + w <= ox + width and y >= oy and y + h <= oy + height


TITLES = dict(zip(BLOCKS, BLOCK_TITLES))


def page_showing(app, title):
    """True when the page of block `title` is on screen: its heading (the first label of that
    name inside the page, below the header bar) shows."""
    return any(showing(app, n) and app.extents(n)[1] - app.window_origin()[1] > 40
               for n in app.find_all("label", title))


def block_list_showing(app):
    lists = app.find_all("list", "Blocks")
    return bool(lists) and showing(app, lists[0])


def comes_to(condition, message, timeout=5):
    """Waits for `condition` (the window folded or unfolded: the side slides in or away after a
    resize); fails with `message` if it does not come."""
    try:
        wait_until(condition, timeout=timeout)
    except Failure:
        raise Failure(message) from None


def first_showing_row(app, skip=()):
    """The first demo row on screen whose name is not in `skip`."""
    rows = [r for r in app.rows() if r.name not in skip and showing(app, r)]
    return rows[0] if rows else None


def at_rest(app, row, where):
    """The row's extents once two readings a frame apart agree: the page laid out at the window's
    new width, the row where a drag finds it."""
    return wait_until(lambda: app.held_still(row, 0.05), message=f"{where}: the row to be still")


def swipe(app, block, where, skip=()):
    """Drags the first row on screen not in `skip` (rows swiped before at another width: one may
    still be open) 45 % of its width the way its block swipes (60 %, past the middle, to complete
    or dismiss one); returns the row's name, once the drag made a new event (the row completed;
    elsewhere it opened, or its action ran)."""
    row = first_showing_row(app, skip)
    if row is None:   # the rows not swiped yet are below the window's end: scroll to the first
        wait_until(lambda: [r for r in app.rows() if r.name not in skip], message=f"{where}: a demo row not swiped yet")
        app.scroll_into_view([r for r in app.rows() if r.name not in skip][0])
    row = wait_until(lambda: first_showing_row(app, skip), message=f"{where}: a demo row on screen")
    name = row.name
    x, y, w, h = at_rest(app, row, where)
    cy = y + h // 2
    kinds = ("completed",) if block == "completion-swipe-row" else ("opened", "action")
    before = len([e for e in app.events() if e["kind"] in kinds])
    if block == "completion-swipe-row":
        app.drag(x + 20, cy, x + 20 + int(w * 0.6), cy, steps=24, duration=0.4)
    elif block == "swipe-to-dismiss":
        # Past the middle: dismissed at any speed (45 % went only as a fling, which a loaded
        # machine's slower pointer steps did not always make).
        app.drag(x + w - 20, cy, x + w - 20 - int(w * 0.6), cy, steps=24, duration=0.4)
    else:
        app.drag(x + w - 20, cy, x + w - 20 - int(w * 0.45), cy, steps=24, duration=0.4)
    wait_until(lambda: len([e for e in app.events() if e["kind"] in kinds]) > before,
               message=f"{where}: the drag on {name!r} to {' or '.join(kinds)} it")
    return name


def fits_and_swipes(app, block, width, swiped):
    """At `width` (the window already that wide): the list and the page (folded at a phone's
    width: the page alone, Back to the list on it), the first row and the toggles inside the
    window, a screenshot kept, and a row swiped (see swipe), its name added to `swiped`."""
    where = f"{block} at {width}"
    resize(app, width)
    if width < 683:
        # --block opens on the block's page at any width, the list one Back away (narrowed, the
        # window keeps the page shown, once it has folded: the list slides away).
        comes_to(lambda: not block_list_showing(app), f"{where}: the window opens on the block list, not the page")
        back = app.find("push button", "Back to Blocks")
        check(showing(app, back), f"{where}: no Back button on the page")
    else:
        check(block_list_showing(app), f"{where}: the block list is not beside the page")
    row = wait_until(lambda: first_showing_row(app), message=f"{where}: a demo row on screen")
    x, _, w, _ = app.extents(row)
    ox, _ = app.window_origin()
    check(x + w <= ox + width, f"{where}: the first row ends at {x + w - ox}, past the window")
    for name in ("Reduce Motion", "Right to Left"):
        check(showing(app, app.find("check box", name)), f"{where}: {name} is clipped or hidden")
    app.screenshot(os.path.join(SCREENS, f"{block}-{width}.png"))
    swiped.add(swipe(app, block, where, skip=swiped))


@pytest.mark.parametrize("block", BLOCKS)
def test_every_block_fits_and_swipes_at_360_683_and_1366_px_and_is_as_narrow_as_a_phone(block):
    # One window a block, opened on it and narrowed through the three widths (as a window opened
    # on the block and sized to each would be: narrowing keeps the page shown): at each the block
    # fits and a row not swiped before swipes. Then a phone's 360 × 640.
    os.makedirs(SCREENS, exist_ok=True)
    app = App("--block", block)
    swiped = set()
    for width in sorted(WIDTHS, reverse=True):
        fits_and_swipes(app, block, width, swiped)
    resize(app, 360, 640)
    # Back to the page's top, should a swipe have scrolled it to reach a row: the wheel, up.
    ox, oy = app.window_origin()
    for _ in range(40):
        if page_showing(app, TITLES[block]):
            break
        xdotool("mousemove", ox + 180, oy + 140)
        xdotool("click", 4)
        time.sleep(0.15)
    check(page_showing(app, TITLES[block]), f"{block}: the page does not show at 360 px")
    # GTK keeps the window at least as wide as its content needs: a page wider than 360 px
    # would push it back out.
    resize(app, 360, 640)
    check(geometry(app)[0] == 360, f"{block}: the window is {geometry(app)[0]} px wide, not 360")


@pytest.mark.app()   # on no block: the first is selected, and a phone starts on the list
def test_folded_the_keyboard_goes_to_the_page_and_back(app):
    resize(app, 360, 640)
    # Where the focus rests once the window has folded (under load AT-SPI was once read while an
    # object that went with the fold still had it).
    seen = []

    def on_the_first_block():
        node = focused(app)
        seen.append(describe(node) if node is not None else "nothing")
        return node if node is not None and node.name == "Completion Swipe Row" else None
    try:
        wait_until(on_the_first_block, timeout=5)
    except Failure:
        check(False, f"the window starts on {seen[-1]} (before it: {sorted(set(seen[:-1]))})")
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


@pytest.mark.app()   # on no block: folded, the list shows first
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
    row = tab_until(app, lambda n: app.is_row(n), what="a demo row")
    resize(app, 1100, 760)
    comes_to(lambda: block_list_showing(app), "the block list did not come back beside the page")
    node = focused(app)
    check(node is not None and app.is_row(node) and node.name == row.name, f"focus moved to {describe(node)}")
    # Narrow again: the page with focus stays the one shown.
    resize(app, 360, 640)
    comes_to(lambda: not block_list_showing(app), "folding again hid the page that has focus")


# Folding keeps your place (issue 37). Before, the window folded onto whichever side had focus:
# a page opened with --block or a click (focus on the list) was folded away for the list.

def block_in_list(app, title):
    """The block `title`'s item in the block list."""
    return wait_until(lambda: next(iter(app.find_all("list item", title, predicate=lambda n: n.parent.name == "Blocks"
                                                     or n.parent.parent.name == "Blocks")), None),
                      message=f"{title} in the block list")


def folded_on_the_page(app, title, where):
    """The page of `title` alone: the window's title names it and the list is folded away (the
    page may be scrolled: its heading need not show)."""
    wait_until(lambda: app.find_all("frame", re.compile("^" + re.escape(title) + " ")) and not block_list_showing(app),
               message=f"{where}: the page of {title} alone (list showing: {block_list_showing(app)})")
    check(showing(app, app.find("push button", "Back to Blocks")), f"{where}: no Back to the list on the page")


def focus_is(app, name, where):
    node = focused(app)
    check(node is not None and node.name == name, f"{where}: focus is on {describe(node)}, not {name!r}")


def back_to_the_list(app, key, block="Swipe Action Row"):
    """`key` (Return on Back, Alt+Left) brings the folded list, focus on the block it showed."""
    press(app, key, settle=0.8)
    check(block_list_showing(app), f"{key} did not bring the block list")
    focus_is(app, block, f"back on the list by {key}")


def side_by_side(app, title, where):
    """The list and the page of `title` (the window's title; the page may be scrolled)."""
    wait_until(lambda: app.find_all("frame", re.compile("^" + re.escape(title) + " ")) and block_list_showing(app),
               message=f"{where}: the list and the page of {title} side by side")


@pytest.mark.app("--block", "swipe-action-row")
def test_block_opens_on_its_page_at_a_phones_width_with_back_to_the_list(app):
    resize(app, 360)
    folded_on_the_page(app, "Swipe Action Row", "--block at 360 px")
    focus_is(app, "Back to Blocks", "the page opened")
    back_to_the_list(app, "Return")
    press(app, "Return", settle=0.8)
    folded_on_the_page(app, "Swipe Action Row", "Return on the block")


@pytest.mark.app("--block", "swipe-action-row")
def test_narrowing_keeps_the_page_shown_keys_only(app):
    # From launch, focus on the block in the list: at 683 px both sides still show and focus
    # stays; at 360 px the page stays and focus goes from the folded-away list to Back.
    resize(app, 1366)
    focus_is(app, "Swipe Action Row", "launched")
    resize(app, 683)
    side_by_side(app, "Swipe Action Row", "683 px")
    focus_is(app, "Swipe Action Row", "at 683 px")
    resize(app, 360)
    folded_on_the_page(app, "Swipe Action Row", "narrowed to 360 px")
    focus_is(app, "Back to Blocks", "narrowed to 360 px")
    back_to_the_list(app, "alt+Left")


@pytest.mark.app("--block", "swipe-action-row")
def test_narrowing_keeps_focus_on_the_page_and_widening_and_narrowing_again_keeps_the_page(app):
    resize(app, 1366)
    row = tab_until(app, lambda n: app.is_row(n), what="a demo row")
    row = press(app, "Down", settle=0.4)
    check(row is not None and app.is_row(row, "Flight update"), f"Down went to {describe(row)}")
    for width in (683, 360):
        resize(app, width)
        node = focused(app)
        check(node is not None and node.name == row.name, f"at {width} px focus moved from the row to {describe(node)}")
    folded_on_the_page(app, "Swipe Action Row", "narrowed with focus on a demo row")
    resize(app, 1366)
    side_by_side(app, "Swipe Action Row", "widened")
    # Back in the list (Shift+Tab through the page), the page is still the place being read.
    node = tab_until(app, lambda n: n.name == "Swipe Action Row", key="shift+Tab", what="the block in the list")
    resize(app, 360)
    folded_on_the_page(app, "Swipe Action Row", "narrowed again from the list")


def test_narrowing_keeps_the_page_of_a_block_clicked_and_back_stays_on_the_list_with_the_pointer():
    app = App()   # on no block: folded, the window would show the list
    resize(app, 1366)
    app.click(*app.center(block_in_list(app, "Swipe Action Row")))
    wait_until(lambda: app.find_all("frame", re.compile("^Swipe Action Row")), message="the clicked block's page")
    resize(app, 360)
    folded_on_the_page(app, "Swipe Action Row", "narrowed after a click on the block")
    app.click(*app.center(app.find("push button", "Back to Blocks")))
    wait_until(lambda: block_list_showing(app), message="Back (clicked) brings the block list")
    # The list is where the person went: widening and narrowing again keeps it.
    resize(app, 1366)
    side_by_side(app, "Swipe Action Row", "widened on the list")
    resize(app, 360)
    wait_until(lambda: block_list_showing(app), message="narrowed again, the list the person went back to")
    app.click(*app.center(block_in_list(app, "Swipe to Dismiss")))
    folded_on_the_page(app, "Swipe to Dismiss", "a click on a block of the folded list")


def page_offset(app, title):
    """How far the page is scrolled: how far its heading is above where it sits unscrolled."""
    heading = next(n for n in app.find_all("label", title) if app.extents(n)[1] - app.window_origin()[1] > 40 or
                   app.extents(n)[1] - app.window_origin()[1] < 0)
    return app.extents(heading)[1] - app.window_origin()[1]


@pytest.mark.app("--block", "swipe-action-row")
def test_widening_keeps_the_selection_the_pages_scroll_and_the_demos_state(app, events):
    resize(app, 360)
    folded_on_the_page(app, "Swipe Action Row", "--block at 360 px")
    top = page_offset(app, "Swipe Action Row")
    # The demo's state: a row removed from the keyboard, another left open by a real drag.
    tab_until(app, lambda n: app.is_row(n, "Flight update"), what="Flight update")
    press(app, "Delete", settle=0.8)
    events.wait("removed", row=1)
    row = app.row("Weekly report")
    x, y, w, h = app.extents(row)
    app.drag(x + w - 30, y + h // 2, x + w - 230, y + h // 2)
    events.wait("opened", row=0)
    # The page scrolled down with the wheel, over its heading (the rows stay in view).
    ox, oy = app.window_origin()
    for _ in range(2):
        xdotool("mousemove", ox + 180, oy + 80)
        xdotool("click", 5)
        time.sleep(0.2)
    scrolled = top - page_offset(app, "Swipe Action Row")
    check(scrolled > 20, f"the wheel did not scroll the page ({scrolled} px)")
    opened = len([e for e in events() if e["kind"] == "closed"])
    resize(app, 1366)
    side_by_side(app, "Swipe Action Row", "widened")
    item = block_in_list(app, "Swipe Action Row")
    check(item.getState().contains(pyatspi.STATE_SELECTED), "widened, the block is no longer selected in the list")
    now = top - page_offset(app, "Swipe Action Row")
    # The same scroll value: the heading sits only 6 px lower (the page's top margin is 18 px
    # narrow, 24 px wide); back at the top it would be 0.
    check(abs(now - (scrolled - 6)) <= 1, f"widened, the page is scrolled {now} px, not {scrolled} (less 6)")
    check(not app.find_rows("Flight update"), "widened, the removed row came back")
    check(len([e for e in events() if e["kind"] == "closed"]) == opened, "widening closed the open row")
    check(showing(app, app.find("push button", "Archive")), "widened, the open row's buttons are gone")
    resize(app, 360)
    folded_on_the_page(app, "Swipe Action Row", "narrowed again")
    check(not app.find_rows("Flight update"), "narrowed again, the removed row came back")
