"""Examples/ui/inbox.ui, one .ui file used unchanged by four programs (Examples/c/actions.c,
Examples/python/actions.py, Examples/gjs/actions.js, Examples/vala/actions.vala), and its
Blueprint, Examples/ui/inbox.blp: each program is built as its language builds it (Meson with
dependency('swipewidgets-0'), valac --pkg swipewidgets-0, blueprint-compiler), started as a
person starts it, and driven with the real pointer and keyboard. The rows' actions are the
window's GActions: each prints one line ("archive weekly_report") and removes its row. They run
on the build tree's library, typelib and pkg-config file (build/gir, made by scripts/gir.sh)."""
import os
import re
import subprocess
import xml.etree.ElementTree as ET

import pytest

from harness import check, wait_until
from harness.catalog import ROOT
from harness.programs import GIR, Client, compile_step, open_trailing, shown_buttons

# The library as people get it: make test-dist.
pytestmark = pytest.mark.dist

UI = os.path.join(ROOT, "Examples", "ui", "inbox.ui")
BLUEPRINT = os.path.join(ROOT, "Examples", "ui", "inbox.blp")


@pytest.fixture(scope="session")
def meson_build(tmp_path_factory):
    """Examples/c built by its meson.build (dependency('swipewidgets-0'), warnings as errors)."""
    build = str(tmp_path_factory.mktemp("meson"))
    compile_step("meson setup", ["meson", "setup", build, os.path.join(ROOT, "Examples", "c")])
    compile_step("meson compile", ["meson", "compile", "-C", build])
    return build


@pytest.fixture(scope="session")
def vala_program(tmp_path_factory):
    """Examples/vala/actions.vala built by valac --pkg gtk4 --pkg swipewidgets-0."""
    work = str(tmp_path_factory.mktemp("vala"))
    binary = os.path.join(work, "actions")
    run = compile_step("valac", ["valac", f"--vapidir={GIR}", "--pkg", "gtk4", "--pkg", "swipewidgets-0",
                                 "--directory", work, "-o", binary, "Examples/vala/actions.vala"])
    warnings = [line for line in (run.stdout + run.stderr).splitlines() if "warning:" in line]
    check(not warnings, f"valac warned: {warnings[:5]}")
    return binary


@pytest.fixture(scope="session")
def blueprint_ui(tmp_path_factory):
    """Examples/ui/inbox.blp compiled by blueprint-compiler into a .ui file."""
    output = str(tmp_path_factory.mktemp("blueprint") / "inbox.ui")
    compile_step("blueprint-compiler", ["blueprint-compiler", "compile", "--output", output, BLUEPRINT])
    return output


class Inbox(Client):
    """One of the programs with Examples/ui/inbox.ui's window. The swipe rows are the GtkListBox's
    own rows: list items of the list, each carrying the `row.*` actions (no wrapper around them)."""

    def __init__(self, command):
        super().__init__("inbox.ui", command=command, title="Inbox")

    def find_rows(self, title=None):
        return self.find_all("list item", predicate=lambda node: self.is_row(node, title) and node.parent.getRoleName() == "list")


def walk(command):
    """The pointer first: a drag opens Weekly report on its trailing actions, a click on its
    Archive runs win.archive('weekly_report'), which prints and removes the row. Then the keys:
    Tab to Invoice 1042 and Delete runs win.delete('invoice_1042'); Tab to Water the plants and
    Return runs win.complete('water_plants'). Team lunch's Delete asks first; Escape declines it,
    and Team lunch stays."""
    app = Inbox(command)
    open_trailing(app, "Weekly report")
    archive = wait_until(lambda: (shown_buttons(app, "Archive") or [None])[0], message="Weekly report's Archive shown")
    app.click(*app.center(archive))
    app.wait_line("archive weekly_report")
    wait_until(lambda: not app.find_rows("Weekly report"), message="Weekly report to leave the list")

    app.tab_to("Invoice 1042")
    app.key("Delete")
    app.wait_line("delete invoice_1042")
    wait_until(lambda: not app.find_rows("Invoice 1042"), message="Invoice 1042 to leave the list")
    app.tab_to("Water the plants")
    app.key("Return")
    app.wait_line("complete water_plants")
    wait_until(lambda: not app.find_rows("Water the plants"), message="Water the plants to leave the list")
    # Team lunch's Delete asks first (confirms-destructive-actions): its button widens to
    # "Delete?" and waits; Escape takes the question back and nothing runs.
    app.tab_to("Team lunch on Friday")
    app.key("Delete")
    wait_until(lambda: shown_buttons(app, "Delete?"), message="Team lunch's Delete to ask")
    app.key("Escape")
    wait_until(lambda: not shown_buttons(app, "Delete?"), message="the question to go")

    check(app.find_rows("Team lunch on Friday"), "Team lunch on Friday left the list too")
    check(app.lines() == ["archive weekly_report", "delete invoice_1042", "complete water_plants"], f"printed: {app.lines()}")
    noise = [line for line in app.stderr().splitlines() if line.strip() and "dbind-WARNING" not in line]
    check(not noise, f"{' '.join(command)} wrote to stderr: {noise[:8]}")


def test_c_built_by_meson_runs_the_windows_gactions_from_a_drag_and_the_keys(meson_build):
    walk([os.path.join(meson_build, "actions"), UI])


def test_python_runs_the_windows_gactions_from_a_drag_and_the_keys():
    # No file given: the script reads ../ui/inbox.ui beside itself.
    walk(["/usr/bin/python3", "Examples/python/actions.py"])


def test_gjs_runs_the_windows_gactions_from_a_drag_and_the_keys():
    walk(["/usr/bin/gjs", "-m", "Examples/gjs/actions.js"])


def test_vala_runs_the_windows_gactions_from_a_drag_and_the_keys(vala_program):
    walk([vala_program, UI])


def test_the_blueprint_builds_the_same_window_and_python_runs_it(blueprint_ui):
    check(tree(blueprint_ui) == tree(UI), "inbox.blp does not compile to inbox.ui's objects, properties and children")
    walk(["/usr/bin/python3", "Examples/python/actions.py", blueprint_ui])


def tree(path):
    """A .ui file's objects, properties, styles and children as nested tuples, without what only
    spells them differently (translatable yes or true, comments, white space)."""
    def node(element):
        attributes = dict(element.attrib)
        if attributes.get("translatable") in ("yes", "true", "1"):
            attributes["translatable"] = "yes"
        return element.tag, tuple(sorted(attributes.items())), (element.text or "").strip(), tuple(map(node, element))
    return node(ET.parse(path).getroot())


def test_the_c_example_builds_with_cc_and_pkg_config(tmp_path):
    # The one line in actions.c's comment, with every warning an error.
    flags = compile_step("pkg-config", ["pkg-config", "--cflags", "--libs", "swipewidgets-0"]).stdout.split()
    compile_step("cc", ["cc", "-Wall", "-Wextra", "-Werror", "-Wno-unused-parameter", "Examples/c/actions.c",
                        "-o", str(tmp_path / "actions"), *flags])
    needed = subprocess.run(["readelf", "-d", str(tmp_path / "actions")], capture_output=True, text=True).stdout
    check(re.search(r"NEEDED.*\[libswipewidgets-0\.so\.0\]", needed), f"actions does not link the library: {needed[:600]}")
