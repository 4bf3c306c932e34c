#!/usr/bin/env python3
"""Writes the start-up order file: the functions of swipeblocks that run from launch until its window
is up and idle, for the installed build's link to place side by side (scripts/build-installed.sh).

Runs the binary under callgrind inside a private X session (scripts/session.sh), waits for its
window to be mapped, lets it settle, ends it, and lists every function of the binary itself that
ran (mangled names; functions without a symbol are left out). Twice: on the built-in blocks, then
over a generated user catalogue (scripts/bench-catalog.py), whose reading runs beside the window.
`make startup-order` runs it on the installed build; run it again when start-up changes much. A
stale line costs nothing: lld skips a name it does not find.

Usage: startup-order.py BINARY OUT [--settle 3]
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile
import time

HEADER = """\
# The functions of swipeblocks that run from launch until its window is idle (on the built-in blocks,
# then over a user catalogue), in the order callgrind first lists them: the installed build's link
# places them side by side (lld --symbol-ordering-file, scripts/build-installed.sh).
# Made by `make startup-order` (scripts/startup-order.py); do not edit.
"""

ENTRY = re.compile(r"(c?ob|c?fn)=\((\d+)\)(?: (.*))?$")


def window_shown(pid):
    """Whether a visible window belongs to `pid` (the program under valgrind keeps valgrind's pid)."""
    found = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(pid)],
                           capture_output=True, text=True)
    return bool(found.stdout.strip())


def functions_run(profile, binary):
    """The names of the functions that ran in `binary`, from a callgrind profile, first seen first."""
    objects, names, seen, order = {}, {}, set(), []
    current = None
    with open(profile, errors="replace") as f:
        for line in f:
            m = ENTRY.match(line.rstrip("\n"))
            if not m:
                continue
            kind, key, name = m.groups()
            if kind in ("ob", "cob"):
                if name:
                    objects[key] = name
                if kind == "ob":
                    current = objects.get(key)
            else:
                if name:
                    names[key] = name
                if kind == "fn" and current == binary:
                    fn = names[key]
                    # Not a bare address, nor valgrind's own "(below main)".
                    if fn not in seen and not fn.startswith(("0x", "(")) and " " not in fn:
                        seen.add(fn)
                        order.append(fn)
    return order


def profile_start(binary, extra, profile, args):
    """Runs `binary` with `extra` arguments under callgrind, writing `profile`, until its window has
    shown and settled."""
    env = dict(os.environ, GDK_DEBUG="gl-disable", GDK_DISABLE="gl")
    proc = subprocess.Popen(["valgrind", "--tool=callgrind", "--demangle=no", "--dump-line=no",
                             f"--callgrind-out-file={profile}", binary] + extra,
                            env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + args.timeout
    while not window_shown(proc.pid):
        if proc.poll() is not None or time.monotonic() > deadline:
            proc.kill()
            sys.exit(f"startup-order: the window did not show under callgrind ({' '.join(extra) or 'no arguments'})")
        time.sleep(0.5)
    time.sleep(args.settle)
    proc.terminate()
    proc.wait(timeout=60)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("out")
    parser.add_argument("--settle", type=float, default=3.0)
    parser.add_argument("--timeout", type=float, default=180)
    args = parser.parse_args()
    binary = os.path.realpath(args.binary)
    order, seen = [], set()
    with tempfile.TemporaryDirectory() as work:
        catalog = os.path.join(work, "catalog")
        subprocess.run([sys.executable, os.path.join(os.path.dirname(__file__), "bench-catalog.py"), catalog, "50"],
                       check=True, stdout=subprocess.DEVNULL)
        for run, extra in enumerate(([], ["--catalog", catalog])):
            profile = os.path.join(work, f"callgrind.{run}")
            profile_start(binary, extra, profile, args)
            for name in functions_run(profile, binary):
                if name not in seen:
                    seen.add(name)
                    order.append(name)
    if len(order) < 100:
        sys.exit(f"startup-order: only {len(order)} functions of {binary} ran; not written")
    with open(args.out, "w") as f:
        f.write(HEADER)
        f.write("".join(name + "\n" for name in order))
    print(f"startup-order: {len(order)} functions written to {args.out}")


if __name__ == "__main__":
    main()
