"""What a person's walk through the behaviour blocks found, kept: keys only, from launch.

Show Hint makes the first row peek, which is seen, not heard: the button, which keeps the focus,
says what the row showed ("The first row swipes. Its actions: Pin, Delete. …"), on each of the
six behaviour pages (read over AT-SPI as the button's description, what a screen reader speaks
on the focused widget) and out loud under Orca. Before, Orca said nothing after Space on it.
"""
import json
import os

import pytest

from harness import App, check, wait_until
from harness.catalog import BEHAVIOURS, CATALOG, title_of
from harness.keys import focused, open_block, tab_until
from harness.screen_reader import App as OrcaApp
from harness.screen_reader import Orca


def action_titles(block):
    """The English titles of the block's row actions, as its manifest lists them."""
    with open(os.path.join(CATALOG, block, "block.json"), encoding="utf-8") as f:
        engine = json.load(f)["engine"]
    return [action["title"]["en"] for edge in ("leading", "trailing", "actions") for action in engine.get(edge, [])]


def show_hint(app):
    """Tabs to Show Hint and presses Space on it; returns the button."""
    button = tab_until(app, lambda n: n.getRoleName() == "push button" and n.name == "Show Hint", what="Show Hint")
    app.key("space")
    return button


@pytest.mark.slow
def test_show_hint_says_what_the_first_row_showed_on_every_behaviour_page():
    app = App()
    for block in BEHAVIOURS:
        open_block(app, title_of(block), title_of(block))
        button = show_hint(app)
        said = wait_until(lambda: (button.description or "").startswith("The first row swipes") and button.description,
                          timeout=5, message=f"{block}: Show Hint to say what the row showed (it says {button.description!r})")
        missing = [title for title in action_titles(block) if title not in said]
        check(not missing, f"{block}: Show Hint said {said!r}, without the row's actions {missing}")
        check(focused(app) == button, f"{block}: Show Hint lost the focus to {focused(app)}")


@pytest.mark.orca
def test_orca_speaks_show_hint_on_the_focused_button():
    with Orca() as orca:
        app = OrcaApp("--block", "hover-and-peek")
        orca.wait_quiet(quiet=0.5, timeout=4)
        check(orca.warm_up_keys(), "Orca saw neither key of its warm-up (Tab, Shift+Tab)")
        tab_until(app, lambda n: n.getRoleName() == "push button" and n.name == "Show Hint", what="Show Hint")
        orca.wait_quiet(quiet=0.5, timeout=4)
        since = orca.mark()
        app.key("space")
        heard = orca.wait_for(r"^The first row swipes\. Its actions: ", since=since, timeout=10)
        missing = [title for title in action_titles("hover-and-peek") if title not in heard]
        check(not missing, f"Orca said {heard!r}, without the row's actions {missing}")
        app.close()
