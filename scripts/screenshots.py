"""`make screenshots`: renders the window under a private Xvfb and saves the README's pictures
to docs/: the completion row mid-swipe, the card list with a row open, the window folded to
a phone's 360 px in dark style, a message open, and Run: the action row's Python usage, its
Button Width changed, running in a window of its own beside the page."""
import os
import subprocess
import sys
import time

import harness  # the e2e harness (Tests/e2e/harness: scripts/session.sh puts it on the path)
from harness.keys import nudge_spin, press, tab_until

harness.BINARY = sys.argv[1]
out = sys.argv[2]
os.makedirs(out, exist_ok=True)


def hold_drag(app, name, dx):
    row = app.row(name)
    x, y, w, h = app.extents(row)
    start = x + 60 if dx > 0 else x + w - 60
    app.drag(start, y + h // 2, start + dx, y + h // 2, release=False)
    time.sleep(0.5)


def store_size(app):
    """1000 × 700: the size the AppStream metainfo's screenshots are shown at (and no larger)."""
    harness.xdotool("windowsize", app.window_id, 1000, 700)
    time.sleep(0.8)


app = harness.App("--block", "completion-swipe-row")
store_size(app)
hold_drag(app, "Water the plants", 150)
app.screenshot(os.path.join(out, "window.png"))
harness.xdotool("mouseup", 1)
app.close()


def open_first_row(app, name, reach, inset=60):
    """Drags the first row `reach` px toward its trailing buttons and lets it settle open."""
    row = harness.wait_until(lambda: app.rows(), message=name)[0]
    x, y, w, h = app.extents(row)
    app.drag(x + w - inset, y + h // 2, x + w - inset - reach, y + h // 2)
    time.sleep(0.8)


app = harness.App("--block", "full-swipe-card-list")
store_size(app)
open_first_row(app, "the card rows", 200)
app.screenshot(os.path.join(out, "card-list.png"))
app.close()


class DarkApp(harness.App):
    """Dark style (libadwaita's debug switch stands in for the desktop's preference)."""
    def environment(self):
        return dict(super().environment(), ADW_DEBUG_COLOR_SCHEME="prefer-dark")


# A phone: 360 × 720, dark, the block's page (folded, --block opens on it), a message open.
app = DarkApp("--block", "swipe-action-row")
harness.xdotool("windowsize", app.window_id, 360, 720)
time.sleep(0.8)
open_first_row(app, "the message rows", 170, inset=30)
app.screenshot(os.path.join(out, "phone.png"))
app.close()

# Run: from the keyboard, Button Width 80 → 96, Python chosen, Run; the page and the program's
# window, each pictured, are put side by side.
app = harness.App("--block", "swipe-action-row")
store_size(app)
nudge_spin(app, "Button Width", 4, 96)
tab_until(app, lambda n: n.name.startswith("Language: "), what="the Language drop-down")
press(app, "space", settle=0.6)
press(app, "Down", "Down", settle=0.3)
press(app, "Return", settle=0.6)
tab_until(app, lambda n: n.name == "Run the Python snippet", what="Run")
press(app, "Return", settle=0.5)


def program_window():
    return subprocess.run(["xdotool", "search", "--onlyvisible", "--name", r"^Swipe Action Row \(Python\)$"],
                          capture_output=True, text=True).stdout.split()


program = harness.wait_until(program_window, timeout=30, message="the program's window")[0]
harness.wait_until(lambda: app.find("label", "The Python program is running in its own window."), message="Run's outcome")
harness.xdotool("windowsize", program, 460, 330)
x, y = app.window_origin()
harness.xdotool("mousemove", x + 600, y + 400)
harness.xdotool("click", "--repeat", 3, "--delay", 100, 5)  # the page down to Run's outcome
time.sleep(1.5)
page, started = os.path.join(out, "run-page.png"), os.path.join(out, "run-program.png")
app.screenshot(page)
# In the pictures' folder, not here: import now and then leaves an empty file named ^Z where it runs.
subprocess.run(["import", "-window", program, os.path.abspath(started)], check=True, timeout=15, cwd=out)
subprocess.run(["convert", "-size", "1400x720", "xc:#deddda", page, "-geometry", "+10+10", "-composite",
                started, "-geometry", "+925+360", "-composite", os.path.join(out, "run.png")], check=True, timeout=30)
os.remove(page)
os.remove(started)
app.close()
print(f"screenshots in {out}")
