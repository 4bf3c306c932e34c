"""The plot of the last drag: drawn after a real drag, read by screen readers as a sentence."""
import re
import subprocess

import pytest

import harness
from harness import check, wait_until
from harness.drags import open_first_row


def plot(app):
    return app.find("image", "Last drag")


def described_peak(app):
    text = plot(app).description
    match = re.search(r"peak (-?\d+) pt", text)
    return (int(match.group(1)), text) if match else None


def accent_pixels(app, node, name):
    app.scroll_into_view(node)
    shot = app.screenshot(f"{harness.ARTIFACTS}/{name}.png")
    ox, oy = app.window_origin()
    x, y, w, h = app.extents(node)
    # One ImageMagick call for the plot's crop: count saturated blue pixels (the accent line).
    data = subprocess.run(["convert", shot, "-crop", f"{w}x{h}+{x - ox}+{y - oy}", "-depth", "8", "rgb:-"],
                          check=True, capture_output=True).stdout
    count = 0
    for i in range(0, len(data) - 2, 3):
        r, g, b = data[i], data[i + 1], data[i + 2]
        if b > 150 and b - r > 60 and b - g > 20:
            count += 1
    return count


@pytest.mark.app("--block", "completion-swipe-row")
def test_drag_plot_traces_a_short_completion_drag_with_its_threshold(app, events):
    node = plot(app)
    check(node.description == "No drag yet", f"before any drag: {node.description!r}")
    check(accent_pixels(app, node, "plot-before") == 0, "nothing is plotted before a drag")
    row = app.row("Call the dentist")
    x, y, w, h = app.extents(row)
    app.drag(x + 40, y + h // 2, x + 150, y + h // 2)    # 110 px: short of the 140 pt threshold
    peak, text = wait_until(lambda: described_peak(app), message="the plot's description")
    check(95 <= peak <= 125, f"the peak follows the pointer (110 px): {text}")
    check("complete at 140 pt" in text and "ended at 0 pt" in text, f"threshold and rest named: {text}")
    check(accent_pixels(app, node, "plot-after") > 40, "the trace is drawn")
    check(not [e for e in events() if e["kind"] == "completed"], "the short drag completed nothing")


@pytest.mark.app("--block", "swipe-action-row")
def test_drag_plot_shows_a_trailing_open_as_negative_with_the_open_line(app, events):
    open_first_row(app)
    events.wait("opened", row=0, edge="trailing")
    peak, text = wait_until(lambda: described_peak(app), message="the plot's description")
    check(peak < -100, f"a trailing drag is plotted below rest: {text}")
    check(re.search(r"open at -\d+ pt", text), f"the open threshold is named: {text}")
