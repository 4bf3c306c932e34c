"""Drives the real SwipeBlocks window as a person would: xdotool for the pointer and keyboard,
AT-SPI (pyatspi, what screen readers use) to read the window, --events to read the engine.

The end-to-end tests' harness, a package their files import (never each other):
    harness                the app, the pointer and keys (xdotool), waiting, failures
    harness.catalog        the repository and its built-in blocks, read from Catalog/
    harness.keys           focus over AT-SPI, keys one by one, Tab walks and focus rings
    harness.drags          rows opened with a real drag
    harness.windows        the window's size, as a window manager sets it
    harness.programs       the example apps, the library's clients, the scripts of Tests/gobject
    harness.recordings     recordings replayed and compared with the window's events
    harness.screen_reader  the real Orca and what it speaks
    harness.touchscreen    real touch and touchpad input through a private mutter
    harness.session        a private desktop session for each parallel worker
"""
import json
import os
import re
import shlex
import shutil
import subprocess
import tempfile
import time

from harness import session

# Under pytest-xdist each worker runs in a desktop session of its own, started before pyatspi is
# imported: it binds to the session's accessibility bus.
session.start_for_worker()

import pyatspi  # noqa: E402

BINARY = "swipeblocks"
# What the apps remember between runs (the export folder) goes in a state folder of the test
# run's own, not the user's.
STATE_HOME = tempfile.mkdtemp(prefix="swipeblocks-e2e-state-")
ARTIFACTS = os.environ.get("SWIPEBLOCKS_ARTIFACTS", os.path.join(tempfile.gettempdir(), "swipeblocks-e2e"))
_running = []


def crash_backtrace():
    """SWIFT_BACKTRACE for the app: if it crashes (or a critical stops it), the Swift runtime writes
    the crashed thread's frames to its stderr, which a failure quotes: the function that crashed,
    and its callers as far as frame pointers go (Debian's libraries have none). The binary links
    the Swift runtime statically, so it needs the toolchain's static backtracer; without one,
    nothing."""
    swift = shutil.which("swift")
    tracer = swift and os.path.join(os.path.dirname(os.path.realpath(swift)), "..", "libexec", "swift", "linux",
                                    "swift-backtrace-static")
    if not tracer or not os.access(tracer, os.X_OK):
        return {}
    return {"SWIFT_BACKTRACE": f"enable=yes,interactive=no,output-to=stderr,threads=crashed,registers=none,"
                               f"images=none,sanitize=no,swift-backtrace={os.path.normpath(tracer)}"}


class Failure(AssertionError):
    pass


def check(condition, message):
    if not condition:
        raise Failure(message)


def wait_until(predicate, timeout=10.0, interval=0.05, message="condition"):
    """Polls `predicate` until it returns a truthy value, which is returned."""
    deadline = time.monotonic() + timeout
    while True:
        value = predicate()
        if value:
            return value
        if time.monotonic() > deadline:
            raise Failure(f"timed out after {timeout}s waiting for {message}")
        time.sleep(interval)


def children(node):
    """`node`'s children, asked for once each: its count, then each by its index (a node's own
    iteration, pyatspi's, asks for the count again before every child: half of a walk's D-Bus
    round trips)."""
    return [node.getChildAtIndex(i) for i in range(node.childCount)]


def xdotool(*args):
    """Runs xdotool; returns what it printed. Under heavy load Xvfb now and then refuses a
    connection outright (see App): xdotool then did nothing, and is run again, at most twice."""
    for attempt in range(3):
        done = subprocess.run(["xdotool", *map(str, args)], capture_output=True, text=True)
        if done.returncode == 0 or attempt == 2 or "Can't open display" not in done.stderr:
            break
        print(f"  note: xdotool could not open the test display; running it again ({' '.join(map(str, args))})", flush=True)
        time.sleep(0.2)
    done.check_returncode()
    return done.stdout


class Screen:
    """A picture of the whole test display, taken at once over the X connection (tens of
    milliseconds, where ImageMagick's `import` takes half a second): its pixels read in place,
    written out as a PNG only when someone needs to look at it."""

    def __init__(self):
        from Xlib import X, display
        connection = display.Display()
        try:
            root = connection.screen().root
            geometry = root.get_geometry()
            self.width, self.height = geometry.width, geometry.height
            self.data = root.get_image(0, 0, self.width, self.height, X.ZPixmap, 0xFFFFFFFF).data
        finally:
            connection.close()
        self.stride = len(self.data) // self.height

    def rgb(self, x, y):
        """The (r, g, b) at screen point (x, y) (the display is 24-bit BGRX)."""
        i = y * self.stride + x * 4
        return self.data[i + 2], self.data[i + 1], self.data[i]

    def save(self, path):
        os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
        subprocess.run(["convert", "-size", f"{self.stride // 4}x{self.height}", "-depth", "8", "bgra:-",
                        "-alpha", "off", "-crop", f"{self.width}x{self.height}+0+0", path],
                       input=self.data, check=True, capture_output=True, timeout=30)
        return path


def park_pointer():
    """Moves the pointer to the screen's far corner, away from every window: a menu that opens
    under a resting pointer selects the item under it (GTK's hover), which a keyboard scenario
    must not depend on."""
    width, height = xdotool("getdisplaygeometry").split()
    xdotool("mousemove", int(width) - 1, int(height) - 1)


class EventLog:
    """What an app printed with --events (JSON Lines), read as it goes: calling it gives the events
    so far; `wait` waits for one."""

    def __init__(self, path):
        self.path = path

    def __call__(self):
        with open(self.path) as f:
            return [json.loads(line) for line in f if line.strip().startswith("{")]

    def wait(self, kind, timeout=10.0, **fields):
        """The first event of `kind` whose fields have these values, once it was printed."""
        def found():
            for e in self():
                if e.get("kind") == kind and all(e.get(k) == v for k, v in fields.items()):
                    return e
            return None
        return wait_until(found, timeout=timeout, message=f"event {kind} {fields}")


class App:
    """One running swipeblocks window with --events, under G_DEBUG=fatal-criticals."""

    # What runs the binary (e.g. valgrind and its options; it must exec the binary in the same
    # process), and how long the window may take to show. SWIPEBLOCKS_E2E_LAUNCHER sets the
    # launcher for a whole run (`valgrind --log-file=/tmp/vg/%p.log` finds memory errors the
    # tests' timing misses; tests that time the app fail under it, the logs are what count).
    launcher = tuple(shlex.split(os.environ.get("SWIPEBLOCKS_E2E_LAUNCHER", "")))
    start_timeout = 90 if launcher else 20

    def __init__(self, *args, title="Swipe Blocks"):
        # Under heavy load Xvfb now and then refuses a connection outright (seen with xdpyinfo
        # too: about 1 in 100 at a load of 4 on 2 cores, never on an idle machine). That is the
        # test display's fault, not the app's: such a start is retried, at most twice, and said so.
        for attempt in range(3):
            self.launch(args, self.environment())
            try:
                self.wait_until_shown(title)
                return
            except Failure:
                if attempt == 2 or self.proc.poll() is None or not re.search(r"cannot open (a )?display", self.stderr()):
                    raise
                _running.remove(self)
                print("  note: the app could not open the test display; starting it again", flush=True)

    def environment(self):
        """The app's environment: X11 on the session's Xvfb (TouchApp: Wayland under mutter)."""
        return dict(os.environ, G_DEBUG="fatal-criticals", GSK_RENDERER="cairo", GDK_BACKEND="x11", XDG_STATE_HOME=STATE_HOME,
                    **crash_backtrace())

    def launch(self, args, env):
        """Starts `swipeblocks --events ARGS` (through `launcher`), its events and stderr kept in a
        work directory."""
        self.workdir = tempfile.mkdtemp(prefix="swipeblocks-e2e-")
        self.events_path = os.path.join(self.workdir, "events.jsonl")
        self.stderr_path = os.path.join(self.workdir, "stderr.txt")
        self.log = EventLog(self.events_path)
        self.proc = subprocess.Popen([*self.launcher, BINARY, "--events", *args], stdout=open(self.events_path, "w"),
                                     stderr=open(self.stderr_path, "w"), env=env, cwd=self.workdir)
        _running.append(self)

    def wait_until_shown(self, title):
        self.window_id = wait_until(lambda: self._find_window(title), timeout=self.start_timeout,
                                    message="the window to show")
        self.root = wait_until(self._find_accessible, timeout=self.start_timeout, message="the app on the AT-SPI bus")
        subprocess.run(["xdotool", "windowfocus", "--sync", self.window_id], capture_output=True)
        # Keys go to it once GTK took the focus in: its window says it is active (waited at most
        # 0.3 s, the fixed time every launch waited before).
        try:
            wait_until(self._active, timeout=0.3, interval=0.02, message="the window to be active")
        except Failure:
            pass

    def _active(self):
        try:
            return any(window.getState().contains(pyatspi.STATE_ACTIVE) for window in self.root)
        except Exception:  # noqa: BLE001 - a window that went away meanwhile
            return False

    def _find_window(self, title):
        self._check_alive()
        out = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(self.proc.pid), "--name", title],
                             capture_output=True, text=True).stdout.split()
        return out[0] if out else None

    def _find_accessible(self):
        desktop = pyatspi.Registry.getDesktop(0)
        for i in range(desktop.childCount):
            app = desktop.getChildAtIndex(i)
            try:
                if app is not None and app.get_process_id() == self.proc.pid:
                    return app
            except Exception:  # noqa: BLE001 - apps come and go on the bus
                continue
        return None

    def _check_alive(self):
        if self.proc.poll() is not None:
            raise Failure(f"the app exited with {self.proc.returncode}: {self.last_words(2000)}")

    # Reading the window through AT-SPI
    def find_all(self, role=None, name=None, predicate=None):
        """The nodes of the window (in the order of a walk from its root) with `role` (a role
        name, or a tuple of them) and `name` (a string, or a compiled pattern), for which
        `predicate` holds."""
        self._check_alive()
        found = []

        def visit(node, depth):
            if node is None or depth > 60:
                return
            try:
                node_role = node.getRoleName()
                # The name only when asked for: a round trip a node.
                node_name = node.name if name is not None else None
            except Exception:  # noqa: BLE001
                return
            if (role is None or node_role == role or (isinstance(role, tuple) and node_role in role)) and (name is None or (
                    node_name == name if isinstance(name, str) else name.search(node_name or ""))):
                if predicate is None or predicate(node):
                    found.append(node)
            try:
                for child in children(node):
                    visit(child, depth + 1)
            except Exception:  # noqa: BLE001
                return

        visit(self.root, 0)
        return found

    def find(self, role=None, name=None, timeout=10.0, predicate=None):
        return wait_until(lambda: (self.find_all(role, name, predicate) or [None])[0], timeout=timeout,
                          message=f"a {role or 'node'} named {name!r}")

    def names(self, role):
        """Names of the nodes with `role`; nodes that vanish while being read are skipped."""
        names = []
        for node in self.find_all(role):
            try:
                names.append(node.name)
            except Exception:  # noqa: BLE001 - the window rebuilt the node meanwhile
                continue
        return names

    def actions(self, node):
        action = node.queryAction()
        return [action.getName(i) for i in range(action.nActions)]

    def has_action(self, node, name):
        try:
            return name in self.actions(node)
        except Exception:  # noqa: BLE001 - nodes without the Action interface
            return False

    def is_row(self, node, title=None):
        """A demo row: a list item carrying `row.*` actions, read as its title and subtitle."""
        if not self.has_action(node, "row.menu"):
            return False
        if title is None:
            return True
        name = node.name or ""
        return name == title or name.startswith(title + " ")

    def find_rows(self, title=None):
        return self.find_all("list item", predicate=lambda n: self.is_row(n, title))

    def row(self, title, timeout=10.0):
        """The demo row titled `title` (its accessible name is the title, then the subtitle)."""
        return wait_until(lambda: (self.find_rows(title) or [None])[0], timeout=timeout, message=f"the row {title!r}")

    def row_title(self, node):
        """A demo row's title: the first label inside it (its name is the title and subtitle)."""
        def first_label(n, depth=0):
            if depth > 8:
                return None
            for child in children(n):
                try:
                    role = child.getRoleName()
                    if role == "label":
                        return child.name
                    if role == "push button":       # an action button's label is not the title
                        continue
                    found = first_label(child, depth + 1)
                except Exception:  # noqa: BLE001
                    continue
                if found is not None:
                    return found
            return None
        return first_label(node)

    def rows(self):
        """The live demo's rows (they carry `row.*` actions), top to bottom."""
        def role(node):
            try:
                return node.getRoleName()
            except Exception:  # noqa: BLE001 - gone since the walk
                return None
        nodes = [(role(n), n) for n in self.find_all(("list item", "list"))]   # one walk for both
        found = [n for role, n in nodes if role == "list item" and self.is_row(n)]
        lists = [n for role, n in nodes if role == "list" and n.name != "Blocks" and self.has_action(n, "list.select-all")]
        top, bottom = -10**9, 10**9
        if lists:
            view = lists[0].parent.queryComponent().getExtents(pyatspi.WINDOW_COORDS)   # the scrolled window
            top, bottom = view.y, view.y + view.height
        shown = []
        for node in found:
            try:
                ext = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
            except Exception:  # noqa: BLE001
                continue
            # Only rows wholly inside the list's viewport: a virtualized list keeps a few others.
            if ext.width > 0 and ext.height > 0 and ext.y >= top and ext.y + ext.height <= bottom:
                shown.append((ext.y, node))
        return [node for _, node in sorted(shown, key=lambda pair: pair[0])]

    def list_view(self):
        """The extents of the demo list's viewport (its scrolled window), cut to the window's."""
        lists = [n for n in self.find_all("list") if n.name != "Blocks" and self.has_action(n, "list.select-all")]
        check(lists, "the demo has no list")
        x, y, w, h = self.extents(lists[0].parent)
        frames = [self.extents(n) for n in self.root if n.getRoleName() == "frame"]
        bottom = min([y + h] + [fy + fh for _, fy, _, fh in frames])
        return x, y, w, bottom - y

    def held_still(self, node, seconds=0.3):
        """`node`'s extents once they are the same `seconds` apart (what is still sliding in, as
        an opening row's buttons, is clicked where it stops), else None."""
        try:
            before = self.extents(node)
            time.sleep(seconds)
            return before if self.extents(node) == before else None
        except Exception:  # noqa: BLE001 - gone meanwhile
            return None

    def row_at(self, x, y):
        """The demo row a person sees at screen point (x, y), as GTK picks it, or None. (A GTK 4.8
        list view keeps rows it scrolled away, and AT-SPI reports them inside its viewport where
        other rows are: their extents cannot tell which row shows there.)"""
        ox, oy = self.window_origin()
        for window in self.root:
            try:
                if window.getRoleName() != "frame":
                    continue
                node = window.queryComponent().getAccessibleAtPoint(x - ox, y - oy, pyatspi.WINDOW_COORDS)
                while node is not None and not self.is_row(node):
                    node = node.parent
            except Exception:  # noqa: BLE001 - gone meanwhile
                node = None
            if node is not None:
                return node
        return None

    def middle_row(self):
        """The demo row nearest the middle of the list's viewport, once it holds still for 0.3 s
        (a list still taking a wheel's or a fling's steps moves it), and its extents."""
        def still():
            x, y, w, h = self.list_view()
            for dy in (0, 30, -30, 60, -60):
                row = self.row_at(x + w // 2, y + h // 2 + dy)
                if row is not None:
                    before = (self.extents(row), row.name)
                    time.sleep(0.3)
                    return (row, before[0]) if (self.extents(row), row.name) == before else None
            return None
        return wait_until(still, message="a row held still in the middle of the list")

    def do_action(self, node, name):
        action = node.queryAction()
        for i in range(action.nActions):
            if action.getName(i) == name:
                action.doAction(i)
                return
        raise Failure(f"{node.name!r} has no action {name!r}; it has {self.actions(node)}")

    def is_showing(self, node):
        try:
            return node.getState().contains(pyatspi.STATE_VISIBLE)
        except Exception:  # noqa: BLE001
            return False

    def window_origin(self):
        out = xdotool("getwindowgeometry", "--shell", self.window_id)
        values = dict(line.split("=", 1) for line in out.split() if "=" in line)
        return int(values["X"]), int(values["Y"])

    def center(self, node):
        """The screen point at the centre of a node (AT-SPI gives extents relative to the window)."""
        ext = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        ox, oy = self.window_origin()
        return ox + ext.x + ext.width // 2, oy + ext.y + ext.height // 2

    def extents(self, node):
        ext = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        ox, oy = self.window_origin()
        return ox + ext.x, oy + ext.y, ext.width, ext.height

    # Acting as a person
    def click(self, x, y, button=1, repeat=1):
        # No --sync: it waits for the pointer to move, which never happens when it is already there.
        xdotool("mousemove", x, y)
        time.sleep(0.05)
        xdotool("click", "--repeat", repeat, "--delay", 30, button)

    def drag(self, x0, y0, x1, y1, steps=20, duration=0.3, release=True):
        """A real pointer drag in `steps` moves over `duration` seconds."""
        xdotool("mousemove", x0, y0)
        time.sleep(0.05)
        xdotool("mousedown", 1)
        for i in range(1, steps + 1):
            t = i / steps
            xdotool("mousemove", round(x0 + (x1 - x0) * t), round(y0 + (y1 - y0) * t))
            time.sleep(duration / steps)
        if release:
            xdotool("mouseup", 1)

    def scroll_into_view(self, node, x=None, limit=40):
        """Turns the mouse wheel over the page, as a person does to see `node`, until it is
        wholly inside the window (the pointer at `x`, default the node's centre, near the top)."""
        out = xdotool("getwindowgeometry", "--shell", self.window_id)
        geometry = dict(line.split("=", 1) for line in out.split() if "=" in line)
        top, height = int(geometry["Y"]), int(geometry["HEIGHT"])
        for _ in range(limit):
            nx, ny, nw, nh = self.extents(node)
            if ny >= top + 48 and ny + nh <= top + height:
                return
            xdotool("mousemove", x if x is not None else nx + nw // 2, top + 140)
            xdotool("click", 5 if ny + nh > top + height else 4)
            time.sleep(0.15)
        raise Failure(f"{limit} turns of the wheel did not bring {node.name!r} into view")

    def key(self, *keys):
        xdotool("key", "--clearmodifiers", *keys)

    def type(self, text):
        xdotool("type", "--delay", 30, text)

    def screenshot(self, path):
        os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
        # ImageMagick waits for ever on a window that is gone (the app crashed): bounded. Now and
        # then it also leaves an empty file named ^Z in its working folder: that is the picture's.
        path = os.path.abspath(path)
        subprocess.run(["import", "-window", self.window_id, path], check=True, capture_output=True, timeout=15,
                       cwd=os.path.dirname(path))
        return path

    def pixel(self, path, x, y):
        """The (r, g, b) of a screenshot pixel, in window coordinates."""
        out = subprocess.run(["convert", path, "-format", f"%[pixel:p{{{x},{y}}}]", "info:"],
                             check=True, capture_output=True, text=True).stdout
        numbers = [float(n) for n in re.findall(r"[\d.]+", out)[:3]]
        if "%" in out:
            numbers = [n * 255 / 100 for n in numbers]
        return tuple(round(n) for n in numbers)

    # Reading the engine
    def events(self):
        return self.log()

    def wait_event(self, kind, timeout=10.0, **fields):
        return self.log.wait(kind, timeout=timeout, **fields)

    def stderr(self):
        with open(self.stderr_path) as f:
            return f.read()

    def last_words(self, size):
        """The end of the app's stderr; after a crash, the crash's backtrace from its start (up to
        four times `size`: the frames are what tell the crash apart)."""
        text = self.stderr()
        crash = text.find("*** Program crashed")
        return text[crash:crash + 4 * size] if crash >= 0 else text[-size:]

    def close(self):
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(5)
            except subprocess.TimeoutExpired:
                self.proc.kill()
        errors = [line for line in self.stderr().splitlines() if "CRITICAL" in line or "-WARNING" in line]
        if self in _running:
            _running.remove(self)
        check(self.proc.returncode in (0, -15), f"the app ended with {self.proc.returncode}: {self.last_words(1500)}")
        check(not errors, f"GTK printed: {errors[:3]}")


def close_all():
    """Closes every app still running; then raises the first failure closing found, if any."""
    failures = []
    for app in list(_running):
        try:
            app.close()
        except Failure as error:
            failures.append(error)
    if failures:
        raise failures[0]


def save_failure(name):
    """Keeps the event log, stderr and (where the display allows one) a screenshot of every app
    still running when a test fails (conftest.py's report hook calls it), then closes them."""
    os.makedirs(ARTIFACTS, exist_ok=True)
    for i, app in enumerate(list(_running)):
        base = os.path.join(ARTIFACTS, f"{name}-{i}")
        saved = []
        try:
            if app.proc.poll() is not None:
                raise Failure("the app is no longer running")
            saved.append(app.screenshot(base + ".png"))
        except Exception as error:  # noqa: BLE001 - e.g. no screenshots under Wayland
            print(f"  no screenshot: {error}", flush=True)
        for path, suffix in ((app.events_path, ".events.jsonl"), (app.stderr_path, ".stderr.txt")):
            try:
                shutil.copy(path, base + suffix)
                saved.append(base + suffix)
            except OSError as error:
                print(f"  could not keep {path}: {error}", flush=True)
        print(f"  saved {', '.join(saved)}", flush=True)
    for app in list(_running):
        try:
            app.close()
        except Failure:
            pass
