"""One vertical scroller per page: the mouse wheel scrolls the page wherever the pointer is —
over the API tables and the usage snippet (which scroll only sideways), and over a demo list once
the list has reached its end (until then the list scrolls and the page stands still)."""
import time

import pytest

from harness import check, wait_until, xdotool


def page_y(app):
    """Where the page is: the top of the Description heading, in screen coordinates (the heading
    is found once per app: a search walks the whole window over D-Bus)."""
    if getattr(app, "description_heading", None) is None:
        app.description_heading = app.find("label", "Description")
    return app.extents(app.description_heading)[1]


def wheel(app, x, y, clicks, button=5):
    xdotool("mousemove", x, y)
    time.sleep(0.1)
    for _ in range(clicks):
        xdotool("click", button)
        time.sleep(0.08)
    time.sleep(0.4)


def bring_to_middle(app, node):
    """Scrolls the page (the wheel over the page's title area) until `node` is well inside the window."""
    ox, oy = app.window_origin()
    for _ in range(60):
        _, y, _, h = app.extents(node)
        if oy + 150 < y and y + min(h, 200) < oy + 700:
            return
        # Several clicks at a time while far off (a click scrolls the page well over 50 px), one near.
        down = y > oy + 150
        far = (y - (oy + 400)) if down else (oy + 150 - y)
        wheel(app, ox + 600, oy + 70, max(1, min(6, far // 150)), 5 if down else 4)
    raise AssertionError(f"could not bring {node.name!r} into view")


@pytest.mark.slow
@pytest.mark.app("--block", "full-swipe-card-list")
def test_the_wheel_over_a_sideways_table_or_the_usage_scrolls_the_page(app):
    for role, name in (("tree table", "API reference"), ("text", "Usage in Swift")):
        node = wait_until(lambda: next(iter(app.find_all(role, name)), None), message=f"the {name}")
        bring_to_middle(app, node)
        x, y, w, h = app.extents(node)
        before = page_y(app)
        wheel(app, x + min(w // 2, 200), y + min(h // 2, 60), 2)
        after = page_y(app)
        check(after < before - 20, f"the wheel over the {name} did not scroll the page ({before} -> {after})")
        wheel(app, x + min(w // 2, 200), app.extents(node)[1] + 20, 2, button=4)
        check(page_y(app) > after + 20, f"the wheel up over the {name} did not scroll the page back")


@pytest.mark.app("--block", "full-swipe-card-list")
def test_the_wheel_over_a_demo_list_scrolls_the_list_then_the_page_at_its_end(app):
    rows = wait_until(app.rows, message="the rows")
    first = app.row_title(rows[0])
    x, y, w, h = app.extents(rows[0])
    before = page_y(app)
    wheel(app, x + w // 2, y + h // 2, 2)
    check(page_y(app) == before, "the page moved while the list still had rows to show")
    check(app.row_title(app.rows()[0]) != first, "the list did not scroll under the wheel")
    # On to the list's end: the page follows.
    wheel(app, x + w // 2, y + h // 2, 12)
    check(page_y(app) < before - 20, f"at the list's end the wheel did not go on to the page ({before} -> {page_y(app)})")
