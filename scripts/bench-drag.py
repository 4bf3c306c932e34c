#!/usr/bin/env python3
"""Frame timing of the real window during a scripted drag on each block's first demo row.

Runs inside a private X session (scripts/session.sh). For each block it starts
`swipeblocks --block ID --stats` through the e2e harness (Tests/e2e/harness: the window and its
rows are found the same way the e2e tests find them, over AT-SPI), presses on the middle of the
first row and keeps the pointer moving for SECONDS: 120 pointer moves a second, back and forth
across the row, each sweep out to 0.7 of the row's width on either side (past the completion
threshold and the 50-60 % full-swipe thresholds), back to where it started. It holds still there
for a moment before releasing, so the release is at rest short of every threshold: no row
completes, opens or runs an action; the row springs back. Then SIGTERM, and the app's
`stats: {json}` line (stderr) is parsed.

The example apps (Examples/TodoApp, Examples/Inbox: outside packages on SwipeWidgets) get the
same drag on their first row, with SWIPE_WIDGETS_FRAME_STATS set: the library's list then prints
its frame intervals (`swipe-widgets frames: {json}`) each time the rows come to rest.

Usage: bench-drag.py OUT.json --binary PATH [--blocks ID,ID…] [--examples DIR,DIR…] [--seconds 10] [--log FILE]
"""
import argparse
import json
import os
import subprocess
import sys
import time

import harness  # the e2e harness (Tests/e2e/harness: scripts/session.sh puts it on the path)

RATE = 120           # pointer moves per second, as in the engine benchmark
SWEEP_S = 2.0        # one back-and-forth: out to +A, across to -A, back to 0
REACH = 0.7          # A as a fraction of the row's width
SCREEN_W = 1440      # scripts/session.sh's Xvfb screen


def sweep_points(x0, amplitude, seconds):
    """The pointer's x positions, one per 1/RATE s: a triangle wave 0 → +A → -A → 0, repeated."""
    n = max(1, round(seconds * RATE))
    points = []
    for i in range(1, n + 1):
        phase = (i / RATE % SWEEP_S) / SWEEP_S          # 0..1 within a sweep
        if phase < 0.25:
            f = phase * 4                                 # 0 → 1
        elif phase < 0.75:
            f = 1 - (phase - 0.25) * 4                    # 1 → -1
        else:
            f = -1 + (phase - 0.75) * 4                   # -1 → 0
        points.append(round(x0 + amplitude * f))
    if points[-1] != x0:                                  # end where the drag started
        points.append(x0)
    return points


def scripted_drag(app, seconds):
    """Presses on the first demo row and drags back and forth for `seconds`; returns what was done."""
    row = harness.wait_until(lambda: app.rows(), timeout=20, message="the demo rows")[0]
    x, y, w, h = app.extents(row)
    x0, y0 = x + w // 2, y + h // 2
    amplitude = min(round(w * REACH), x0 - 2, SCREEN_W - 3 - x0)
    points = sweep_points(x0, amplitude, seconds)
    harness.xdotool("mousemove", x0, y0)
    time.sleep(0.1)
    start = time.monotonic()
    harness.xdotool("mousedown", 1)
    # One xdotool process per second of moves (chained commands with its own sleeps), so the
    # pointer keeps a steady rate instead of paying a process start per move; each second's sleeps
    # are shortened by the overhead measured in the one before, so the drag lasts `seconds`.
    pause = 1 / RATE
    for i in range(0, len(points), RATE):
        chunk = points[i:i + RATE]
        chain = []
        for px in chunk:
            chain += ["mousemove", px, y0, "sleep", f"{pause:.4f}"]
        began = time.monotonic()
        harness.xdotool(*chain)
        overhead = (time.monotonic() - began) / len(chunk) - pause
        pause = max(0.001, 1 / RATE - overhead)
    time.sleep(0.15)                                      # at rest before the release
    harness.xdotool("mouseup", 1)
    dragged = time.monotonic() - start
    return {"row": row.name, "row_width": w, "start_x": x0, "reach_px": amplitude,
            "moves": len(points), "drag_s": round(dragged, 2)}


def parse_stats(stderr):
    lines = [line for line in stderr.splitlines() if line.startswith("stats: ")]
    return json.loads(lines[-1][len("stats: "):]) if lines else None


def run_block(binary, block, seconds, log):
    harness.BINARY = binary
    app = harness.App("--block", block, "--stats")
    try:
        drag = scripted_drag(app, seconds)
        time.sleep(1.0)                                   # the spring back, then idle
        kinds = {}
        for event in app.events():
            kinds[event["kind"]] = kinds.get(event["kind"], 0) + 1
    finally:
        problem = None
        try:
            app.close()                                   # SIGTERM: the app quits and prints stats
        except harness.Failure as error:                  # an exit status or GTK warnings: keep the numbers
            problem = str(error)
        stderr = app.stderr()
        log.write(f"--- {block}\n{stderr}")
    stats = parse_stats(stderr)
    if stats is None:
        raise harness.Failure(f"no stats line on stderr ({problem or 'clean exit'}): {stderr[-500:]}")
    result = {"block": block, "stats": stats, "drag": drag, "events": kinds}
    if problem:
        result["warning"] = problem
        print(f"bench-drag: {block}: {problem}", file=sys.stderr)
    return result


def run_example(path, seconds, log):
    """The drag on the first row of an example app (its release binary at `path`)."""
    from test_examples import Example

    class Timed(Example):
        def environment(self):
            return dict(super().environment(), SWIPE_WIDGETS_FRAME_STATS="1")

    name = os.path.basename(path)
    app = Timed(name, title={"Inbox": "Inbox", "TodoApp": "Tasks"}[name], command=[path])
    try:
        drag = scripted_drag(app, seconds)
        time.sleep(1.0)                                   # the spring back, then idle
    finally:
        problem = None
        try:
            app.close()
        except harness.Failure as error:
            problem = str(error)
        stderr = app.stderr()
        log.write(f"--- {name}\n{stderr}")
    lines = [line for line in stderr.splitlines() if line.startswith("swipe-widgets frames: ")]
    if not lines:
        raise harness.Failure(f"no frames line on stderr ({problem or 'clean exit'}): {stderr[-500:]}")
    result = {"example": name, "stats": json.loads(lines[-1][len("swipe-widgets frames: "):]), "drag": drag,
              "printed": app.lines()}
    if problem:
        result["warning"] = problem
    return result


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--binary", required=True)
    parser.add_argument("--blocks", help="comma-separated ids (default: swipeblocks list --json)")
    parser.add_argument("--examples", help="comma-separated paths of example binaries (Examples/*, release)")
    parser.add_argument("--seconds", type=float, default=10)
    parser.add_argument("--log", default=os.devnull)
    args = parser.parse_args()
    binary = os.path.abspath(args.binary)
    if args.blocks:
        blocks = args.blocks.split(",")
    else:
        listed = subprocess.run([binary, "list", "--json"], check=True, capture_output=True, text=True).stdout
        blocks = [b["id"] for b in json.loads(listed)]
    results = []
    with open(args.log, "a") as log:
        for block in blocks:
            try:
                r = run_block(binary, block, args.seconds, log)
            except harness.Failure as error:
                harness.close_all()
                print(f"bench-drag: {block}: {error}", file=sys.stderr)
                results.append({"block": block, "error": str(error)})
                continue
            s = r["stats"]
            print(f"bench-drag: {block:<24} {s['frames']:>5} frames, {s['over16.7ms']:>3} over 16.7 ms, "
                  f"median {s['medianMs']} ms, p99 {s['p99Ms']} ms, max {s['maxMs']} ms", file=sys.stderr)
            results.append(r)
        examples = []
        for path in (args.examples.split(",") if args.examples else []):
            try:
                r = run_example(os.path.abspath(path), args.seconds, log)
            except harness.Failure as error:
                harness.close_all()
                print(f"bench-drag: {path}: {error}", file=sys.stderr)
                examples.append({"example": os.path.basename(path), "error": str(error)})
                continue
            s = r["stats"]
            print(f"bench-drag: {r['example']:<24} {s['frames']:>5} frames, {s['over16.7ms']:>3} over 16.7 ms, "
                  f"median {s['medianMs']} ms, p99 {s['p99Ms']} ms, max {s['maxMs']} ms", file=sys.stderr)
            examples.append(r)
    with open(args.out, "w") as f:
        json.dump({"seconds": args.seconds, "pointer_moves_per_second": RATE, "blocks": results,
                   "examples": examples}, f, indent=2)


if __name__ == "__main__":
    main()
