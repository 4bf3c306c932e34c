"""`simulate` replays a scroll of the list around the rows (`listScroll`): the open row closes
once the list has moved 16 points since it opened, and smaller nudges leave it open."""
import json
import os

import pytest

from clitools import shown

RECORDINGS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "recordings")


def events(r):
    return [json.loads(line) for line in r.stdout.splitlines() if not line.startswith('{"kind":"frame"')]


def test_a_list_scroll_closes_the_open_row_once_it_moved_sixteen_points(run):
    r = run("simulate", os.path.join(RECORDINGS, "close-on-scroll.json"))
    with open(os.path.join(RECORDINGS, "close-on-scroll.events.jsonl")) as f:
        expected = [json.loads(line) for line in f if line.strip()]
    assert r.returncode == 0 and events(r) == expected, shown(r)
    # Nudges of 4, -3, 7 and 7 points (15 net) left it open; the next 7 closed it.
    assert [e["kind"] for e in expected] == ["dragStarted", "opened", "closed"] and expected[-1]["time"] == 1.532


def test_a_list_scroll_of_a_closed_list_does_nothing(run):
    scenario = {"block": "full-swipe-card-list", "width": 400, "events": [{"time": 0.1, "type": "listScroll", "dy": 300}]}
    r = run("simulate", stdin=json.dumps(scenario))
    assert r.returncode == 0 and events(r) == [], shown(r)


@pytest.mark.parametrize("event, message", [
    ({"type": "listScroll"}, "events[0].dy: required"),
    ({"type": "listScroll", "dy": "far"}, "events[0].dy: expected a finite number of points"),
    ({"type": "listScroll", "dy": 3, "row": 1}, "events[0].row: unknown key for a listScroll event (expected: dy, time, type)"),
])
def test_a_list_scroll_is_checked(run, event, message):
    r = run("simulate", stdin=json.dumps({"block": "swipe-action-row", "width": 400, "events": [dict(event, time=0)]}))
    assert r.returncode == 1 and message in r.stderr and len(r.stderr.splitlines()) == 1, shown(r)
