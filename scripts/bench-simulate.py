#!/usr/bin/env python3
"""Peak memory of `swipeblocks simulate` as the output grows: 10^5 rows, and 10^6 frames.

Usage: scripts/bench-simulate.py PATH_TO_SWIPEBLOCKS [--json FILE]
simulate checks the whole scenario first, then streams its output in ~64 KiB chunks, so its peak
memory depends on the rows it keeps (about 100 bytes each), not on how many lines it prints.
Prints one line per scenario: rows, frames, output size, wall time and peak resident size (wait4).
"""
import json
import os
import subprocess
import sys
import time

SCENARIOS = [
    ("1 row, 121 frames", {"block": "swipe-action-row", "width": 390}),
    ("10^5 rows, 31 frames", {"block": "swipe-action-row", "width": 390, "rows": 100000, "duration": 0.5}),
    ("10^6 frames, 1 row", {"block": "swipe-action-row", "width": 390, "frameRate": 1000, "duration": 999.999}),
    ("10^6 rows, 2 frames", {"block": "completion-swipe-row", "width": 390, "rows": 1000000, "frameRate": 1, "duration": 1}),
]


def measure(binary, scenario):
    start = time.monotonic()
    process = subprocess.Popen([binary, "simulate"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    process.stdin.write(json.dumps(scenario).encode())
    process.stdin.close()
    size = 0
    while chunk := process.stdout.read(1 << 20):
        size += len(chunk)
    _, status, usage = os.wait4(process.pid, 0)
    return os.waitstatus_to_exitcode(status), size, time.monotonic() - start, usage.ru_maxrss


def main():
    binary = sys.argv[1]
    results = []
    print(f"{'simulate scenario':<24} {'output':>10} {'time':>8} {'peak RSS':>10}")
    for name, scenario in SCENARIOS:
        code, size, seconds, peak = measure(binary, scenario)
        results.append({"scenario": name, "exit": code, "outputBytes": size, "seconds": round(seconds, 2), "peakKiB": peak})
        print(f"{name:<24} {size / 2**20:>7.1f} MiB {seconds:>6.1f} s {peak / 1024:>7.1f} MiB" + ("" if code == 0 else f"  (exit {code})"))
    if "--json" in sys.argv:
        with open(sys.argv[sys.argv.index("--json") + 1], "w") as f:
            json.dump(results, f, indent=2)


main()
