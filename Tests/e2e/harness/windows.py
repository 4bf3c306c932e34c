"""The window's size as a window manager sets it."""
from harness import wait_until, xdotool

# A laptop's screen height: resize's default.
HEIGHT = 768


def geometry(app):
    out = xdotool("getwindowgeometry", "--shell", app.window_id)
    values = dict(line.split("=", 1) for line in out.split() if "=" in line)
    return int(values["WIDTH"]), int(values["HEIGHT"])


def resize(app, width, height=HEIGHT):
    """Sizes the window as a window manager would, and waits until GTK took the size."""
    xdotool("windowsize", app.window_id, width, height)
    wait_until(lambda: geometry(app) == (width, height), message=f"the window at {width}×{height} (it is {geometry(app)})")
