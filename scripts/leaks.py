#!/usr/bin/env python3
"""Leak check of the real window: one scripted GUI session under valgrind memcheck, then the
report read back. Fails (exit 1) if a "definitely lost" record has a stack frame in our code
between the allocation and the GLib main loop (below the loop, every stack reaches
DesktopApp.run): a frame in the swipeblocks binary, a source file under Sources/, or a Swift
symbol of one of our modules. Third-party noise that is understood is suppressed by scripts/leaks.supp (each entry
says why).

Usage (inside scripts/session.sh): scripts/leaks.py PATH/TO/swipeblocks
        scripts/leaks.py --c-client PATH/TO/swipeblocks   (the GObject library's C client instead)
        scripts/leaks.py --parse VALGRIND.LOG     (reads an existing report again)
  LEAKS_LOG (build/leaks/valgrind.log), LEAKS_ACTIONS (random soak actions per block, 25),
  LEAKS_SEED (1), LEAKS_TIMEOUT (seconds the window may take to show, 240).
Ends with one line: "leaks: definitely lost … bytes (… ours, N records), indirectly lost … (… ours)".

The session, with real input (xdotool): each block chosen from the sidebar; rows dragged forward
and back, a full swipe, Escape; the row menu from the keyboard; Return and Delete on a focused
row; seeded random drags, taps and keys (scripts/soak.py's); Right to Left and Reduce Motion on
and off (header buttons) with drags; a parameter changed (the demo is rebuilt); every row of the
rebuilt demo completed or deleted with the keyboard where a key removes rows, then Start over;
search (a match, none, cleared); the Keyboard Shortcuts window and About, opened and closed; Ctrl+Q.
Under valgrind the app runs with G_SLICE=always-malloc (GLib's slice allocator would hide leaked
GObjects) and G_DEBUG=fatal-criticals,gc-friendly.
"""
import os
import random
import re
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SUPPRESSIONS = os.path.join(HERE, "leaks.supp")
# GLib's and GTK's own suppressions (their one-time allocations), where the -dev packages put them.
SYSTEM_SUPPRESSIONS = ["/usr/share/glib-2.0/valgrind/glib.supp", "/usr/share/gtk-4.0/valgrind/gtk.supp"]
LOG = os.path.abspath(os.environ.get("LEAKS_LOG", os.path.join(ROOT, "build", "leaks", "valgrind.log")))
ACTIONS = int(os.environ.get("LEAKS_ACTIONS", "25"))
SEED = int(os.environ.get("LEAKS_SEED", "1"))
START_TIMEOUT = float(os.environ.get("LEAKS_TIMEOUT", "240"))


# Our modules, as they appear in Swift mangled names (length-prefixed) and in source paths.
MODULES = ["SwipeEngine", "BlockCatalog", "GtkBridge", "AdwBridge", "SwipeWidgets", "SwipeWidgetsGObject", "CSwipeWidgets",
           "SwipeBlocksUI", "swipeblocks"]
MANGLED = re.compile(r"\$s\S*?(?<!\d)(?:" + "|".join(f"{len(m)}{m}" for m in MODULES) + r")")


# MARK: The report

RECORD = re.compile(r"^([\d,]+)(?: \(([\d,]+) direct, ([\d,]+) indirect\))? bytes in ([\d,]+) blocks are "
                    r"(definitely|indirectly|possibly) lost in loss record")
FRAME = re.compile(r"^\s+(?:at|by) 0x[0-9A-Fa-f]+: (.*)$")
MAIN_LOOP = re.compile(r"(g_main_context_dispatch|g_main_context_iteration|g_main_loop_run|g_application_run) ")
SUMMARY = re.compile(r"^\s+(definitely lost|indirectly lost|possibly lost|still reachable|suppressed): "
                     r"([\d,]+) bytes in ([\d,]+) blocks")


def number(text):
    return int(text.replace(",", "")) if text else 0


def parse(path):
    """The loss records (kind, direct bytes, indirect bytes, blocks, frames) and the LEAK SUMMARY."""
    records, summary, current = [], {}, None
    with open(path, errors="replace") as f:
        for raw in f:
            if not raw.startswith("=="):
                continue                        # --gen-suppressions blocks and anything else
            line = raw.split("== ", 1)[1].rstrip("\n") if "== " in raw else ""
            match = RECORD.match(line)
            if match:
                total, direct, indirect, blocks, kind = match.groups()
                current = {"kind": kind, "direct": number(direct) if direct else number(total),
                           "indirect": number(indirect), "blocks": number(blocks), "frames": []}
                records.append(current)
                continue
            frame = FRAME.match(line)
            if frame and current is not None:
                current["frames"].append(frame.group(1))
                continue
            if not line.strip():
                current = None
            match = SUMMARY.match(line)
            if match:
                summary[match.group(1)] = number(match.group(2))
    return records, summary


def before_main_loop(frames):
    """The frames from the allocation up to the GLib main loop: every allocation made while the
    window runs has DesktopApp.run and main below the loop, which says nothing of who allocated."""
    for i, frame in enumerate(frames):
        if MAIN_LOOP.match(frame):
            return frames[:i]
    return frames


def is_ours(frame, binary_name="swipeblocks"):
    """A frame of our code: a Swift symbol of our modules, a file under Sources/, the binary, or
    the GObject library (libswipewidgets-0) and its C client."""
    if MANGLED.search(frame) or "swipeblocks_main" in frame or re.search(r"\bswipe_(swift|c)_|libswipewidgets-0|inbox-c\b", frame):
        return True
    if re.search(r"\(/\S*/Sources/(?:\w+/)?(?:" + "|".join(MODULES) + r")/", frame):
        return True
    return re.search(r"\(in \S*/" + re.escape(binary_name) + r"\)$", frame) is not None


def demangle(names):
    """Swift symbols made readable with swift-demangle when it is there (else as they are)."""
    for candidate in ("swift-demangle", "/opt/swift/usr/bin/swift-demangle"):
        try:
            out = subprocess.run([candidate, "--simplified", "--compact"], input="\n".join(names), text=True,
                                 capture_output=True, check=True).stdout
            return out.splitlines()
        except (OSError, subprocess.CalledProcessError):
            continue
    return names


def report(path):
    """Prints every definitely-lost record from our code and the one-line summary; True if clean."""
    records, summary = parse(path)
    if "definitely lost" not in summary:
        print(f"leaks: no LEAK SUMMARY in {path} (did the app exit normally?)")
        return False
    definite = [r for r in records if r["kind"] == "definitely"]
    ours = [r for r in definite if any(is_ours(f) for f in before_main_loop(r["frames"]))]
    for r in sorted(ours, key=lambda r: -(r["direct"] + r["indirect"])):
        print(f"  definitely lost: {r['direct']} bytes ({r['indirect']} indirect) in {r['blocks']} blocks, from:")
        top = r["frames"][:3] + [f for f in r["frames"][3:] if is_ours(f)][:6]
        for frame in demangle(top):
            print(f"      {frame[:220]}")
    ours_direct = sum(r["direct"] for r in ours)
    ours_indirect = sum(r["indirect"] for r in ours)
    print(f"leaks: definitely lost {summary['definitely lost']} bytes ({ours_direct} ours, {len(ours)} records), "
          f"indirectly lost {summary.get('indirectly lost', 0)} bytes ({ours_indirect} ours); "
          f"suppressed {summary.get('suppressed', 0)} bytes; report {path}")
    return not ours


# MARK: The session

def run_session(binary):
    sys.path.insert(0, HERE)
    import harness
    from harness import App, check, wait_until
    import soak

    harness.BINARY = os.path.abspath(binary)
    os.makedirs(os.path.dirname(LOG), exist_ok=True)
    suppressions = [SUPPRESSIONS] + [path for path in SYSTEM_SUPPRESSIONS if os.path.exists(path)]

    class LeakApp(App):
        launcher = ("valgrind", "--tool=memcheck", "--leak-check=full", "--show-leak-kinds=definite,indirect",
                    "--errors-for-leak-kinds=definite", "--num-callers=60", "--fullpath-after=",
                    *(f"--suppressions={path}" for path in suppressions), "--gen-suppressions=all",
                    f"--log-file={LOG}")
        start_timeout = START_TIMEOUT

        def environment(self):
            # GLib's slice allocator would hide leaked GObjects in its magazines; gc-friendly
            # clears freed pointers so stale ones do not hide leaks either.
            return dict(super().environment(), G_SLICE="always-malloc", G_DEBUG="fatal-criticals,gc-friendly")

    started = time.monotonic()

    def step(message):
        print(f"  {time.monotonic() - started:5.0f}s  {message}", flush=True)

    def windows(app):
        out = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(app.proc.pid), "--name", "."],
                             capture_output=True, text=True).stdout
        return len(out.split())

    def title_of(app):
        return harness.xdotool("getwindowname", app.window_id).strip()

    def count(app, kind):
        return len([e for e in app.events() if e["kind"] == kind])

    def start_over(app):
        """The Start over button when the demo shows it (in the hidden stack page it has no size)."""
        shown = [n for n in app.find_all("push button", "Start over") if app.extents(n)[2] > 0]
        return shown[0] if shown else None

    def press_start_over(app, button):
        restored = count(app, "restored")
        app.click(*app.center(button))
        try:
            wait_until(lambda: count(app, "restored") > restored, timeout=30, message="the rows to come back")
        except harness.Failure:     # the click came while the empty state was still fading in
            app.do_action(button, "click")
            wait_until(lambda: count(app, "restored") > restored, timeout=60, message="the rows to come back")
        return count(app, "restored") - restored

    def shown_rows(app):
        """The demo's rows; when none is left (random input may empty a demo), Start over first."""
        found = wait_until(lambda: app.rows() or start_over(app), timeout=120, message="the demo's rows")
        if isinstance(found, list):
            return found
        press_start_over(app, found)
        return wait_until(app.rows, timeout=120, message="the demo's rows")

    def drag(x0, x1, y, steps=16, duration=0.4):
        """A real horizontal drag, kept on the screen, then time for the row to settle."""
        app.drag(*soak.on_screen(x0, y), *soak.on_screen(x1, y), steps=steps, duration=duration)
        time.sleep(1.0)

    def open_transient(opener, name):
        before = windows(app)
        opener()
        wait_until(lambda: windows(app) > before, timeout=60, message=f"the {name} window")
        time.sleep(1.0)
        app.key("Escape")
        wait_until(lambda: windows(app) == before, timeout=60, message=f"the {name} window to close")
        step(f"{name} window opened and closed")

    def exercise_block(title, place, toggles, rng):
        app.click(*place)                                   # the block in the sidebar
        wait_until(lambda: title_of(app).startswith(title), timeout=60, message=f"{title} to be shown")
        shown = shown_rows(app)
        x, y, w, h = app.extents(shown[0])
        boxes = [app.extents(r) for r in shown]
        area = (x, y, w, max(b[1] + b[3] for b in boxes) - y)
        cy = y + h // 2
        step(f"{title}: {len(shown)} rows")

        drag(x + 30, x + 30 + w * 0.5, cy)                  # forward (completes) or leading (opens)
        drag(x + w - 30, x + w - 30 - w * 0.4, cy)          # trailing: opens, or a full swipe
        app.key("Escape")
        drag(x + w - 20, x + 10 - w * 0.2, cy, steps=24, duration=0.5)   # a full swipe
        app.click(x + w // 2, cy)                           # focuses the row
        app.key("Menu")                                     # its action menu
        time.sleep(1.0)
        app.key("Escape")
        app.key("Return")                                   # the primary action
        time.sleep(1.0)
        app.click(x + w // 2, cy)
        app.key("Delete")                                   # the destructive one, if any
        time.sleep(1.0)
        counts = {}
        for _ in range(ACTIONS):
            soak.random_action(rng, area, counts)
        app.key("Escape")
        step(f"{title}: drags, full swipe, menu, Return, Delete, {ACTIONS} random actions "
             f"({', '.join(f'{k} {v}' for k, v in sorted(counts.items()))}); {count(app, 'removed')} removed so far")

        app.click(*toggles["Right to Left"])
        time.sleep(0.5)
        drag(x + w - 30, x + w - 30 - w * 0.5, cy)
        app.click(*toggles["Right to Left"])
        app.click(*toggles["Reduce Motion"])
        drag(x + 30, x + 30 + w * 0.5, cy)
        app.click(*toggles["Reduce Motion"])
        app.key("Escape")
        step(f"{title}: Right to Left and Reduce Motion on and off, with drags")

        spins = app.find_all("spin button")
        if spins:
            value = spins[0].queryValue()
            value.currentValue = value.currentValue + value.minimumIncrement   # the demo is rebuilt
            time.sleep(1.5)
            step(f"{title}: {spins[0].name} changed, the demo rebuilt")

        # Every row of the rebuilt demo goes through its accessible actions (as a screen reader
        # would), then Start over, where an action removes rows. Slow input under valgrind must not
        # cost the leak check: a miss here is reported and the session goes on.
        try:
            removed = count(app, "removed")
            deadline = time.monotonic() + 300
            while rows := app.rows():
                check(time.monotonic() < deadline, "the demo never emptied")
                before = count(app, "removed")
                for row in rows:
                    try:
                        actions = [a for a in app.actions(row) if a not in ("row.menu", "row.close")]
                        app.do_action(row, "row.delete" if "row.delete" in actions else actions[0])
                    except Exception:  # noqa: BLE001 - the row went meanwhile
                        pass
                wait_until(lambda: count(app, "removed") > before, timeout=30, message="a row to go")
                time.sleep(1.0)
            button = wait_until(lambda: start_over(app), timeout=60, message="Start over")
            back = press_start_over(app, button)
            time.sleep(1.0)
            step(f"{title}: {count(app, 'removed') - removed} rows removed, then Start over brought {back} back")
        except harness.Failure as error:
            step(f"{title}: no Start over ({error})")

    print(f"leaks: valgrind memcheck, seed {SEED}, {ACTIONS} random actions per block; report {LOG}", flush=True)
    app = LeakApp()
    try:
        step("window shown")
        rng = random.Random(SEED)
        blocks = [(node.name, app.center(node)) for node in app.find_all("list item")
                  if node.name and not app.is_row(node)]    # the sidebar's items, not the demo's rows
        check(blocks, "no blocks in the sidebar")
        toggles = {name: app.center(app.find("check box", name)) for name in ("Right to Left", "Reduce Motion")}
        for title, place in blocks:
            exercise_block(title, place, toggles, rng)

        app.key("ctrl+f")
        app.find("entry", "Search blocks", timeout=60)
        app.type("verificacion")         # accent-free, in Spanish
        app.find("label", re.compile(r"^[1-9]\d* results?$"), timeout=60)
        app.key("ctrl+a")
        app.type("zzzqqq")
        app.find("label", "No Results Found", timeout=60)
        app.key("ctrl+a", "BackSpace")
        app.find("label", f"{len(blocks)} blocks", timeout=60)
        app.key("Escape")
        step("search: a match, none, cleared")

        open_transient(lambda: app.key("ctrl+question"), "Keyboard Shortcuts")

        def about():
            app.click(*app.center(app.find(None, "Main Menu", timeout=60)))
            app.click(*app.center(app.find("menu item", "About Swipe Blocks", timeout=60)))
        open_transient(about, "About")

        app.key("ctrl+q")
        step("Ctrl+Q; valgrind looks for leaks")
        app.proc.wait(timeout=900)
        step(f"the app exited with {app.proc.returncode}")
    except BaseException:
        harness.save_failure("leaks")
        raise
    app.close()    # fails on a CRITICAL / WARNING or an abnormal exit
    return time.monotonic() - started


def run_c_client(log):
    """The GObject library's C client (Examples/c/inbox.c, built by leaks.sh into build/gir) under
    valgrind: keys from launch (Tab, Delete), a row menu opened and closed, a drag open and a
    click on Archive, a drag that completes a task; then Ctrl+Q."""
    import harness
    from harness import wait_until
    from harness.programs import open_trailing, shown_buttons
    from test_gobject import Client

    suppressions = [SUPPRESSIONS] + [path for path in SYSTEM_SUPPRESSIONS if os.path.exists(path)]

    class LeakClient(Client):
        start_timeout = START_TIMEOUT

        def __init__(self):
            self.valgrind = ["valgrind", "--tool=memcheck", "--leak-check=full", "--show-leak-kinds=definite,indirect",
                             "--errors-for-leak-kinds=definite", "--num-callers=60", "--fullpath-after=",
                             *(f"--suppressions={path}" for path in suppressions), f"--log-file={log}"]
            super().__init__("c")

        def launch(self, args, env):
            self.command = [*self.valgrind, *self.command]
            super().launch(args, env)

        def environment(self):
            # The library without debug sections (leaks.sh: valgrind 3.19 cannot read its DWARF 5).
            return dict(super().environment(), G_SLICE="always-malloc", G_DEBUG="fatal-criticals,gc-friendly",
                        LD_LIBRARY_PATH=os.path.join(os.path.dirname(log), "lib"))

    os.makedirs(os.path.dirname(log), exist_ok=True)
    started = time.monotonic()
    print(f"leaks: the C client under valgrind memcheck; report {log}", flush=True)
    app = LeakClient()
    try:
        app.tab_to("Message 1", limit=8)
        app.key("Delete")
        app.wait_line("delete Message 1", timeout=120)
        wait_until(lambda: app.focused("Message 2"), timeout=120, message="focus on Message 2")
        app.key("Menu")
        time.sleep(3)
        app.key("Escape")
        time.sleep(2)
        open_trailing(app, "Message 2")
        archive = wait_until(lambda: (shown_buttons(app, "Archive") or [None])[0], timeout=120, message="Archive shown")
        app.click(*app.center(archive))
        app.wait_line("archive Message 2", timeout=120)
        row = app.row("Task 1", timeout=60)
        x, y, w, h = app.extents(row)
        app.drag(x + 30, y + h // 2, x + 30 + int(w * 0.7), y + h // 2 + 2, steps=30, duration=1.5)
        app.wait_line("completed Task 1", timeout=120)
        time.sleep(2)
        app.key("ctrl+q")
        app.proc.wait(timeout=600)
    except BaseException:
        harness.save_failure("leaks-c-client")
        raise
    app.close()
    return time.monotonic() - started


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--c-client":
        log = os.path.join(os.path.dirname(LOG), "valgrind-c-client.log")
        try:
            elapsed = run_c_client(log)
        except Exception as error:  # noqa: BLE001 - reported as one line; the report is still read
            print(f"leaks: the C client session failed: {error}")
            if os.path.exists(log):
                report(log)
            sys.exit(1)
        print(f"leaks: the C client session and its leak check took {elapsed:.0f}s")
        sys.exit(0 if report(log) else 1)
    if len(sys.argv) == 3 and sys.argv[1] == "--parse":
        sys.exit(0 if report(sys.argv[2]) else 1)
    if len(sys.argv) != 2:
        sys.exit("usage: leaks.py PATH/TO/swipeblocks | leaks.py --parse VALGRIND.LOG")
    try:
        elapsed = run_session(sys.argv[1])
    except Exception as error:  # noqa: BLE001 - reported as one line; the report is still read
        print(f"leaks: the session failed: {error}")
        if os.path.exists(LOG):
            report(LOG)
        sys.exit(1)
    print(f"leaks: the session and the leak check took {elapsed:.0f}s")
    sys.exit(0 if report(LOG) else 1)


if __name__ == "__main__":
    main()
