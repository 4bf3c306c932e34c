"""`swipeblocks screenshot`: a block's demo rendered with its first row held part of the way open.

The pictures are read back pixel by pixel: the tint shows on the side the drag uncovers, mirrored
in right to left, grows with --progress, and nothing shows at 0.
"""
import os
import subprocess
import tempfile

import harness
from harness import check

GREEN = lambda r, g, b: g > 150 and r < 120 and b < 150  # noqa: E731 - the completion tint
RED = lambda r, g, b: r > 200 and g < 90 and b < 90  # noqa: E731 - Delete
BLUE = lambda r, g, b: b > 200 and r < 60 and g < 160  # noqa: E731 - Unread


class Picture:
    def __init__(self, path):
        size = subprocess.run(["identify", "-format", "%w %h", path], check=True, capture_output=True, text=True).stdout
        self.width, self.height = map(int, size.split())
        self.data = subprocess.run(["convert", path, "-depth", "8", "rgb:-"], check=True, capture_output=True).stdout

    def pixel(self, x, y):
        i = (y * self.width + x) * 3
        return tuple(self.data[i:i + 3])

    def span(self, matches):
        """(first x, last x, first y, last y) of the pixels that match, or None."""
        xs, ys = [], []
        for y in range(0, self.height, 2):
            for x in range(0, self.width, 2):
                if matches(*self.pixel(x, y)):
                    xs.append(x)
                    ys.append(y)
        return (min(xs), max(xs), min(ys), max(ys)) if xs else None


def render(*args):
    """Runs the real binary; returns the picture after checking the run was clean."""
    out = os.path.join(tempfile.mkdtemp(prefix="swipeblocks-shot-"), "shot.png")
    env = dict(os.environ, G_DEBUG="fatal-criticals", GSK_RENDERER="cairo", GDK_BACKEND="x11")
    for _ in range(3):    # a start refused by a loaded Xvfb is retried, as harness.App does
        r = subprocess.run([harness.BINARY, "screenshot", *args, "--output", out], capture_output=True, text=True,
                           env=env, timeout=60)
        if "cannot open a display" not in r.stderr:
            break
    check(r.returncode == 0, f"screenshot {args} exited {r.returncode}: {r.stderr[-800:]}")
    check("CRITICAL" not in r.stderr and "WARNING" not in r.stderr, f"GTK printed: {r.stderr[-800:]}")
    os.makedirs(harness.ARTIFACTS, exist_ok=True)
    subprocess.run(["cp", out, os.path.join(harness.ARTIFACTS, "screenshot-" + "-".join(a.strip("-") for a in args) + ".png")])
    with open(out, "rb") as f:
        check(f.read(8) == b"\x89PNG\r\n\x1a\n", "the output is not a PNG")
    return Picture(out)


def test_screenshot_shows_the_tint_on_the_forward_side_mirrored_in_rtl():
    ltr = render("--block", "completion-swipe-row", "--progress", "0.5")
    rtl = render("--block", "completion-swipe-row", "--progress", "0.5", "--rtl")
    check(ltr.width == 480, f"default width 480, got {ltr.width}")
    left, right, top, bottom = ltr.span(GREEN) or (0, 0, 0, 0)
    check(right > left and left < ltr.width * 0.2 and right < ltr.width * 0.7,
          f"LTR: the tint should cover the row's left part, spans x {left}…{right}")
    check(bottom - top < 120, f"only the first row is held open: tint spans y {top}…{bottom}")
    rleft, rright, _, rbottom = rtl.span(GREEN) or (0, 0, 0, 0)
    check(rleft > rtl.width * 0.3 and rright > rtl.width * 0.8,
          f"RTL: the tint should cover the row's right part, spans x {rleft}…{rright}")
    # The next row's icon and title (dark ink) start at the right in RTL, at the left in LTR.
    ink = lambda picture, y0: [x for y in range(y0 + 20, y0 + 90, 2) for x in range(0, picture.width, 2)  # noqa: E731
                               if sum(picture.pixel(x, y)) < 300]
    ltr_ink, rtl_ink = ink(ltr, bottom), ink(rtl, rbottom)
    check(ltr_ink and max(ltr_ink) < ltr.width * 0.6, f"LTR: the second row's text sits left, x up to {max(ltr_ink or [0])}")
    check(rtl_ink and min(rtl_ink) > rtl.width * 0.4, f"RTL: the second row's text sits right, x from {min(rtl_ink or [0])}")


def test_screenshot_progress_moves_the_row_and_zero_shows_nothing():
    check(render("--block", "completion-swipe-row", "--progress", "0").span(GREEN) is None,
          "no tint at progress 0")
    short = render("--block", "completion-swipe-row", "--progress", "0.2").span(GREEN)
    long = render("--block", "completion-swipe-row", "--progress", "0.7", "--width", "600").span(GREEN)
    check(short and long and long[1] - long[0] > 2 * (short[1] - short[0]),
          f"a longer drag uncovers more tint: {short} vs {long}")


def test_screenshot_action_row_reveals_delete_at_the_trailing_side():
    shot = render("--block", "swipe-action-row", "--progress", "0.45", "--edge", "trailing")
    span = shot.span(RED)
    check(span and span[0] > shot.width * 0.5, f"Delete shows at the right in LTR, spans {span}")
    mirrored = render("--block", "swipe-action-row", "--progress", "0.45", "--rtl").span(RED)
    check(mirrored and mirrored[1] < shot.width * 0.5, f"Delete shows at the left in RTL, spans {mirrored}")


def test_screenshot_full_swipe_fills_the_card_and_dark_style_darkens():
    shot = render("--block", "full-swipe-card-list", "--progress", "0.9", "--edge", "leading", "--dark")
    span = shot.span(BLUE)
    check(span and span[1] - span[0] > shot.width * 0.6, f"the armed leading action fills the card, spans {span}")
    r, g, b = shot.pixel(4, 4)
    check(r + g + b < 3 * 90, f"dark style: the background is dark, got {(r, g, b)}")
    r, g, b = render("--block", "full-swipe-card-list", "--progress", "0").pixel(4, 4)
    check(r + g + b > 3 * 180, f"light style by default, got {(r, g, b)}")


def test_screenshot_to_an_unwritable_path_fails_and_leaves_nothing():
    folder = tempfile.mkdtemp(prefix="swipeblocks-shot-")
    blocker = os.path.join(folder, "a-file")
    with open(blocker, "w") as f:
        f.write("keep\n")
    target = os.path.join(blocker, "shot.png")
    r = subprocess.run([harness.BINARY, "screenshot", "--block", "swipe-action-row", "--output", target],
                       capture_output=True, text=True, timeout=60)
    check(r.returncode == 1 and r.stderr.startswith("error: cannot write " + target),
          f"exit {r.returncode}, stderr {r.stderr[-400:]!r}")
    check(os.listdir(folder) == ["a-file"] and open(blocker).read() == "keep\n", "nothing else was written")
