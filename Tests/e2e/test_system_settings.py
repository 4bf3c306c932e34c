"""The window as GNOME's settings change under it while it runs, read from an XSETTINGS manager
on the session's display as GTK reads gnome-settings-daemon's (harness.xsettings)."""
from harness import App, wait_until
from harness.keys import open_block
from harness.xsettings import XSettings

OVERLAY = "Gtk/OverlayScrolling"


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

        def copy():
            return app.extents(app.find("push button", "Copy usage snippet"))
        overlaid = copy()
        settings.set(OVERLAY, 0)
        always = wait_until(lambda: copy() != overlaid and copy(), message="the page to make room for the scrollbars")
        print(f"  Copy at {overlaid} over the content's scrollbars, at {always} beside them", flush=True)
        settings.set(OVERLAY, 1)
        wait_until(lambda: copy() == overlaid, message="the page to take the scrollbars' room back")
        open_block(app, "Completion Swipe Row", "Water the plants")
        app.close()
