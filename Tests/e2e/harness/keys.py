"""The keyboard as a person uses it, read over AT-SPI: what has focus, keys pressed one by one,
Tab until something is reached."""
import collections
import os
import re
import tempfile
import time

import pyatspi
from gi.repository import GLib

import harness
from harness import Failure, check, wait_until

# A name that is a GTK class name ("GtkImage"): never what a person should hear.


# Objects that never hold focus themselves nor contain what does: not walked into (the walk is
# over D-Bus, and GTK 4.8 hides focus rings 3 s after the last key, so it must stay quick).
LEAVES = {"label", "image", "table cell", "separator", "icon"}


class FocusEvents:
    """The objects that gained the keyboard focus, newest last, as the apps announce it over
    AT-SPI (the focused state's change, what a screen reader follows): the focus known at once,
    where finding it by its state means asking every object of the window (a second, late in a
    long page). Heard while the test reads (`heard` takes what arrived)."""

    def __init__(self):
        self.gained = collections.deque(maxlen=64)
        self.count = 0
        self.listening = False

    def listen(self):
        """Starts hearing them (once, in the test session: not as the harness is imported)."""
        if not self.listening:
            pyatspi.Registry.registerEventListener(self._changed, "object:state-changed:focused")
            self.listening = True

    def stop(self):
        """Stops hearing them (after each test: one that reads no focus hears none, and its
        process takes in no event it does not need; conftest.py's close_apps)."""
        if self.listening:
            pyatspi.Registry.deregisterEventListener(self._changed, "object:state-changed:focused")
            self.listening = False
            self.gained.clear()

    def _changed(self, event):
        if event.detail1:
            self.gained.append(event.source)
            self.count += 1

    def heard(self):
        """Takes in the events that arrived; returns how many gains were heard so far."""
        self.listen()
        context = GLib.MainContext.default()
        while context.iteration(False):
            pass
        return self.count

    def last(self, app):
        """The newest object of `app` said to gain the focus, if it still has it in an active
        window; else None."""
        self.heard()
        for node in reversed(self.gained):
            try:
                if node.get_process_id() != app.proc.pid:
                    continue
                return node if has_focus(node) and in_active_window(app, node) else None
            except Exception:  # noqa: BLE001 - an object (or app) that went away meanwhile
                return None
        return None


EVENTS = FocusEvents()


def in_active_window(app, node):
    """True when `node` is in a window of `app` that is open and active: a window that closed
    leaves its last focused object saying it has the focus."""
    window = node
    for _ in range(80):
        parent = window.parent
        if parent is None:
            return False
        if parent.getRoleName() == "application":
            return window.getState().contains(pyatspi.STATE_ACTIVE) and window in list(app.root)
        window = parent
    return False


def has_focus(node):
    return node.getRoleName() not in ("frame", "window", "dialog", "application") and node.getState().contains(pyatspi.STATE_FOCUSED)


def focused(app):
    """The one object with keyboard focus (AT-SPI's FOCUSED state), or None: the last object the
    app said gained it, if it still has it in the active window; else the first found with it in
    the app's tree."""
    def visit(node, depth):
        if node is None or depth > 60:
            return None
        try:
            if has_focus(node):
                return node
            if node.getRoleName() in LEAVES:
                return None
            nodes = harness.children(node)
        except Exception:  # noqa: BLE001 - a node that went away meanwhile
            return None
        for child in nodes:
            found = visit(child, depth + 1)
            if found is not None:
                return found
        return None
    app._check_alive()
    return EVENTS.last(app) or visit(app.root, 0)


def describe(node):
    try:
        return f"{node.getRoleName()} {node.name!r}"
    except Exception:  # noqa: BLE001
        return "(gone)"


def press(app, *keys, settle=0.25, moves=False):
    """Presses `keys` one by one, waiting `settle` seconds after each for the app to follow;
    returns what has the focus then. With `moves` (keys that move the focus: arrows in a list,
    Menu, Escape from a menu, Return on a menu item), each wait ends instead as another object
    says it has the focus (and a tenth of a second for the page to follow it; at most 2 s: see
    moving)."""
    for key in keys:
        if moves:
            moving(app, key, leaving=focused(app))
        else:
            app.key(key)
            time.sleep(settle)
    return focused(app)


def moving(app, key, timeout=2.0, leaving=None):
    """Presses `key`, which moves the focus (Tab, Shift+Tab), and returns once the app says the
    focus moved (a tenth of a second more for the page to follow it), or after `timeout`. With
    `leaving` (the object focused before the key), the move counts once another object of the
    app has the focus and said so last: an event still on its way from an earlier key (the focus
    coming back to `leaving`) is not the key's."""
    before = EVENTS.heard()
    app.key(key)

    def moved():
        if EVENTS.heard() <= before:
            return False
        if leaving is None:
            return True
        now = EVENTS.last(app)
        return now is not None and now != leaving
    try:
        wait_until(moved, timeout=timeout, interval=0.02, message=f"the focus to move on {key}")
        time.sleep(0.1)
    except Failure:
        pass  # a focus that did not move (or moved unsaid): read as it is


def step(app, key, timeout=2.0):
    """Presses `key`, which moves the focus (see moving), and returns where it went."""
    moving(app, key, timeout)
    return focused(app)


def tab_until(app, predicate, limit=60, key="Tab", what="the target"):
    """Presses `key` until the focused object satisfies `predicate`; returns it."""
    for _ in range(limit):
        node = step(app, key)
        try:
            if node is not None and predicate(node):
                return node
        except Exception:  # noqa: BLE001
            continue
    raise Failure(f"{limit} presses of {key} never reached {what}; focus is on {describe(focused(app))}")


def is_row(app, title=None):
    return lambda node: node.getRoleName() == "list item" and app.is_row(node, title)


def first_row(app, title=None):
    return tab_until(app, is_row(app, title), what=f"a demo row {title or ''}")


CLASS_NAME = re.compile(r"^Gtk[A-Z]\w*$")


def choose_next(app, name, choice):
    """Tabs to the drop-down `name` ("Swipe Directions"), opens it with Space, goes Down to its
    next choice, which must read `choice`, and takes it with Return; checks the drop-down then
    reads "name: choice". (GTK 4.8 leaves the open list's choices nameless; ours are named.)"""
    tab_until(app, lambda n: n.name.startswith(f"{name}: "), what=f"the {name} drop-down")
    press(app, "space", settle=0.6)
    node = press(app, "Down", settle=0.3)
    check(node is not None and node.name == choice, f"the choice reads {describe(node)}")
    node = press(app, "Return", settle=1.0)
    check(node is not None and node.name == f"{name}: {choice}", f"the drop-down says {describe(node)}")


def nudge_spin(app, name, presses, expected):
    """Tabs to the spin button `name`, presses Up `presses` times and waits for `expected`."""
    spin = tab_until(app, lambda n: n.getRoleName() == "spin button" and n.name == name, what=name)
    for _ in range(presses):
        press(app, "Up", settle=0.15)
    wait_until(lambda: spin.queryValue().currentValue == expected, message=f"{name} to read {expected}")
    return spin


def ring_visible(app, node, screen=None):
    """True when the focus ring is drawn around `node`: in a picture of the screen, the band a few
    pixels around its edges holds the theme's blue (Adwaita draws focus rings in its accent
    colour). `screen` is a picture taken already (right after the key), else one is taken now."""
    x, y, w, h = app.extents(node)
    # Only the part inside the window shows (a tall text view scrolls with the page).
    wx, wy = app.window_origin()
    geometry = dict(line.split("=", 1) for line in harness.xdotool("getwindowgeometry", "--shell", app.window_id).split())
    bottom, right = wy + int(geometry["HEIGHT"]), wx + int(geometry["WIDTH"])
    y0, y1 = max(y, wy), min(y + h, bottom)
    x0, x1 = max(x, wx), min(x + w, right)
    check(x1 > x0 and y1 > y0, f"the focused {describe(node)} is outside the window")
    x, y, w, h = x0, y0, x1 - x0, y1 - y0
    screen = screen or harness.Screen()
    margin = 16   # GTK reports some widgets without their padding (a text view), and rings sit outside
    blue = 0
    left, right = max(x - margin, 0), min(x + w + margin, screen.width)
    for py in range(max(y - margin, 0), min(y + h + margin, screen.height)):
        # The band only: on a row through the inside, its two ends (a page-wide node is most of a
        # million pixels, read one by one).
        inside = y + 4 <= py < y + h - 4 and w > 8
        spans = [(left, min(x + 4, right)), (max(x + w - 4, left), right)] if inside else [(left, right)]
        for start, end in spans:
            for px in range(start, end):
                r, g, b = screen.rgb(px, py)
                if b > 150 and b - r > 60 and b - g > 20:
                    blue += 1
    ring_visible.last = (x, y, w, h, blue)
    return blue >= min(w, h) // 2


def audit_tab_order(app, block):
    """Walks the whole Tab order once round; fails on a trap, an unnamed focusable, a class-name
    name or a focus ring that does not show. Returns the names in order."""
    artifacts = tempfile.mkdtemp(prefix="swipeblocks-tab-")
    seen = []

    def place(node):
        # Where it is across, and its size (not how far down: the page scrolls as focus goes round).
        x, _, w, h = app.extents(node)
        return (node.getRoleName(), node.name or "", x, w, h)
    # The round ends back at the launch focus (the selected block): coming back into the demo
    # list, GTK's list view returns to the row focused last, not the first one.
    home = place(focused(app))
    for step in range(90):
        # The picture first: GTK 4.8 hides focus rings 3 s after the last key (its
        # VISIBLE_FOCUS_DURATION), and reading the focused object over AT-SPI can take that long.
        moving(app, "Tab")
        screen = harness.Screen()
        node = focused(app)
        check(node is not None, f"{block}: Tab {step + 1} left focus on nothing (after {seen[-3:]})")
        key = place(node)
        role, name = key[0], key[1]
        check(not seen or seen[-1][:len(key)] != key, f"{block}: Tab is trapped on {role} {name!r}")
        check(name.strip(), f"{block}: a focused {role} has no name (after {seen[-2:]})")
        check(not CLASS_NAME.match(name), f"{block}: a focused {role} is named by its class, {name!r}")
        # A Tab that selects the block rebuilds the page: the ring may come a frame or two later
        # (still well inside GTK's 3 s).
        if not (ring_visible(app, node, screen) or ring_visible(app, node)):
            shot = screen.save(os.path.join(artifacts, f"{step}.png"))
            raise Failure(f"{block}: no visible focus ring on {role} {name!r} (screenshot {shot}; "
                          f"x, y, width, height, blue pixels: {ring_visible.last})")
        seen.append(key + (step,))
        if key == home:
            return seen
    raise Failure(f"{block}: 90 Tabs never came back to where they started: {[(r, n) for r, n, *_ in seen[-8:]]}")


def open_block(app, title, shows):
    """Opens the block titled `title` from the keyboard, as a person finds it: Ctrl+F, the title,
    Tab to the results, Home (a list's cursor key: it chooses the first) and Down to it, Return;
    waits for a label reading `shows` on its page."""
    press(app, "ctrl+f", settle=0.4)
    app.type(title)
    wait_until(lambda: app.find_all("label", re.compile(r"^\d+ results?$")), message=f"the search for {title!r}")
    tab_until(app, lambda n: n.getRoleName() == "list item", what="the results")

    def wanted(node):
        return node is not None and node.getRoleName() == "list item" and (node.name or "").startswith(title)
    if not wanted(press(app, "Home", settle=0.4)):
        tab_until(app, wanted, key="Down", limit=10, what=f"the result {title!r}")
    press(app, "Return", settle=0.6)
    app.find("label", shows, timeout=15)
