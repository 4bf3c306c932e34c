"""SwipeRow:close-on-scroll from Python (Tests/gobject/close_on_scroll.py) on the build tree's
library and typelib (build/gir), under G_DEBUG=fatal-criticals: the property, its notify, getter
and setter, and an open row in a GtkListBox in a GtkScrolledWindow that closes when the list
scrolls and stays open when the property is off."""
import pytest

from harness import check
from harness.programs import script_said

# The library as people get it: make test-dist.
pytestmark = pytest.mark.dist


def test_close_on_scroll_from_python():
    noise = script_said(["Tests/gobject/close_on_scroll.py"], (
        "property: close-on-scroll is on by default", "scroll: the open row closed as the list scrolled 40 points",
        "scroll: with close-on-scroll off the row stayed open"))
    check(not noise, f"close_on_scroll.py wrote: {noise[:10]}")
