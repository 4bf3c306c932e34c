"""The window in the user's language (issue 20): started under a Spanish or a Hebrew locale, as a
person's session starts it (LANG), its words come from the translations compiled beside the
binary (po/LANG.po), GTK's and libadwaita's own words come in the same language, and under Hebrew
the whole window mirrors and the demo starts right to left."""
import gettext
import json
import os
import re
import subprocess
import time

import pyatspi
import pytest

import harness
from harness import App, check, wait_until, xdotool

# Words of the window that the tests look for, in English; each must be translated.
WORDS = ["Main Menu", "Reduce Motion", "Right to Left", "Copy usage snippet", "Parameters", "Export Markdown…"]


def manifest(block_id):
    """A built-in block's manifest, as the catalogue folder has it."""
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "..", "..", "Catalog", block_id, "block.json"), encoding="utf-8") as f:
        return json.load(f)


def catalog(lang, domain="swipeblocks"):
    """The translations the binary under test reads for `lang` (its locale/LANG/LC_MESSAGES): the
    window's, or the widget library's own (`swipewidgets`)."""
    path = os.path.join(os.path.dirname(harness.BINARY), "locale", lang, "LC_MESSAGES", domain + ".mo")
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
    # The block's own texts too: its title, its demo's first row, an action's title in the row menu.
    block = manifest("swipe-action-row")
    app.find("label", block["title"]["es"])
    row = app.row(block["demo"]["rows"][0]["title"]["es"])
    # Numbers as Spanish writes them: the drag plot's sentence has a decimal comma ("1,2 s").
    x, y, w, h = app.extents(row)
    app.drag(x + w - 30, y + h // 2, x + w // 2, y + h // 2, steps=20, duration=0.6)
    plot = app.find("image", es.gettext("Last drag"))
    said = wait_until(lambda: re.search(r"\d,\d", plot.description or "") and plot.description,
                      message="the drag plot's sentence")
    check(re.search(r"\d\.\d", said) is None, f"a decimal point in Spanish: {said!r}")
    # The row menu: named in the widget library's own words (its domain, not the window's), its
    # items the block's action titles.
    library = catalog("es", "swipewidgets")
    check(library.gettext("Row actions") != "Row actions", "'Row actions' has no Spanish translation")
    app.click(x + w // 2, y + h // 2)
    app.key("shift+F10")
    app.find(None, library.gettext("Row actions"))
    app.find("menu item", block["engine"]["actions"][0]["title"]["es"])
    check(not app.find_all(None, "Row actions"), "the row menu is named in English")
    check("CRITICAL" not in app.stderr() and "WARNING" not in app.stderr(), f"GTK complained: {app.stderr()[-800:]}")


def test_under_a_hebrew_locale_the_window_mirrors_and_the_demo_starts_right_to_left():
    he = catalog("he")
    check(he.gettext("Right to Left") != "Right to Left", "'Right to Left' has no Hebrew translation")
    app = LocaleApp("he_IL.UTF-8", "--block", "completion-swipe-row", title=he.gettext("Swipe Blocks"))
    toggle = app.find("check box", he.gettext("Right to Left"))
    check(toggle.getState().contains(pyatspi.STATE_CHECKED), "the demo did not start right to left")
    # Mirrored: the block list is on the window's right, the page on its left.
    wx, _ = app.window_origin()
    block = manifest("completion-swipe-row")
    item_x, _, _, _ = app.extents(app.find("list item", block["title"]["he"]))
    page_x, _, _, _ = app.extents(app.find("push button", he.gettext("Copy usage snippet")))
    check(item_x > page_x, f"the block list is not right of the page: list at {item_x - wx}, page at {page_x - wx}")
    # Forward is leftward: a drag to the left completes the task.
    row = app.row(block["demo"]["rows"][0]["title"]["he"])
    x, y, w, h = app.extents(row)
    app.drag(x + w - 40, y + h // 2, x + w - 40 - int(w * 0.6), y + h // 2)
    wait_until(lambda: any(e["kind"] == "completed" for e in app.log()), message="a leftward drag to complete")


# The pseudo-locale (SWIPEBLOCKS_PSEUDO_LOCALE=1): every message of the window comes out
# bracketed, accented and about 40 % longer, so a word left untranslated shows at a glance.
BRACKETED = re.compile(r"\u200f?\[[^\[\]]*\]")
# Roles whose names a person sees or hears as the window's words.
WORDED = {"label", "push button", "toggle button", "check box", "menu item", "list item", "heading",
          "combo box", "spin button", "text", "page tab", "list", "tree table", "column header", "drawing area",
          "link", "search", "entry", "radio button", "scroll pane", "panel", "status bar"}
# Names that are no words of ours: GTK's own (the title buttons; its translation, not ours), the
# programming languages the usage comes in, and what GTK 4.8's popover menu exposes of its inner
# stack (a class name and "(None)": never focused or spoken, test_orca checks that).
NOT_OURS = re.compile(r"^(Close|Minimize|Maximize|Restore|Swift|C|Python|Gtk[A-Z]\w*|\(None\))$")


def catalogue_texts(binary):
    """Every text the catalogue gives the window — titles, summaries, categories, metadata, tags,
    API tables, demo rows and actions — as `export --format json` reads them, and each
    description paragraph as the page shows it (one line, no Markdown marks)."""
    blocks = json.loads(subprocess.run([binary, "export", "--format", "json"], capture_output=True, text=True,
                                       check=True).stdout)
    texts = set()

    def walk(value):
        if isinstance(value, str):
            texts.add(value)
            for paragraph in value.split("\n\n"):
                texts.add(" ".join(paragraph.split()).replace("`", "").replace("**", ""))
        elif isinstance(value, dict):
            for item in value.values():
                walk(item)
        elif isinstance(value, list):
            for item in value:
                walk(item)
    walk(blocks)
    # Code (the library table's names, types and defaults): the Markdown export's code spans.
    markdown = subprocess.run([binary, "export"], capture_output=True, text=True, check=True).stdout
    markdown = re.sub(r"```.*?```", "", markdown, flags=re.S)  # the usage snippets' fences
    texts.update(span.replace("\\|", "|") for span in re.findall(r"`([^`]+)`", markdown))
    return sorted((t for t in texts if t.strip()), key=len, reverse=True)


def untranslated(app, catalogue):
    """The names of the showing, worded objects that hold a word not bracketed (ours, marked),
    not the catalogue's (or code) and not GTK's own."""
    found = []
    for node in app.find_all(predicate=lambda n: n.getRoleName() in WORDED and bool(n.name) and app.is_showing(n)):
        try:
            name = node.name
        except Exception:  # noqa: BLE001 - rebuilt meanwhile
            continue
        if NOT_OURS.match(name):
            continue
        rest = name
        while BRACKETED.search(rest):  # innermost first: a message filled with another
            rest = BRACKETED.sub(" ", rest)
        for text in catalogue:
            if text in rest:
                rest = rest.replace(text, " ")
        words = [w for w in re.split(r"[\s:;,·()]+", rest) if re.search(r"[^\W\d_]", w)]
        if [w for w in words if not NOT_OURS.match(w)]:
            found.append(f"{node.getRoleName()} {name!r}")
    return found


# Titles of the Keyboard Shortcuts window (Resources/ui/shortcuts.ui, translated by GtkBuilder).
SHORTCUT_TITLES = ["Search blocks", "Live demo", "Open row", "Move between its action buttons"]


def test_under_a_spanish_locale_the_shortcuts_window_speaks_spanish():
    es = catalog("es")
    app = LocaleApp("es_ES.UTF-8", "--block", "swipe-action-row", title=es.gettext("Swipe Blocks"))
    app.key("ctrl+question")
    for title in SHORTCUT_TITLES:
        check(es.gettext(title) != title, f"{title!r} has no Spanish translation")
        app.find(None, es.gettext(title))
        check(not app.find_all(None, title), f"the shortcuts window shows {title!r} in English")


class PseudoApp(App):
    def environment(self):
        return dict(super().environment(), SWIPEBLOCKS_PSEUDO_LOCALE="1")


@pytest.mark.parametrize("width", [360, 1100])
def test_under_the_pseudo_locale_every_word_the_window_shows_is_translated(width):
    catalogue = catalogue_texts(harness.BINARY)
    app = PseudoApp("--block", "full-swipe-card-list", title="Swïpé Blöçks")
    xdotool("windowsize", app.window_id, width, 760)
    time.sleep(1.0)
    if width < 683:
        # Folded: the block's page (--block opens on it), Alt+Left to the list, Return back to
        # the page, keys only.
        problems = untranslated(app, catalogue)
        app.key("alt+Left")
        time.sleep(1.0)
        problems += untranslated(app, catalogue)
        app.key("Return")
        time.sleep(1.0)
    else:
        problems = []
    problems += untranslated(app, catalogue)
    shot = app.screenshot(os.path.join(harness.ARTIFACTS, f"pseudo-locale-{width}.png"))
    check(not problems, f"untranslated at {width} px ({shot}): {problems}")
    # Words 40 % longer still fit a phone: nothing (a block's title in the list, a button's
    # label) keeps the window wider than it was made.
    out = xdotool("getwindowgeometry", "--shell", app.window_id)
    shown_width = int(dict(line.split("=", 1) for line in out.split() if "=" in line)["WIDTH"])
    check(shown_width == width, f"the window is {shown_width} px wide, not {width} ({shot})")


def test_under_the_pseudo_locale_the_shortcuts_window_is_translated_too():
    app = PseudoApp("--block", "swipe-action-row", title="Swïpé Blöçks")
    app.key("ctrl+question")
    plain = str.maketrans("áéïöüýçñÅÉÏÖÜÝÇÑ", "aeiouycnAEIOUYCN")

    def unbracketed(name):
        m = re.fullmatch(r"\[(.*) ~+\]", name or "")
        return m.group(1).translate(plain) if m else None

    for title in SHORTCUT_TITLES:
        wait_until(lambda: [n for n in app.find_all("label") if unbracketed(n.name) == title],
                   message=f"{title!r} in the pseudo-locale")
        check(not app.find_all(None, title), f"the shortcuts window shows {title!r} untranslated")
