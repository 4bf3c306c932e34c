"""A GAction a swipe row cannot activate, from Python (Tests/gobject/gaction_target.py) on the
build tree's library and typelib (build/gir): a wrong target type, a target for an action without
a parameter, no target for one with a parameter and an unknown name, on a card row's SwipeAction
and a completion row's own action-name, are not activated and warn once per row and action under
G_DEBUG=fatal-criticals (no critical); a disabled GAction is silent; a matching one runs once per
perform; the rows' signals are emitted every time."""
import pytest

from harness import check
from harness.programs import script_said

# The library as people get it: make test-dist.
pytestmark = pytest.mark.dist


def test_a_gaction_target_of_another_type_warns_once_and_is_never_a_critical():
    noise = script_said(["Tests/gobject/gaction_target.py"], (
        "no critical: every case performed 2 times", "signals: each row emitted its own signal on every perform",
        "match: win.count('weekly') and list.text('listed') ran once per perform", "warnings: wrong type",
        "silent: a disabled GAction and a matching one said nothing", "inserted group: list.text with 42 was not activated",
        "nothing else: the child wrote no other line to stderr"))
    check(not noise, f"gaction_target.py wrote: {noise[:10]}")
