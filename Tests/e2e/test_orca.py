"""The window as a keyboard user hears it with Orca 43: keys only (xdotool), from launch, never a
click or an AT-SPI action to move the focus (AT-SPI only reads what has it). Issue 13, point 4:

- a demo row is heard with its title, subtitle and position: "N of M" with Orca's "speak object
  position" on (a user setting), and through Where Am I (KP_Enter) with Orca's defaults;
- the Reduce Motion and Right to Left toggles speak their new state, from their shortcut on a row
  and by Space on the toggle;
- searching speaks the result count (the search entry's description), and a result reached by
  Tab is heard by its title, never "not selected";
- an action is announced: a row that goes by the next row getting focus, then its toast ("‘Weekly
  report’ deleted. Press Ctrl+Z to undo."), a row that stays by its description ("Marked as
  unread", "Archived");
- Swipe to Dismiss by keys: the toast heard, Ctrl+Z and the toast's Undo (reached by Shift+Tab,
  its Dismiss button heard in words) each bring the row back focused and heard; a combo row's
  list is heard by the parameter's name; the drag plot says "No drag yet" once;
- the card list's Open Leading, Open Trailing and Close Row say what they did (issue 37);
- at 360 px a removal's toast title wraps, read whole (no Orca: what is seen);
- no utterance names a GTK class ("Gtk" and a capital) over a whole Tab round of each block and
  the row menu, whose items are spoken in words; none is the one before it again (a tooltip
  read twice); nothing is "not selected" (a block, a demo row); the parameter panel is never
  counted wrong ("List with 1 item" over two rows).

One Orca serves the module; a test that needs other settings restarts it (such tests come last
in the file, so Orca restarts once; in any other order they pass too), and the module fixture
`one_orca` stops it after the last. Under make test's parallel workers the file runs as two
groups, each in its own worker with an Orca of its own: the tests marked `SECOND_ORCA` (the Tab
rounds, one test a kind, among them) and the rest. Three groups, three Orcas at once beside three
apps on 2 cores, cost more than they gained: the file took 275 worker-seconds in a whole run
against 173 with two groups (the other files alike). What a test
does not assert, it prints. A test collects what Orca got wrong and fails once, at its
end, with all of it and the utterances (a failed test keeps Orca's transcript beside its other
failure artifacts).

Run as a script for the diagnostic walk (what Orca speaks and what AT-SPI calls focused after
each key; see diagnose(), extras() and main()):
    scripts/session.sh /usr/bin/python3 Tests/e2e/test_orca.py PATH/TO/swipeblocks [--position] [BLOCK|extras]…
"""
import json
import os
import re
import subprocess
import sys
import time

import pyatspi
import pytest

import harness
from harness import check, wait_until
from harness.catalog import BEHAVIOURS, BLOCKS, LISTED, TITLES
from harness.keys import first_row, focused, press, tab_until
from harness.screen_reader import App, Orca
from harness.toasts import toast_undo
from harness.windows import resize

pytestmark = pytest.mark.orca

CATALOG = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Catalog")
CLASS_NAME = re.compile(r"\bGtk[A-Z]")
POSITION_SPEAKING = {"enablePositionSpeaking": True}

_orca = None

# The second group of the file's tests under parallel workers, with its own Orca (see the
# module's docstring).
SECOND_ORCA = pytest.mark.xdist_group("test_orca_second")


def orca(settings=None):
    """The module's Orca with these user settings (default: Orca's own), started on first use
    and restarted when a test asks for other settings."""
    global _orca
    settings = dict(settings or {})
    if _orca is not None and _orca.settings != settings:
        stop_orca()
    if _orca is None:
        _orca = Orca(settings=settings).start()
        print(f"  Orca ready in {_orca.start_seconds:.2f}s (settings {settings or 'default'})", flush=True)
    return _orca


def stop_orca():
    global _orca
    if _orca is not None:
        try:
            _orca.stop()
        finally:
            _orca = None


@pytest.fixture(scope="module", autouse=True)
def one_orca():
    """The module's Orca (see orca()) stops after the module's last test."""
    yield
    stop_orca()


def launch(*args, settings=None):
    """The window, shown and given X focus, with Orca's first words about it over; and the
    mark before it was launched."""
    reader = orca(settings)
    since = reader.mark()
    app = App(*args)
    reader.wait_quiet(quiet=0.5, timeout=4)   # Orca says nothing at launch (see Orca.warm_up_keys)
    if not reader.warmed_up:   # a new Orca: Tab and Shift+Tab back (see Orca.warm_up_keys)
        start = focused(app)
        check(reader.warm_up_keys(), "Orca saw neither key of its warm-up (Tab, Shift+Tab)")
        now = focused(app)
        check(now == start, f"the warm-up keys left the focus on {describe(now)}, not on {describe(start)}")
        since = reader.mark()
    return reader, app, since


def demo_rows(block):
    """The demo rows of `block` as its catalogue entry lists them, in English (the tests' locale):
    [(title, subtitle)]."""
    def english(text):
        return text["en"] if isinstance(text, dict) else text
    with open(os.path.join(CATALOG, block, "block.json")) as f:
        return [(english(row["title"]), english(row.get("subtitle"))) for row in json.load(f)["demo"]["rows"]]


# Hearing
class Heard:
    """What a scenario expected Orca to say and it did not: collected, then failed at once."""

    def __init__(self, reader, label):
        self.reader, self.label, self.problems = reader, label, []
        self.begin = time.monotonic()

    def expect(self, patterns, since, what, timeout=10.0):
        """True once utterances since `since` match `patterns` (regular expressions, searched) in
        that order, one utterance each; otherwise records `what` as a problem."""
        if isinstance(patterns, str):
            patterns = [patterns]
        if in_order(self.reader, since, patterns, timeout):
            return True
        self.problems.append(f"{what}: expected {patterns}; Orca spoke {self.reader.spoken(since)}")
        return False

    def never(self, pattern, since, what):
        """Records a problem for each utterance since `since` that matches `pattern`."""
        for text in self.reader.spoken(since):
            if re.search(pattern, text):
                self.problems.append(f"{what}: Orca spoke {text!r}")

    def done(self):
        print(f"  ({self.label}: {time.monotonic() - self.begin:.1f}s)", flush=True)
        check(not self.problems, f"{self.label}: {len(self.problems)} problem(s):\n  - " + "\n  - ".join(self.problems))


def in_order(reader, since, patterns, timeout=10.0):
    """Waits (at most `timeout` s) until the utterances since `since` hold matches for `patterns`
    in that order; True or False."""
    def found():
        at = 0
        spoken = reader.spoken(since)
        for pattern in patterns:
            at = next((i + 1 for i in range(at, len(spoken)) if re.search(pattern, spoken[i])), None)
            if at is None:
                return False
        return True
    try:
        wait_until(found, timeout=timeout, interval=0.1)
        return True
    except harness.Failure:
        return False


def key(reader, app, name, settle=0.0):
    """Presses `name` (an xdotool key, or "type:TEXT"); returns the mark before it."""
    since = reader.mark()
    if name.startswith("type:"):
        app.type(name[5:])
    else:
        app.key(name)
    if settle:
        time.sleep(settle)
    return since


def said(reader, since, quiet=0.5):
    """What Orca said since `since` once it has been quiet a moment (for printing)."""
    return reader.wait_quiet(quiet=quiet, timeout=5, since=since)


def row_words(title, subtitle):
    """A pattern for a row's name as Orca speaks it: the title, then the subtitle."""
    return re.escape(title) + (r"\W+" + re.escape(subtitle) if subtitle else "")


# 1. A demo row: title, subtitle, position
def positions_heard(heard, reader, app, block, move, where_am_i):
    """Tab to the block's first row, then `move` (Down or Tab) to the second and a third; on each,
    its title and subtitle and "N of M" (M the catalogue's row count) must be spoken: as the
    focus lands (position speaking on) or on KP_Enter (Where Am I)."""
    rows = demo_rows(block)
    total = len(rows)
    for index, step in enumerate(["Tab", move, move][:3 if not where_am_i else 2]):
        since = reader.mark()
        node = first_row(app) if step == "Tab" else press(app, step)
        title, subtitle = rows[index]
        check(app.is_row(node, title), f"{block}: {step} focused {node and node.name!r}, not the row {title!r}")
        words = row_words(title, subtitle)
        if where_am_i:
            # Where Am I speaks Orca's focus: press it once Orca has spoken the row (a busy Orca
            # can pause for a while before it does), not after a pause.
            in_order(reader, since, [words], timeout=10)
            focus_words = said(reader, since)
            since = key(reader, app, "KP_Enter")
        ok = heard.expect([words, rf"^{index + 1} of {total}\b"], since,
                          f"{block}: {'KP_Enter on' if where_am_i else step + ' to'} row {index + 1} ({title!r})")
        spoken = said(reader, since)
        print(f"  {block} row {index + 1}: " + (f"{step}: {focus_words}; KP_Enter: " if where_am_i else f"{step}: ")
              + f"{spoken}{'' if ok else '   <- WRONG'}", flush=True)
        # The wrong number is its own problem (the pattern above already failed then).
        wrong = [t for t in spoken if re.match(r"^\d+ of \d+\b", t) and not t.startswith(f"{index + 1} of {total}")]
        if wrong:
            heard.problems.append(f"{block}: row {index + 1} of {total} was spoken as {wrong}")
        if where_am_i and index == 0:
            print(f"    (default settings: the focus move itself said {focus_words})", flush=True)


@SECOND_ORCA
def test_where_am_i_on_a_demo_row_speaks_its_title_subtitle_and_position():
    # Orca's defaults: KP_Enter (Where Am I, desktop layout) on the first row after Tab, and on
    # the second after Down: "1 of 4", "2 of 4" on the action row; "1 of 10", "2 of 10" on the
    # card list (its "Tasks" heading is no item of its own: it has ten rows).
    heard = Heard(orca(), "Where Am I on demo rows")
    for block in ("swipe-action-row", "full-swipe-card-list"):
        reader, app, _ = launch("--block", block)
        positions_heard(heard, reader, app, block, "Down", where_am_i=True)
        app.close()
    heard.done()


def toggle_heard(heard, reader, app, keyname, name, on, via):
    """Presses `keyname`; the toggle `name` must then be `on` (AT-SPI CHECKED) and Orca must say
    so: "checked" or "not checked" (Orca 43's words for a check box's state) on the focused
    toggle, "NAME on" or "NAME off" from the focused row after the toggle's shortcut."""
    since = key(reader, app, keyname)
    toggle = app.find("check box", name)
    wait_until(lambda: toggle.getState().contains(pyatspi.STATE_CHECKED) == on, timeout=5,
               message=f"{name} to be {'on' if on else 'off'} (AT-SPI CHECKED) after {keyname}")
    # On the focused toggle Orca says its state; after a shortcut from a row, the row says what
    # changed ("Reduce Motion on", its description).
    if via == "focused":
        words = r"^checked\b" if on else r"^not checked\b"
    else:
        words = rf"^{name} {'on' if on else 'off'}\b"
    # The focused toggle is heard within a second or two; for a shortcut, where the toggle is not
    # focused, 3 s is long enough to tell (Orca has echoed the key by then).
    ok = heard.expect([words], since, f"{via} ({keyname}) turning {name} {'on' if on else 'off'}",
                      timeout=6 if via == "focused" else 3)
    spoken = said(reader, since)
    print(f"  {via} {keyname:>7} -> {name} {'on' if on else 'off'}: {spoken}{'' if ok else '   <- WRONG'}", flush=True)
    return spoken


def test_toggles_speak_their_new_state_by_shortcut_and_by_space():
    reader, app, _ = launch("--block", "swipe-action-row")
    heard = Heard(reader, "toggles")
    first_row(app, "Weekly report")
    said(reader, 0)
    # From a row: the shortcuts (the toggle does not have the focus).
    for keyname, name, on in (("ctrl+m", "Reduce Motion", True), ("ctrl+m", "Reduce Motion", False),
                              ("ctrl+r", "Right to Left", True), ("ctrl+r", "Right to Left", False)):
        toggle_heard(heard, reader, app, keyname, name, on, "on a row")
    # On the toggle itself: Shift+Tab back to it, Space.
    node = tab_until(app, lambda n: n.name == "Reduce Motion", key="shift+Tab", limit=8, what="Reduce Motion")
    check(node.getRoleName() == "check box", f"Reduce Motion is a {node.getRoleName()}, not a check box")
    said(reader, 0)
    for keyname, name, on in (("space", "Reduce Motion", True), ("space", "Reduce Motion", False)):
        spoken = toggle_heard(heard, reader, app, keyname, name, on, "focused")
        state = "checked" if on else "not checked"
        print(f"    ({state!r} spoken {sum(t.strip('.') == state for t in spoken)} time(s))", flush=True)
    node = press(app, "Tab")
    check(node.name == "Right to Left", f"Tab from Reduce Motion went to {node.name!r}")
    said(reader, 0)
    for keyname, name, on in (("space", "Right to Left", True), ("space", "Right to Left", False)):
        toggle_heard(heard, reader, app, keyname, name, on, "focused")
    heard.done()


# 3. Searching speaks the result count
def test_searching_speaks_the_result_count():
    # Ctrl+F, then a query with one result and one with several; the counts are the app's own
    # (`swipeblocks search QUERY`), and Orca must speak "1 result", "N results".
    reader, app, _ = launch()
    heard = Heard(reader, "search")
    since = key(reader, app, "ctrl+f")
    entry = app.find("entry", "Search blocks", timeout=15)
    wait_until(lambda: focused(app) == entry, timeout=15, message="the search entry to have focus")
    heard.expect([r"Search blocks"], since, "Ctrl+F")
    print(f"  Ctrl+F: {said(reader, since)}", flush=True)
    for query in ("row", "card"):
        out = subprocess.run([harness.BINARY, "search", query], capture_output=True, text=True, timeout=30).stdout
        count = int(re.search(r"(\d+) blocks? found", out).group(1))
        check(count >= 1, f"`swipeblocks search {query}` found nothing")
        words = "1 result" if count == 1 else f"{count} results"
        if query != "row":
            key(reader, app, "ctrl+a", settle=0.3)
        since = key(reader, app, f"type:{query}")
        ok = heard.expect([rf"^{words}\b"], since, f"typing {query!r} ({words})")
        print(f"  typing {query!r}: {[r['text'] for r in reader.records(since, keys=True)]}"
              f"{'' if ok else '   <- WRONG'}; entry description {entry.description!r}", flush=True)
        said(reader, since)
        counts = [t for t in reader.spoken(since) if re.match(r"^\d+ results?\b", t)]
        if counts and not counts[-1].startswith(words):   # a count while typing may differ; not the last
            heard.problems.append(f"typing {query!r}: the last count spoken is {counts[-1]!r}, not {words!r}")
    # Tab from the entry to the one result, a block other than the one shown: heard by its title,
    # never "not selected" (a block reached by Tab is chosen, as one reached by Down is).
    since = key(reader, app, "Tab")
    heard.expect([r"^Full-Swipe Card List\b"], since, "Tab to the result")
    print(f"  Tab to the result: {said(reader, since)}", flush=True)
    heard.never(r"\bnot selected\b", since, "the search result: 'not selected'")
    heard.done()


# 4. Actions and removed rows are announced
def test_actions_are_announced_and_a_removed_row_hands_over_to_the_next():
    heard = Heard(orca(), "actions")
    # Return completes the first completion row: it goes, and the next row is heard.
    reader, app, _ = launch("--block", "completion-swipe-row")
    first_row(app, "Water the plants")
    said(reader, 0)
    since = key(reader, app, "Return")
    app.wait_event("completed", row=0)
    heard.expect([r"^Call the dentist\b"], since, "completion row: Return (the next row)")
    spoken = said(reader, since)
    again = [t for t in spoken if t.startswith("Water the plants")]
    print(f"  completion-swipe-row Return: {spoken} (the completed row said again: {again or 'no'})", flush=True)
    app.close()
    # Delete on the first action row: it goes, and the next row is heard.
    reader, app, _ = launch("--block", "swipe-action-row")
    first_row(app, "Weekly report")
    said(reader, 0)
    since = key(reader, app, "Delete")
    app.wait_event("action", name="delete", row=0)
    heard.expect([row_words(*demo_rows("swipe-action-row")[1]), rf"^{toast_words('‘Weekly report’ deleted')}"], since,
                 "action row: Delete (the next row, then the toast)")
    print(f"  swipe-action-row Delete: {said(reader, since)}", flush=True)
    app.close()
    # The card list: Right opens the leading side on Unread; Return runs it and the row stays:
    # "Marked as unread". Left opens the trailing side on Archive: "Archived".
    reader, app, _ = launch("--block", "full-swipe-card-list")
    first_row(app, "Quarterly planning")
    said(reader, 0)
    for opener, button, action, words in (("Right", "Unread", "unread", "Marked as unread"),
                                          ("Left", "Archive", "archive", "Archived")):
        since = key(reader, app, opener)
        heard.expect([rf"^{button}\b"], since, f"card list: {opener} (its first button)")
        print(f"  full-swipe-card-list {opener}: {said(reader, since)}", flush=True)
        since = key(reader, app, "Return")
        app.wait_event("action", name=action, row=0)
        ok = heard.expect([rf"^{words}\b"], since, f"card list: Return on {button}")
        spoken = said(reader, since)
        print(f"  full-swipe-card-list Return on {button}: {spoken}{'' if ok else '   <- WRONG'} "
              f"({words!r} {sum(t.strip('.') == words for t in spoken)} time(s))", flush=True)
    # Not asserted: whether the announcement stays as the row's description, heard again on
    # every later visit (Down, then Up back to the row).
    press(app, "Down")
    since = key(reader, app, "Up")
    in_order(reader, since, [r"^Quarterly planning\b"], timeout=8)
    print(f"  full-swipe-card-list Down, Up back to the row: {said(reader, since)}", flush=True)
    app.close()
    heard.done()


def toast_words(title):
    """A pattern for what Orca hears of a toast with Undo: its title and how to undo."""
    return re.escape(f"{title}. Press Ctrl+Z to undo.")


def wait_count(app, kind, row, count):
    """Waits until the app has printed `count` events of `kind` for demo row `row`."""
    wait_until(lambda: len([e for e in app.events() if e["kind"] == kind and e.get("row") == row]) >= count,
               timeout=10, message=f"{count} {kind} event(s) of row {row}")


def test_swipe_to_dismiss_says_what_went_and_both_undos_bring_it_back_with_focus():
    # Swipe to Dismiss, keys only: Right on "Rain from 4 pm" dismisses it; Orca says the next
    # row, then the toast ("‘Rain from 4 pm’ dismissed. Press Ctrl+Z to undo."). Ctrl+Z brings it
    # back, focused and heard. Right again, then Shift+Tab back to the toast at the window's
    # end: its Dismiss button is heard in words, then Undo; Return on Undo brings the row back,
    # focused and heard (not the window's first widget). Then a combo row's list (Space on "Swipe Directions") is heard by the
    # parameter's name, and Copy's toast is heard. No class name from launch to the end.
    reader, app, launched = launch("--block", "swipe-to-dismiss")
    heard = Heard(reader, "dismiss and undo")
    rows = demo_rows("swipe-to-dismiss")
    first_row(app, rows[0][0])
    press(app, "Down", "Down")
    check(app.is_row(focused(app), "Rain from 4 pm"), f"Down, Down focused {describe(focused(app))}")
    said(reader, 0)
    for attempt, undo in enumerate(("ctrl+z", "the Undo button")):
        since = key(reader, app, "Right")
        wait_count(app, "removed", 2, attempt + 1)
        heard.expect([row_words(*rows[3]), rf"^{toast_words('‘Rain from 4 pm’ dismissed')}"], since,
                     f"Right on 'Rain from 4 pm' ({attempt + 1}): the next row, then the toast")
        print(f"  Right: {said(reader, since)}", flush=True)
        if undo == "ctrl+z":
            since = key(reader, app, "ctrl+z")
        else:
            # Shift+Tab to the toast's buttons, past the window's first widget: Dismiss, then Undo.
            since = reader.mark()
            node = tab_until(app, lambda n: n.name == "Dismiss", key="shift+Tab", limit=12, what="the toast's Dismiss")
            check(node is not None and node.name == "Dismiss" and node.getRoleName() == "push button",
                  f"the toast's Dismiss is {describe(node)}")
            heard.expect([r"^Dismiss push button\b"], since, "Shift+Tab to the toast's Dismiss button")
            node = press(app, "shift+Tab")
            check(node is not None and node.name == "Undo", f"Shift+Tab from Dismiss focused {describe(node)}")
            heard.expect([r"^Undo push button\b"], since, "Shift+Tab to the toast's Undo button")
            print(f"  Shift+Tab to the toast: {said(reader, since)}", flush=True)
            since = key(reader, app, "Return")
        wait_count(app, "restored", 2, attempt + 1)
        wait_until(lambda: app.is_row(focused(app), "Rain from 4 pm"), timeout=10,
                   message=f"focus on the restored row after {undo}")
        heard.expect([row_words(*rows[2])], since, f"{undo}: the restored row")
        print(f"  {undo}: {said(reader, since)}", flush=True)
    # A combo row's list: Tab to Swipe Directions, Space opens its list, Escape closes it.
    node = tab_until(app, lambda n: (n.name or "").startswith("Swipe Directions"), limit=20, what="Swipe Directions")
    check(node.getRoleName() == "combo box", f"Swipe Directions is a {node.getRoleName()}")
    said(reader, 0)
    since = key(reader, app, "space")
    heard.expect([r"^Swipe Directions\.?$", r"^List with 3 items\b", r"^Start and End\b"], since,
                 "Space on Swipe Directions (its list)")
    print(f"  Space on Swipe Directions: {said(reader, since)}", flush=True)
    since = key(reader, app, "Escape")
    heard.expect([r"^Swipe Directions: Start and End combo box\b"], since, "Escape from the list")
    # The drag plot on a first visit: its name and its sentence, once (GTK 4.8 sends a widget's
    # description as a change at its first focus, which Orca 43 speaks though it has just read
    # it: "Last drag image. No drag yet. No drag yet", unless the window sends it before).
    since = reader.mark()
    tab_until(app, lambda n: n.name == "Last drag", limit=4, what="the drag plot")
    heard.expect([r"^Last drag\b"], since, "Tab to the drag plot")
    spoken = said(reader, since)
    times = sum(len(re.findall(r"No drag yet", t)) for t in spoken)
    if times != 1:
        heard.problems.append(f"Tab to the drag plot: 'No drag yet' spoken {times} times: {spoken}")
    print(f"  Tab to the drag plot: {spoken}", flush=True)
    # Copy's toast is heard too, where focus stays (on the button).
    tab_until(app, lambda n: n.name == "Copy API table as Markdown", limit=4, what="Copy API table as Markdown")
    said(reader, 0)
    since = key(reader, app, "Return")
    heard.expect([r"^API table copied\b"], since, "Return on Copy API table as Markdown (its toast)")
    print(f"  Return on Copy API table: {said(reader, since)}", flush=True)
    heard.never(CLASS_NAME, launched, "a class name")
    app.close()
    heard.done()


@SECOND_ORCA
def test_the_swipe_group_buttons_say_what_they_did():
    # The card list's Open Leading, Open Trailing and Close Row open and close the first row from
    # code; focus stays on the button and the row's buttons come and go unheard, so each says what
    # it did: the row and the actions it shows, the row closed, or that no row is open.
    reader, app, launched = launch("--block", "full-swipe-card-list")
    heard = Heard(reader, "swipe group buttons")
    title = re.escape(demo_rows("full-swipe-card-list")[0][0])
    for button, words, event in (("Open Leading", rf"^‘{title}’ open\. Actions: Unread\.", "opened"),
                                 ("Open Trailing", rf"^‘{title}’ open\. Actions: Delete, Archive\.", "opened"),
                                 ("Close Row", rf"^‘{title}’ closed\b", "closed"),
                                 ("Close Row", r"^No row is open\b", None)):
        node = focused(app)
        if node is None or node.name != button:
            since = reader.mark()
            node = tab_until(app, lambda n: n.name == button, limit=12, what=button)
            # Orca has spoken the button before Return (a busy Orca can be quiet a while first):
            # read after the announcement is set, the button would be read with it, then the
            # change heard too.
            heard.expect([rf"^{button} push button\b"], since, f"Tab to {button}")
        said(reader, 0)
        before = len([e for e in app.events() if e["kind"] == event])
        since = key(reader, app, "Return")
        if event:
            wait_until(lambda: len([e for e in app.events() if e["kind"] == event and e.get("row") == 0]) > before,
                       timeout=10, message=f"the first row {event} after Return on {button}")
        ok = heard.expect([words], since, f"Return on {button}")
        spoken = said(reader, since)
        if ok and len([t for t in spoken if re.match(words, t)]) != 1:
            heard.problems.append(f"Return on {button}: what it did said more than once: {spoken}")
        print(f"  Return on {button}: {spoken}{'' if ok else '   <- WRONG'}", flush=True)
    heard.never(CLASS_NAME, launched, "a class name")
    app.close()
    heard.done()


def text_height(app, node):
    """How tall the words a toast's label shows are, in pixels: from the first to the last row of
    the label with light pixels on a mostly dark ground in its middle three fifths (a toast's
    words are light on its dark ground; the window's light ground, which the label's extents
    reach round the toast's corners, is not)."""
    x, y, width, height = app.extents(node)
    screen = harness.Screen()
    middle = range(width // 5, width - width // 5)
    light = [sum(sum(screen.rgb(x + i, y + j)) > 540 for i in middle) for j in range(height)]
    rows = [j for j in range(height) if 0 < light[j] < len(middle) / 2]
    return rows[-1] - rows[0] + 1 if rows else 0


@SECOND_ORCA
def test_a_removals_toast_is_read_whole_at_a_phones_width():
    # libadwaita 1.2's toast title is one line, cut short with "…": at 360 px "‘Rain from 4 pm’
    # dismissed" beside Undo lost its end. The window's toast title wraps instead: at 360 px its
    # words take two lines, inside the window, where at 1366 px they take one. (No Orca: what is
    # seen; the label's extents are the toast's height either way.)
    app = App("--block", "swipe-to-dismiss")
    resize(app, 1366)
    first_row(app, demo_rows("swipe-to-dismiss")[0][0])
    press(app, "Down", "Down")
    check(app.is_row(focused(app), "Rain from 4 pm"), f"Down, Down focused {describe(focused(app))}")
    app.key("Right")
    app.wait_event("removed", row=2)
    title = "‘Rain from 4 pm’ dismissed"
    toast_undo(app, title)   # the toast shown and still (it slides in)
    label = next(n for n in app.find_all("label", title) if app.is_showing(n))
    wide = text_height(app, label)
    resize(app, 360, 640)
    window_x, _ = app.window_origin()

    def narrow():
        x, _, width, _ = app.extents(label)
        return text_height(app, label) >= 1.5 * wide and x >= window_x and x + width <= window_x + 360
    try:
        wait_until(narrow, timeout=5)
    except harness.Failure:
        x, _, width, _ = app.extents(label)
        check(False, f"at 360 px the toast's words are {text_height(app, label)} px tall (at 1366 px {wide} px: one "
                     f"line), the label {width} px wide at x {x - window_x}: cut short, or out of the window")
    print(f"  the toast's words: {wide} px tall at 1366 px, {text_height(app, label)} px at 360 px", flush=True)
    app.close()


# 5. No GTK class name over a whole Tab round, and the row menu in words
def menu_heard(heard, reader, app, block, row):
    """Menu on a demo row: the first item is heard; Down walks every item, each heard by its name
    in words; Escape gives the row back."""
    # Where the menu opens, a resting pointer would select the item under it (GTK's hover: the
    # menu then starts on, or Down lands on, another item than the keys chose).
    harness.park_pointer()
    since = key(reader, app, "Menu")
    item = wait_until(lambda: (lambda n: n if n is not None and n.getRoleName() == "menu item" else None)(focused(app)),
                      timeout=15, message=f"{block}: a menu item focused after Menu")
    names = [n.name for n in app.find_all("menu item") if app.is_showing(n)]
    check(names and all(re.fullmatch(r"[A-Z][a-z]+( [a-z]+)*", n or "") for n in names),
          f"{block}: the row menu's items are not named in words: {names}")
    heard.expect([rf"^{re.escape(item.name)}\b"], since, f"{block}: Menu (its first item)")
    for _ in names[1:]:
        step = key(reader, app, "Down")

        def moved():
            n = focused(app)
            return n if n is not None and n.getRoleName() == "menu item" and n != item else None
        try:
            item = wait_until(moved, timeout=5, message=f"{block}: Down in the row menu")
        except harness.Failure:
            # Under load a key can be lost on its way through X and AT-SPI before Orca or the menu
            # sees it (Orca's transcript then has no Down at all): pressed again, once, as a
            # person would. A Down that Orca did receive must have moved the focus.
            received = [r for r in reader.records(step, keys=True) if r["kind"] == "key" and r["text"].lower() == "down"]
            check(not received, f"{block}: Down reached Orca but not the row menu")
            key(reader, app, "Down")
            item = wait_until(moved, timeout=15, message=f"{block}: Down in the row menu")
        heard.expect([rf"^{re.escape(item.name)}\b"], step, f"{block}: Down to menu item {item.name!r}")
    spoken = said(reader, since)
    step = key(reader, app, "Escape")
    wait_until(lambda: (lambda n: n is not None and app.is_row(n, row))(focused(app)), timeout=15,
               message=f"{block}: the row {row!r} focused after Escape")
    print(f"  {block} row menu {names}: {spoken}", flush=True)
    # Orca speaks the row again once it is back on it (after the window's name: GTK re-activates
    # the window as the popover goes). Wait for that, not for a pause: a busy Orca can be quiet
    # for seconds with the menu's events still queued, and a key pressed then meets its focus on
    # the dead menu item (Orca does not echo it).
    heard.expect([rf"^{re.escape(row)}\b"], step, f"{block}: Escape from the row menu (the row again)")
    said(reader, step, quiet=0.5)


# One block of each kind: what Orca speaks on a round depends on the kind's widgets and its row
# menu; the two card-list blocks differ in options, not in what there is to speak, and a behaviour's
# block is one of those kinds again.
ONE_OF_EACH_KIND = [b for b in BLOCKS if b != "list-row-swipe-actions" and b not in BEHAVIOURS]


TITLE = dict(zip(BLOCKS, TITLES))


def repeated(spoken):
    """The utterances that only say again the one before them, or its end: a description read
    twice ("Search (Ctrl+F)", "Search (Ctrl+F)"). Orca's own "Text unselected" (a spin button's
    text, selected as Tab reached it, as Tab leaves it) may follow itself from one to the next."""
    def said_again(a, b):
        a, b = a.strip(" ."), b.strip(" .")
        return b and b != "Text unselected" and (a == b or a.endswith(". " + b))
    return [(a, b) for a, b in zip(spoken, spoken[1:]) if said_again(a, b)]


def wrong_counts(app, spoken):
    """"List with N items" said of the parameter panel where N is not the rows it shows (GTK
    counts its list items: a combo row is none)."""
    panel = next((n for n in app.find_all("list", "Parameters") if app.is_showing(n)), None)
    shown = panel and len([row for row in panel if app.is_showing(row)])
    return [f"{a} {b} ({shown} rows shown)" for a, b in zip(spoken, spoken[1:])
            if re.match(r"^Parameters\b", a) and (m := re.match(r"^List with (\d+) items?", b)) and int(m.group(1)) != shown]


# One test a kind, each with the second Orca (see the module's docstring).
@pytest.mark.slow
@SECOND_ORCA
@pytest.mark.parametrize("block", ONE_OF_EACH_KIND)
def test_every_kind_speaks_no_class_name_over_a_tab_round_and_its_row_menu(block):
    # From launch (focus on the block in the sidebar) Tab until Orca speaks that block's name
    # again: a whole round. Every Tab must be heard (Orca silent on a focus stop is a problem);
    # at the first demo row the row menu is walked (menu_heard). No utterance from launch to the
    # end may hold "Gtk" and a capital, nor say a row or a block "not selected" (the focused row
    # says it is selected), nor be what the one before it said (a tooltip read twice), nor count
    # the parameter panel's rows wrong. (The focus is followed by what Orca says, not by AT-SPI:
    # test_keyboard's Tab audit checks the focusables' names and order; reading the whole tree
    # for the focus at every stop would double this scenario's time.)
    reader, app, launched = launch("--block", block)
    heard = Heard(reader, f"Tab round of {block}")
    start = focused(app)
    check(start is not None and start.getRoleName() == "list item" and start.name == TITLE[block],
          f"{block}: at launch focus is on {describe(start)}")
    home = re.compile(rf"^{re.escape(TITLE[block])}\b")
    first = re.compile(rf"^{row_words(*demo_rows(block)[0])}")
    stops, menu_done, counts = [], False, []
    for _ in range(60):
        since = key(reader, app, "Tab")
        # This Tab's words: what Orca speaks after it echoes the key (not the end of what it said
        # for the stop before); Orca speaks a focus stop's utterances in one go. The first Tab in
        # a new window Orca does not see (it missed the window's activation; see
        # Orca.warm_up_keys): there, all it says.

        def after_echo(echoed=bool(stops)):
            records = reader.records(since, keys=True)
            echo = next((i for i, r in enumerate(records) if r["kind"] == "key" and r["text"] == "tab"),
                        None if echoed else -1)
            return [] if echo is None else [r["text"] for r in records[echo + 1:] if r["kind"] != "key"]
        try:
            wait_until(after_echo, timeout=15, interval=0.05)
        except harness.Failure:
            heard.problems.append(f"{block}: Orca said nothing on Tab {len(stops) + 1} (after "
                                  f"{stops[-1][-1] if stops else 'the start'!r}): {reader.transcript(since)}")
            stops.append(["(silent)"])
            continue
        reader.wait_quiet(quiet=0.15, timeout=4, since=since)
        spoken = after_echo()
        stops.append(spoken)
        if any(t.startswith("Parameters") for t in spoken):
            counts += wrong_counts(app, spoken)
        if any(home.search(t) for t in spoken):
            break
        if not menu_done and any(first.search(t) for t in spoken):
            menu_heard(heard, reader, app, block, demo_rows(block)[0][0])
            menu_done = True
    else:
        heard.problems.append(f"{block}: 60 Tabs never came back to {TITLE[block]!r}")
    said(reader, 0, quiet=0.3)
    heard.never(CLASS_NAME, launched, f"{block}: a class name")
    # "not selected" after anything: a block, a demo row (the library's focused row says it is
    # selected), a parameter.
    spoken = reader.spoken(launched)
    heard.problems += [f"{block}: {a!r}, then 'not selected'" for a, b in zip(spoken, spoken[1:]) if re.match(r"^not selected\b", b)]
    # Run's description (what to install, where a tool is missing) is Run's own (its panel sets
    # it before the page shows): printed, not asserted here.
    run = next((n for n in app.find_all("push button") if (n.name or "").startswith("Run the ")), None)
    run_words = (run.description if run is not None else "").strip(" .")
    twice = repeated(reader.spoken(launched))
    heard.problems += [f"{block}: said twice: {a!r}, then {b!r}" for a, b in twice if not run_words or b.strip(" .") != run_words]
    heard.problems += [f"{block}: the parameters counted wrong: {c}" for c in counts]
    check(menu_done, f"{block}: the Tab round met no demo row (Orca never spoke {first.pattern!r})")
    print(f"  {block}: {len(stops)} Tabs, what each made Orca say first: {[s[0] for s in stops]}", flush=True)
    print(f"    class names heard: {[t for t in reader.spoken(launched) if CLASS_NAME.search(t)] or 'none'}", flush=True)
    print(f"    Run's description said twice: {[b for _, b in twice if run_words and b.strip(' .') == run_words] or 'no'}", flush=True)
    app.close()
    heard.done()


@SECOND_ORCA
def test_a_second_orca_starts_speaks_and_stops_cleanly():
    # A second Orca in the same session (its "another Orca is running" check is out of the
    # way) starts, speaks and stops without leaving a process behind.
    orca()
    with Orca() as second:
        second.wait_for(r"Screen reader on")
        pids = [second.orca.pid, second.speechd.pid]
    check(second.spoken()[-1] == "Screen reader off.", f"a stopping Orca said {second.spoken()}")
    for pid in pids:
        check(not os.path.exists(f"/proc/{pid}"), f"process {pid} still runs after stop()")


# The diagnostic walk
def describe(node, app=None):
    """`role 'name'` and what else a screen reader reads from it (states, description, position);
    with `app`, the demo row a list cell holds."""
    if node is None:
        return "(nothing focused)"
    try:
        parts = [f"{node.getRoleName()} {node.name!r}"]
        row = _demo_row_inside(app, node) if app is not None else None
        if row is not None and row != node:
            parts.append(f"(holds {row.getRoleName()} {row.name!r})")
        states = node.getState()
        for state, word in ((pyatspi.STATE_CHECKED, "checked"), (pyatspi.STATE_PRESSED, "pressed"),
                            (pyatspi.STATE_SELECTED, "selected"), (pyatspi.STATE_EXPANDED, "expanded")):
            if states.contains(state):
                parts.append(word)
        if node.description:
            parts.append(f"desc={node.description!r}")
        parent = node.parent
        if parent is not None:
            parts.append(f"in {parent.getRoleName()} {parent.name!r} [{node.getIndexInParent() + 1}/{parent.childCount}]")
        return " ".join(parts)
    except Exception as error:  # noqa: BLE001
        return f"(vanished: {error})"


def diagnose(block=None, tabs=40, out=print):
    """Tabs `tabs` times and Shift+Tabs back, then, once a demo row has focus, Down, Up, Return,
    Delete, Menu and Shift+F10; for each key, what Orca spoke (key echo apart) and what AT-SPI
    calls focused."""
    reader, app, launched = launch(*(("--block", block) if block else ()))
    title = [_title(app)]
    out(f"== {block or '(default block)'}: window {title[0]!r}; at start Orca spoke {reader.spoken(launched)}; "
        f"AT-SPI {describe(focused(app), app)}")

    def step(key, label=None):
        since = reader.mark()
        events_before = len(app.events())
        app.key(key)
        reader.wait_quiet(quiet=1.0, timeout=5, since=since)
        node = focused(app)
        reader.wait_quiet(quiet=0.3, timeout=2, since=since)   # anything said while AT-SPI was read
        heard = reader.spoken(since)
        keys = [r["text"] for r in reader.records(since, keys=True) if r["kind"] == "key"]
        now = _title(app)
        changed = f"  | title now {now!r}" if now != title[0] else ""
        title[0] = now
        events = [" ".join(str(v) for k, v in e.items() if k in ("kind", "row", "edge", "action"))
                  for e in app.events()[events_before:]]
        out(f"{label or key:>10}: {heard!r}  | AT-SPI {describe(node, app)}{changed}" +
            (f"  | echo {keys}" if keys else "") + (f"  | app events {events}" if events else ""))
        return node

    row_stop = None
    for i in range(1, tabs + 1):
        node = step("Tab", f"Tab {i}")
        if row_stop is None and node is not None and _is_demo_row(app, node):
            row_stop = i
    for i in range(1, 16):
        step("shift+Tab", f"S-Tab {i}")
    # Back to a demo row (or its list cell) by Tab from the start of the window.
    app.close()
    reader, app, _ = launch(*(("--block", block) if block else ()))
    title[0] = _title(app)
    if row_stop is None:
        out("  (no Tab stop was a demo row or its cell)")
        app.close()
        return
    for _ in range(row_stop):
        app.key("Tab")
        time.sleep(0.3)
    reader.wait_quiet(quiet=0.6, timeout=4)
    out(f"  again at Tab {row_stop}, a demo row: AT-SPI {describe(focused(app), app)}")
    for key in ("Down", "Up"):
        step(key)
    for key in ("Return", "Delete", "Menu", "Escape", "shift+F10", "Escape"):
        step(key)
    app.close()


def _title(app):
    try:
        return next((n.name for n in app.root if n.getRoleName() == "frame"), None)
    except Exception:  # noqa: BLE001
        return None


def _demo_row_inside(app, node, depth=3):
    """The demo row (the panel with row.* actions) that `node` is or holds, if any."""
    try:
        if app.has_action(node, "row.menu"):
            return node
        if depth == 0:
            return None
        for child in node:
            row = _demo_row_inside(app, child, depth - 1)
            if row is not None:
                return row
    except Exception:  # noqa: BLE001
        return None
    return None


def _is_demo_row(app, node):
    """A demo row or its list cell."""
    return _demo_row_inside(app, node) is not None


def extras(out=print):
    """Other keys a keyboard user tries: Orca's Where Am I (KP_Enter) on a demo row and a block,
    Down/Up in the block list, the header toggles by shortcut and by Space, and search; then,
    for comparison, the row keys on a row focused by a click."""
    def run(app, keys, label):
        for key in keys:
            since = _orca.mark()
            if key.startswith("type:"):
                app.type(key[5:])
            else:
                app.key(key)
            _orca.wait_quiet(quiet=1.0, timeout=5, since=since)
            node = focused(app)
            _orca.wait_quiet(quiet=0.3, timeout=2, since=since)
            heard = [r["text"] if r["kind"] != "key" else f"key:{r['text']}" for r in _orca.records(since, keys=True)]
            out(f"{label:>9} {key:>10}: {heard!r}  | AT-SPI {describe(node, app)}")

    _, app, _ = launch()
    run(app, ["Tab", "KP_Enter", "KP_Enter", "shift+Tab", "KP_Enter", "shift+Tab", "KP_Enter", "Down", "Up"], "whereami")
    app.close()
    _, app, _ = launch()
    run(app, ["Tab", "ctrl+m", "ctrl+m", "ctrl+r", "ctrl+r"], "shortcut")
    run(app, ["shift+Tab"] * 4 + ["space", "space", "KP_Enter"], "toggle")
    app.close()
    _, app, _ = launch()
    run(app, ["ctrl+f", "type:check", "Tab", "Tab"], "search")
    app.close()
    # For comparison (the one place with a click): a clicked row has the focus itself, not its
    # list cell, and its keys work there.
    for block, row, keys in (("completion-swipe-row", "Buy groceries", ["Return"]),
                             ("swipe-action-row", "Flight update", ["Delete", "shift+F10"]),
                             ("full-swipe-card-list", "Lunch next week?", ["shift+F10", "Down", "Escape"])):
        _, app, _ = launch("--block", block)
        since, before = _orca.mark(), len(app.events())
        app.click(*app.center(app.find("panel", row)))
        _orca.wait_quiet(quiet=1.0, timeout=5, since=since)
        out(f"    click {row!r}: {_orca.spoken(since)!r}  | AT-SPI {describe(focused(app), app)}")
        for key in keys:
            before = len(app.events())
            run(app, [key], "clicked")
            events = [" ".join(str(v) for k, v in e.items() if k in ("kind", "row", "name"))
                      for e in app.events()[before:]]
            if events:
                out(f"{'':>21}app events {events}")
        app.close()


def main():
    """test_orca.py BINARY [--position] [BLOCK|extras]…: the diagnostic walk of each BLOCK
    ("" for the default one; default: "", swipe-action-row, full-swipe-card-list) or the extras;
    --position turns on Orca's "speak object position" (off by default)."""
    global _orca
    harness.BINARY = os.path.abspath(sys.argv[1])
    args = sys.argv[2:]
    if "--position" in args:
        args.remove("--position")
        _orca = Orca(settings=POSITION_SPEAKING).start()
    blocks = args or ["", "swipe-action-row", "full-swipe-card-list"]
    try:
        for block in blocks:
            if block == "extras":
                orca()
                extras(out=lambda line: print(line, flush=True))
            else:
                diagnose(block or None, out=lambda line: print(line, flush=True))
            harness.close_all()
        print(f"Orca started in {orca().start_seconds:.2f}s")
    finally:
        harness.close_all()
        stop_orca()


if __name__ == "__main__":
    main()


def test_the_folded_window_says_where_return_and_back_lead():
    # At a phone's width the block list and the page fold: Return on a block brings its page,
    # and Orca says so by the button that leads back; Alt+Left brings the list and its block.
    # (Started on no block, the window folds onto the list.)
    reader, app, _ = launch()
    resize(app, 360, 640)
    reader.wait_quiet(quiet=0.5, timeout=4)   # what the resize made Orca say, over
    heard = Heard(reader, "folded")
    since = key(reader, app, "Return")
    heard.expect([r"Back to Blocks"], since, "Return on a block, folded")
    print(f"  Return: {said(reader, since)}", flush=True)
    heard.never(CLASS_NAME, since, "Return on a block, folded (a class name)")
    since = key(reader, app, "alt+Left")
    heard.expect([r"Completion Swipe Row"], since, "Alt+Left back to the block list")
    print(f"  Alt+Left: {said(reader, since)}", flush=True)
    heard.done()


def test_narrowing_onto_a_blocks_page_says_the_way_back():
    # Folding keeps the page being read (issue 37): opened on a block, focus on the list, the
    # window narrowed to a phone's width shows the page with focus on Back, and Orca says so.
    reader, app, _ = launch("--block", "swipe-action-row")
    resize(app, 1366)
    reader.wait_quiet(quiet=0.5, timeout=4)
    heard = Heard(reader, "narrowed")
    since = reader.mark()
    resize(app, 360, 640)
    heard.expect([r"Back to Blocks"], since, "narrowing a window open on a block")
    print(f"  narrowed: {said(reader, since)}", flush=True)
    heard.never(CLASS_NAME, since, "narrowing a window open on a block (a class name)")
    heard.done()


# Last: it restarts Orca with other settings (tests run in the order they are written).
@SECOND_ORCA
def test_with_position_speaking_moving_to_a_demo_row_speaks_its_position():
    # "Speak object position" on (a user setting): on the action row Tab to the first row, Down,
    # Down, then Tab to the fourth: "1 of 4" … "4 of 4", each after the title and subtitle; the
    # card list's rows by Tab, Down, Down: "1 of 10", "2 of 10", "3 of 10". And the block list's
    # item: Swipe Action Row, the fourth in the list, is "4 of" the blocks listed.
    heard = Heard(orca(POSITION_SPEAKING), "position speaking on demo rows")
    for block, move in (("swipe-action-row", "Down"), ("full-swipe-card-list", "Down")):
        reader, app, _ = launch("--block", block, settings=POSITION_SPEAKING)
        if block == "swipe-action-row":
            # The block list too: Shift+Tab to Main Menu and Tab back to the block, the fourth in
            # the sidebar: "4 of" every block listed.
            since = reader.mark()
            press(app, "shift+Tab")
            # Orca must have taken the move to Main Menu before the Tab back: a focus it has not
            # yet processed when the next comes in it skips, and the block would be no change.
            in_order(reader, since, [r"^Main Menu\b"], timeout=10)
            since = reader.mark()
            node = press(app, "Tab")
            check(node is not None and node.name == "Swipe Action Row", f"Tab back to the sidebar focused {describe(node)}")
            number = f"{LISTED.index(block) + 1} of {len(LISTED)}"
            ok = heard.expect([r"^Swipe Action Row\b", rf"^{number}\b"], since, "the block list: Tab to Swipe Action Row")
            print(f"  block list: Tab to Swipe Action Row: {said(reader, since)}{'' if ok else '   <- WRONG'}", flush=True)
        positions_heard(heard, reader, app, block, move, where_am_i=False)
        if block == "swipe-action-row":
            since = reader.mark()
            node = press(app, "Tab")
            title, subtitle = demo_rows(block)[3]
            check(app.is_row(node, title), f"Tab from row 3 focused {node and node.name!r}")
            heard.expect([row_words(title, subtitle), r"^4 of 4\b"], since, f"{block}: Tab to row 4")
            print(f"  {block} row 4: Tab: {said(reader, since)}", flush=True)
        app.close()
    heard.done()


# 2. The toggles speak their state
