#!/usr/bin/env python3
"""An inbox and a task list from Python, on SwipeWidgets through GObject introspection.

Swipe a message toward its trailing edge for Archive and Delete; swipe a task forward to complete
it. Prints one line per thing that happened: "opened Message 1 trailing", "archive Message 1",
"completed Task 1". A pointer over a message shows a button that opens it, and the first message
peeks as the window shows it, to show that it swipes.
"""
import gi

gi.require_version("Gdk", "4.0")
gi.require_version("Gtk", "4.0")
gi.require_version("SwipeWidgets", "0")
from gi.repository import Gdk, Gio, Gtk, SwipeWidgets  # noqa: E402


def say(*words):
    print(*words, flush=True)


def swipe_list(items, row_type, setup):
    """A list of `row_type` rows over `items`; `setup` gives each new row its actions."""
    model = Gtk.StringList.new(items)
    view = SwipeWidgets.ListView.new(model, row_type)

    def setup_row(view, row):
        row.set_child(Gtk.Label(xalign=0, margin_start=16, height_request=56))
        row.connect("opened", lambda row, edge: say("opened", row.get_child().get_label(), edge.value_nick))
        row.connect("closed", lambda row: say("closed", row.get_child().get_label()))
        setup(row)

    def done(view, position, what):
        say(what, model.get_string(position))
        model.remove(position)

    view.connect("setup-row", setup_row)
    view.connect("bind-row", lambda view, row, item, position: row.get_child().set_label(item.get_string()))
    view.connect("row-action", lambda view, position, row, action: action != "complete" and done(view, position, action))
    view.connect("row-completed", lambda view, position, row: done(view, position, "completed"))
    return view


def message_actions(row):
    red = Gdk.RGBA()
    red.parse("#e01b24")
    row.add_action(SwipeWidgets.Action.new("archive", "Archive", "package-x-generic-symbolic"))
    row.add_action(SwipeWidgets.Action.new_full("delete", "Delete", "user-trash-symbolic", red,
                                                SwipeWidgets.ActionRole.DESTRUCTIVE))


def hint_first_message(inbox, row, item, position):
    """The hint of a first launch that messages swipe: the first one slides a little and back as
    the list first shows it (an app would remember in its settings that it showed it). A row peeks
    once it is laid out, so it is asked as it is bound."""
    if position == 0:
        row.peek()
        inbox.disconnect_by_func(hint_first_message)


def activate(app):
    box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL)
    inbox = swipe_list([f"Message {i}" for i in range(1, 4)], SwipeWidgets.ActionRow, message_actions)
    inbox.connect("bind-row", hint_first_message)
    for title, view in (("Inbox", inbox),
                        ("Tasks", swipe_list([f"Task {i}" for i in range(1, 4)], SwipeWidgets.CompletionRow, lambda row: None))):
        box.append(Gtk.Label(label=title, xalign=0, margin_start=16, margin_top=12, css_classes=["heading"]))
        box.append(view)
    Gtk.ApplicationWindow(application=app, title="Swipe from Python", default_width=480, default_height=640,
                          child=box).present()


app = Gtk.Application(application_id="io.github.swipeblocks.PythonInbox", flags=Gio.ApplicationFlags.NON_UNIQUE)
app.connect("activate", activate)
app.run(None)
