"""Recordings replayed: what `swipeblocks simulate` prints for one, compared with the window's events."""
import json
import subprocess

import harness
from harness import check

# Two events match when their times differ by at most one frame (after the recording's own
# start is lined up with the window's clock).
FRAME = 1 / 60


def replay(path):
    """The events `swipeblocks simulate` prints for a recording (frames left out)."""
    out = subprocess.run([harness.BINARY, "simulate", path], capture_output=True, text=True, timeout=120)
    check(out.returncode == 0, f"simulate {path} failed: {out.stderr.strip()}")
    return [json.loads(line) for line in out.stdout.splitlines() if not line.startswith('{"kind":"frame"')]


def shown(events):
    return "\n".join(f"  {e['time']:9.4f} {e['kind']} row {e['row']} {e.get('name') or ''} {e.get('edge') or ''}"
                     for e in events)


def by_row(events):
    """Each row's events in the order they came."""
    rows = {}
    for e in events:
        rows.setdefault(e["row"], []).append(e)
    return rows


def compare(window, replayed, recording):
    """The window's events and the replay's: each row has the same kinds, names and edges in the
    same order, and each event comes at the same time within a frame.

    Across rows only the times are compared: the window prints an event when its main loop runs
    it, so an input handled just before a frame can be printed with a later time than the frame's
    events (one row's drag starting as another row's dismissal ends), while the replay prints in
    time order. Any difference fails with both lists shown."""
    def key(e):
        return (e["kind"], e["row"], e.get("name"), e.get("edge"))
    both = f"window:\n{shown(window)}\nreplay of {recording}:\n{shown(replayed)}"
    rows, replayed_rows = by_row(window), by_row(replayed)
    check(sorted(rows, key=str) == sorted(replayed_rows, key=str)
          and all([key(e) for e in rows[r]] == [key(e) for e in replayed_rows[r]] for r in rows),
          f"the replay's events differ\n{both}")
    if not window:
        return
    pairs = [pair for r in rows for pair in zip(rows[r], replayed_rows[r])]
    # The recording's times start at its first input; the window's at the demo's start.
    offsets = sorted(w["time"] - r["time"] for w, r in pairs)
    offset = offsets[len(offsets) // 2]
    late = [(w, r) for w, r in pairs if abs(w["time"] - r["time"] - offset) > FRAME + 0.002]
    check(not late, f"{len(late)} events more than a frame apart, first {late[0] if late else ''}\n{both}")
