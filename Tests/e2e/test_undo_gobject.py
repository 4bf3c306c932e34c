"""Delete with undo from Python (Tests/gobject/undo.py) on the build tree's library and typelib
(build/gir), under G_DEBUG=fatal-criticals: three removals from a Gio.ListStore undone three
times come back newest first, each where it was; the restored row grows in; a Gtk.StringList
through ::remove-item and ::restore-item; removals never cleared bounded to the newest 100; a
standalone row's restore(); misuse warns once or does nothing, never crashes."""
import pytest

from harness import check
from harness.programs import script_said

# The library as people get it: make test-dist.
pytestmark = pytest.mark.dist


def test_undo_from_python():
    noise = script_said(["Tests/gobject/undo.py"], (
        "remove: three items removed with remove_item", "undo: three undos brought Mail 0, Mail 4, Mail 1 back at 0, 3, 1",
        "animate: the restored row grew 0 to", "model: a Gtk.StringList changed through remove-item and restore-item",
        "row: a completed standalone row grew back", "bounded: 105 removals never cleared kept the newest 100",
        "misuse: undo with nothing to undo is FALSE"))
    check(not noise, f"undo.py wrote: {noise[:10]}")
