"""Swipe rows in a `.boxed-list` GtkListBox, on the build tree's library and typelib (build/gir),
under G_DEBUG=fatal-criticals: the list's rows themselves (Tests/gobject/boxed_list.py), a look
that matches the same list of AdwActionRows pixel for pixel in light, dark and right-to-left
(Tests/gobject/boxed_list_look.py), and, with the real keyboard and AT-SPI, one Tab stop per row,
the list's Up, Down, Home and End, Return and Delete, row-activated, an AdwActionRow inside that
activates, and one open row per list without a group (Tests/gobject/boxed_list_app.py)."""
import pyatspi
import pytest

from harness import Failure, check, wait_until
from harness.programs import Client, open_trailing, python, quiet, script_said, shown_buttons

# The library as people get it: make test-dist.
pytestmark = pytest.mark.dist


def test_swipe_rows_are_the_boxed_lists_own_rows():
    noise = script_said(["Tests/gobject/boxed_list.py"], (
        "row: a swipe row is the list's row itself", "child: a widget given to gtk_list_box_row_set_child()",
        "focus: Tab stops once on each row", "keys: the list's Down, Down, End, Up, Home move focus 1, 2, 3, 2, 0",
        "activate: row-activated hands over the swipe row itself, and an AdwActionRow child emits activated",
        "focus: an AdwActionRow child is no focus stop of its own", "group: one open row per list without a group",
        "alone: a swipe row in a GtkBox takes focus and Tab"))
    check(not noise, f"boxed_list.py wrote: {noise[:10]}")


def test_a_boxed_list_of_swipe_rows_looks_like_one_of_adw_action_rows(tmp_path):
    run = python("Tests/gobject/boxed_list_look.py", str(tmp_path))
    check(run.returncode == 0, f"the pictures differ (in {tmp_path}): {run.stdout} {run.stderr[-1500:]}")
    for style in ("light", "dark", "rtl"):
        check(f"{style}: " in run.stdout, f"no {style} comparison: {run.stdout}")


class BoxedList(Client):
    def __init__(self):
        super().__init__("boxed-list", command=["/usr/bin/python3", "Tests/gobject/boxed_list_app.py"], title="Boxed list")

    def focused_row(self):
        for node in self.find_rows():
            if node.getState().contains(pyatspi.STATE_FOCUSED):
                return node.name.split(" ")[0] + ("" if node.name.startswith("Adopted") else " " + node.name.split(" ")[1])
        return None

    def press(self, key, expect):
        self.key(key)
        wait_until(lambda: self.focused_row() == expect, message=f"{key} to focus {expect!r} (focus: {self.focused_row()!r})")


def test_keyboard_and_screen_readers_meet_one_row_per_list_item():
    app = BoxedList()
    try:
        rows = app.find_rows()
        check(len(rows) == 4, f"rows read over AT-SPI: {[r.name for r in rows]}")
        for node in rows:
            check(node.getRoleName() == "list item" and node.parent.getRoleName() == "list",
                  f"{node.name!r} is a {node.getRoleName()} in a {node.parent.getRoleName()}, not the list's own item")
        check(rows[0].name == "Mail 1 First" and rows[2].name.startswith("Adopted"), f"names: {[r.name for r in rows]}")

        before = app.find("push button", "Before")
        app.click(*app.center(before))
        for expect in ("Mail 1", "Mail 2", "Adopted", "Mail 4"):
            app.press("Tab", expect)
        app.key("Tab")
        wait_until(lambda: app.find("push button", "After").getState().contains(pyatspi.STATE_FOCUSED),
                   message="a fifth Tab to leave the list for After")
        app.key("shift+Tab")
        wait_until(lambda: app.focused_row() == "Mail 4", message="shift+Tab back to the last row")

        for key, expect in (("Home", "Mail 1"), ("Down", "Mail 2"), ("End", "Mail 4"), ("Up", "Adopted")):
            app.press(key, expect)
        # In a list that selects nothing, the focused row says it is selected and the others say
        # nothing of selection (Orca 43 says "not selected" after any other focused item of a list).

        def selected():
            return [r.name for r in app.find_rows() if r.getState().contains(pyatspi.STATE_SELECTED)]
        try:
            wait_until(lambda: len(selected()) == 1 and selected()[0].startswith("Adopted"))
        except Failure:
            check(False, f"the rows that say they are selected, with Adopted focused: {selected()}")

        app.key("Return")
        app.wait_line("adw-activated")
        check("row-activated Adopted" in app.lines(), f"row-activated did not hand over the swipe row: {app.lines()}")
        app.press("Home", "Mail 1")
        app.key("Return")
        app.wait_line("action archive Mail 1")
        app.key("Delete")
        app.wait_line("action delete Mail 1")
        check(not any(line.startswith("row-activated Mail") for line in app.lines()), f"a plain row activated: {app.lines()}")

        app.key("Left")
        app.wait_line("opened Mail 1")
        app.key("Escape")
        app.wait_line("closed Mail 1")
        # Left again the moment the row said it closed, as it closes: it opens the row again.
        app.key("Left")
        wait_until(lambda: app.lines().count("opened Mail 1") == 2, message="Mail 1 to open again")
        wait_until(lambda: any(b.getState().contains(pyatspi.STATE_FOCUSED) for b in shown_buttons(app, "Archive")),
                   message="the focus on Mail 1's first button, Archive")
        open_trailing(app, "Mail 2")
        app.wait_line("opened Mail 2")
        wait_until(lambda: app.lines().count("closed Mail 1") == 2, message="Mail 1 to close as Mail 2 opened (no group)")
        check(not quiet(app.stderr()), f"the app wrote: {quiet(app.stderr())[:8]}")
    finally:
        app.close()
