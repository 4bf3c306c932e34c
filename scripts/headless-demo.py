"""`make run` without a display: open the window, drag the first task past its threshold with a
real pointer, save a screenshot mid-swipe and print what happened."""
import sys
import time

import harness  # the e2e harness (Tests/e2e/harness: scripts/session.sh puts it on the path)

harness.BINARY = sys.argv[1]
out = sys.argv[2]
app = harness.App("--block", "completion-swipe-row")
row = app.row("Water the plants")
x, y, w, h = app.extents(row)
app.drag(x + 40, y + h // 2, x + 40 + 110, y + h // 2, release=False)
time.sleep(0.4)
app.screenshot(out)
for step in range(1, 9):
    harness.xdotool("mousemove", x + 150 + step * 12, y + h // 2)
    time.sleep(0.02)
harness.xdotool("mouseup", 1)
app.wait_event("completed", row=0)
app.close()
for event in app.events():
    print(event)
print(f"screenshot: {out}")
