"""A destructive action that asks first (issue 36, item 2): a card row with
confirmsDestructiveActions holds at the edge after a full swipe or its Delete, its button reading
"Delete?", runs nothing until it is answered, and Return or a click on that button runs it while
Escape springs it back; an action row's Delete button widens to "Delete?" and needs a second
click. In the window, on user blocks that turn the option on (the built-in blocks keep the
default, off, until the panel's "Destructive Actions" says "Ask First"), with a real pointer and
with keys only; and from Python on the library (the signals, swipe_row_confirm, the timeout and
a misuse)."""
import pytest

from harness import App, check, wait_until
from harness.asking import CARD, ROW, asking_block, deleted, held, nothing_ran
from harness.keys import choose_next, first_row, focused, press, tab_until
from harness.programs import script_said


def asking_app(tmp_path, block):
    """The window on a user block of `block`'s kind whose destructive actions ask first."""
    return App(*asking_block(tmp_path / "blocks", block))


def swipe(app, index, start, end):
    """Drags demo row `index` from `start` to `end` points in from its left, along its middle."""
    row = wait_until(lambda: app.rows(), message="the demo rows")[index]
    x, y, w, h = app.extents(row)
    app.drag(x + start(w), y + h // 2, x + end(w), y + h // 2, steps=30, duration=0.5)
    return w


def click(app, node):
    """Clicks the middle of `node`; returns its width."""
    x, y, w, h = app.extents(node)
    app.click(x + w // 2, y + h // 2)
    return w


def test_a_full_swipe_holds_at_the_edge_and_return_confirms(tmp_path):
    app = asking_app(tmp_path, CARD)
    w = swipe(app, 0, lambda w: w - 30, lambda w: 20)
    app.log.wait("feedback", row=0)
    button = held(app)
    check(app.is_showing(button), "the held Delete? button shows")
    bw = app.extents(button)[2]
    check(bw >= w * 0.5, f"the held button fills what the content uncovers: {bw} of {w}")
    nothing_ran(app, 1.5)
    node = press(app, "Return")
    deleted(app, 0)
    check(node is not None, "the keyboard focus stayed in the window")


def test_a_click_on_the_held_button_confirms(tmp_path):
    app = asking_app(tmp_path, CARD)
    swipe(app, 1, lambda w: w - 30, lambda w: 20)
    button = held(app)
    nothing_ran(app, 0.6)
    click(app, button)
    deleted(app, 1)


def test_an_action_rows_delete_button_widens_to_ask_and_a_second_click_runs_it(tmp_path):
    app = asking_app(tmp_path, ROW)
    swipe(app, 0, lambda w: w - 40, lambda w: w - 240)
    app.log.wait("opened", row=0)
    narrow = click(app, app.find("push button", "Delete"))
    asking = held(app)
    wide = app.extents(asking)[2]
    check(wide > narrow * 1.5, f"the asking button widened: {wide} from {narrow}")
    check(not app.find_all("push button", "Archive", predicate=app.is_showing), "Archive gave it the room")
    nothing_ran(app, 0.8)
    click(app, asking)
    deleted(app, 0)


def test_keys_only_delete_asks_escape_springs_back_and_return_runs_it(tmp_path):
    app = asking_app(tmp_path, CARD)
    row = first_row(app, "Quarterly planning")
    press(app, "Delete", settle=0.6)
    held(app)
    said = wait_until(lambda: (lambda d: d if "Press Enter" in d else None)(focused(app).description or ""),
                      message="the question in the row's description")
    check(said == "Delete? Press Enter to confirm, Escape to cancel.", f"a screen reader hears {said!r}")
    nothing_ran(app, 1.0)
    press(app, "Escape", settle=0.8)
    wait_until(lambda: not app.find_all("push button", "Delete?"), message="the question to go")
    said = wait_until(lambda: (lambda d: d if d.startswith("Cancelled") else None)(focused(app).description or ""),
                      message="the answer in the row's description")
    check(said == "Cancelled: Delete.", f"a screen reader hears {said!r}")
    check(not [e for e in app.log() if e["kind"] == "action"], "Escape ran the delete")
    check(focused(app).name == row.name, "the row keeps the focus")
    press(app, "Delete", settle=0.6)
    held(app)
    press(app, "Return")
    deleted(app, 0)


def test_the_panels_ask_first_turns_it_on_for_the_built_in_card_list():
    # The built-in block keeps the default (run at once); the panel's "Destructive Actions"
    # drop-down, from the keyboard, turns the question on for the live demo.
    app = App("--block", "full-swipe-card-list")
    choose_next(app, "Destructive Actions", "Ask First")
    # Back up to the last row (the list scrolls it into view), then a real full swipe on it.
    row = tab_until(app, lambda n: n.getRoleName() == "list item" and app.is_row(n, "Pick up the dry cleaning"),
                    key="Shift+Tab", what="the last row")
    x, y, w, h = app.extents(row)
    app.drag(x + w - 30, y + h // 2, x + 20, y + h // 2, steps=30, duration=0.5)
    held(app)
    nothing_ran(app, 1.0)
    press(app, "Return")
    deleted(app, 9)


def test_the_question_in_spanish(tmp_path):
    app = App(*asking_block(tmp_path / "blocks", CARD), "--lang", "es")
    first_row(app)
    press(app, "Delete", settle=0.6)
    app.find("push button", "¿Eliminar?")
    said = wait_until(lambda: (lambda d: d if "Intro" in d else None)(focused(app).description or ""),
                      message="the question in Spanish")
    check(said == "¿Eliminar? Pulse Intro para confirmar o Escape para cancelar.", f"a screen reader hears {said!r}")


@pytest.mark.dist
def test_confirm_from_python():
    noise = script_said(["Tests/gobject/confirm.py"], (
        "default: a destructive action runs at once", "accepted: the row asked (confirming::delete)",
        "declined: swipe_row_confirm (FALSE) declined it", "timed out: with confirm-timeout 0.5",
        "normal: archive never asks", "two-step: an action row's delete asked on its first activation",
        "misuse: confirming a row that asks nothing returned FALSE"))
    expected = "swipe_row_confirm: the row is not asking to confirm an action"
    check(len(noise) == 1 and expected in noise[0], f"confirm.py wrote, besides the one warning of its misuse: {noise[:10]}")


@pytest.mark.dist
def test_a_lists_rows_ask_through_the_list_from_python():
    findings = ("asking: row-confirming::delete came with the item's position, 2", "declined: row-declined came with position 2",
                "accepted: row-action followed the question")
    check(script_said(["Tests/gobject/list_confirm.py"], findings) == [], "Tests/gobject/list_confirm.py wrote to stderr")
