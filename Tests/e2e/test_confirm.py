"""A destructive action that asks first (issue 36, item 2): a card row with
confirmsDestructiveActions holds at the edge after a full swipe or its Delete, its button reading
"Delete?", runs nothing until it is answered, and Return runs it while Escape springs it back. In
the window, on a user block that turns the option on (the built-in card list keeps the default,
off), with a real pointer drag and with keys only; and from Python on the library (the signals,
swipe_row_confirm, the timeout and a misuse)."""
import json
import os
import time

import pytest

from harness import App, check, wait_until
from harness.keys import first_row, focused, press
from harness.programs import script_said

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BLOCK = "asking-card-list"


def asking_catalog(folder):
    """A user catalogue of one block: the built-in card list with confirmsDestructiveActions on."""
    with open(os.path.join(ROOT, "Catalog", "full-swipe-card-list", "block.json"), encoding="utf-8") as f:
        manifest = json.load(f)
    manifest["id"] = BLOCK
    manifest["title"] = "Asking Card List"
    manifest["engine"]["confirmsDestructiveActions"] = True
    manifest["engine"]["confirmTimeout"] = 10
    os.makedirs(os.path.join(folder, BLOCK))
    with open(os.path.join(folder, BLOCK, "block.json"), "w", encoding="utf-8") as f:
        json.dump(manifest, f)
    return str(folder)


def asking_app(tmp_path):
    return App("--catalog", asking_catalog(tmp_path / "blocks"), "--block", BLOCK)


def held(app):
    """The row's "Delete?" button, once the row holds it."""
    return app.find("push button", "Delete?")


def nothing_ran(app, seconds):
    time.sleep(seconds)
    ran = [e for e in app.log() if e["kind"] in ("action", "removed")]
    check(not ran, f"the held delete ran unanswered: {ran}")


def test_a_full_swipe_holds_at_the_edge_and_return_confirms(tmp_path):
    app = asking_app(tmp_path)
    row = wait_until(lambda: app.rows(), message="the card rows")[0]
    x, y, w, h = app.extents(row)
    app.drag(x + w - 30, y + h // 2, x + 20, y + h // 2, steps=30, duration=0.5)
    app.log.wait("feedback", row=0)
    button = held(app)
    check(app.is_showing(button), "the held Delete? button shows")
    bx, _, bw, _ = app.extents(button)
    check(bw >= w * 0.5, f"the held button fills what the content uncovers: {bw} of {w}")
    nothing_ran(app, 1.5)
    node = press(app, "Return")
    app.log.wait("action", row=0, name="delete")
    app.log.wait("removed", row=0)
    check(node is not None, "the keyboard focus stayed in the window")


def test_keys_only_delete_asks_escape_springs_back_and_return_runs_it(tmp_path):
    app = asking_app(tmp_path)
    row = first_row(app, "Quarterly planning")
    press(app, "Delete", settle=0.6)
    held(app)
    nothing_ran(app, 1.0)
    press(app, "Escape", settle=0.8)
    wait_until(lambda: not app.find_all("push button", "Delete?"), message="the question to go")
    check(not [e for e in app.log() if e["kind"] == "action"], "Escape ran the delete")
    check(focused(app).name == row.name, "the row keeps the focus")
    press(app, "Delete", settle=0.6)
    held(app)
    press(app, "Return")
    app.log.wait("action", row=0, name="delete")
    app.log.wait("removed", row=0)


@pytest.mark.dist
def test_confirm_from_python():
    noise = script_said(["Tests/gobject/confirm.py"], (
        "default: a destructive action runs at once", "accepted: the row asked (confirming::delete)",
        "declined: swipe_row_confirm (FALSE) declined it", "timed out: with confirm-timeout 0.5",
        "normal: archive never asks", "misuse: confirming a row that asks nothing returned FALSE"))
    expected = "swipe_row_confirm: the row is not asking to confirm an action"
    check(len(noise) == 1 and expected in noise[0], f"confirm.py wrote, besides the one warning of its misuse: {noise[:10]}")
