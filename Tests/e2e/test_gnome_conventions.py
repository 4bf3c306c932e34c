"""The GObject library as GNOME's own libraries behave (Tests/gobject/conventions.{py,js}): GtkBuilder
finds the rows with nothing touched first, actions are the app's GActions, rows derive with
templates; and a .ui file that gives a row an edge it lacks is refused with GtkBuilder's words.
They run on the build tree's library and typelib (build/gir) and PyGObject's override
(bindings/python), under G_DEBUG=fatal-criticals."""

import pytest

from harness import check
from harness.programs import python, script_said


# The library as people get it: make test-dist.
pytestmark = pytest.mark.dist


def test_builder_gactions_templates_and_the_base_class_from_python():
    noise = script_said(["Tests/gobject/conventions.py"], (
        "builder: the rows are found by name", "action: win.archive('weekly') ran, then the action signal",
        "action: a destructive action is red unless the app gives a tint",
        "actionable: the completion row ran win.complete(7), then completed",
        "subclass: a template row keeps its options and actions, and its actions run",
        "subclass: a row derived from the base class shows its child and stays put", "version: 0."))
    check(len(noise) == 1 and "Bare derives from SwipeRow, which swipes only through its kinds" in noise[0],
          f"stderr should say only why the base-class row stays put: {noise}")


def test_builder_gactions_and_a_registered_template_class_from_gjs():
    noise = script_said(["/usr/bin/gjs", "-m", "Tests/gobject/conventions.js"], (
        "builder: the content and the trailing action", "action: win.archive('weekly') ran, then the action signal",
        "subclass: a template row keeps its options and actions, and its actions run"))
    check(not noise, f"conventions.js wrote: {noise[:10]}")


def test_an_edge_the_row_lacks_is_a_builder_warning_that_names_the_child_type():
    ui = ('<interface><object class="SwipeActionRow"><child type="leading-action">'
          '<object class="SwipeAction"><property name="id">pin</property></object></child></object></interface>')
    program = ("import gi; gi.require_version('Gtk', '4.0'); gi.require_version('SwipeWidgets', '0')\n"
               "from gi.repository import Gtk, SwipeWidgets\n"
               f"row = Gtk.Builder.new_from_string({ui!r}, -1).get_objects()[0]\n"
               "print(row.get_actions().get_n_items())\n")
    run = python("-c", program)
    check(run.returncode == 0 and run.stdout.strip() == "0", f"exited {run.returncode}: {run.stdout} {run.stderr[-800:]}")
    check("'leading-action' is not a valid child type of 'SwipeActionRow'" in run.stderr
          and "trailing edge only" in run.stderr, f"stderr: {run.stderr[-800:]}")
