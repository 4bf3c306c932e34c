"""The window as GNOME's settings change under it while it runs, read from an XSETTINGS manager
on the session's display as GTK reads gnome-settings-daemon's (harness.xsettings)."""
import time

import pyatspi

from harness import App, check, wait_until
from harness.keys import open_block, press
from harness.xsettings import XSettings

OVERLAY = "Gtk/OverlayScrolling"
ANIMATIONS = "Gtk/EnableAnimations"


def copy_at(app):
    """Where the usage's Copy button is: it moves when the page makes room for its scrollbar."""
    return app.extents(app.find("push button", "Copy usage snippet"))


def test_always_show_scroll_bars_changed_after_browsing_blocks():
    """Settings → Accessibility → Always Show Scroll Bars, turned on and off again after a few
    pages were shown. GTK 4.8 crashed here: each page freed the scrolled windows of the one before
    (the card list's too), and they still listened to the setting. The window lives on: its page
    makes room for the scrollbars while they always show and takes it back after, and it still
    answers keys."""
    with XSettings({OVERLAY: 1}) as settings:
        app = App()
        open_block(app, "Full-Swipe Card List", "Quarterly planning")
        open_block(app, "Swipe to Dismiss", "Battery saver is on")
        open_block(app, "Swipe Action Row", "Weekly report")
        overlaid = copy_at(app)
        settings.change({OVERLAY: 0})
        always = wait_until(lambda: copy_at(app) != overlaid and copy_at(app), message="the page to make room for the scrollbars")
        print(f"  Copy at {overlaid} over the content's scrollbars, at {always} beside them", flush=True)
        settings.change({OVERLAY: 1})
        wait_until(lambda: copy_at(app) == overlaid, message="the page to take the scrollbars' room back")
        open_block(app, "Completion Swipe Row", "Water the plants")
        app.close()


def test_reduce_motion_follows_the_desktop_animations_switch_until_the_person_chooses():
    """Settings → Accessibility → Reduce Animation, switched while the window runs: Reduce Motion
    (its check box and the demos) follows it both ways; once the person turns Reduce Motion
    (Ctrl+M), a later switch leaves their choice alone."""
    def reduced():
        return app.find("check box", "Reduce Motion").getState().contains(pyatspi.STATE_CHECKED)

    with XSettings({ANIMATIONS: 1, OVERLAY: 1}) as settings:
        app = App("--block", "completion-swipe-row")
        check(not reduced(), "with the desktop's animations on, Reduce Motion started on")
        settings.change({ANIMATIONS: 0})
        wait_until(reduced, message="Reduce Motion to turn on with the desktop's animations off")
        settings.change({ANIMATIONS: 1})
        wait_until(lambda: not reduced(), message="Reduce Motion to turn off with the desktop's animations on")
        press(app, "ctrl+m")
        wait_until(reduced, message="Ctrl+M to turn Reduce Motion on")
        # The page moving for the scrollbars, changed in the same breath, says the switch arrived.
        before = copy_at(app)
        settings.change({ANIMATIONS: 0, OVERLAY: 0})
        wait_until(lambda: copy_at(app) != before, message="the desktop's change to reach the window")
        settings.change({ANIMATIONS: 1, OVERLAY: 1})
        wait_until(lambda: copy_at(app) == before, message="the desktop's change back to reach the window")
        check(reduced(), "the desktop's animations switch undid the person's Reduce Motion")
        app.close()


# GNOME's settings as gnome-settings-daemon serves them over XSETTINGS: as at install, and changed
# as a person changes them in Settings (Large Text is the DPI, Cursor Size the cursor's, the
# window-button layout, High Contrast's theme, 2× scaling…).
AS_INSTALLED = {"Xft/DPI": 96 * 1024, "Gtk/FontName": "Cantarell 11", "Gtk/CursorThemeSize": 24,
                "Net/CursorBlink": 1, "Gtk/DecorationLayout": "appmenu:close", "Net/IconThemeName": "Adwaita",
                "Gtk/KeynavUseCaret": 0, "Gtk/EnablePrimaryPaste": 1, "Net/ThemeName": "Adwaita",
                "Net/DndDragThreshold": 8, OVERLAY: 1, ANIMATIONS: 1, "Gdk/WindowScalingFactor": 1}
CHANGED = {"Xft/DPI": 120 * 1024, "Gtk/FontName": "DejaVu Sans 14", "Gtk/CursorThemeSize": 48,
           "Net/CursorBlink": 0, "Gtk/DecorationLayout": "close,minimize,maximize:", "Net/IconThemeName": "hicolor",
           "Gtk/KeynavUseCaret": 1, "Gtk/EnablePrimaryPaste": 0, "Net/ThemeName": "HighContrast",
           "Net/DndDragThreshold": 20, OVERLAY: 0, ANIMATIONS: 0, "Gdk/WindowScalingFactor": 2}


def test_each_desktop_setting_changed_while_the_window_runs():
    """Each of GNOME's settings that GTK reads over XSETTINGS, changed and changed back while the
    window shows a page (after three others were shown and freed), then all of them at once: the
    window lives through each, prints no GTK warning, grows its text for Large Text, and still
    opens blocks from the keyboard."""
    with XSettings(AS_INSTALLED) as settings:
        app = App()
        open_block(app, "Full-Swipe Card List", "Quarterly planning")
        open_block(app, "Swipe to Dismiss", "Battery saver is on")
        open_block(app, "Swipe Action Row", "Weekly report")

        def text_height():
            return app.extents(app.find("label", "Weekly report"))[3]
        height = text_height()
        for name, value in CHANGED.items():
            settings.change({name: value})
            if name == "Xft/DPI":
                wait_until(lambda: text_height() > height, message="Large Text to make the rows' text taller")
            time.sleep(0.5)
            app.row("Weekly report")  # alive, and still answering over AT-SPI
            settings.change({name: AS_INSTALLED[name]})
            time.sleep(0.5)
            app.row("Weekly report")
        settings.change(CHANGED)
        open_block(app, "Completion Swipe Row", "Water the plants")
        settings.change(AS_INSTALLED)
        open_block(app, "Undo After Delete", "Notes")
        app.close()
