"""The window in the user's language (issue 20): started under a Spanish or a Hebrew locale, as a
person's session starts it (LANG), its words come from the translations compiled beside the
binary (po/LANG.po), GTK's and libadwaita's own words come in the same language, and under Hebrew
the whole window mirrors and the demo starts right to left."""
import gettext
import os

import pyatspi

import harness
from harness import App, check, wait_until

# Words of the window that the tests look for, in English; each must be translated.
WORDS = ["Main Menu", "Reduce Motion", "Right to Left", "Copy usage snippet", "Parameters", "Export Markdown…"]


def catalog(lang):
    """The translations the binary under test reads for `lang` (its locale/LANG/LC_MESSAGES)."""
    path = os.path.join(os.path.dirname(harness.BINARY), "locale", lang, "LC_MESSAGES", "swipeblocks.mo")
    with open(path, "rb") as f:
        return gettext.GNUTranslations(f)


class LocaleApp(App):
    """The window under `LANG=locale`, nothing else of the tester's language settings kept."""

    def __init__(self, locale, *args, title):
        self.locale = locale
        super().__init__(*args, title=title)

    def environment(self):
        env = {k: v for k, v in super().environment().items() if not k.startswith("LC_") and k != "LANGUAGE"}
        return dict(env, LANG=self.locale)


def test_under_a_spanish_locale_the_window_speaks_spanish():
    es = catalog("es")
    for word in WORDS:
        check(es.gettext(word) != word, f"{word!r} has no Spanish translation")
    app = LocaleApp("es_ES.UTF-8", "--block", "swipe-action-row", title=es.gettext("Swipe Blocks"))
    app.find("push button", es.gettext("Main Menu"))
    app.find("check box", es.gettext("Reduce Motion"))
    app.find("check box", es.gettext("Right to Left"))
    app.find("push button", es.gettext("Copy usage snippet"))
    app.find("push button", es.gettext("Export Markdown…"))
    app.find("label", es.gettext("Parameters"))
    english = [w for w in WORDS if app.find_all(None, w)]
    check(not english, f"still in English: {english}")
    check("CRITICAL" not in app.stderr() and "WARNING" not in app.stderr(), f"GTK complained: {app.stderr()[-800:]}")


def test_under_a_hebrew_locale_the_window_mirrors_and_the_demo_starts_right_to_left():
    he = catalog("he")
    check(he.gettext("Right to Left") != "Right to Left", "'Right to Left' has no Hebrew translation")
    app = LocaleApp("he_IL.UTF-8", "--block", "completion-swipe-row", title=he.gettext("Swipe Blocks"))
    toggle = app.find("check box", he.gettext("Right to Left"))
    check(toggle.getState().contains(pyatspi.STATE_CHECKED), "the demo did not start right to left")
    # Mirrored: the block list is on the window's right, the page on its left.
    wx, _ = app.window_origin()
    item_x, _, _, _ = app.extents(app.find("list item", "Completion Swipe Row"))
    page_x, _, _, _ = app.extents(app.find("push button", he.gettext("Copy usage snippet")))
    check(item_x > page_x, f"the block list is not right of the page: list at {item_x - wx}, page at {page_x - wx}")
    # Forward is leftward: a drag to the left completes the task.
    row = app.row("Water the plants")
    x, y, w, h = app.extents(row)
    app.drag(x + w - 40, y + h // 2, x + w - 40 - int(w * 0.6), y + h // 2)
    wait_until(lambda: any(e["kind"] == "completed" for e in app.log()), message="a leftward drag to complete")
