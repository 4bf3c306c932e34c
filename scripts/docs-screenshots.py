"""Renders the reference's pictures from .ui files, as libadwaita renders its docs' screenshots:
each docs/reference/screenshots/NAME.ui becomes docs/reference/images/NAME.png (light) and
NAME-dark.png (dark), a picture of the widget whose id is `widget`, shown with libadwaita's style
as a GNOME app shows it.

A row whose id is `hold-right-N` or `hold-left-N` is held mid-swipe before the picture: the real
pointer (xdotool) presses on it and moves N % of its width that way, and the picture is taken
while the button is still down.

The adoption guide's pictures are its recipes' results: each recipe's Python program
(Examples/adoption/python, with its .ui files) runs here as a person starts it, and its window is
drawn in light style with one of its rows open (RECIPES), as docs/reference/images/adoption-NAME.png.

Run it inside a private display with the library built (scripts/gir.sh):
    scripts/session.sh /usr/bin/python3 scripts/docs-screenshots.py [GIR_DIR] [NAME.ui … | NAME.py …]
GIR_DIR (default build/gir) holds the library and its typelib; with no .ui or recipe program
named, all are drawn."""
import os
import re
import runpy
import subprocess
import sys
import xml.etree.ElementTree as ElementTree

import gi

gi.require_version("GIRepository", "2.0")
from gi.repository import GIRepository  # noqa: E402

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
args = [a for a in sys.argv[1:] if not a.endswith((".ui", ".py"))]
gir_dir = os.path.abspath(args[0] if args else os.path.join(root, "build", "gir"))
GIRepository.Repository.prepend_search_path(gir_dir)
GIRepository.Repository.prepend_library_path(gir_dir)

gi.require_version("Gtk", "4.0")
gi.require_version("Gdk", "4.0")
gi.require_version("GdkX11", "4.0")
gi.require_version("Adw", "1")
gi.require_version("SwipeWidgets", "0")
from gi.repository import Adw, GdkX11, Gio, GLib, Gtk, SwipeWidgets  # noqa: E402

SCREENSHOTS = os.path.join(root, "docs", "reference", "screenshots")
IMAGES = os.path.join(root, "docs", "reference", "images")
RECIPES_DIR = os.path.join(root, "Examples", "adoption", "python")
# Each recipe's program, and which of its window's swipe rows is open on which side.
RECIPES = {
    "boxed-list.py": (0, SwipeWidgets.Edge.TRAILING),
    "cards.py": (0, SwipeWidgets.Edge.TRAILING),
    "list-view.py": (1, SwipeWidgets.Edge.TRAILING),
}
ACTION_CHILD = re.compile(r"^(leading|trailing)-action$")
HOLD = re.compile(r"^hold-(left|right)-(\d+)$")


def wait(milliseconds):
    """Runs GTK's main loop for a while: frames are drawn, input is handled."""
    loop = GLib.MainLoop()
    GLib.timeout_add(milliseconds, loop.quit)
    loop.run()


def xdotool(*arguments):
    subprocess.run(["xdotool", *map(str, arguments)], check=True)


def build(path):
    """The .ui's objects: a Gtk.Builder. Every action child it declares must reach its row."""
    builder = Gtk.Builder.new_from_file(path)
    rows = [obj for obj in builder.get_objects() if isinstance(obj, SwipeWidgets.Row)]
    taken = sum(action_count(row) for row in rows)
    assert taken == declared_actions(path), f"{path}: {declared_actions(path)} action children, {taken} on the rows"
    return builder


def declared_actions(path):
    """How many actions the .ui declares as children of its rows."""
    return sum(1 for child in ElementTree.parse(path).iter("child") if ACTION_CHILD.match(child.get("type", "")))


def action_count(row):
    """How many actions a row holds (completion and dismiss rows hold none)."""
    if isinstance(row, SwipeWidgets.CardRow):
        return sum(row.get_actions(edge).get_n_items() for edge in (SwipeWidgets.Edge.LEADING, SwipeWidgets.Edge.TRAILING))
    if isinstance(row, SwipeWidgets.ActionRow):
        return row.get_actions().get_n_items()
    return 0


def hold(builder, window):
    """Presses on each `hold-…` row and drags it; returns True if the pointer button is down."""
    held = False
    for obj in builder.get_objects():
        match = HOLD.match(Gtk.Buildable.get_buildable_id(obj) or "") if isinstance(obj, Gtk.Widget) else None
        if not match:
            continue
        ok, bounds = obj.compute_bounds(window)
        assert ok, "a held row must be shown"
        distance = bounds.get_width() * int(match.group(2)) / 100 * (1 if match.group(1) == "right" else -1)
        x = bounds.get_x() + bounds.get_width() / 2 - distance / 2
        y = bounds.get_y() + bounds.get_height() / 2
        xid = GdkX11.X11Surface.get_xid(window.get_surface())
        xdotool("mousemove", "--window", xid, int(x), int(y))
        wait(100)
        xdotool("mousedown", 1)
        wait(50)
        steps = 12
        for step in range(1, steps + 1):
            xdotool("mousemove", "--window", xid, int(x + distance * step / steps), int(y))
            wait(30)
        held = True
    wait(600)
    return held


def picture(window, path):
    """Writes what the window shows now to a PNG, read back from the X server (ImageMagick's
    import): PyGObject cannot hold GTK 4.8's render nodes, so the widget cannot be rendered
    to a texture from here."""
    xid = GdkX11.X11Surface.get_xid(window.get_surface())
    # In the picture's folder: ImageMagick's import now and then leaves an empty file named ^Z where it runs.
    path = os.path.abspath(path)
    subprocess.run(["import", "-window", str(xid), path], check=True, cwd=os.path.dirname(path))


def render(path, dark):
    name = os.path.splitext(os.path.basename(path))[0] + ("-dark" if dark else "")
    builder = build(path)
    widget = builder.get_object("widget")
    window = widget if isinstance(widget, Gtk.Window) else Gtk.Window(child=widget)
    window.set_decorated(False)
    window.present()
    wait(400)
    held = hold(builder, window)
    out = os.path.join(IMAGES, name + ".png")
    picture(window, out)
    if held:
        xdotool("mouseup", 1)
    window.destroy()
    wait(100)
    print(out)


def swipe_rows(widget):
    """The swipe rows inside a widget, in the order of the widget tree (top to bottom in a list)."""
    child = widget.get_first_child()
    while child is not None:
        if isinstance(child, SwipeWidgets.Row):
            yield child
        yield from swipe_rows(child)
        child = child.get_next_sibling()


def render_recipe(program):
    """Runs a recipe's program in this process (its Gtk.Application's main loop is this one's)
    and, once its window shows, opens one of its rows, draws the window and quits the app."""
    index, edge = RECIPES[os.path.basename(program)]
    out = os.path.join(IMAGES, "adoption-" + os.path.splitext(os.path.basename(program))[0] + ".png")

    def when_shown():
        app = Gio.Application.get_default()
        windows = app.get_windows() if app is not None else []
        if not windows or not windows[0].get_mapped():
            return GLib.SOURCE_CONTINUE
        window = windows[0]
        wait(400)
        rows = list(swipe_rows(window))
        assert len(rows) > index, f"{program}: {len(rows)} swipe rows, no row {index} to open"
        rows[index].open(edge)
        wait(800)
        picture(window, out)
        print(out)
        app.quit()
        return GLib.SOURCE_REMOVE

    GLib.timeout_add(200, when_shown)
    sys.argv = [program]
    runpy.run_path(program, run_name="__main__")


def main():
    Adw.init()
    SwipeWidgets.init()
    named = [a for a in sys.argv[1:] if a.endswith((".ui", ".py"))]
    files = [a for a in named if a.endswith(".ui")] or ([] if named else sorted(
        os.path.join(SCREENSHOTS, f) for f in os.listdir(SCREENSHOTS) if f.endswith(".ui")))
    programs = [a for a in named if a.endswith(".py")] or ([] if named else sorted(
        os.path.join(RECIPES_DIR, f) for f in RECIPES))
    os.makedirs(IMAGES, exist_ok=True)
    style = Adw.StyleManager.get_default()
    for dark in (False, True):
        style.set_color_scheme(Adw.ColorScheme.FORCE_DARK if dark else Adw.ColorScheme.FORCE_LIGHT)
        for path in files:
            render(path, dark)
    # The recipes' pictures are light only. Once a Gtk.Application has run and quit, the next one
    # in the same process finds no display (GTK 4.8), so each program runs in a process of its
    # own unless it is the one thing to draw.
    style.set_color_scheme(Adw.ColorScheme.FORCE_LIGHT)
    if files or len(programs) > 1:
        for program in programs:
            subprocess.run([sys.executable, os.path.abspath(__file__), gir_dir, program], check=True)
    else:
        for program in programs:
            render_recipe(program)


main()
