"""A swipe row built from C (GObject, from Python through introspection) hands its width down to its
child (Tests/gobject/height_for_width.py), on the build tree's library and typelib (build/gir),
under G_DEBUG=fatal-criticals: a wrapping label in an action or a card row gets the height it needs
at the row's width, 200 and 600 points, as in a plain GtkListBoxRow."""
import pytest

from harness import check
from harness.programs import script_said

# The library as people get it: make test-dist.
pytestmark = pytest.mark.dist


def test_a_wrapping_child_gets_the_height_for_the_rows_width():
    noise = script_said(["Tests/gobject/height_for_width.py"], (
        "height for width: a wrapping label gets its height for its width in a swipe row as in a plain row",))
    check(not noise, f"height_for_width.py wrote: {noise[:10]}")
