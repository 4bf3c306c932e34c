"""Rows that survive model changes from Python (Tests/gobject/model_changes.py) on the build
tree's library and typelib (build/gir), under G_DEBUG=fatal-criticals: a SwipeListView over a
Gio.ListStore whose open row stays open on its item as items are inserted, removed and moved
around it and as its own item moves, and rests closed when its own item changes in place."""
import pytest

from harness import check
from harness.programs import script_said

# The library as people get it: make test-dist.
pytestmark = pytest.mark.dist


def test_rows_survive_model_changes_from_python():
    noise = script_said(["Tests/gobject/model_changes.py"], (
        "around: an item inserted above, one removed below and one moved across leave it open on Mail 3",
        "moved: Mail 3 moved to the top and down again stays open, and its action names position 5",
        "changed: Mail 3 changed in place rests closed, and no row is left open"))
    check(not noise, f"model_changes.py wrote: {noise[:10]}")
