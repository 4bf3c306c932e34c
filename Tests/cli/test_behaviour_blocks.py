"""The blocks that show a library behaviour (the manifests with a "behaviour"), as the command line
has them: listed, and found by their category and tags in English, Spanish and Hebrew; and the
recordings of the behaviours the engine decides (a destructive action that asks first, an open row
closed by a scroll of the list or kept open, items removed around an open row), each replayed by `simulate` to the events it printed."""
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


@pytest.mark.parametrize("language", ["en", "es", "he"])
def test_the_behaviour_blocks_are_listed_and_found_by_their_category_in_each_language(run, language):
    check = [b["category"][language] for b in BEHAVIOURS]
    assert len(BEHAVIOURS) >= 5 and len(set(check)) == 1, check
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
            "rows-survive-model-changes"} <= set(_behaviour_recordings())


def test_a_full_swipe_onto_delete_asks_and_a_timeout_escape_or_return_answers(run):
    said = [(e["kind"], e["row"], e["time"]) for e in expected("confirm-destructive")
            if e["kind"] in ("confirming", "declined", "action", "removed")]
    # Row 0 asked at its release and gave up after the block's confirmTimeout (5 s); Escape declined
    # row 1 at once; Return ran row 2's delete after its slide-out and collapse, which removed it.
    assert said == [("confirming", 0, 0.4), ("declined", 0, 5.4), ("confirming", 1, 6.3), ("declined", 1, 6.8),
                    ("confirming", 2, 8.3), ("action", 2, 9.35), ("removed", 2, 9.35)], said


def test_the_block_closes_its_open_row_on_scroll_unless_kept_open(run):
    closes = [(e["kind"], e["time"]) for e in expected("rows-close-on-scroll-block")]
    # 10 points of scroll leave it open; 20 (past 16) close it.
    assert closes == [("dragStarted", 0.016), ("opened", 0.08), ("closed", 1)], closes
    kept = [(e["kind"], e["time"]) for e in expected("rows-close-on-scroll-keep-open")]
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
    said = [(e["kind"], e["row"], e.get("name")) for e in expected("rows-survive-model-changes")]
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
