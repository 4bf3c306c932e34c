"""The catalogue window: header bar, block list, reference, search — read through AT-SPI."""
import json
import os
import re
import subprocess
import time

import harness
import pytest

from harness import App, check, wait_until, xdotool
from harness.catalog import BLOCKS
from harness.keys import describe, first_row, nudge_spin, press

TITLES = ["Completion Swipe Row", "Swipe Action Row", "Full-Swipe Card List", "List-Row Swipe Actions"]


def test_window_lists_every_block_and_names_its_toggles(app):
    frame = app.find("frame", re.compile("Swipe Blocks"))
    check("Swipe Blocks" in frame.name, f"window title {frame.name!r}")
    app.find("check box", "Reduce Motion")
    app.find("check box", "Right to Left")
    blocks = app.find("list", "Blocks")
    names = [child.name for child in blocks]
    for title in TITLES:
        check(title in names, f"{title!r} missing from the Blocks list: {names}")


def test_selecting_a_block_shows_its_reference_and_spanish_tags(app):
    item = app.find("list item", "Swipe Action Row")
    app.click(*app.center(item))
    app.find("label", "Inbox")
    for parameter in ["actions", "buttonWidth", "content"]:
        app.find("label", parameter)
    spanish = app.find("label", re.compile("^Español:"))
    check("archivar" in spanish.name and "borrar" in spanish.name, f"Spanish tags: {spanish.name!r}")
    # Each language named in itself: Hebrew too, not its code.
    app.find("label", re.compile("^עברית:"))
    app.find("label", "Required")
    app.find("label", "80")


def test_ctrl_f_and_an_accent_free_query_filter_the_list(app):
    app.key("ctrl+f")
    app.find("entry", "Search blocks")
    app.type("marca de verificacion")
    wait_until(lambda: app.names("list item") and
               [n for n in app.names("list item") if n in TITLES] == ["Completion Swipe Row"],
               message="only the completion row to match")
    app.find("label", "1 result")


def test_typing_anywhere_starts_a_search_with_an_empty_state(app):
    app.type("zzzqqq")
    app.find("label", "No Results Found")
    app.find("label", "0 results")
    # Tab from the search goes on to the page: the empty state is no Tab stop of its own.
    node = press(app, "Tab", settle=0.4)
    check(node is not None and node.name == "Main Menu", f"Tab from the empty search focused {describe(node)}")


@pytest.mark.app("--block", "full-swipe-card-list")
def test_every_parameter_of_a_long_api_table_is_a_row_shown_whole(app):
    """The card list's API table (13 parameters, summaries wrapped to several lines): each
    parameter is a row of the table, read as one sentence, and wholly inside the table once the
    wheel has brought it into view, the last one too (GTK 4.8's column view cut it off after a
    few rows)."""
    blocks = json.loads(subprocess.run([harness.BINARY, "export", "--format", "json"], capture_output=True,
                                       text=True, check=True, env=dict(os.environ, LANG="C.UTF-8")).stdout)
    names = [p["name"] for p in next(b for b in blocks if b["id"] == "full-swipe-card-list")["parameters"]]
    table = wait_until(lambda: next(iter(app.find_all("tree table", "API reference")), None), message="the API table")
    rows = [node for node in table if node.getRoleName() == "table row"]
    check([r.name.split(",")[0] for r in rows] == names, f"the table's rows: {[r.name for r in rows]}, not {names}")
    app.scroll_into_view(rows[-1])
    tx, ty, tw, th = app.extents(table)
    for row in rows[-2:]:
        x, y, w, h = app.extents(row)
        check(h > 20 and ty <= y and y + h <= ty + th, f"{row.name!r} at y {y}, height {h}, not inside the table "
              f"(y {ty}, height {th})")


@pytest.mark.app("--block", "full-swipe-card-list")
def test_block_flag_selects_the_block_at_start(app):
    frame = app.find("frame", re.compile("Swipe Blocks"))
    check(frame.name.startswith("Full-Swipe Card List"), f"window title {frame.name!r}")


@pytest.mark.parametrize("block", BLOCKS)
def test_every_block_fits_the_default_window_with_its_controls_and_plot(block):
    app = App("--block", block)
    ox, _ = app.window_origin()
    width = int(xdotool("getwindowgeometry", "--shell", app.window_id).split("WIDTH=")[1].split()[0])
    row = wait_until(lambda: app.rows(), message="the demo rows")[0]
    x, _, w, _ = app.extents(row)
    check(x + w <= ox + width - 16, f"{block}: the demo row ends at {x + w - ox}, past the window's {width}")
    plot = app.find("image", "Last drag")
    px, _, pw, _ = app.extents(plot)
    check(px + pw <= ox + width - 16, f"{block}: the drag plot ends at {px + pw - ox}, past the window's {width}")


GL_LIBRARIES = ("libGL.so", "libGLX", "libEGL", "_dri.so", "libLLVM")


def gl_libraries(pid):
    with open(f"/proc/{pid}/maps") as maps:
        return sorted({line.split()[-1] for line in maps if any(name in line for name in GL_LIBRARIES)})


def test_the_cairo_renderer_never_loads_opengl():
    app = App()  # GSK_RENDERER=cairo, as every window test runs
    app.find("list", "Blocks")
    check(gl_libraries(app.proc.pid) == [], f"OpenGL loaded under the cairo renderer: {gl_libraries(app.proc.pid)}")
    app.close()

    class DefaultRendererApp(App):
        def environment(self):
            env = super().environment()
            del env["GSK_RENDERER"]
            return env

    # Without the cairo renderer GTK keeps its GL probe (and renders with GL if it can).
    app = DefaultRendererApp()
    app.find("list", "Blocks")
    check(gl_libraries(app.proc.pid) != [], "GL was left out with the default renderer")


@pytest.mark.app("--block", "swipe-action-row")
def test_searching_and_closing_the_search_keep_the_page_and_its_parameters(app, events):
    nudge_spin(app, "Button Width", 4, 96)
    heading = app.find("label", "Inbox")
    before = app.extents(heading)[1]
    before_search = len(events())
    app.key("ctrl+f")
    app.type("swipe")
    wait_until(lambda: app.find_all("label", re.compile(r"^\d+ results?$")), message="the result count")
    app.key("Escape")
    time.sleep(0.6)
    check(app.find("spin button", "Button Width").queryValue().currentValue == 96, "the search reset Button Width")
    check(app.extents(app.find("label", "Inbox"))[1] == before, "the search moved the page")
    check(not [e for e in events()[before_search:] if e["kind"] == "restored"], "the search rebuilt the demo")


@pytest.mark.app("--block", "swipe-action-row")
def test_removing_a_row_keeps_the_page_still(app, events):
    first_row(app, "Weekly report")
    below = app.find("label", "Last drag")
    before = app.extents(below)[1]
    press(app, "Delete")
    events.wait("removed", row=0)
    time.sleep(0.8)
    check(app.extents(app.find("label", "Last drag"))[1] == before,
          f"the page below the demo moved from {before} to {app.extents(app.find('label', 'Last drag'))[1]}")
