"""Blocks whose destructive actions ask first (issue 36, item 2): a user catalogue of one block,
a built-in one with confirmsDestructiveActions on, for the window to start on."""
import json
import os
import time

from harness import check
from harness.catalog import ROOT

# The user blocks, and the built-in block each is made from.
CARD = "asking-card-list"
ROW = "asking-action-row"
BASES = {CARD: "full-swipe-card-list", ROW: "swipe-action-row"}


def asking_block(folder, block, timeout=10):
    """Writes the user block `block` into the catalogue folder `folder` (made if missing): its base
    with confirmsDestructiveActions on, confirmTimeout `timeout` seconds and, for the action row,
    its Delete made destructive. Returns the window's arguments that start on it."""
    with open(os.path.join(ROOT, "Catalog", BASES[block], "block.json"), encoding="utf-8") as f:
        manifest = json.load(f)
    manifest["id"] = block
    manifest["title"] = block.replace("-", " ").title()
    manifest["engine"]["confirmsDestructiveActions"] = True
    manifest["engine"]["confirmTimeout"] = timeout
    for action in manifest["engine"].get("actions", []):
        if action["id"] == "delete":
            action["role"] = "destructive"
    os.makedirs(os.path.join(folder, block))
    with open(os.path.join(folder, block, "block.json"), "w", encoding="utf-8") as f:
        json.dump(manifest, f)
    return ("--catalog", str(folder), "--block", block)


def held(app):
    """The row's "Delete?" button, once a row asks."""
    return app.find("push button", "Delete?")


def deleted(app, row):
    """Waits for the delete of `row` to run, and the demo to remove the row."""
    app.log.wait("action", row=row, name="delete")
    app.log.wait("removed", row=row)


def nothing_ran(app, seconds):
    """Waits `seconds`, then checks no action ran and no row was removed."""
    time.sleep(seconds)
    ran = [e for e in app.log() if e["kind"] in ("action", "removed")]
    check(not ran, f"the held delete ran unanswered: {ran}")
