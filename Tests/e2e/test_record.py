"""Record and replay: `--record FILE` writes what reached the demo, and `swipeblocks simulate FILE`
replays it with the same events the window printed with `--events` while it was recorded."""
import json
import os
import random
import signal
import subprocess
import time

import pytest
from gi.repository import GLib

import harness
from harness import App, Failure, check, wait_until
from harness.recordings import compare, replay, shown


def on_screen(app):
    """The demo's rows wholly inside the list and the window."""
    wx, wy = app.window_origin()
    out = harness.xdotool("getwindowgeometry", "--shell", app.window_id)
    geometry = dict(line.split("=", 1) for line in out.split() if "=" in line)
    bottom = int(geometry["Y"]) + int(geometry["HEIGHT"]) - 8
    shown = []
    for row in app.rows():
        try:
            _, y, _, height = app.extents(row)
        except (NotImplementedError, GLib.GError):  # the row left the list meanwhile (dismissed, its collapse over)
            continue
        if y + height <= bottom:
            shown.append(row)
    return shown


def random_input(app, rng, steps):
    """`steps` random inputs a person might give the demo: drags either way, short and long,
    slow and flung, a little off the horizontal, clicks at one spot, keys on a clicked row, and
    a row's actions over AT-SPI."""
    for _ in range(steps):
        rows = on_screen(app)
        if len(rows) < 2:
            start_over = app.find_all("push button", "Start over")
            if start_over:
                app.do_action(start_over[0], "click")
            else:
                app.key("ctrl+z")
            time.sleep(0.8)
            continue
        row = rng.choice(rows)
        x, y, w, h = app.extents(row)
        cy = y + h // 2
        kind = rng.random()
        if kind < 0.55:
            rightward = rng.random() < 0.5
            length = rng.randint(15, int(w * 0.9))
            x0 = x + 20 if rightward else x + w - 20
            x1 = x0 + (length if rightward else -length)
            app.drag(x0, cy, x1, cy + rng.randint(-6, 6), steps=rng.randint(6, 24), duration=rng.uniform(0.08, 0.5))
        elif kind < 0.72:
            app.click(x + rng.randint(10, w - 10), cy + rng.randint(-h // 4, h // 4))
        elif kind < 0.8:
            # What a screen reader does: one of the row's actions over AT-SPI.
            names = [a for a in app.actions(row) if a.startswith("row.") and a not in ("row.menu", "row.close")]
            app.do_action(row, rng.choice(names))
        else:
            app.click(x + w // 2, cy)
            time.sleep(0.3)
            app.key(rng.choice(["Left", "Right", "Right", "Escape", "Return", "Delete"]))
        time.sleep(rng.uniform(0.2, 0.6))


def toggle(app, name):
    app.do_action(app.find("check box", name), "click")
    time.sleep(0.4)


def record_and_replay(block, seed, steps=2):
    """Random real input in each of four phases — left to right, right to left, then each with
    Reduce Motion on — recorded, replayed and compared."""
    app = App("--block", block, "--record", "recording.json")
    path = os.path.join(app.workdir, "recording.json")
    rng = random.Random(seed)
    random_input(app, rng, steps)
    toggle(app, "Right to Left")
    random_input(app, rng, steps)
    toggle(app, "Reduce Motion")
    random_input(app, rng, steps)
    toggle(app, "Right to Left")
    random_input(app, rng, steps)
    time.sleep(1.5)   # every motion has settled
    app.close()
    check(os.path.exists(path), f"no recording at {path}: {app.stderr()[-500:]}")
    with open(path) as f:
        scenario = json.load(f)
    check(scenario["block"] == block and scenario["direction"] == "ltr" and scenario["reduceMotion"] is False,
          f"the recording's demo: {dict((k, v) for k, v in scenario.items() if k != 'events')}")
    sets = [e for e in scenario["events"] if e["type"] == "set"]
    check([list(e)[2] for e in sets][:3] == ["direction", "reduceMotion", "direction"], f"set events: {sets}")
    compare(app.events(), replay(path), path)


def test_completion_row_replays_with_its_events():
    record_and_replay("completion-swipe-row", seed=1)


def test_action_row_replays_with_its_events():
    record_and_replay("swipe-action-row", seed=2)


def test_card_list_replays_with_its_events():
    record_and_replay("full-swipe-card-list", seed=3)


def test_list_row_recipe_replays_with_its_events():
    record_and_replay("list-row-swipe-actions", seed=4)


def test_swipe_to_dismiss_replays_with_its_events():
    record_and_replay("swipe-to-dismiss", seed=5)


@pytest.mark.app("--block", "swipe-action-row", "--record", "click.json")
def test_a_replayed_click_closes_an_open_row_as_the_window_did(app, events):
    row = app.rows()[0]
    x, y, w, h = app.extents(row)
    app.drag(x + w - 30, y + h // 2, x + w - 260, y + h // 2)
    events.wait("opened", row=0)
    time.sleep(0.6)
    app.click(x + 60, y + h // 2)
    events.wait("closed", row=0)
    time.sleep(0.5)
    app.close()
    path = os.path.join(app.workdir, "click.json")
    replayed = replay(path)
    check([e["kind"] for e in replayed] == ["dragStarted", "opened", "closed"], f"replayed:\n{shown(replayed)}")
    compare(events(), replayed, path)


def one_drag(app):
    row = app.rows()[0]
    x, y, w, h = app.extents(row)
    app.drag(x + 30, y + h // 2, x + 130, y + h // 2)
    app.wait_event("dragStarted")
    time.sleep(0.8)


ENDINGS = {
    "ctrl+q": lambda app: app.key("ctrl+q"),
    "ctrl+w": lambda app: app.key("ctrl+w"),
    "SIGINT": lambda app: app.proc.send_signal(signal.SIGINT),
    "SIGTERM": lambda app: app.proc.send_signal(signal.SIGTERM),
}


@pytest.mark.parametrize("name", ENDINGS)
@pytest.mark.app("--block", "completion-swipe-row", "--record", "ending.json")
def test_the_recording_survives_every_way_the_window_ends(app, events, name):
    one_drag(app)
    ENDINGS[name](app)
    try:
        app.proc.wait(10)
    except subprocess.TimeoutExpired:
        raise Failure(f"the window did not end on {name}")
    app.close()
    path = os.path.join(app.workdir, "ending.json")
    check(os.path.exists(path), f"{name}: nothing recorded ({app.stderr()[-300:]})")
    compare(events(), replay(path), path)


@pytest.mark.app("--block", "completion-swipe-row", "--record", "session.json")
def test_each_block_visited_gets_a_file_of_its_own(app, events):
    one_drag(app)
    x, y = app.center(app.find("list item", "Swipe Action Row"))
    app.click(x, y)
    wait_until(lambda: app.find_rows("Weekly report"), message="the action row's demo")
    time.sleep(0.5)
    # Written when the person moved on, before the window closes.
    first = os.path.join(app.workdir, "session.json")
    wait_until(lambda: os.path.exists(first), message="the first block's recording at the switch")
    one_drag(app)
    x, y = app.center(app.find("list item", "Completion Swipe Row"))
    app.click(x, y)
    wait_until(lambda: app.find_rows("Water the plants"), message="the completion row's demo again")
    time.sleep(0.5)
    one_drag(app)
    app.close()
    files = sorted(f for f in os.listdir(app.workdir) if f.startswith("session"))
    check(files == ["session-completion-swipe-row-2.json", "session-swipe-action-row.json", "session.json"],
          f"files: {files}")
    blocks = []
    replayed = []
    for name in ["session.json", "session-swipe-action-row.json", "session-completion-swipe-row-2.json"]:
        path = os.path.join(app.workdir, name)
        with open(path) as f:
            blocks.append(json.load(f)["block"])
        replayed.append(replay(path))
    check(blocks == ["completion-swipe-row", "swipe-action-row", "completion-swipe-row"], f"blocks: {blocks}")
    window = events()
    check(all(r for r in replayed), f"a visit replayed no events: {replayed}")
    check(sum(len(r) for r in replayed) == len(window), f"window {len(window)} events, replays {[len(r) for r in replayed]}")


@pytest.mark.app("--block", "full-swipe-card-list", "--record", "parameters.json")
def test_a_parameter_change_is_recorded_and_replayed(app, events):
    one_drag(app)
    spin = app.find("spin button", "Button Width")
    app.scroll_into_view(spin)
    x, y = app.center(spin)
    app.click(x, y)
    for _ in range(5):
        app.key("Up")
        time.sleep(0.1)
    time.sleep(1.0)
    row = app.rows()[0]
    app.scroll_into_view(row)
    x, y, w, h = app.extents(row)
    app.drag(x + w - 30, y + h // 2, x + w - 200, y + h // 2)
    events.wait("opened")
    time.sleep(1.0)
    app.close()
    path = os.path.join(app.workdir, "parameters.json")
    with open(path) as f:
        scenario = json.load(f)
    sets = [e for e in scenario["events"] if e["type"] == "set"]
    check(sets and "buttonWidth" in sets[0].get("parameters", {}), f"set events: {sets}")
    compare(events(), replay(path), path)


@pytest.mark.parametrize("path, words", [("/no/such/folder/r.json", "no folder"), ("/tmp", "is a folder"), ("", "expects the path")],
                         ids=["missing-folder", "a-folder", "empty"])
def test_a_record_path_that_cannot_be_written_is_refused_before_the_window_opens(path, words):
    out = subprocess.run([harness.BINARY, "--record", path], capture_output=True, text=True, timeout=20)
    check(out.returncode == 2 and words in out.stderr and len(out.stderr.strip().splitlines()) <= 3,
          f"--record {path!r}: {out.returncode} {out.stderr!r}")
