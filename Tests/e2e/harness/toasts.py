"""A toast's Undo button, as a person clicks it: once its toast alone is shown and still (a toast
slides in as the one before it slides out)."""
import re

from harness import wait_until

# GTK 4.8 names libadwaita 1.2's toast button twice, "Undo Undo" (its label and its text); the
# window names it once.
UNDO = re.compile(r"^Undo( Undo)?$")


def undo_buttons(app):
    """The toast Undo buttons shown now."""
    return [b for b in app.find_all("push button", UNDO) if app.is_showing(b)]


def toast_undo(app, title):
    """The Undo button of the toast saying `title`, once that toast alone is shown and still."""
    def settled():
        try:
            buttons = undo_buttons(app)
            if not app.find_all("label", title) or len(buttons) != 1:
                return None
        except Exception:  # noqa: BLE001 (the toast went while it was read)
            return None
        return buttons[0] if app.held_still(buttons[0]) else None
    return wait_until(settled, message=f"the toast {title!r} with Undo")
