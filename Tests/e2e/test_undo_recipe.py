"""The undo guide's program (docs/reference/undo.md, Examples/undo) in C (built with cc and
pkg-config), Python and GJS, started as a person starts it on the build tree's library
(build/gir): two tasks deleted with the real pointer (a drag opens the row, a click on Delete),
then undone newest first, one with the toast's Undo button and one with Ctrl+Z: each comes back
at the position it left, and the list is as it was. The guide's snippets are the programs' own
lines."""
import os
import re
import textwrap

import pytest

from harness import check, wait_until
from harness.catalog import ROOT
from harness.programs import Client, compile_step, open_trailing, shown_buttons
from harness.toasts import toast_undo, undo_buttons

# The library as people get it: make test-dist.
pytestmark = pytest.mark.dist

GUIDE = os.path.join(ROOT, "docs", "reference", "undo.md")
PROGRAMS = {"c": "Examples/undo/undo.c", "python": "Examples/undo/undo.py", "gjs": "Examples/undo/undo.js"}
TASKS = ["Water the plants", "Renew the passport", "Return the library books", "Pay the electricity bill"]


@pytest.fixture(scope="module")
def c_program(tmp_path_factory):
    """The C program, built as its comment says: cc with pkg-config's flags, every warning an error."""
    flags = compile_step("pkg-config", ["pkg-config", "--cflags", "--libs", "swipewidgets-0", "libadwaita-1"]).stdout.split()
    program = tmp_path_factory.mktemp("undo") / "undo"
    compile_step("cc undo.c", ["cc", "-Wall", "-Wextra", "-Werror", "-Wno-unused-parameter", PROGRAMS["c"], "-o", str(program), *flags])
    return program


def titles(app):
    return [app.row_title(row) for row in app.rows()]


def delete(app, title):
    """Opens the row `title` with a drag and clicks its Delete: the program prints it."""
    open_trailing(app, title)
    button = wait_until(lambda: (shown_buttons(app, "Delete") or [None])[0], message="the Delete button shown")
    app.click(*app.center(button))
    app.wait_line(f"delete {title}")
    wait_until(lambda: not app.find_rows(title), message=f"{title!r} to leave the list")


@pytest.mark.parametrize("language", PROGRAMS)
def test_two_deletions_undone_with_the_toast_and_ctrl_z_come_back_where_they_were(language, c_program):
    command = {"c": [str(c_program)], "python": ["/usr/bin/python3", PROGRAMS["python"]],
               "gjs": ["/usr/bin/gjs", "-m", PROGRAMS["gjs"]]}[language]
    app = Client(f"undo-{language}", command=[c if c.startswith(("/", "-")) else os.path.join(ROOT, c) for c in command], title="Undo")
    wait_until(lambda: titles(app) == TASKS, message="the four tasks")
    delete(app, "Renew the passport")
    delete(app, "Pay the electricity bill")
    check(titles(app) == ["Water the plants", "Return the library books"], f"rows: {titles(app)}")
    app.click(*app.center(toast_undo(app, "‘Pay the electricity bill’ deleted")))
    app.wait_line("undo Pay the electricity bill at 2")
    wait_until(lambda: titles(app) == ["Water the plants", "Return the library books", "Pay the electricity bill"],
               message="the electricity bill back last")
    # The toast now offers the deletion before it, and Ctrl+Z undoes it too.
    toast_undo(app, "‘Renew the passport’ deleted")
    app.key("ctrl+z")
    app.wait_line("undo Renew the passport at 1")
    wait_until(lambda: titles(app) == TASKS, message="every task back where it was")
    # Nothing is left to undo: Ctrl+Z does nothing (the action is disabled with can-undo).
    app.key("ctrl+z")
    wait_until(lambda: not undo_buttons(app), message="the toast to go")
    check(app.lines() == ["delete Renew the passport", "delete Pay the electricity bill",
                          "undo Pay the electricity bill at 2", "undo Renew the passport at 1"], f"printed: {app.lines()}")
    noise = [line for line in app.stderr().splitlines() if line.strip() and "dbind-WARNING" not in line]
    check(not noise, f"the program wrote to stderr: {noise[:8]}")


def snippets(path):
    """The program's marked snippets ([delete], [undo]), without the marker lines."""
    with open(os.path.join(ROOT, path)) as f:
        text = f.read()
    return re.findall(r"^[^\n]*\[(?:delete|undo|undo-action)\][^\n]*\n(.*?)^[^\n]*\[(?:delete|undo|undo-action)\]", text, flags=re.M | re.S)


def test_the_guides_snippets_are_the_programs_lines():
    with open(GUIDE) as f:
        guide = f.read()
    blocks = re.findall(r"^```(?:c|python|js)\n(.*?)^```", guide, flags=re.M | re.S)
    for language, path in PROGRAMS.items():
        found = snippets(path)
        check(len(found) >= 2, f"{path}: {len(found)} marked snippets, not 2 or more")
        for snippet in found:
            check(any(textwrap.dedent(snippet).strip() == textwrap.dedent(block).strip() for block in blocks),
                  f"{path}'s snippet is not in the guide word for word:\n{snippet}")
