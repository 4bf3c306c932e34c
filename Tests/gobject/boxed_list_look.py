"""A `.boxed-list` of swipe rows at rest looks like the same list of AdwActionRows: each list is
shown alone in a window of the same size (the swipe rows hold the AdwActionRows an app had, with
the same titles and subtitles), pictured with ImageMagick's `import`, and the two pictures are
compared pixel by pixel (`compare -fuzz`) in light, dark and right-to-left. Writes
OUT/NAME-adw.png, OUT/NAME-swipe.png and OUT/NAME-diff.png, prints one line per style with the
number of pixels that differ, and exits 1 when any style differs in more than TOLERANCE pixels.

Run inside a private display with the library on the loaders' paths (Tests/e2e does):
    /usr/bin/python3 Tests/gobject/boxed_list_look.py OUT"""
import os
import subprocess
import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("GdkX11", "4.0")
gi.require_version("Adw", "1")
gi.require_version("SwipeWidgets", "0")
from gi.repository import Adw, GdkX11, GLib, Gtk, SwipeWidgets  # noqa: E402

ROWS = [("Weekly report", "Ana Pérez · the numbers for March are in"), ("Invoice 1042", "Due on the 30th"),
        ("Team lunch on Friday", "Sam Okafor · they open at noon"), ("Water the plants", "Every Tuesday")]
# Pixels (of 420 × 330) that may differ by more than the fuzz (a row wrapped in a GtkListBoxRow
# differed in 24 to 32, at its rounded corners; the list's own rows differ in none).
TOLERANCE = 8
FUZZ = "0.5%"


def wait(milliseconds):
    loop = GLib.MainLoop()
    GLib.timeout_add(milliseconds, loop.quit)
    loop.run()


def adw_row(title, subtitle):
    return Adw.ActionRow(title=title, subtitle=subtitle)


def swipe_row(title, subtitle):
    row = SwipeWidgets.ActionRow(child=adw_row(title, subtitle))
    row.add_action(SwipeWidgets.Action.new("archive", "Archive", "package-x-generic-symbolic"))
    row.add_action(SwipeWidgets.Action.new("delete", "Delete", "user-trash-symbolic"))
    return row


def picture(make_row, path):
    listbox = Gtk.ListBox(selection_mode=Gtk.SelectionMode.NONE, valign=Gtk.Align.START,
                          margin_top=24, margin_bottom=24, margin_start=24, margin_end=24)
    listbox.add_css_class("boxed-list")
    for title, subtitle in ROWS:
        listbox.append(make_row(title, subtitle))
    box = Gtk.Box(width_request=420, height_request=330)
    box.add_css_class("background")
    box.append(listbox)
    listbox.set_hexpand(True)
    window = Gtk.Window(child=box, decorated=False, resizable=False)
    window.present()
    wait(500)
    # In the picture's folder: ImageMagick's import now and then leaves an empty file named ^Z where it runs.
    path = os.path.abspath(path)
    subprocess.run(["import", "-window", str(GdkX11.X11Surface.get_xid(window.get_surface())), path], check=True,
                   cwd=os.path.dirname(path))
    window.destroy()
    wait(100)


def differing_pixels(a, b, diff):
    run = subprocess.run(["compare", "-metric", "AE", "-fuzz", FUZZ, a, b, diff], capture_output=True, text=True)
    # compare exits 1 when the pictures differ, 2 when it could not compare them (other sizes).
    assert run.returncode in (0, 1), f"compare {a} {b}: {run.stderr}"
    return int(float(run.stderr.split()[0]))


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    Adw.init()
    SwipeWidgets.init()
    style = Adw.StyleManager.get_default()
    worst = 0
    for name, scheme, direction in (("light", Adw.ColorScheme.FORCE_LIGHT, Gtk.TextDirection.LTR),
                                    ("dark", Adw.ColorScheme.FORCE_DARK, Gtk.TextDirection.LTR),
                                    ("rtl", Adw.ColorScheme.FORCE_LIGHT, Gtk.TextDirection.RTL)):
        style.set_color_scheme(scheme)
        Gtk.Widget.set_default_direction(direction)
        adw, swipe, diff = (os.path.join(out, f"{name}-{kind}.png") for kind in ("adw", "swipe", "diff"))
        picture(adw_row, adw)
        picture(swipe_row, swipe)
        pixels = differing_pixels(adw, swipe, diff)
        worst = max(worst, pixels)
        print(f"{name}: {pixels} pixels differ beyond {FUZZ}")
    sys.exit(0 if worst <= TOLERANCE else 1)


main()
