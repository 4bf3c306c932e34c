"""`simulate` replays the card row's question before a destructive action
(confirmsDestructiveActions): a full swipe holds the row at the full-swipe distance, its Delete
button asking, runs nothing, and springs back unrun after confirmTimeout; a second full swipe held
and answered with Return runs the delete, which slides out and collapses as it always did."""
import json
import os

from clitools import shown

RECORDINGS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "recordings")


def lines(r):
    return [json.loads(line) for line in r.stdout.splitlines()]


def test_a_full_swipe_holds_asking_times_out_and_return_confirms(run):
    r = run("simulate", os.path.join(RECORDINGS, "confirm-hold.json"))
    assert r.returncode == 0, shown(r)
    output = lines(r)
    events = [e for e in output if e["kind"] != "frame"]
    with open(os.path.join(RECORDINGS, "confirm-hold.events.jsonl")) as f:
        assert events == [json.loads(line) for line in f if line.strip()]
    said = [(e["kind"], e["row"], e["time"]) for e in events if e["kind"] in ("confirming", "declined", "action")]
    # Row 0 asked at its release (0.4 s) and declined by itself 2 s later; row 1 asked at 3.3 s
    # and Return at 3.8 s ran delete after its slide-out (0.3 s) and collapse (0.25 s).
    assert said == [("confirming", 0, 0.4), ("declined", 0, 2.4), ("confirming", 1, 3.3), ("action", 1, 4.35)], said
    frames = {f["time"]: {row["row"]: row for row in f["rows"]} for f in output if f["kind"] == "frame"}
    held = frames[1.4][0]
    # Held at max(0.6 × 360, 2 × 80 + 40) = 216 points, the Delete button filling what it uncovers.
    assert held["offset"] == -216 and held["buttons"] == [{"id": "delete", "x": 152, "width": 208, "asking": True}], held
    assert frames[2.0][0]["offset"] == -216, "still held just before the timeout"
    assert abs(frames[3.0][0]["offset"]) < 1 and "asking" not in json.dumps(frames[3.0][0]), "back at rest after it"
