"""A large user catalogue (issue 17, item 10). The window does not wait for ten thousand manifests
to be read: it opens on the built-in blocks and takes the rest as soon as they are read. The
person meets it as with four blocks: keys from the first frame reach the list, which ends up
holding every block, with the selection and the keyboard focus where the keys left them; a
search over all of them (run beside the window) lists what the command line finds."""
import os
import re
import shutil
import subprocess
import sys
import tempfile

import harness
import pyatspi
import pytest
from harness import App, check, wait_until
from harness.catalog import BLOCKS as BUILT_IN
from harness.keys import describe, focused, press

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BLOCKS = 10_000


@pytest.mark.slow
def test_keys_from_the_first_frame_and_every_block_listed_once_read():
    folder = tempfile.mkdtemp(prefix="swipeblocks-large-")
    try:
        subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "bench-catalog.py"), folder, str(BLOCKS)],
                       check=True, capture_output=True)
        app = App("--catalog", folder)
        count = re.compile(r"^\d+ blocks")
        early = app.find("label", count).name
        # Keys only, from launch: the first block's row has the focus; Down chooses the next.
        node = press(app, "Down", settle=0.6)
        check(node is not None and node.getRoleName() == "list item" and node.name == "Full-Swipe Card List",
              f"Down from launch went to {describe(node)}")
        # Every block is listed once read, and the row chosen keeps the selection and the focus.
        total = f"{BLOCKS + len(BUILT_IN)} blocks"
        # The tests' debug build reads about a block a millisecond (12 s alone for these, CPU
        # bound); beside make test's other workers on two cores it took over a minute once.
        wait_until(lambda: app.find_all("label", total), timeout=240, message=f"the list to say {total}")
        wait_until(lambda: app.find_all("list item", "Full-Swipe Card List",
                                        predicate=lambda n: n.getState().contains(pyatspi.STATE_FOCUSED)),
                   message="the chosen row to keep the focus once every block is listed")
        node = press(app, "Down", settle=0.6)
        check(node is not None and node.name == "List-Row Swipe Actions", f"Down then went to {describe(node)}")
        wait_until(lambda: "List-Row Swipe Actions" in subprocess.run(
            ["xdotool", "getwindowname", app.window_id], capture_output=True, text=True).stdout,
            message="the page of the block chosen")
        # Searching ten thousand blocks: the search runs beside the window, and the list ends up
        # with what the command line finds in the same catalogue.
        cli = subprocess.run([harness.BINARY, "search", "dismiss", "--catalog", folder], capture_output=True, text=True,
                             timeout=120, env=dict(os.environ, LANG="C.UTF-8"))
        found = int(re.search(r"^(\d+) blocks? found", cli.stdout, re.M).group(1))
        press(app, "ctrl+f", settle=0.4)
        app.type("dismiss")
        results = f"{found} results"
        wait_until(lambda: app.find_all("label", results), timeout=30, message=f"the list to say {results}")
        # The keyboard stays in the entry, which holds what was typed.
        node = focused(app)
        text = node.queryText() if node is not None else None
        typed = text.getText(0, text.characterCount) if text is not None else None
        check(typed == "dismiss", f"after the search, {describe(node)} has the focus, holding {typed!r}")
        if early == total:
            print(f"  note: the catalogue was read before the window showed ({early}): the early list was not met",
                  flush=True)
        else:
            # Opened on the built-in blocks, and said the rest are being read.
            check(early == f"{len(BUILT_IN)} blocks so far; reading the others…", f"the early list said {early!r}")
        app.close()
    finally:
        shutil.rmtree(folder, ignore_errors=True)
