"""The demo's toggles, the parameter panel and export, as a person uses them."""
import os
import shutil
import subprocess
import tempfile
import time

import pytest

import harness
from harness import App, check, wait_until


def drag_row(app, name, dx):
    row = app.row(name)
    x, y, w, h = app.extents(row)
    start = x + 40 if dx > 0 else x + w - 40
    app.drag(start, y + h // 2, start + dx, y + h // 2)


@pytest.mark.app("--block", "completion-swipe-row")
def test_right_to_left_toggle_mirrors_the_demo_at_once(app, events):
    app.do_action(app.find("check box", "Right to Left"), "click")
    time.sleep(0.3)
    drag_row(app, "Water the plants", 260)          # rightward: backward in RTL
    time.sleep(0.8)
    check(not [e for e in events() if e["kind"] == "completed"], "a backward drag completed")
    drag_row(app, "Water the plants", -260)         # leftward: forward in RTL
    events.wait("completed", row=0)


def test_reduce_motion_starts_as_the_desktop_has_animations():
    import pyatspi

    class QuietDesktopApp(App):
        """The desktop's Animations switched off (GTK reads gtk-enable-animations from settings.ini)."""
        def environment(self):
            env = super().environment()
            config = tempfile.mkdtemp(prefix="swipeblocks-gtk-config-")
            os.makedirs(os.path.join(config, "gtk-4.0"))
            with open(os.path.join(config, "gtk-4.0", "settings.ini"), "w") as f:
                f.write("[Settings]\ngtk-enable-animations=false\n")
            env["XDG_CONFIG_HOME"] = config
            return env

    def checked(app):
        return app.find("check box", "Reduce Motion").getState().contains(pyatspi.STATE_CHECKED)

    app = QuietDesktopApp("--block", "completion-swipe-row")
    check(checked(app), "with the desktop's animations off, Reduce Motion did not start on")
    app.close()
    app = App("--block", "completion-swipe-row")
    check(not checked(app), "with animations on, Reduce Motion started on")


@pytest.mark.app("--block", "completion-swipe-row")
def test_reduce_motion_toggle_completes_without_the_slide(app, events):
    app.key("ctrl+m")
    time.sleep(0.3)
    drag_row(app, "Call the dentist", 260)
    done = events.wait("completed", row=1)
    started = events.wait("dragStarted", row=1)
    check(done["time"] - started["time"] < 1.0, f"reduce motion should complete at release: {started} {done}")


@pytest.mark.app("--block", "swipe-action-row")
def test_parameter_panel_button_width_resizes_the_buttons(app, events):
    spin = app.find("spin button", "Button Width")
    spin.queryValue().currentValue = 120.0
    time.sleep(0.6)
    drag_row(app, "Weekly report", -300)
    events.wait("opened", row=0)
    time.sleep(0.6)
    archive_x = app.extents(app.find("push button", "Archive"))[0]
    delete_x = app.extents(app.find("push button", "Delete"))[0]
    check(abs(delete_x - archive_x - 120) <= 2, f"buttons are {delete_x - archive_x} apart, expected 120")


@pytest.mark.app("--block", "swipe-action-row")
def test_export_markdown_from_the_window_writes_what_the_cli_writes(app):
    folder = tempfile.mkdtemp(prefix="swipeblocks-export-")
    target = os.path.join(folder, "action-row.md")
    app.key("ctrl+e")
    app.find(None, "Export Markdown", timeout=10)
    time.sleep(0.5)
    app.key("ctrl+a")
    app.type(target)
    time.sleep(0.3)
    app.key("Return")
    wait_until(lambda: os.path.exists(target), message=f"{target} to be written")
    cli = subprocess.run([harness.BINARY, "export", "--block", "swipe-action-row"], capture_output=True, text=True,
                         check=True).stdout
    with open(target) as f:
        check(f.read() == cli, "the window's export differs from the CLI's")
    check(sorted(os.listdir(folder)) == ["action-row.md"], f"stray files: {os.listdir(folder)}")


def test_export_opens_where_the_last_export_went_even_after_a_restart():
    # A first export goes where the person types; the next run's dialog opens in that folder (a
    # bare file name lands there); once that folder is gone, it opens in Documents again.
    state = tempfile.mkdtemp(prefix="swipeblocks-state-")
    config = tempfile.mkdtemp(prefix="swipeblocks-config-")
    documents = tempfile.mkdtemp(prefix="swipeblocks-documents-")
    with open(os.path.join(config, "user-dirs.dirs"), "w") as f:
        f.write(f'XDG_DOCUMENTS_DIR="{documents}"\n')

    class RememberingApp(App):
        def environment(self):
            return dict(super().environment(), XDG_STATE_HOME=state, XDG_CONFIG_HOME=config)

    def export(name):
        app = RememberingApp("--block", "swipe-action-row")
        app.key("ctrl+e")
        app.find(None, "Export Markdown", timeout=10)
        time.sleep(0.5)
        app.key("ctrl+a")
        app.type(name)
        time.sleep(0.3)
        app.key("Return")
        return app

    folder = tempfile.mkdtemp(prefix="swipeblocks-chosen-")
    app = export(os.path.join(folder, "first.md"))
    wait_until(lambda: os.path.exists(os.path.join(folder, "first.md")), message="the first export")
    app.close()
    app = export("second.md")
    wait_until(lambda: os.path.exists(os.path.join(folder, "second.md")), message="second.md in the folder of the last export")
    app.close()
    shutil.rmtree(folder)
    app = export("third.md")
    wait_until(lambda: os.path.exists(os.path.join(documents, "third.md")), message="third.md in Documents, the last folder gone")
    app.close()
