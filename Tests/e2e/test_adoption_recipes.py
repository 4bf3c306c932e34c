"""The adoption guide's recipes (docs/reference/adoption.md): each recipe's program in
Examples/adoption, in C (built with cc and pkg-config), Python and GJS, started as a person starts
it on the build tree's library (build/gir) and driven with the real pointer. A drag opens a row, a
click on one of its actions runs the window's existing GAction with the row's item as its target,
and the program prints it ("archive Weekly report: …"). The guide's diffs are checked against the
programs: undone, they leave apps with no swipe rows in them, and each recipe changes fewer than
30 lines in each language, as the guide says."""
import os
import re
import shutil
import subprocess

import pytest

from harness import check, wait_until
from harness.catalog import ROOT
from harness.programs import Client, compile_step, shown_buttons

# The library as people get it: make test-dist.
pytestmark = pytest.mark.dist

ADOPTION = os.path.join(ROOT, "Examples", "adoption")
UI_DIR = os.path.join(ADOPTION, "ui")
GUIDE = os.path.join(ROOT, "docs", "reference", "adoption.md")
RECIPES = ("boxed-list", "cards", "list-view")
LANGUAGES = {"c": "C", "python": "Python", "gjs": "JavaScript"}
TITLES = {"boxed-list": "Mail", "cards": "Notes", "list-view": "Tasks"}
C_FLAGS = ["-Wall", "-Wextra", "-Werror", "-Wno-unused-parameter"]
# The library's names in a program, a .ui or a style sheet (the apps' ids say swipeblocks too).
LIBRARY = re.compile(r"SwipeWidgets|swipewidgets|\bSwipe[A-Z]|\bswipe_|\bSWIPE_|\.swipe-")


@pytest.fixture(scope="session")
def c_programs(tmp_path_factory):
    """The recipes' C programs, each built as its comment says: cc with pkg-config's flags for
    swipewidgets-0 and libadwaita-1, every warning an error."""
    flags = compile_step("pkg-config", ["pkg-config", "--cflags", "--libs", "swipewidgets-0", "libadwaita-1"]).stdout.split()
    out = tmp_path_factory.mktemp("adoption")
    for recipe in RECIPES:
        compile_step(f"cc {recipe}.c", ["cc", *C_FLAGS, f"Examples/adoption/c/{recipe}.c", "-o", str(out / recipe), *flags])
    return out


def start(recipe, language, c_programs):
    """The recipe's program in `language` (the C one as `c_programs` built it), on its window."""
    command = {"c": [str(c_programs / recipe), UI_DIR],
               "python": ["/usr/bin/python3", f"Examples/adoption/python/{recipe}.py"],
               "gjs": ["/usr/bin/gjs", "-m", f"Examples/adoption/gjs/{recipe}.js"]}[language]
    return Client(f"{recipe}-{language}", command=command, title=TITLES[recipe])


def drag_open(app, title, edge, distance):
    """A real pointer drag across the row `title`, from near the edge it leaves toward the other."""
    x, y, w, h = app.extents(app.row(title))
    start_x = x + w - 30 if edge == "trailing" else x + 30
    end_x = start_x - distance if edge == "trailing" else start_x + distance
    app.drag(start_x, y + h // 2, end_x, y + h // 2)


def click_action(app, name):
    """Clicks the shown button `name` of the open row."""
    def still():
        buttons = shown_buttons(app, name)
        return app.held_still(buttons[0]) if buttons else None
    x, y, w, h = wait_until(still, message=f"the {name} button shown, held still")
    app.click(x + w // 2, y + h // 2)


def swipe_and_run(app, title, edge, distance, action):
    """Drags the row `title` open toward `edge`, clicks its `action` button (Archive, Delete): the
    app's GAction prints "action title" and the row leaves the list."""
    drag_open(app, title, edge, distance)
    click_action(app, action.capitalize())
    app.wait_line(f"{action} {title}")
    wait_until(lambda: not app.find_rows(title), message=f"{title!r} to leave the list after {action}")


def finish(app, expected):
    check(app.lines() == expected, f"printed: {app.lines()}")
    noise = [line for line in app.stderr().splitlines() if line.strip() and "dbind-WARNING" not in line]
    check(not noise, f"the program wrote to stderr: {noise[:8]}")


@pytest.mark.parametrize("language", LANGUAGES)
def test_boxed_list_rows_still_activate_and_archive_through_win_archive(language, c_programs):
    # Recipe 1: the AdwActionRow inside still activates on a click; a drag opens the swipe row
    # around it on Archive and Delete, and Archive runs win.archive with the message's title.
    app = start("boxed-list", language, c_programs)
    invoice, report = "Invoice 1042 from Northwind, due on the 30th", "Weekly report: the numbers for March are in"
    app.click(*app.center(app.row(invoice)))
    app.wait_line(f"open {invoice}")
    swipe_and_run(app, report, "trailing", 160, "archive")
    finish(app, [f"open {invoice}", f"archive {report}"])


@pytest.mark.parametrize("language", LANGUAGES)
def test_card_rows_archive_from_the_leading_edge_and_delete_with_a_full_swipe(language, c_programs):
    # Recipe 2: the template's card, now a SwipeCardRow: Archive on its leading edge, and a full
    # swipe toward the trailing edge runs Delete (the card slides out, then win.delete runs).
    app = start("cards", language, c_programs)
    plumber, train = "Call the plumber about the leak", "Book the train to Lyon"
    swipe_and_run(app, plumber, "leading", 110, "archive")
    x, y, w, h = app.extents(app.row(train))
    app.drag(x + w - 20, y + h // 2, x + 10, y + h // 2, steps=30, duration=0.5)
    app.wait_line(f"delete {train}")
    wait_until(lambda: not app.find_rows(train), message="the deleted note to leave the list")
    finish(app, [f"archive {plumber}", f"delete {train}"])


@pytest.mark.parametrize("language", LANGUAGES)
def test_list_view_rows_name_the_task_they_show_in_their_gactions(language, c_programs):
    # Recipe 3: a SwipeListView's rows show one task after another; each row's actions are
    # remade in bind-row, so the target is the task the row shows when its button is clicked.
    app = start("list-view", language, c_programs)
    passport, bill = "Renew the passport before the summer", "Pay the electricity bill for March"
    swipe_and_run(app, passport, "trailing", 160, "archive")
    swipe_and_run(app, bill, "trailing", 160, "delete")
    check(app.find_rows("Water the plants on the balcony"), "a task nobody touched left the list")
    finish(app, [f"archive {passport}", f"delete {bill}"])


def guide_recipes():
    """The guide's recipes, in order: each its diff blocks (path, text) and the counts it states."""
    with open(GUIDE) as f:
        sections = re.split(r"^## \d\. ", f.read(), flags=re.M)[1:]
    recipes = []
    for section in sections:
        diffs = re.findall(r"^```diff\n(.*?)^```", section, flags=re.M | re.S)
        stated = re.search(r"Changed lines: C (\d+), Python (\d+), JavaScript (\d+)", section)
        check(stated, f"no 'Changed lines: C …, Python …, JavaScript …' in the recipe {section.splitlines()[0]!r}")
        paths = [re.search(r"^\+\+\+ b/(\S+)$", diff, flags=re.M).group(1) for diff in diffs]
        recipes.append((section.splitlines()[0], list(zip(paths, diffs)), dict(zip(LANGUAGES, map(int, stated.groups())))))
    return recipes


def changed_lines(diff):
    """Lines added or edited, and lines removed that nothing replaces: in each run of `-` and `+`
    lines, the longer side (an edited line, a `-` and its `+`, counts once)."""
    total, minus, plus = 0, 0, 0
    for line in diff.splitlines()[2:] + [""]:
        if line.startswith("-"):
            minus += 1
        elif line.startswith("+"):
            plus += 1
        else:
            total, minus, plus = total + max(minus, plus), 0, 0
    return total


def strip_comments(text):
    """A program, .ui or CSS file without its comments (which may well name the library)."""
    text = re.sub(r'^"""(.*?)^"""|<!--(.*?)-->|/\*(.*?)\*/', "", text, flags=re.M | re.S)
    return re.sub(r"^\s*(#|//).*$", "", text, flags=re.M)


def test_the_guides_diffs_are_the_programs_own_and_under_thirty_lines(tmp_path):
    recipes = guide_recipes()
    check(len(recipes) == 3, f"the guide has {len(recipes)} numbered recipes, not 3")
    shutil.copytree(ADOPTION, tmp_path / "Examples" / "adoption")
    for (heading, diffs, stated), recipe in zip(recipes, RECIPES):
        shown = {path.split("/")[2] for path, _ in diffs}
        check(shown >= set(LANGUAGES), f"{heading}: no diff for {sorted(set(LANGUAGES) - shown)}")
        for language in LANGUAGES:
            counted = sum(changed_lines(diff) for path, diff in diffs if path.split("/")[2] in (language, "ui"))
            check(counted == stated[language], f"{heading}: the guide says {stated[language]} lines in {language}, "
                                               f"its diffs change {counted}")
            check(counted < 30, f"{heading}: {counted} changed lines in {language}")
        for path, diff in diffs:
            check(os.path.basename(path).startswith((recipe, "note-card")), f"{heading} shows a diff of {path}")
            # Undone on a copy of the programs, the diff must fit them exactly.
            run = subprocess.run(["git", "apply", "-R", "-"], input=diff + "\n", cwd=tmp_path, capture_output=True, text=True)
            check(run.returncode == 0, f"{heading}: the diff of {path} does not fit the program: {run.stderr}")
    # What is left is the apps before the recipes: not a swipe row in them, and the C ones build
    # without the library.
    before = tmp_path / "Examples" / "adoption"
    # The recipes' programs and .ui files (the folder also holds the Debian apps' patches).
    for root, _, files in (entry for folder in (*LANGUAGES, "ui") for entry in os.walk(before / folder)):
        for name in files:
            with open(os.path.join(root, name)) as f:
                text = f.read()
            code = strip_comments(text)
            check(not LIBRARY.search(code), f"{name} still uses the library once the guide's diffs are undone")
    flags = compile_step("pkg-config", ["pkg-config", "--cflags", "--libs", "libadwaita-1"]).stdout.split()
    for recipe in RECIPES:
        source = str(before / "c" / f"{recipe}.c")
        compile_step(f"cc {recipe}.c before the recipe", ["cc", *C_FLAGS, source, "-o", str(tmp_path / recipe), *flags])
