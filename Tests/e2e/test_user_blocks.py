"""User blocks (issue 19): found without a flag in the XDG data folders, and reloaded as they are
saved — the page and demo show the edit within a moment, the selection and the parameters set
are kept, a manifest that becomes invalid shows its problems on its page instead of vanishing,
and block folders made or removed come and go in the list."""
import json
import os
import re
import subprocess
import tempfile

from harness import App, check, wait_until
from harness.keys import audit_tab_order, nudge_spin, press, tab_until

MANIFEST = {
    "id": "my-row", "title": "My Row", "summary": "A block from the user's data folder.", "category": "Mine",
    "platform": "GTK 4 (Linux)", "level": "beginner", "origin": "Tests",
    "tags": {"en": ["mine"], "es": ["mío"]},
    "parameters": [{"name": "cornerRadius", "type": "CGFloat", "default": "16", "summary": "Corner radius."}],
    "engine": {"kind": "completion", "tint": "teal", "cornerRadius": 16},
}


def save(folder, name, text):
    """Saves as editors do: a temporary file in the same folder, renamed over the old one."""
    os.makedirs(folder, exist_ok=True)
    temporary = os.path.join(folder, ".goutputstream-test")
    with open(temporary, "w", encoding="utf-8") as f:
        f.write(text)
    os.rename(temporary, os.path.join(folder, name))


def user_app(data_home, *args):
    class UserApp(App):
        def environment(self):
            return dict(super().environment(), XDG_DATA_HOME=data_home)
    return UserApp(*args)


def labels(app, pattern):
    """The labels whose text matches `pattern` (the page changes under the walk: find_all copes)."""
    return app.find_all("label", re.compile(pattern))


def test_a_user_block_is_found_without_a_flag_and_reloads_as_it_is_saved():
    data_home = tempfile.mkdtemp(prefix="swipeblocks-data-")
    blocks = os.path.join(data_home, "swipeblocks", "blocks")
    save(os.path.join(blocks, "my-row"), "block.json", json.dumps(MANIFEST))
    app = user_app(data_home, "--block", "my-row")
    check(app.find("list item", "My Row"), "the user block is in the list")
    app.find("label", "A block from the user's data folder.")
    # The person sets a parameter, from the keyboard.
    nudge_spin(app, "Corner Radius", 2, 18)

    # The title edited and saved: the page shows it, the list too, the parameter is kept.
    edited = dict(MANIFEST, title="My Edited Row", summary="Edited while the window was open.")
    save(os.path.join(blocks, "my-row"), "block.json", json.dumps(edited))
    app.find("label", "Edited while the window was open.")
    app.find("list item", "My Edited Row")
    spin = app.find("spin button", "Corner Radius")
    wait_until(lambda: spin.queryValue().currentValue == 18, message="Corner Radius to keep the value set")
    check(app.rows(), "the demo shows rows again")

    # A field made invalid: the block stays in the list, its page names the file and the field.
    save(os.path.join(blocks, "my-row"), "block.json", json.dumps(dict(edited, level="expert")))
    problem = wait_until(lambda: labels(app, r"my-row/block\.json: level: expected one of"),
                         message="the level problem on the page")
    check(app.find("list item", "My Edited Row"), "the broken block is still listed")
    check(not app.rows(), "no demo while the manifest is broken")
    check(app.find("label", "This block's manifest has a problem."), "the page says it has a problem")
    # Unreadable JSON: named by its folder, the line and column given.
    save(os.path.join(blocks, "my-row"), "block.json", "{\n  \"id\": \"my-row\",\n")
    wait_until(lambda: labels(app, r"my-row/block\.json: invalid JSON at line"), message="the JSON problem on the page")
    app.find("list item", "my-row")
    check(problem, "problems were shown")

    # Fixed: the demo comes back, the block still selected.
    save(os.path.join(blocks, "my-row"), "block.json", json.dumps(edited))
    wait_until(app.rows, message="the demo back after the fix")
    app.find("label", "Edited while the window was open.")

    # A block folder made, then removed: it comes and goes in the list.
    second = dict(MANIFEST, id="second-row", title="Second Row")
    save(os.path.join(blocks, "second-row"), "block.json", json.dumps(second))
    app.find("list item", "Second Row")
    os.remove(os.path.join(blocks, "second-row", "block.json"))
    os.rmdir(os.path.join(blocks, "second-row"))
    wait_until(lambda: not app.find_all("list item", "Second Row"), message="the removed block to leave the list")
    check(app.find("label", "Edited while the window was open."), "the page shown stays")
    check("CRITICAL" not in app.stderr() and "WARNING" not in app.stderr(), f"GTK complained: {app.stderr()[-800:]}")


def test_the_users_blocks_folder_made_while_the_window_is_open_is_found():
    data_home = tempfile.mkdtemp(prefix="swipeblocks-data-")
    app = user_app(data_home)
    check(not app.find_all("list item", "Late Row"), "no user block yet")
    late = dict(MANIFEST, id="late-row", title="Late Row")
    save(os.path.join(data_home, "swipeblocks", "blocks", "late-row"), "block.json", json.dumps(late))
    app.find("list item", "Late Row")
    # Its own folder is watched from then on.
    save(os.path.join(data_home, "swipeblocks", "blocks", "late-row"), "block.json", json.dumps(dict(late, title="Later Row")))
    app.find("list item", "Later Row")


def test_a_broken_blocks_page_is_read_and_its_problems_copied_from_the_keyboard():
    # From launch, keys only: every Tab stop of the page is named (no bare scroll pane), and
    # Copy Problems puts them on the clipboard with a toast.
    data_home = tempfile.mkdtemp(prefix="swipeblocks-data-")
    save(os.path.join(data_home, "swipeblocks", "blocks", "my-row"), "block.json", json.dumps(dict(MANIFEST, level="expert")))
    app = user_app(data_home, "--block", "my-row")
    app.find("label", "This block's manifest has a problem.")
    names = [name for _, name, *_ in audit_tab_order(app, "my-row")]
    check("Copy Problems" in names, f"the Tab order: {names}")
    tab_until(app, lambda n: n.name == "Copy Problems", what="Copy Problems")
    press(app, "Return", settle=0.5)
    app.find(None, "Problems copied")
    clip = subprocess.run(["xclip", "-selection", "clipboard", "-o"], capture_output=True, text=True, timeout=5).stdout
    check(re.search(r"my-row/block\.json: level: expected one of", clip), f"the clipboard holds {clip[:120]!r}")
