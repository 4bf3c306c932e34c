"""A window with a `.boxed-list` GtkListBox of swipe rows between two buttons, for the e2e tests
to drive with the real keyboard and read over AT-SPI: three action rows around labels and one
around an activatable AdwActionRow ("Adopted"), with no SwipeGroup. Prints one line per thing
that happened: "row-activated TITLE", "adw-activated", "action ID TITLE", "opened TITLE",
"closed TITLE"."""
import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Adw", "1")
gi.require_version("SwipeWidgets", "0")
from gi.repository import Adw, Gtk, SwipeWidgets  # noqa: E402


def say(*words):
    print(*words, flush=True)


def labels(title, subtitle):
    box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL, spacing=2, margin_top=10, margin_bottom=10,
                  margin_start=12, margin_end=12)
    box.append(Gtk.Label(label=title, xalign=0))
    box.append(Gtk.Label(label=subtitle, xalign=0, css_classes=["dim-label", "caption"]))
    return box


def swipe_row(title, child):
    row = SwipeWidgets.ActionRow(child=child)
    row.add_action(SwipeWidgets.Action.new("archive", "Archive", "package-x-generic-symbolic"))
    row.add_action(SwipeWidgets.Action.new("delete", "Delete", "user-trash-symbolic"))
    row.connect("action", lambda _row, action: say("action", action, title))
    row.connect("opened", lambda *_: say("opened", title))
    row.connect("closed", lambda *_: say("closed", title))
    row.title = title
    return row


def activate(app):
    adw = Adw.ActionRow(title="Adopted", subtitle="An AdwActionRow inside", activatable=True)
    adw.connect("activated", lambda *_: say("adw-activated"))
    listbox = Gtk.ListBox(selection_mode=Gtk.SelectionMode.NONE)
    listbox.add_css_class("boxed-list")
    for title, child in (("Mail 1", labels("Mail 1", "First")), ("Mail 2", labels("Mail 2", "Second")),
                         ("Adopted", adw), ("Mail 4", labels("Mail 4", "Fourth"))):
        listbox.append(swipe_row(title, child))
    listbox.connect("row-activated", lambda _list, row: say("row-activated", getattr(row, "title", type(row).__name__)))
    box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL, spacing=12, margin_top=12, margin_bottom=12,
                  margin_start=12, margin_end=12)
    box.append(Gtk.Button(label="Before"))
    box.append(listbox)
    box.append(Gtk.Button(label="After"))
    window = Adw.ApplicationWindow(application=app, title="Boxed list", default_width=420, default_height=460, content=box)
    window.present()


app = Adw.Application(application_id="org.swipeblocks.BoxedList")
app.connect("activate", activate)
sys.exit(app.run([]))
