"""The GObject library's clients in Examples/ (C, and Python and GJS through introspection): started as a
person starts them, driven with the real keyboard and pointer, read over AT-SPI. Each prints one
line per signal it handled ("opened Message 2 trailing", "archive Message 2", "completed Task 1"),
which is checked. They run on the build tree's library and typelib (build/gir, made by
scripts/gir.sh in `make test`)."""
import os

from harness import check, wait_until
from test_examples import ROOT, Example, _open_trailing, _shown_buttons

GIR = os.path.join(ROOT, "build", "gir")
CLIENTS = {
    "c": (["build/gir/inbox-c"], "Swipe from C"),
    "python": (["/usr/bin/python3", "Examples/python/inbox.py"], "Swipe from Python"),
    "javascript": (["/usr/bin/gjs", "-m", "Examples/gjs/inbox.js"], "Swipe from JavaScript"),
}


class Client(Example):
    """A client of libswipewidgets-0: the library and the typelib from build/gir."""

    def __init__(self, language):
        command, title = CLIENTS[language]
        command = [c if c.startswith(("/", "-")) else os.path.join(ROOT, c) for c in command]
        super().__init__(language, title=title, command=command)

    def environment(self):
        return dict(super().environment(), GI_TYPELIB_PATH=GIR, LD_LIBRARY_PATH=GIR)


def walk(language):
    """Keys first, from launch: Tab to the first message, Delete deletes it and the list hands
    focus to the next. Then the pointer: a drag opens Message 2 (opened), a click on its Archive
    archives it (row-action), a drag forward completes Task 1 (row-completed)."""
    app = Client(language)
    app.tab_to("Message 1")
    app.key("Delete")
    app.wait_line("delete Message 1")
    wait_until(lambda: not app.find_rows("Message 1"), message="Message 1 to leave the inbox")
    wait_until(lambda: app.focused("Message 2"), message="focus to move to Message 2 (the list does it)")

    _open_trailing(app, "Message 2")
    app.wait_line("opened Message 2 trailing")
    archive = wait_until(lambda: (_shown_buttons(app, "Archive") or [None])[0], message="Message 2's Archive shown")
    app.click(*app.center(archive))
    app.wait_line("archive Message 2")
    wait_until(lambda: not app.find_rows("Message 2"), message="Message 2 to leave the inbox")

    row = app.row("Task 1")
    x, y, w, h = app.extents(row)
    app.drag(x + 30, y + h // 2, x + 30 + int(w * 0.7), y + h // 2 + 2)
    app.wait_line("completed Task 1")
    wait_until(lambda: not app.find_rows("Task 1"), message="Task 1 to leave the tasks")
    check(app.find_rows("Message 3") and app.find_rows("Task 2"), "the other rows stayed")
    done = [line for line in app.lines() if not line.startswith(("opened ", "closed "))]
    check(done == ["delete Message 1", "archive Message 2", "completed Task 1"], f"printed: {app.lines()}")
    check("closed Message 2" in app.lines(), f"Archive closed its row first (closed): {app.lines()}")
    check(not app.stderr().strip(), f"the {language} client wrote to stderr: {app.stderr()[-500:]}")


def scenario_the_c_client_deletes_archives_and_completes_with_keys_and_drags():
    walk("c")


def scenario_the_python_client_deletes_archives_and_completes_with_keys_and_drags():
    walk("python")


def scenario_the_javascript_client_deletes_archives_and_completes_with_keys_and_drags():
    walk("javascript")
