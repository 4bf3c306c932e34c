"""The example apps in Examples/, each an outside package built on the SwipeWidgets library:
started as a person starts them, driven with the real pointer and keyboard, read over AT-SPI.
They print one line per thing done ("completed Task 1", "archive Message 1"), which is checked."""
import time

import pytest

from harness import check, wait_until
from harness.programs import Example, open_trailing, shown_buttons

# The library as people get it: make test-dist.
pytestmark = pytest.mark.dist


def test_todo_app_completes_tasks_by_drag_and_by_keyboard():
    app = Example("TodoApp", title="Tasks")
    # From launch, keys first: the window opens with focus on the first task; Return completes it.
    wait_until(lambda: app.focused("Task 1"), message="focus on Task 1 at launch")
    app.key("Return")
    app.wait_line("completed Task 1")
    wait_until(lambda: not app.find_rows("Task 1"), message="Task 1 to leave the list")
    wait_until(lambda: app.focused("Task 2"), message="focus to move on to Task 2 (the list does it)")
    app.key("Down")
    wait_until(lambda: app.focused("Task 3"), message="Down to move to Task 3")
    app.key("Up")
    wait_until(lambda: app.focused("Task 2"), message="Up to move back to Task 2")
    # Then the pointer: a real drag forward past the threshold completes the next task.
    row = app.row("Task 2")
    x, y, w, h = app.extents(row)
    app.drag(x + 30, y + h // 2, x + 30 + int(w * 0.7), y + h // 2 + 2)
    app.wait_line("completed Task 2")
    wait_until(lambda: not app.find_rows("Task 2"), message="Task 2 to leave the list")
    check(app.find_rows("Task 3"), "Task 3 is still there")
    check(app.lines() == ["completed Task 1", "completed Task 2"], f"printed: {app.lines()}")


def test_todo_app_short_drag_springs_back_and_completes_nothing():
    app = Example("TodoApp", title="Tasks")
    row = app.row("Task 1")
    x, y, w, h = app.extents(row)
    app.drag(x + 30, y + h // 2, x + 60, y + h // 2)
    time.sleep(1.0)
    check(app.lines() == [], f"a short drag did something: {app.lines()}")
    check(app.find_rows("Task 1"), "Task 1 left the list")


def test_inbox_opens_one_message_at_a_time_and_runs_its_buttons():
    app = Example("Inbox", title="Inbox")
    open_trailing(app, "Message 1")
    wait_until(lambda: len(shown_buttons(app, "Archive")) == 1, message="Message 1's Archive button")
    # Opening another message closes the first (the list's swipe group).
    open_trailing(app, "Message 2")
    wait_until(lambda: len(shown_buttons(app, "Archive")) == 1, message="one open message")
    first = app.row("Message 1")
    check(not [b for b in first if b.getRoleName() == "push button" and app.is_showing(b)], "Message 1 is still open")
    # The header's Close closes it from code.
    app.click(*app.center(app.find("push button", "Close")))
    wait_until(lambda: not shown_buttons(app, "Archive"), message="Close to close the open message")
    # A real click on a revealed button runs it: the message is archived and leaves.
    open_trailing(app, "Message 2")
    archive = wait_until(lambda: (shown_buttons(app, "Archive") or [None])[0], message="Archive shown")
    app.click(*app.center(archive))
    app.wait_line("archive Message 2")
    wait_until(lambda: not app.find_rows("Message 2"), message="Message 2 to leave the inbox")


def test_inbox_full_swipes_run_the_edge_actions():
    app = Example("Inbox", title="Inbox")
    row = app.row("Message 1")
    x, y, w, h = app.extents(row)
    app.drag(x + 20, y + h // 2, x + w - 10, y + h // 2, steps=30, duration=0.5)    # leading: Unread
    app.wait_line("unread Message 1")
    check(app.find_rows("Message 1"), "marking as unread keeps the message")
    row = app.row("Message 3")
    x, y, w, h = app.extents(row)
    app.drag(x + w - 20, y + h // 2, x + 10, y + h // 2, steps=30, duration=0.5)    # trailing: Delete
    app.wait_line("delete Message 3")
    wait_until(lambda: not app.find_rows("Message 3"), message="Message 3 to be deleted")
    check(app.lines() == ["unread Message 1", "delete Message 3"], f"printed: {app.lines()}")


def test_inbox_actions_from_the_keyboard_and_the_row_menu():
    app = Example("Inbox", title="Inbox")
    app.tab_to("Message 1")
    app.key("Delete")
    app.wait_line("delete Message 1")
    wait_until(lambda: app.focused("Message 2"), message="focus to move to Message 2 (the list does it)")
    app.key("shift+F10")
    item = app.find("menu item", "Archive")
    app.do_action(item, "click")
    app.wait_line("archive Message 2")
