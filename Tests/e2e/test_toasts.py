"""What the window says after Copy and after the demo's actions: a toast at the bottom, with Undo
for an action that took a row away; Undo (its button, or Ctrl+Z) puts the row back where it was.
Keys first, from launch; the toast's button is also clicked with the pointer, as people do."""
import pytest

from harness import check, wait_until
from harness.keys import describe, first_row, focused, press, tab_until


def toast(app, text):
    """The toast's label saying `text` (libadwaita's toast is a label and a button)."""
    return app.find("label", text)


def shown_labels(app, node, depth=0):
    """The names of the labels shown inside `node`."""
    names = []
    for child in node:
        if child is None or depth > 12:
            continue
        if child.getRoleName() == "label" and app.is_showing(child):
            names.append(child.name)
        names += shown_labels(app, child, depth + 1)
    return names


@pytest.mark.app("--block", "completion-swipe-row")
def test_completing_a_row_says_so_and_ctrl_z_puts_it_back_in_place(app, events):
    first_row(app, "Water the plants")
    press(app, "Down")
    press(app, "Return")
    events.wait("completed", row=1)
    events.wait("removed", row=1)
    toast(app, "‘Call the dentist’ completed")
    press(app, "ctrl+z", settle=0.6)
    events.wait("restored", row=1)
    titles = wait_until(lambda: [app.row_title(r) for r in app.rows()][:3] == ["Water the plants", "Call the dentist", "Buy groceries"]
                        and [app.row_title(r) for r in app.rows()], message="the row back in second place")
    check(titles[1] == "Call the dentist", f"rows after Undo: {titles}")
    node = focused(app)
    check(node is not None and app.is_row(node, "Call the dentist"), f"after Undo focus is on {describe(node)}")
    wait_until(lambda: not app.find_all("label", "‘Call the dentist’ completed"), message="the toast to go once undone")
    # Nothing more to undo: a second Ctrl+Z changes nothing.
    press(app, "ctrl+z", settle=0.6)
    check(len([e for e in events() if e["kind"] == "restored"]) == 1, "a second Ctrl+Z restored something again")


@pytest.mark.app("--block", "swipe-action-row")
def test_the_toasts_undo_button_restores_a_deleted_message(app, events):
    first_row(app, "Weekly report")
    press(app, "Delete")
    events.wait("removed", row=0)
    undo = app.find("push button", "Undo")   # named once (libadwaita 1.2 names it twice)
    toast(app, "‘Weekly report’ deleted")
    app.click(*app.center(undo))
    events.wait("restored", row=0)
    wait_until(lambda: app.rows() and app.row_title(app.rows()[0]) == "Weekly report", message="Weekly report back on top")


@pytest.mark.app("--block", "full-swipe-card-list")
def test_an_action_that_keeps_the_row_says_what_it_did_without_undo(app, events):
    row = first_row(app)
    title = app.row_title(row)
    press(app, "Menu", settle=0.6)
    tab_until(app, lambda n: n.name == "Unread", key="Down", what="the Unread menu item")
    press(app, "Return", settle=0.6)
    events.wait("action", row=0, name="unread")
    toast(app, f"‘{title}’ marked as unread")
    check(not [e for e in events() if e["kind"] == "removed"], "Unread took the row away")
    # The row shows what was done to it, in words.
    wait_until(lambda: any(app.row_title(r) == title and "Unread" in shown_labels(app, r) for r in app.rows()),
               message="the Unread mark on the row")


@pytest.mark.app("--block", "swipe-action-row")
def test_copy_says_what_was_copied(app):
    tab_until(app, lambda n: n.name == "Copy API table as Markdown", what="Copy API table as Markdown")
    press(app, "Return", settle=0.5)
    toast(app, "API table copied")
    # A second Copy replaces the toast rather than queueing another.
    press(app, "Return", settle=0.5)
    wait_until(lambda: len(app.find_all("label", "API table copied")) == 1, message="one Copied toast")
