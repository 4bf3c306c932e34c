"""Programs other than the window, started as people start them: the Swift example apps
(Examples/), the GObject library's clients in C, Python and GJS, and the scripts of
Tests/gobject — each on the build tree's library (build/gir) unless told otherwise."""
import os
import subprocess
import tempfile

import pyatspi
import pytest

from harness import App, Failure, _running, check, wait_until
from harness.catalog import ROOT


class Example(App):
    """One example app; its standard output is the list of things it did."""

    def __init__(self, name, *args, title, command=None):
        # The Swift examples' binaries; another client passes the command that starts it.
        self.command = command or [os.path.join(ROOT, "Examples", name, ".build", "debug", name)]
        check(os.access(self.command[0], os.X_OK), f"{self.command[0]} is not built (make test builds the examples)")
        super().__init__(*args, title=title)

    def launch(self, args, env):
        """Starts the example (no --events: what it prints is its own)."""
        self.workdir = tempfile.mkdtemp(prefix="swipeblocks-example-")
        self.events_path = os.path.join(self.workdir, "stdout.txt")
        self.stderr_path = os.path.join(self.workdir, "stderr.txt")
        self.proc = subprocess.Popen([*self.command, *args], stdout=open(self.events_path, "w"),
                                     stderr=open(self.stderr_path, "w"), env=env, cwd=self.workdir)
        _running.append(self)

    def focused(self, title):
        return self.row(title).getState().contains(pyatspi.STATE_FOCUSED)

    def tab_to(self, title, limit=4):
        """Presses Tab until the row `title` has focus (none when it has focus already)."""
        for _ in range(limit):
            if self.focused(title):
                return
            self.key("Tab")
            try:   # the row's focused state, 0.3 s at most, before the next Tab
                wait_until(lambda: self.focused(title), timeout=0.3, interval=0.03)
                return
            except Failure:
                pass
        raise Failure(f"{limit} presses of Tab never focused {title!r}")

    def lines(self):
        with open(self.events_path) as f:
            return [line.rstrip("\n") for line in f if line.strip()]

    def wait_line(self, line, timeout=10.0):
        return wait_until(lambda: line in self.lines(), timeout=timeout, message=f"the app to print {line!r}")


def open_trailing(app, title):
    row = app.row(title)
    x, y, w, h = app.extents(row)
    app.drag(x + w - 40, y + h // 2, x + w - 200, y + h // 2)
    return row


def shown_buttons(app, title):
    return [b for b in app.find_all("push button", title) if app.is_showing(b)]


GIR = os.path.join(ROOT, "build", "gir")
CLIENTS = {
    "c": (["build/gir/inbox-c"], "Swipe from C"),
    "python": (["/usr/bin/python3", "Examples/python/inbox.py"], "Swipe from Python"),
    "javascript": (["/usr/bin/gjs", "-m", "Examples/gjs/inbox.js"], "Swipe from JavaScript"),
    "python-tasks": (["/usr/bin/python3", "Examples/python/tasks.py"], "Tasks"),
}


class Client(Example):
    """A client of libswipewidgets-0: one of CLIENTS, or the `command` given with its window's
    `title`; the library, the typelib and PyGObject's override from the build tree (build/gir,
    bindings/python), or from an installed prefix (`prefix`) alone."""

    def __init__(self, language, prefix=None, command=None, title=None):
        if command is None:
            command, title = CLIENTS[language]
        command = [c if c.startswith(("/", "-")) else os.path.join(ROOT, c) for c in command]
        self.prefix = prefix
        super().__init__(language, title=title, command=command)

    def environment(self):
        env = super().environment()
        if self.prefix is None:
            return dict(env, GI_TYPELIB_PATH=GIR, LD_LIBRARY_PATH=GIR, PYTHONPATH=os.path.join(ROOT, "bindings", "python"))
        env.pop("GI_TYPELIB_PATH", None)
        return dict(env, GI_TYPELIB_PATH=os.path.join(self.prefix, "lib", "girepository-1.0"),
                    LD_LIBRARY_PATH=os.path.join(self.prefix, "lib"))

    def loaded_library(self):
        """The path the running client loaded libswipewidgets-0 from."""
        with open(f"/proc/{self.proc.pid}/maps") as f:
            paths = {line.split()[-1] for line in f if "libswipewidgets-0.so" in line}
        check(len(paths) == 1, f"libswipewidgets-0 loaded from {sorted(paths) or 'nowhere'}")
        return paths.pop()


ENV = dict(os.environ, GI_TYPELIB_PATH=GIR, LD_LIBRARY_PATH=GIR, G_DEBUG="fatal-criticals", GDK_BACKEND="x11",
           PYTHONPATH=os.path.join(ROOT, "bindings", "python"))


def python(*arguments):
    return subprocess.run(["/usr/bin/python3", *arguments], cwd=ROOT, env=ENV, capture_output=True, text=True, timeout=120)


def quiet(stderr):
    """What a client wrote to stderr, less AT-SPI's own noise."""
    return [line for line in stderr.splitlines() if line.strip() and "dbind-WARNING" not in line]


def script_said(command, lines):
    """Runs a script of Tests/gobject (a command line, or a Python script's arguments), checks it
    exited 0 and printed each of `lines`; returns what it wrote to stderr, less AT-SPI's noise."""
    run = python(*command) if command[0].endswith(".py") else subprocess.run(
        command, cwd=ROOT, env=ENV, capture_output=True, text=True, timeout=120)
    name = next(part for part in command if part.startswith("Tests/"))
    check(run.returncode == 0, f"{name} exited {run.returncode}: {run.stdout[-800:]} {run.stderr[-1500:]}")
    for line in lines:
        check(line in run.stdout, f"{name} did not say {line!r}: {run.stdout}")
    return quiet(run.stderr)


# The tools find the library where an installed one would be found: pkg-config, the loader, introspection.
BUILD_ENV = dict(os.environ, PKG_CONFIG_PATH=GIR, LD_LIBRARY_PATH=GIR, GI_TYPELIB_PATH=GIR)


def compile_step(what, command, cwd=ROOT):
    """Runs a build step; a failure fails the tests that need it, with the tool's own words."""
    run = subprocess.run(command, cwd=cwd, env=BUILD_ENV, capture_output=True, text=True, timeout=300)
    if run.returncode != 0:
        pytest.fail(f"{what} failed (exit {run.returncode}): {' '.join(command)}\n{run.stdout[-3000:]}\n{run.stderr[-3000:]}",
                    pytrace=False)
    return run
