"""Mouse and touchpad users find the actions (issue 36, item 6): a real pointer over a resting
demo row shows its "Show Actions" button at the trailing end, which a click turns into the open
row, and which goes when the pointer leaves or the row opens; a click elsewhere on the row stays
the row's; the button is no focus stop and the keyboard keeps its ways (Shift+F10, the menu);
a right click opens the row menu; the toolbar's Show Hint, from the keyboard, makes the first
row peek (it slides and comes back, reporting nothing, the hovered row hiding its button while it
moves), and under Reduce Motion shows the button and holds still instead; and from Python on the
library."""
import time

import pyatspi
import pytest

from harness import check, park_pointer, wait_until, xdotool
from harness.drags import FIRST
from harness.keys import first_row, focused, press, tab_until
from harness.motion import peek_seen
from harness.programs import Client, script_said
from harness.touchscreen import HEIGHT, WIDTH, MutterSession, TouchApp, stop_shared

SHOW = "Show Actions"


def happened(events):
    """What the row did, as --events printed it (drags, opening, closing, actions)."""
    return [e for e in events() if e["kind"] in ("dragStarted", "opened", "closed", "action", "feedback")]


def shown_buttons(app):
    """The Show Actions buttons the window shows now."""
    return app.find_all("push button", SHOW, predicate=app.is_showing)


def hover(app, row, fraction=0.5):
    """Moves the real pointer over `row`, `fraction` of its width in from its left."""
    x, y, w, h = app.extents(row)
    xdotool("mousemove", x + int(w * fraction), y + h // 2)
    time.sleep(0.05)
    xdotool("mousemove", x + int(w * fraction) + 3, y + h // 2)   # a motion inside, not only the crossing


def title_label(app, row):
    """The label showing `row`'s title: it moves with the row's content."""
    title = app.row_title(row)
    found = []

    def walk(node, depth=0):
        if depth > 12 or found:
            return
        for child in node:
            if child.getRoleName() == "label" and child.name == title:
                found.append(child)
                return
            walk(child, depth + 1)
    walk(row)
    check(found, f"no label {title!r} in the row")
    return found[0]


def lefts(app, node, seconds):
    """The window x of `node` polled over `seconds`."""
    seen = []
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        seen.append(node.queryComponent().getExtents(pyatspi.WINDOW_COORDS).x)
        time.sleep(0.01)
    return seen


@pytest.mark.app("--block", "swipe-action-row")
def test_hovering_a_row_shows_the_button_at_its_trailing_end_and_its_click_opens_it(app, events):
    row = app.row(FIRST)
    check(not shown_buttons(app), "a button shows before any hover")
    hover(app, row)
    button = wait_until(lambda: (shown_buttons(app) or [None])[0], message="the Show Actions button")
    x, y, w, h = app.extents(row)
    bx, by, bw, bh = app.extents(button)
    check(x + w * 0.8 < bx and bx + bw <= x + w, f"at the trailing (right) end: {bx, bw} in {x, w}")
    check(y <= by and by + bh <= y + h, f"inside the row: {by, bh} in {y, h}")
    app.click(bx + bw // 2, by + bh // 2)
    events.wait("opened", row=0, edge="trailing")
    for title in ("Archive", "Delete"):
        check(app.is_showing(app.find("push button", title)), f"{title} is not shown")
    wait_until(lambda: not shown_buttons(app), message="the button to hide as the row opens")
    time.sleep(0.6)
    check(not [e for e in events() if e["kind"] == "action"], f"the click ran an action: {events()}")


@pytest.mark.app("--block", "swipe-action-row")
def test_the_button_follows_the_pointer_and_goes_when_it_leaves(app, events):
    first, second = app.row(FIRST), app.row("Flight update")
    hover(app, first)
    wait_until(lambda: len(shown_buttons(app)) == 1, message="one button")
    top = app.extents(shown_buttons(app)[0])[1]
    hover(app, second)
    wait_until(lambda: len(shown_buttons(app)) == 1 and app.extents(shown_buttons(app)[0])[1] > top,
               message="the second row's button alone")
    park_pointer()
    wait_until(lambda: not shown_buttons(app), message="no button once the pointer left")
    check(not happened(events), f"hovering did something: {happened(events)}")


@pytest.mark.app("--block", "swipe-action-row")
def test_a_click_elsewhere_on_the_row_stays_the_rows_and_a_drag_hides_the_button(app, events):
    row = app.row(FIRST)
    hover(app, row, 0.3)
    wait_until(lambda: shown_buttons(app), message="the button")
    x, y, w, h = app.extents(row)
    app.click(x + int(w * 0.3), y + h // 2)
    wait_until(lambda: (focused(app) or row).name == row.name, message="the clicked row to take the focus")
    time.sleep(0.5)
    check(not [e for e in events() if e["kind"] == "opened"], f"a click on the content opened the row: {events()}")
    app.drag(x + w - 120, y + h // 2, x + w - 200, y + h // 2, release=False)
    hidden = not shown_buttons(app)
    xdotool("mouseup", 1)
    check(hidden, "the button showed during the drag")


@pytest.mark.app("--block", "swipe-action-row")
def test_a_drag_that_begins_on_the_button_swipes_the_row(app, events):
    # People swipe from the row's trailing edge, where the button is: the drag is the row's.
    row = app.row(FIRST)
    hover(app, row, 0.9)
    button = wait_until(lambda: (shown_buttons(app) or [None])[0], message="the button")
    bx, by, bw, bh = app.extents(button)
    app.drag(bx + bw // 2, by + bh // 2, bx + bw // 2 - 220, by + bh // 2, steps=24, duration=0.4)
    events.wait("opened", row=0, edge="trailing")
    time.sleep(0.5)
    check([e["kind"] for e in happened(events)].count("opened") == 1, f"{happened(events)}")


@pytest.mark.app("--block", "swipe-action-row")
def test_the_keyboard_keeps_its_ways_and_the_button_is_no_focus_stop(app, events):
    row = app.row(FIRST)
    hover(app, row)
    wait_until(lambda: shown_buttons(app), message="the button")
    first_row(app, FIRST)
    stops = [press(app, "Tab") for _ in range(4)]
    check(all(n is None or n.name != SHOW for n in stops), "Tab stopped on Show Actions")
    tab_until(app, lambda n: n.getRoleName() == "list item" and app.is_row(n, FIRST), key="Shift+Tab", what="the row")
    press(app, "shift+F10", settle=0.5)
    wait_until(lambda: app.find_all("menu item", "Archive"), message="the row menu from Shift+F10")
    press(app, "Escape", settle=0.4)
    button = press(app, "Left", settle=0.6)     # Left slides the row open, onto its first button
    events.wait("opened", row=0, edge="trailing")
    check(button is not None and button.name == "Archive", f"Left focused {button and button.name}")


@pytest.mark.app("--block", "swipe-action-row")
def test_a_right_click_opens_the_row_menu(app, events):
    row = app.row("Flight update")
    x, y, w, h = app.extents(row)
    app.click(x + w // 3, y + h // 2, button=3)
    item = app.find("menu item", "Archive")
    check(app.find("menu item", "Delete"), "the menu has no Delete")
    app.do_action(item, app.actions(item)[0])
    events.wait("action", row=1, name="archive")


@pytest.mark.app("--block", "swipe-action-row")
def test_show_hint_from_the_keyboard_makes_the_first_row_peek_and_come_back(app, events):
    row = app.row(FIRST)
    label = title_label(app, row)
    rest = label.queryComponent().getExtents(pyatspi.WINDOW_COORDS).x
    tab_until(app, lambda n: n.name == "Show Hint", what="Show Hint")
    hover(app, row)
    wait_until(lambda: shown_buttons(app), message="the Show Actions button under the pointer")
    seen = peek_seen(lambda: app.key("space"),
                     lambda: (label.queryComponent().getExtents(pyatspi.WINDOW_COORDS).x, bool(shown_buttons(app))), rest, 20)
    lefts_seen = [x for x, _ in seen]
    check(min(lefts_seen) <= rest - 20, f"the row slid toward its buttons: {rest} then {sorted(set(lefts_seen))[:5]}")
    check(seen[-1][0] == rest, f"and came back: {seen[-5:]} for {rest}")
    # (within 2 px of rest is its spring settling: the button may come with its last frame)
    check(not [x for x, button in seen if abs(x - rest) > 2 and button], f"a moving peek shows no button: {seen}")
    wait_until(lambda: shown_buttons(app), message="the button again, the row back at rest under the pointer")
    check(not happened(events), f"a peek reports nothing: {happened(events)}")


@pytest.mark.app("--block", "swipe-action-row", "--reduce-motion")
def test_under_reduce_motion_show_hint_holds_still_and_shows_the_button(app, events):
    park_pointer()
    label = title_label(app, app.row(FIRST))
    rest = label.queryComponent().getExtents(pyatspi.WINDOW_COORDS).x
    app.do_action(app.find("push button", "Show Hint"), "click")
    button = wait_until(lambda: (shown_buttons(app) or [None])[0], message="the button as the hint")
    x, y, w, h = app.extents(app.row(FIRST))
    check(y <= app.extents(button)[1] < y + h, "on the first row")
    seen = lefts(app, label, 0.6)
    check(set(seen) == {rest}, f"the row moved: {sorted(set(seen))}")
    wait_until(lambda: not shown_buttons(app), timeout=4, message="the hint to end")
    check(not happened(events), f"the hint reported something: {happened(events)}")


@pytest.mark.dist
@pytest.mark.parametrize("language", ["c", "python", "javascript"])
def test_the_example_clients_show_the_button_with_no_code_of_theirs(language):
    # The inbox examples add no code for the button: a pointer over a message shows it, and its
    # click opens the message as a swipe does (the client prints "opened").
    app = Client(language)
    hover(app, app.row("Message 2"))
    button = wait_until(lambda: (shown_buttons(app) or [None])[0], message="the Show Actions button")
    app.click(*app.center(button))
    app.wait_line("opened Message 2 trailing")
    check(not app.stderr().strip(), f"the {language} client wrote to stderr: {app.stderr()[-500:]}")


@pytest.fixture(scope="module")
def mutter():
    """A headless mutter for the touch tests of this file, stopped after its last test."""
    yield MutterSession.shared()
    stop_shared()


@pytest.mark.touch
def test_a_finger_never_shows_the_button_a_pointer_does_and_a_touchpad_swipe_hides_it(mutter):
    app = TouchApp("--block", "swipe-action-row")
    try:
        mutter.pointer_move(WIDTH - 1, HEIGHT - 1)
        x, y, w, h = app.extents(app.row(FIRST))
        mutter.touch_down(x + w // 2, y + h // 2)
        mutter.pump(0.4)
        touched = shown_buttons(app)
        mutter.touch_up()
        check(not touched, "a finger held on the row showed the button")
        app.tap(x + w // 3, y + h // 2)
        time.sleep(0.4)
        check(not shown_buttons(app), "a finger's tap showed the button")
        mutter.pointer_move(x + w // 2, y + h // 2)
        mutter.pointer_move(x + w // 2 + 3, y + h // 2)
        wait_until(lambda: shown_buttons(app), message="the button under a Wayland pointer")
        app.touchpad_swipe(x + w // 2, y + h // 2, 260)
        wait_until(lambda: [e for e in app.events() if e["kind"] == "opened"], message="the touchpad swipe to open the row")
        wait_until(lambda: not shown_buttons(app), message="the button to hide on the open row")
    finally:
        app.close()


@pytest.mark.dist
def test_hover_and_peek_from_python():
    findings = ("option: shows-hover-button, on by default, on the action and card rows only, since 0.5",
                "peek: the row slid 36 points toward its buttons and back",
                "its button hidden while it moved and shown again after", "open: an open row does not peek",
                "early: a peek asked for before the row was laid out ran once it was",
                "reduce motion: the row stayed still, outlined",
                "off: with shows-hover-button off the hint is the outline alone", "click: the hover button opened the row")
    check(script_said(["Tests/gobject/hover.py"], findings) == [], "Tests/gobject/hover.py wrote to stderr")
