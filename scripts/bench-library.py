#!/usr/bin/env python3
"""The GObject library's size and load time, for `make bench`: the size of libswipewidgets-0.so.0
as built (build/gir) and stripped as the package ships it, its exported symbols, and the median
of N runs of bench/library-load (dlopen + every type registered, each run a fresh process).

Usage: bench-library.py LIBRARY LOADER OUT.json [--runs N]
"""
import json
import os
import statistics
import subprocess
import sys
import tempfile


def main():
    library, loader, out_path = sys.argv[1:4]
    runs = int(sys.argv[sys.argv.index("--runs") + 1]) if "--runs" in sys.argv else 21
    exported = subprocess.run(["nm", "-D", "--defined-only", library], capture_output=True, text=True, check=True).stdout.split("\n")
    symbols = [line.split()[-1] for line in exported if line.strip()]
    get_types = [s for s in symbols if s.endswith("_get_type")]
    with tempfile.TemporaryDirectory() as work:
        stripped = os.path.join(work, "libswipewidgets-0.so.0")
        subprocess.run(["strip", "--strip-unneeded", "--remove-section=.comment", "--remove-section=.note", library, "-o", stripped],
                       check=True)
        stripped_bytes = os.path.getsize(stripped)
    times = []
    for _ in range(runs):
        run = subprocess.run([loader, library, *get_types], capture_output=True, text=True)
        if run.returncode != 0:
            sys.exit(f"bench-library: the library did not load: {run.stderr.strip()}")
        times.append(int(run.stdout))
    result = {"bytes": os.path.getsize(library), "stripped_bytes": stripped_bytes, "exported_symbols": len(symbols),
              "types": len(get_types), "runs": runs, "load_median_ms": statistics.median(times) / 1000,
              "load_min_ms": min(times) / 1000, "load_max_ms": max(times) / 1000}
    with open(out_path, "w") as f:
        json.dump(result, f, indent=2)
        f.write("\n")


if __name__ == "__main__":
    main()
