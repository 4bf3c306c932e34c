"""Run, under a page's Usage, as a person meets it: from launch, keys only, they choose a
language, press Run, and the snippet shown runs as a program of its own in its own window — the
row the snippet makes, with the parameters the page showed — which goes when the catalogue
closes. A language whose tool is missing says what to install; a snippet that fails shows its
output in the page. The programs use the library built beside the binary (build/gir)."""
import os
import re
import subprocess
import tempfile

import pyatspi
import pytest

import harness
from harness import App, check, park_pointer, screen_reader, wait_until
from harness.catalog import LISTED, TITLES, title_of
from harness.keys import describe, nudge_spin, press, tab_until

TITLE = "Swipe Action Row"
LANGUAGES = ["Swift", "C", "Python", "JavaScript", "Vala"]


class OnABlock:
    """The window on `block`'s page, with `environment` over the usual one."""

    def __init__(self, block="swipe-action-row", **environment):
        self.extra = environment
        super().__init__("--block", block)

    def environment(self):
        return dict(super().environment(), **self.extra)


class Catalogue(OnABlock, App):
    pass


class HeardCatalogue(OnABlock, screen_reader.App):
    """The window as Orca reads it."""


class Pid:
    """A process the test did not start, as much of subprocess.Popen as App's reading needs."""

    def __init__(self, pid):
        self.pid = pid
        self.returncode = None

    def poll(self):
        try:
            return None if not self.zombie() else 0
        except (FileNotFoundError, ProcessLookupError):   # gone (even while its stat was read)
            return 0

    def zombie(self):
        with open(f"/proc/{self.pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] == "Z"


class Started(App):
    """The program Run started: its window found by its title, read over AT-SPI as the window is.
    `replacing`, a program that ended, is not it: the X server may show its window a moment after
    the process went (a new program's window may get the same id, not the same pid)."""

    def __init__(self, title, replacing=None):  # noqa: super().__init__ would start a catalogue
        def window():
            out = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", f"^{re.escape(title)}$"],
                                 capture_output=True, text=True).stdout.split()
            for w in out:
                pid = subprocess.run(["xdotool", "getwindowpid", w], capture_output=True, text=True).stdout.strip()
                if pid and (replacing is None or int(pid) != replacing.proc.pid):
                    return w
            return None
        # A first Swift run builds the library's package (about 30 s on 2 cores; later runs reuse it).
        self.window_id = wait_until(window, timeout=240, message=f"a window titled {title!r}")
        pid = subprocess.run(["xdotool", "getwindowpid", self.window_id], capture_output=True, text=True).stdout.strip()
        self.proc = Pid(int(pid))
        self.root = wait_until(self._find_accessible, timeout=20, message="the program on the AT-SPI bus")

    def alive(self):
        return self.proc.poll() is None


def close_window(window_id):
    """Asks the window to close (WM_DELETE_WINDOW), as a window manager's close button does, and
    returns once the X server has sent it on. A request flushed on a connection that closes at
    once can be lost under load: the program, idle in its main loop, never got it (in 9 of 23
    loaded runs of Run again; strace showed nothing reach its X socket, and a second request
    closed it). A round trip after it (sync) makes the server have handled it: 0 of 6 then."""
    from Xlib import X, display, protocol
    screen = display.Display()
    window = screen.create_resource_object("window", int(window_id))
    delete = screen.intern_atom("WM_DELETE_WINDOW")
    event = protocol.event.ClientMessage(window=window, client_type=screen.intern_atom("WM_PROTOCOLS"),
                                         data=(32, [delete, X.CurrentTime, 0, 0, 0]))
    window.send_event(event, event_mask=X.NoEventMask)
    screen.sync()
    screen.close()


def choose(app, language, key="Tab"):
    """Picks `language` in the usage's Language drop-down: Tab (or `key`) to it, Space, arrows, Return.
    The pointer is parked first: a list that opens under a pointer left there by an earlier test
    selects the choice under it (GTK's hover). The likely cause of 5 of 16 failures in one long
    session under Always Show Scroll Bars, where the list opens elsewhere; not reproduced alone."""
    park_pointer()
    node = tab_until(app, lambda n: n.name.startswith("Language: "), key=key, what="the Language drop-down")
    steps = LANGUAGES.index(language) - LANGUAGES.index(node.name.removeprefix("Language: "))
    press(app, "space", moves=True)
    for _ in range(abs(steps)):
        press(app, "Down" if steps > 0 else "Up", moves=True)
    node = press(app, "Return", moves=True)
    check(node is not None and node.name == f"Language: {language}", f"the drop-down says {describe(node)}")


def run_button(app, language):
    """Tabs to Run, named in words for the language shown."""
    return tab_until(app, lambda n: n.getRoleName() == "push button" and n.name == f"Run the {language} snippet",
                     what=f"Run the {language} snippet")


def said(app, button, words, timeout=60):
    """Waits for the page to show `words` under Run and the button to describe itself with them
    (what a screen reader speaks on the focused button)."""
    wait_until(lambda: words in (button.description or ""), timeout=timeout, message=f"Run's description to say {words!r}")
    check(app.find("label", words, timeout=5) is not None, f"the page does not show {words!r}")


# Swift's first run builds the library's package (about 30 s): slow.
@pytest.mark.parametrize("language", ["Python", "JavaScript", "C", "Vala", pytest.param("Swift", marks=pytest.mark.slow)])
def test_run_starts_the_snippet_with_the_parameters_shown_and_it_closes_with_the_window(language):
    app = Catalogue()
    nudge_spin(app, "Button Width", 3, 92)  # 80 → 92: the program must get it
    choose(app, language)
    button = run_button(app, language)
    app.key("Return")   # Started waits for the program's window
    program = Started(f"{TITLE} ({language})")
    # The row the snippet made, in a list, with its child, and its properties as the program got them.
    check(program.find("label", f"{TITLE} ({language})", timeout=20) is not None, "the program's row shows no label of its title")
    shown = program.find("label", re.compile(r"^button-width: "), timeout=20)
    lines = shown.name.splitlines()
    check("button-width: 92" in lines, f"the program got {lines}")
    check(program.find("list", timeout=5) is not None, "the row is not in a list")
    said(app, button, f"The {language} program is running in its own window.")
    # Closing the catalogue's window ends the program it started.
    subprocess.run(["xdotool", "windowfocus", "--sync", app.window_id], capture_output=True)
    app.key("ctrl+w")
    wait_until(lambda: app.proc.poll() is not None, timeout=20, message="the catalogue to close")
    wait_until(lambda: not program.alive(), timeout=10, message=f"the {language} program to end with the catalogue")
    app.close()


def test_a_program_run_from_the_page_ends_when_the_catalogue_is_killed():
    # However the catalogue ends — here SIGKILL, as a crash would end it, with no chance to clean
    # up — the program it started does not outlive it.
    app = Catalogue()
    choose(app, "Python")
    run_button(app, "Python")
    press(app, "Return", settle=0.5)
    program = Started(f"{TITLE} (Python)")
    app.proc.kill()
    wait_until(lambda: app.proc.poll() is not None, timeout=10, message="the catalogue to end on SIGKILL")
    harness._running.remove(app)  # killed on purpose: its ending is no failure
    wait_until(lambda: not program.alive(), timeout=10, message="the Python program to end with the killed catalogue")


def next_block(app, title):
    """Shows the next block, from the keyboard: Ctrl+F to the search, Tab to the block list (one
    stop, on the block shown), Down; waits for its page (the window is titled after it). The
    usage is then a few Shift+Tabs away (past the header's Search, at the end of the Tab round)."""
    subprocess.run(["xdotool", "windowfocus", "--sync", app.window_id], capture_output=True)
    press(app, "ctrl+f", moves=True)
    tab_until(app, lambda n: n.getRoleName() == "list item" and n.name in TITLES, limit=3, what="the block list")
    node = press(app, "Down", moves=True)
    check(node is not None and node.name == title, f"Down in the block list went to {describe(node)}, not {title!r}")
    wait_until(lambda: title in harness.xdotool("getwindowname", app.window_id), message=f"the page of {title}")


# Every block, in the block list's order, in runs of four: each run one window from launch, so
# that the parallel workers share a language's runs out (one window for all eleven blocks was
# the window stage's longest test but one).
RUNS = [(language, LISTED[i:i + 4]) for language in ("JavaScript", "Vala") for i in range(0, len(LISTED), 4)]


@pytest.mark.slow
@pytest.mark.parametrize("language, blocks", RUNS, ids=[f"{language}-{blocks[0]}" for language, blocks in RUNS])
def test_every_blocks_snippet_runs_as_it_is_shown(language, blocks):
    # The JavaScript and Vala usage are new beside C and Python (which test_gobject builds and
    # runs for every block): each block's, as its page shows it, runs and makes its row. A window
    # goes through the blocks of its run from the keyboard, as a person trying each would; showing
    # the next block ends the program of the one before.
    app = Catalogue(blocks[0])
    program = None
    for block, title in ((block, title_of(block)) for block in blocks):
        if program is not None:
            next_block(app, title)
            wait_until(lambda: not program.alive(), timeout=10, message="the program to end when another block is shown")
        choose(app, language, key="Tab" if program is None else "shift+Tab")
        button = run_button(app, language)
        app.key("Return")
        program = Started(f"{title} ({language})")
        check(program.find("label", f"{title} ({language})", timeout=20) is not None,
              f"{block}: the program's row shows no label of its title")
        check(program.find("label", re.compile(r"^[a-z-]+: "), timeout=20) is not None, f"{block}: the program shows no properties")
        said(app, button, f"The {language} program is running in its own window.")
    app.close()
    wait_until(lambda: not program.alive(), timeout=10, message="the program to end with the catalogue")


@pytest.mark.orca
def test_orca_hears_run_by_name_what_to_install_and_what_happened():
    folder = tempfile.mkdtemp(prefix="swipeblocks-path-")
    for tool in ("python3", "cc", "pkg-config"):
        os.symlink(f"/usr/bin/{tool}", os.path.join(folder, tool))
    with screen_reader.Orca() as reader:
        app = HeardCatalogue(PATH=folder, SWIPEBLOCKS_RUN_APPEND="#error this snippet fails on purpose\n")
        reader.wait_quiet(quiet=0.5, timeout=4)
        check(reader.warm_up_keys(), "Orca saw neither key of its warm-up (Tab, Shift+Tab)")
        choose(app, "JavaScript")
        since = reader.mark()
        run_button(app, "JavaScript")
        reader.wait_for(r"Run the JavaScript snippet", since=since)
        reader.wait_for(r"To run JavaScript, install gjs", since=since)
        choose(app, "C", key="shift+Tab")
        run_button(app, "C")
        since = reader.mark()
        app.key("Return")
        reader.wait_for(r"The C program did not build", since=since, timeout=30)
        print(f"  Orca: {reader.spoken(since)}", flush=True)
        app.close()


def test_run_again_restarts_the_program_and_closing_its_window_says_it_ended():
    app = Catalogue()
    choose(app, "Python")
    button = run_button(app, "Python")
    app.key("Return")
    first = Started(f"{TITLE} (Python)")
    subprocess.run(["xdotool", "windowfocus", "--sync", app.window_id], capture_output=True)
    app.key("Return")
    wait_until(lambda: not first.alive(), timeout=10, message="the first program to end when Run is pressed again")
    second = Started(f"{TITLE} (Python)", replacing=first)  # a program of another pid, or a timeout
    close_window(second.window_id)  # as a window manager's close button does
    wait_until(lambda: not second.alive(), timeout=10, message="the program to end with its window")
    said(app, button, "The Python program ended.")
    app.close()


def test_a_language_whose_tool_is_missing_says_what_to_install():
    # PATH with Python, a C compiler and pkg-config, but no gjs.
    folder = tempfile.mkdtemp(prefix="swipeblocks-path-")
    for tool in ("python3", "cc", "pkg-config"):
        os.symlink(f"/usr/bin/{tool}", os.path.join(folder, tool))
    app = Catalogue(PATH=folder)
    choose(app, "JavaScript")
    button = run_button(app, "JavaScript")
    check("To run JavaScript, install gjs." in (button.description or ""), f"Run describes itself as {button.description!r}")
    press(app, "Return", settle=1.0)
    said(app, button, "To run JavaScript, install gjs.")
    check(subprocess.run(["xdotool", "search", "--name", f"{TITLE} (JavaScript)"], capture_output=True).returncode != 0,
          "a JavaScript program started without gjs")
    # The languages whose tools are there still run.
    choose(app, "Python")
    check("install" not in (run_button(app, "Python").description or ""), "Python is said to be missing")
    app.close()


def test_a_snippet_that_fails_shows_its_error_output_in_the_page():
    # The test hook: SWIPEBLOCKS_RUN_APPEND is added to the end of the program Run writes.
    app = Catalogue(SWIPEBLOCKS_RUN_APPEND="#error this snippet fails on purpose\n")
    choose(app, "C")
    button = run_button(app, "C")
    app.key("Return")
    said(app, button, "The C program did not build.")
    output = app.find("label", re.compile("this snippet fails on purpose"), timeout=10)
    check("snippet.c" in output.name, f"the output shown is not the compiler's: {output.name[:300]!r}")
    expander = app.find(name="Output", timeout=5)
    check(expander is not None, "no Output expander")
    # Keys still reach Run after the failure, and Orca hears the outcome on it.
    check(button.getState().contains(pyatspi.STATE_FOCUSED), f"focus left Run: {describe(button)}")
    app.close()
