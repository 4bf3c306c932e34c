"""The behaviour blocks as a person meets them, in one window from launch: each page opened with
keys only (Ctrl+F, its title, Tab to the results, Home and Down to it, Return), its demo driven with the keyboard, the real pointer and the
wheel, and one check of the behaviour each shows, read from the event log (--events) and over
AT-SPI: a delete undone by Ctrl+Z; a destructive delete that asks and is declined; an open row closed
by a scroll of the list; a wheel that scrolls the list and never swipes a row; an open row that stays
open on its item as the item below it goes, an item comes above it, its own item moves down a place
and the item below it moves to the top, and closes when its own item changes; a pointer resting on a row that
shows Show Actions, whose click opens it, and Show Hint that peeks without opening."""
import re
import time

import pytest

from harness import App, check, wait_until, xdotool
from harness.keys import first_row, open_block, press, tab_until
from harness.motion import peek_seen


def button(app, name):
    return tab_until(app, lambda n: n.getRoleName() == "push button" and n.name == name, what=f"the {name} button")


def since(app, start, block):
    return [e for e in app.events()[start:] if e.get("block") == block]


def label_of(row, text):
    """The label under `row` showing `text` (it moves with the row's content)."""
    stack = [row]
    while stack:
        node = stack.pop()
        for child in node:
            if child.getRoleName() == "label" and child.name == text:
                return child
            stack.append(child)
    return None


@pytest.mark.slow
def test_each_behaviour_block_shows_its_behaviour_from_the_keyboard_pointer_and_wheel():
    app = App()

    # Undo: Delete on a note removes it at once; Ctrl+Z (the toast's Undo) brings it back.
    open_block(app, "Undo After Delete", "Notes")
    first_row(app, "Shopping list")
    press(app, "Delete")
    app.log.wait("removed", block="undo-after-delete", row=0)
    press(app, "ctrl+z")
    app.log.wait("restored", block="undo-after-delete", row=0)
    app.row("Shopping list")

    # Confirm: Delete asks first (the row holds, its button reads "Delete?"); Escape declines it
    # and nothing is removed.
    start = len(app.events())
    open_block(app, "Confirm Destructive Swipes", "Connections")
    first_row(app, "Office VPN")
    press(app, "Delete")
    app.log.wait("confirming", block="confirm-destructive", row=0, name="delete")
    app.find("push button", "Delete?", timeout=10)
    press(app, "Escape")
    app.log.wait("declined", block="confirm-destructive", row=0, name="delete")
    time.sleep(0.6)
    check(not [e for e in since(app, start, "confirm-destructive") if e["kind"] in ("action", "removed")],
          "a declined delete ran")

    # Close on scroll: the first row opened from code, then the wheel over the list closes it.
    start = len(app.events())
    open_block(app, "Close on Scroll", "A long inbox")
    press(app, "Return") if button(app, "Open Trailing") else None
    app.log.wait("opened", block="rows-close-on-scroll", row=0)
    x, y, w, h = app.extents(app.row("Invoice 1042"))
    xdotool("mousemove", x + w // 2, y + h // 2)
    time.sleep(0.2)
    xdotool("click", "--repeat", 3, "--delay", 80, 5)
    app.log.wait("closed", block="rows-close-on-scroll", row=0)

    # Touchpad and wheels: vertical and sideways wheel turns over a row scroll the list and never
    # swipe it; the demo says no touchpad scroll was decided.
    start = len(app.events())
    open_block(app, "Scroll-Safe Touchpad", "Scroll or swipe")
    row = app.row("Scroll with a slant")
    x, y, w, h = app.extents(row)
    xdotool("mousemove", x + w // 2, y + h // 2)
    time.sleep(0.2)
    xdotool("click", "--repeat", 4, "--delay", 80, 7)
    xdotool("click", "--repeat", 4, "--delay", 80, 6)
    xdotool("click", "--repeat", 3, "--delay", 80, 5)
    wait_until(lambda: app.extents(row)[1] < y, message="the wheel to scroll the list")
    time.sleep(0.6)
    check(not since(app, start, "scroll-safe-touchpad"), f"the wheel moved a row: {since(app, start, 'scroll-safe-touchpad')}")
    app.find("label", "No touchpad scroll yet.")

    # Model changes: with the first task open, the item below it removed leaves it open on its
    # task, and so do an item inserted above it, its own item moved down a place (out of the
    # model and back in) and the item below it moved to the top; changing its own item closes it
    # cleanly.
    open_block(app, "Rows Survive Model Changes", "A changing list")
    press(app, "Return") if button(app, "Open Trailing") else None
    app.log.wait("opened", block="rows-survive-model-changes", row=0)
    # First an item above it: the list keeps its place (its adjustment moves with the content),
    # which is no scroll of the person's, so close-on-scroll leaves the row open.
    press(app, "Return") if button(app, "Insert Above") else None
    status = app.find("label", re.compile(r"^Inserted an item above"), timeout=10)
    check(status.name.endswith("The open row stayed open on “Water the plants”."), f"Insert Above: said {status.name!r}")
    press(app, "Return") if button(app, "Remove Below") else None
    status = app.find("label", re.compile(r"^Removed the item below"), timeout=10)
    check(status.name.endswith("The open row stayed open on “Water the plants”."), f"said {status.name!r}")
    wait_until(lambda: not app.find_rows("Call the plumber"), message="the item below to leave the list")
    for name, done in (("Move Open Item Down", "Moved the open row's item down one place."),
                       ("Move Below to Top", "Moved the item below the open row to the top.")):
        press(app, "Return") if button(app, name) else None
        status = app.find("label", re.compile("^" + re.escape(done)), timeout=10)
        check(status.name.endswith("The open row stayed open on “Water the plants”."), f"{name}: said {status.name!r}")
    check(not [e for e in app.events() if e.get("block") == "rows-survive-model-changes" and e["kind"] == "closed"],
          "a model change around the open row closed it")
    press(app, "Return") if button(app, "Change Open Item") else None
    status = app.find("label", re.compile(r"^Changed the open row's item"), timeout=10)
    check(status.name.endswith("The row of “Water the plants” closed cleanly."), f"said {status.name!r}")
    check(not [e for e in app.events() if e.get("block") == "rows-survive-model-changes" and e["kind"] == "action"],
          "a model change ran an action")

    # Hover and peek: Show Hint, from the keyboard, slides the first row and brings it back without
    # opening it; the real pointer resting on a row shows Show Actions, and its click opens the row.
    start = len(app.events())
    open_block(app, "Hover and Peek", "Recent files")
    first = app.rows()[0]
    label = label_of(first, app.row_title(first))
    rest = app.extents(label)[0]
    button(app, "Show Hint")
    seen = peek_seen(lambda: app.key("Return"), lambda: app.extents(label)[0], rest, 10)
    check(max(abs(x - rest) for x in seen) >= 10, f"Show Hint did not slide the first row: {sorted(set(seen))}")
    check(seen[-1] == rest, f"the first row did not come back: it rests at {seen[-1]}, not {rest}")
    check(not [e for e in since(app, start, "hover-and-peek") if e["kind"] in ("opened", "action")],
          f"the hint opened a row: {since(app, start, 'hover-and-peek')}")
    row = app.row("Trip photos")
    x, y, w, h = app.extents(row)
    xdotool("mousemove", x + w // 2, y + h // 2)
    time.sleep(0.05)
    xdotool("mousemove", x + w // 2 + 3, y + h // 2)
    show = wait_until(lambda: (app.find_all("push button", "Show Actions", predicate=app.is_showing) or [None])[0],
                      message="the Show Actions button")
    bx, by, bw, bh = app.extents(show)
    check(x + w * 0.8 < bx and y <= by and by + bh <= y + h, f"Show Actions at {bx, by} is not at the end of the row {x, y, w, h}")
    app.click(bx + bw // 2, by + bh // 2)
    app.log.wait("opened", block="hover-and-peek", row=1, edge="trailing")
    app.close()
