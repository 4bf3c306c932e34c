#!/usr/bin/env python3
"""Time from exec to a visible window, and peak memory, for several GTK programs.

Runs inside a private X session (scripts/session.sh). Each run starts the program under
/usr/bin/time -f %M, waits for its top-level window to be mapped (a MapNotify on the root window
for a window whose _NET_WM_PID is the program: what `xdotool search --sync --onlyvisible --pid`
waits for, without its half-second polling), lets it settle, sends SIGTERM and reads the maximum
resident set size. Programs are alternated run by run, after one untimed warm-up run each.

Usage: bench-windows.py OUT.json --programs JSON [--runs 7] [--rows-runs 5] [--settle 1.0]
"""
import argparse
import ctypes
import ctypes.util
import json
import os
import select
import signal
import statistics
import subprocess
import sys
import tempfile
import time

MAP_NOTIFY = 19
SUBSTRUCTURE_NOTIFY_MASK = 1 << 19
XA_CARDINAL = 6


class XMapEvent(ctypes.Structure):
    _fields_ = [("type", ctypes.c_int), ("serial", ctypes.c_ulong), ("send_event", ctypes.c_int),
                ("display", ctypes.c_void_p), ("event", ctypes.c_ulong), ("window", ctypes.c_ulong),
                ("override_redirect", ctypes.c_int)]


class XEvent(ctypes.Union):
    _fields_ = [("type", ctypes.c_int), ("xmap", XMapEvent), ("pad", ctypes.c_long * 24)]


ERROR_HANDLER = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p)


class MapWatcher:
    """Reports top-level windows as they are mapped, with the pid that owns them."""

    def __init__(self):
        self.x = ctypes.CDLL(ctypes.util.find_library("X11") or "libX11.so.6")
        x = self.x
        x.XOpenDisplay.restype = ctypes.c_void_p
        x.XOpenDisplay.argtypes = [ctypes.c_char_p]
        x.XDefaultRootWindow.restype = ctypes.c_ulong
        x.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
        x.XSelectInput.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_long]
        x.XConnectionNumber.argtypes = [ctypes.c_void_p]
        x.XPending.argtypes = [ctypes.c_void_p]
        x.XNextEvent.argtypes = [ctypes.c_void_p, ctypes.POINTER(XEvent)]
        x.XFlush.argtypes = [ctypes.c_void_p]
        x.XInternAtom.restype = ctypes.c_ulong
        x.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
        x.XGetWindowProperty.argtypes = [
            ctypes.c_void_p, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_long, ctypes.c_long, ctypes.c_int,
            ctypes.c_ulong, ctypes.POINTER(ctypes.c_ulong), ctypes.POINTER(ctypes.c_int),
            ctypes.POINTER(ctypes.c_ulong), ctypes.POINTER(ctypes.c_ulong), ctypes.POINTER(ctypes.c_void_p)]
        x.XFree.argtypes = [ctypes.c_void_p]
        # A window can vanish before its property is read: ignore X errors instead of exiting.
        self._handler = ERROR_HANDLER(lambda display, error: 0)
        x.XSetErrorHandler(self._handler)
        self.dpy = x.XOpenDisplay(None)
        if not self.dpy:
            sys.exit("bench-windows: cannot open the display " + os.environ.get("DISPLAY", "(unset)"))
        x.XSelectInput(self.dpy, x.XDefaultRootWindow(self.dpy), SUBSTRUCTURE_NOTIFY_MASK)
        x.XFlush(self.dpy)
        self.pid_atom = x.XInternAtom(self.dpy, b"_NET_WM_PID", 0)
        self.fd = x.XConnectionNumber(self.dpy)

    def window_pid(self, window):
        actual_type, actual_format = ctypes.c_ulong(), ctypes.c_int()
        nitems, after, data = ctypes.c_ulong(), ctypes.c_ulong(), ctypes.c_void_p()
        status = self.x.XGetWindowProperty(self.dpy, window, self.pid_atom, 0, 1, 0, XA_CARDINAL,
                                           ctypes.byref(actual_type), ctypes.byref(actual_format),
                                           ctypes.byref(nitems), ctypes.byref(after), ctypes.byref(data))
        if status != 0 or not data.value:
            return None
        pid = ctypes.cast(data, ctypes.POINTER(ctypes.c_ulong))[0] if nitems.value else None
        self.x.XFree(data)
        return pid

    def drain(self):
        """Discards pending events (windows of earlier runs)."""
        event = XEvent()
        while self.x.XPending(self.dpy):
            self.x.XNextEvent(self.dpy, ctypes.byref(event))

    def wait_for(self, accept, deadline):
        """Waits for a mapped top-level window whose pid `accept`s; returns (monotonic time, pid) or None."""
        event = XEvent()
        while True:
            while self.x.XPending(self.dpy):
                self.x.XNextEvent(self.dpy, ctypes.byref(event))
                if event.type == MAP_NOTIFY and not event.xmap.override_redirect:
                    seen = time.monotonic()
                    pid = self.window_pid(event.xmap.window)
                    if pid is not None and accept(pid):
                        return seen, pid
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                return None
            select.select([self.fd], [], [], min(remaining, 0.5))


def parent_pid(pid):
    try:
        with open(f"/proc/{pid}/stat") as f:
            return int(f.read().rsplit(")", 1)[1].split()[1])
    except OSError:
        return None


def run_once(watcher, command, settle, timeout, log, env=None):
    """One run: (milliseconds to a visible window or None, max RSS in KiB or None). `env` adds
    variables to the program's environment."""
    with tempfile.NamedTemporaryFile(mode="r", suffix=".time") as out:
        watcher.drain()
        start = time.monotonic()
        proc = subprocess.Popen(["/usr/bin/time", "-f", "%M", "-o", out.name] + command,
                                stdout=subprocess.DEVNULL, stderr=log, env=dict(os.environ, **(env or {})))
        found = watcher.wait_for(lambda pid: pid == proc.pid or parent_pid(pid) == proc.pid, start + timeout)
        elapsed = None
        target = None
        if found:
            elapsed = (found[0] - start) * 1000
            target = found[1]
            time.sleep(settle)
        if target is None:  # no window: end the program under time, whatever it is
            kids = [int(p) for p in os.listdir("/proc") if p.isdigit() and parent_pid(int(p)) == proc.pid]
            target = kids[0] if kids else None
        if target is not None:
            try:
                os.kill(target, signal.SIGTERM)
            except ProcessLookupError:
                pass
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            if target is not None:
                os.kill(target, signal.SIGKILL)
            proc.wait()
        lines = [line.strip() for line in out.read().splitlines() if line.strip()]
        rss = int(lines[-1]) if lines and lines[-1].isdigit() else None
        return elapsed, rss


def summary(times, rss):
    ok_t = [t for t in times if t is not None]
    ok_m = [m for m in rss if m is not None]
    return {
        "time_to_window_ms": [round(t, 1) if t is not None else None for t in times],
        "max_rss_kib": rss,
        "median_ms": round(statistics.median(ok_t), 1) if ok_t else None,
        "median_rss_mib": round(statistics.median(ok_m) / 1024, 1) if ok_m else None,
        "failures": len(times) - len(ok_t),
    }


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--programs", required=True,
                        help='JSON: [{"name": …, "command": […], "group": "side-by-side"|"rows", "env": {…}?}, …]')
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--rows-runs", type=int, default=5)
    parser.add_argument("--settle", type=float, default=1.0)
    parser.add_argument("--timeout", type=float, default=60)
    parser.add_argument("--log", default=os.devnull)
    args = parser.parse_args()
    programs = json.loads(args.programs)
    watcher = MapWatcher()
    results = {}
    with open(args.log, "a") as log:
        for group, runs in (("side-by-side", args.runs), ("rows", args.rows_runs)):
            members = [p for p in programs if p["group"] == group]
            if not members:
                continue
            times = {p["name"]: [] for p in members}
            rss = {p["name"]: [] for p in members}
            for p in members:  # warm-up: page cache, fontconfig cache, icon theme
                run_once(watcher, p["command"], 0.2, args.timeout, log, p.get("env"))
            for i in range(runs):
                # Alternate, rotating the order so no program always follows the same one.
                order = members[i % len(members):] + members[:i % len(members)]
                for p in order:
                    t, m = run_once(watcher, p["command"], args.settle, args.timeout, log, p.get("env"))
                    times[p["name"]].append(t)
                    rss[p["name"]].append(m)
                    print(f"bench-windows: {p['name']:<22} run {i + 1}/{runs}: "
                          f"{'no window' if t is None else f'{t:7.1f} ms'}  {m or 0:>7} KiB", file=sys.stderr)
            for p in members:
                results[p["name"]] = dict(summary(times[p["name"]], rss[p["name"]]),
                                          command=p["command"], env=p.get("env"), group=group, runs=runs)
    with open(args.out, "w") as f:
        json.dump({"settle_s": args.settle, "programs": results}, f, indent=2)


if __name__ == "__main__":
    main()
