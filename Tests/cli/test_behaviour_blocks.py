"""The blocks that show a library behaviour (the manifests with a "behaviour"), as the command line
has them: listed, and found by their category and tags in English, Spanish and Hebrew; and the
recordings of the behaviours the engine decides (a destructive action that asks first, an open row
closed by a scroll of the list or kept open, items removed, inserted, moved and changed around an open row), each
replayed by `simulate` to the events it printed, byte for byte the same each time."""
import glob
import json
import os

import pytest

from clitools import BUILT_IN, CATALOG, shown

RECORDINGS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "recordings")


def _behaviour_blocks():
    out = []
    for name in BUILT_IN:
        with open(os.path.join(CATALOG, name, "block.json"), encoding="utf-8") as f:
            data = json.load(f)
        if "behaviour" in data:
            out.append(data)
    return out


BEHAVIOURS = _behaviour_blocks()


def events(r):
    return [json.loads(line) for line in r.stdout.splitlines() if not line.startswith('{"kind":"frame"')]


def expected(name):
    with open(os.path.join(RECORDINGS, name + ".events.jsonl")) as f:
        return [json.loads(line) for line in f if line.strip()]


def simulated(run, name):
    """The events `simulate` prints for the recording `name` now (not the file kept of them)."""
    r = run("simulate", os.path.join(RECORDINGS, name + ".json"))
    assert r.returncode == 0, shown(r)
    return events(r)


@pytest.mark.parametrize("language", ["en", "es", "he"])
def test_the_behaviour_blocks_are_listed_and_found_by_their_category_in_each_language(run, language):
    check = [b["category"][language] for b in BEHAVIOURS]
    # Issue #36's six behaviours, a block each, in one category.
    assert sorted(b["behaviour"] for b in BEHAVIOURS) == sorted(
        ["undo", "confirm", "closeOnScroll", "touchpad", "modelChanges", "discoverability"]), BEHAVIOURS
    assert len(set(check)) == 1, check
    ids = sorted(b["id"] for b in BEHAVIOURS)
    listed = run("--lang", language, "list")
    rows = {line.split()[0]: line for line in listed.stdout.splitlines()}
    assert listed.returncode == 0 and all(check[0] in rows[i] for i in ids), shown(listed)
    found = run("--lang", language, "search", check[0], "--json")
    assert found.returncode == 0 and sorted(b["id"] for b in json.loads(found.stdout)) == ids, shown(found)


@pytest.mark.parametrize("block", BEHAVIOURS, ids=[b["id"] for b in BEHAVIOURS])
@pytest.mark.parametrize("language", ["en", "es", "he"])
def test_each_behaviour_block_is_found_by_its_first_tag_in_each_language(run, block, language):
    r = run("search", "--tag", block["tags"][language][0], "--json")
    assert r.returncode == 0 and block["id"] in [b["id"] for b in json.loads(r.stdout)], shown(r)


def _behaviour_recordings():
    """The recordings of a behaviour block that keep the events `simulate` printed for them."""
    ids = {b["id"] for b in BEHAVIOURS}
    out = []
    for path in sorted(glob.glob(os.path.join(RECORDINGS, "*.events.jsonl"))):
        name = os.path.basename(path)[:-len(".events.jsonl")]
        with open(os.path.join(RECORDINGS, name + ".json")) as f:
            if json.load(f)["block"] in ids:
                out.append(name)
    return out


@pytest.mark.parametrize("recording", _behaviour_recordings())
def test_every_behaviour_recording_replays_to_the_events_it_printed(run, recording):
    r = run("simulate", os.path.join(RECORDINGS, recording + ".json"))
    assert r.returncode == 0 and events(r) == expected(recording), shown(r)


def test_the_behaviours_the_engine_decides_have_recordings(run):
    assert {"confirm-destructive", "rows-close-on-scroll-block", "rows-close-on-scroll-keep-open",
            "rows-survive-model-changes", "rows-survive-model-changes-inserted", "rows-survive-model-changes-moved",
            "rows-survive-model-changes-changed"} <= set(_behaviour_recordings())


def test_a_full_swipe_onto_delete_asks_and_a_timeout_escape_or_return_answers(run):
    said = [(e["kind"], e["row"], e["time"]) for e in simulated(run, "confirm-destructive")
            if e["kind"] in ("confirming", "declined", "action", "removed")]
    # Row 0 asked at its release and gave up after the block's confirmTimeout (5 s); Escape declined
    # row 1 at once; Return ran row 2's delete after its slide-out and collapse, which removed it.
    assert said == [("confirming", 0, 0.4), ("declined", 0, 5.4), ("confirming", 1, 6.3), ("declined", 1, 6.8),
                    ("confirming", 2, 8.3), ("action", 2, 9.35), ("removed", 2, 9.35)], said


def test_the_block_closes_its_open_row_on_scroll_unless_kept_open(run):
    closes = [(e["kind"], e["time"]) for e in simulated(run, "rows-close-on-scroll-block")]
    # 10 points of scroll leave it open; 20 (past 16) close it.
    assert closes == [("dragStarted", 0.016), ("opened", 0.08), ("closed", 1)], closes
    kept = [(e["kind"], e["time"]) for e in simulated(run, "rows-close-on-scroll-keep-open")]
    # With closesOnScroll false, 220 points of scroll leave it open; only the close from code closes it.
    assert kept == [("dragStarted", 0.016), ("opened", 0.08), ("closed", 2.5)], kept


def test_closes_on_scroll_is_checked(run):
    scenario = {"block": "rows-close-on-scroll", "width": 400, "closesOnScroll": "no", "events": []}
    r = run("simulate", stdin=json.dumps(scenario))
    assert r.returncode == 1 and r.stderr.strip() == "error: closesOnScroll: expected true or false", shown(r)


def test_items_removed_around_an_open_row_leave_it_open_on_its_own_item(run):
    r = run("simulate", os.path.join(RECORDINGS, "rows-survive-model-changes.json"))
    frames = {f["time"]: {row["row"]: row for row in f["rows"]} for f in map(json.loads, r.stdout.splitlines())
              if f["kind"] == "frame"}
    assert r.returncode == 0, shown(r)
    # Items 0 (above) and 3 (below) left the model; row 2 stays open on its item, its buttons its own.
    held = frames[1.9]
    assert 0 not in held and 3 not in held and held[2]["open"] == "trailing" and held[2]["offset"] == -160, held
    assert [b["id"] for b in held[2]["buttons"]] == ["done", "snooze"], held[2]
    said = [(e["kind"], e["row"], e.get("name")) for e in events(r)]
    # Its action ran on its own row; the open row whose item went left no open row behind; a key
    # on another row acted on that row.
    assert ("action", 2, "snooze") in said and ("removed", 4, None) in said and ("action", 1, "done") in said, said
    assert not any("open" in row for row in frames[3.9].values()), frames[3.9]


@pytest.mark.parametrize("event, message", [
    ({"type": "itemRemoved"}, "events[0].row: expected a row index from 0 to 5"),
    ({"type": "itemRemoved", "row": 6}, "events[0].row: expected a row index from 0 to 5"),
    ({"type": "itemRemoved", "row": 1, "edge": "leading"},
     "events[0].edge: unknown key for a itemRemoved event (expected: row, time, type)"),
])
def test_an_item_removed_is_checked(run, event, message):
    scenario = {"block": "rows-survive-model-changes", "width": 360, "rows": 6, "events": [dict(event, time=0)]}
    r = run("simulate", stdin=json.dumps(scenario))
    assert r.returncode == 1 and message in r.stderr and len(r.stderr.splitlines()) == 1, shown(r)


MODEL_CHANGES = ["rows-survive-model-changes" + suffix for suffix in ("", "-inserted", "-moved", "-changed")]


def frames_of(r):
    """Each frame's rows, top to bottom, by its time."""
    return {f["time"]: f["rows"] for f in map(json.loads, r.stdout.splitlines()) if f["kind"] == "frame"}


def said(run, name):
    return [(e["kind"], e["row"], e.get("name")) for e in simulated(run, name)]


@pytest.mark.parametrize("recording", MODEL_CHANGES)
def test_a_model_change_recording_replays_byte_for_byte(run, recording):
    first, again = (run("simulate", os.path.join(RECORDINGS, recording + ".json")) for _ in range(2))
    assert first.returncode == 0 and first.stdout == again.stdout and first.stdout.count('"kind":"frame"') > 40, shown(first)


def test_items_inserted_around_an_open_row_leave_it_open_on_its_own_item(run):
    r = run("simulate", os.path.join(RECORDINGS, "rows-survive-model-changes-inserted.json"))
    frames = frames_of(r)
    assert r.returncode == 0, shown(r)
    # A new item above (row 6) and one at the end (row 7): row 2 is fourth now, open as it was.
    held = frames[1.9]
    assert [row["row"] for row in held] == [6, 0, 1, 2, 3, 4, 5, 7], held
    assert held[3]["open"] == "trailing" and held[3]["offset"] == -160 and [b["id"] for b in held[3]["buttons"]] == ["done", "snooze"]
    assert all(row["offset"] == 0 and "open" not in row for row in (held[0], held[7])), "a new item's row rests closed"
    # The new row swiped open stays open as another item comes above it; its key acts on it.
    top = frames[4.9]
    assert [row["row"] for row in top][:2] == [8, 6] and top[1]["open"] == "trailing", top
    assert said(run, "rows-survive-model-changes-inserted") == [
        ("opened", 2, None), ("action", 2, "snooze"), ("closed", 2, None), ("dragStarted", 6, None), ("opened", 6, None),
        ("action", 6, "done"), ("closed", 6, None)]


def test_items_moved_keep_the_open_row_open_on_its_item_wherever_it_goes(run):
    r = run("simulate", os.path.join(RECORDINGS, "rows-survive-model-changes-moved.json"))
    frames = frames_of(r)
    assert r.returncode == 0, shown(r)
    # The open row's item moved to the end, then another item moved across it: still open there.
    held = frames[1.9]
    assert [row["row"] for row in held] == [1, 3, 4, 0, 5, 2] and held[5]["open"] == "trailing", held
    # A row being swiped while another item moves from above it to the end opens, second now; a
    # tap in window points at the second row is a tap on it, and closes it.
    assert [row["row"] for row in frames[3.9]] == [3, 4, 0, 5, 2, 1] and frames[3.9][1]["open"] == "trailing", frames[3.9]
    assert not any("open" in row for row in frames[4.9]), frames[4.9]
    # A row being swiped whose own item moves lets go of the drag: back at rest, nothing opens.
    assert frames[5.9][5] == {"row": 3, "offset": 0, "height": 56}, frames[5.9]
    assert said(run, "rows-survive-model-changes-moved") == [
        ("opened", 2, None), ("action", 2, "done"), ("closed", 2, None), ("dragStarted", 4, None), ("opened", 4, None),
        ("closed", 4, None), ("dragStarted", 3, None)]


def test_an_open_rows_item_changed_closes_it_at_once_with_no_event_and_no_offset(run):
    r = run("simulate", os.path.join(RECORDINGS, "rows-survive-model-changes-changed.json"))
    frames = frames_of(r)
    assert r.returncode == 0, shown(r)
    # Another item changed: row 1 stays open. Its own item changed: at rest the next frame.
    assert frames[1.4][1]["open"] == "trailing" and frames[1.4][1]["offset"] == -160, frames[1.4]
    assert frames[1.9][1] == {"row": 1, "offset": 0, "height": 56}, frames[1.9]
    # Row 4 opening when its item changed: at rest, no offset left.
    assert frames[2.1][4] == {"row": 4, "offset": 0, "height": 56}, frames[2.1]
    # No event says a row closed; Return then acts on the row's new item.
    assert said(run, "rows-survive-model-changes-changed") == [
        ("opened", 1, None), ("opened", 4, None), ("action", 1, "done")]


def test_an_inserted_items_row_is_addressed_by_its_number(run):
    scenario = {"block": "rows-survive-model-changes", "width": 360, "rows": 2, "events": [
        {"time": 0, "type": "itemInserted", "row": 1}, {"time": 0.5, "type": "open", "row": 2, "edge": "trailing"}]}
    r = run("simulate", stdin=json.dumps(scenario))
    assert r.returncode == 0 and events(r)[0]["kind"] == "opened" and events(r)[0]["row"] == 2, shown(r)
    assert [row["row"] for row in frames_of(r)[1]] == [0, 2, 1]


@pytest.mark.parametrize("event, message", [
    ({"type": "itemInserted"}, "events[0].row: expected a position in the list from 0 to 6"),
    ({"type": "itemInserted", "row": -1}, "events[0].row: expected a position in the list from 0 to 6"),
    ({"type": "itemInserted", "row": 1.5}, "events[0].row: expected a position in the list from 0 to 6"),
    ({"type": "itemInserted", "row": 1, "from": 0},
     "events[0].from: unknown key for a itemInserted event (expected: row, time, type)"),
    ({"type": "itemMoved", "to": 0}, "events[0].from: expected a row index from 0 to 5"),
    ({"type": "itemMoved", "from": 6, "to": 0}, "events[0].from: expected a row index from 0 to 5"),
    ({"type": "itemMoved", "from": 1}, "events[0].to: expected a position in the list from 0 to 5"),
    ({"type": "itemMoved", "from": 1, "to": "top"}, "events[0].to: expected a position in the list from 0 to 5"),
    ({"type": "itemMoved", "row": 1, "to": 0},
     "events[0].row: unknown key for a itemMoved event (expected: from, time, to, type)"),
    ({"type": "itemChanged"}, "events[0].row: expected a row index from 0 to 5"),
    ({"type": "itemChanged", "row": 6}, "events[0].row: expected a row index from 0 to 5"),
])
def test_an_item_inserted_moved_or_changed_is_checked(run, event, message):
    scenario = {"block": "rows-survive-model-changes", "width": 360, "rows": 6, "events": [dict(event, time=0)]}
    r = run("simulate", stdin=json.dumps(scenario))
    assert r.returncode == 1 and r.stdout == "" and message in r.stderr and len(r.stderr.splitlines()) == 1, shown(r)
