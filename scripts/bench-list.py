#!/usr/bin/env python3
"""A boxed list of swipe rows beside the same list of AdwActionRows, for `make bench` (issue 35):
time to the first painted frame and peak memory of bench/list-rows-{adw,swipe} at 0 and N rows,
alternated run by run after one untimed warm-up each, medians. Per row: (value at N − value at 0)
/ N, which leaves out what both pay once (GTK, libadwaita, the window; for the swipe list the
library's load as well, which bench-library.py measures on its own).

Runs inside a private X session (scripts/session.sh), started as swipeblocks starts (cairo, GDK's
GL probe off). The time is the program's own CLOCK_MONOTONIC reading at its first after-paint,
less the moment before it was started (Python's time.monotonic: the same clock).

Usage: bench-list.py OUT.json ADW-PROGRAM SWIPE-PROGRAM [--rows 1000] [--runs 7]
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time


def run_once(program, rows, env):
    """(ms to first frame, peak KiB) of one run."""
    with tempfile.NamedTemporaryFile("r") as peak:
        start = time.monotonic()
        run = subprocess.run(["/usr/bin/time", "-o", peak.name, "-f", "%M", program, str(rows)], env=env,
                             capture_output=True, text=True, timeout=300)
        if run.returncode != 0 or not run.stdout.strip():
            sys.exit(f"bench-list: {os.path.basename(program)} {rows} failed (exit {run.returncode}): "
                     f"{run.stderr.strip()[-300:]}")
        frame_s = int(run.stdout.split()[0]) / 1e6
        return 1000 * (frame_s - start), int(peak.read().split()[-1])


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("adw")
    parser.add_argument("swipe")
    parser.add_argument("--rows", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    env = dict(os.environ, GSK_RENDERER="cairo", GDK_DEBUG="gl-disable", GDK_BACKEND="x11")
    programs = {"adw": args.adw, "swipe": args.swipe}
    cases = [(kind, rows) for kind in programs for rows in (0, args.rows)]
    for kind, rows in cases:
        run_once(programs[kind], rows, env)
    samples = {case: [] for case in cases}
    for _ in range(args.runs):
        for kind, rows in cases:
            samples[(kind, rows)].append(run_once(programs[kind], rows, env))
    result = {"rows": args.rows, "runs": args.runs, "lists": {}}
    for kind in programs:
        empty, full = samples[(kind, 0)], samples[(kind, args.rows)]
        ms0, ms = statistics.median(s[0] for s in empty), statistics.median(s[0] for s in full)
        kib0, kib = statistics.median(s[1] for s in empty), statistics.median(s[1] for s in full)
        result["lists"][kind] = {"first_frame_ms": ms, "first_frame_ms_empty": ms0, "peak_kib": kib, "peak_kib_empty": kib0,
                                 "us_per_row": 1000 * (ms - ms0) / args.rows, "kib_per_row": (kib - kib0) / args.rows}
    a, s = result["lists"]["adw"], result["lists"]["swipe"]
    result["swipe_vs_adw"] = {"first_frame": s["first_frame_ms"] / a["first_frame_ms"],
                              "time_per_row": s["us_per_row"] / a["us_per_row"] if a["us_per_row"] > 0 else None,
                              "memory_per_row": s["kib_per_row"] / a["kib_per_row"] if a["kib_per_row"] > 0 else None}
    with open(args.out, "w") as f:
        json.dump(result, f, indent=2)
        f.write("\n")


if __name__ == "__main__":
    main()
