"""GNOME's conventions, as a Python app meets them: nothing of SwipeWidgets is touched before
GtkBuilder reads a .ui file that names its rows; a plain <child> is a row's content and
<child type="trailing-action"> a SwipeAction whose action-name and action-target are the
window's GAction; the completion row is a GtkActionable; an app's rows derive from the kinds with
a template, and even from the base class, without a crash. Prints one line per finding and exits
0, or fails. Run with the library and its typelib on the loaders' paths (Tests/e2e does)."""
import gi

gi.require_version("Gdk", "4.0")
gi.require_version("Gtk", "4.0")
gi.require_version("SwipeWidgets", "0")
from gi.repository import Gdk, Gio, GLib, Gtk, SwipeWidgets  # noqa: E402

UI = """<interface>
  <object class="GtkWindow" id="window">
    <child>
      <object class="GtkListBox">
        <child>
          <object class="SwipeActionRow" id="report">
            <child><object class="GtkLabel" id="title"><property name="label">Weekly report</property></object></child>
            <child type="trailing-action">
              <object class="SwipeAction">
                <property name="id">archive</property>
                <property name="title">Archive</property>
                <property name="icon-name">package-x-generic-symbolic</property>
                <property name="action-name">win.archive</property>
                <property name="action-target">'weekly'</property>
              </object>
            </child>
            <child type="trailing-action">
              <object class="SwipeAction">
                <property name="id">flag</property>
                <property name="title">Flag</property>
              </object>
            </child>
          </object>
        </child>
        <child>
          <object class="SwipeCompletionRow" id="task">
            <property name="action-name">win.complete</property>
            <property name="action-target">uint32 7</property>
            <property name="action-title">Done</property>
            <child><object class="GtkLabel"><property name="label">Water the plants</property></object></child>
          </object>
        </child>
      </object>
    </child>
  </object>
</interface>"""

TEMPLATE = """<interface>
  <template class="TaskRow" parent="SwipeCardRow">
    <property name="button-width">96</property>
    <child><object class="GtkLabel" id="label"><property name="label">From a template</property></object></child>
    <child type="leading-action"><object class="SwipeAction"><property name="id">pin</property></object></child>
    <child type="trailing-action">
      <object class="SwipeAction">
        <property name="id">delete</property>
        <property name="role">destructive</property>
        <property name="action-name">win.delete</property>
      </object>
    </child>
  </template>
</interface>"""

heard = []


def spin_until(condition, seconds=10):
    context = GLib.MainContext.default()
    end = GLib.get_monotonic_time() + seconds * 1000000
    while not condition() and GLib.get_monotonic_time() < end:
        context.iteration(False)
    assert condition(), f"waited {seconds} s; heard {heard}"


def action(group, name, parameter_type):
    gaction = Gio.SimpleAction.new(name, GLib.VariantType.new(parameter_type) if parameter_type else None)
    gaction.connect("activate", lambda a, value: heard.append((name, value.unpack() if value else None)))
    group.add_action(gaction)


builder = Gtk.Builder.new_from_string(UI, -1)
print("builder: the rows are found by name")
window, report, task = (builder.get_object(i) for i in ("window", "report", "task"))
assert report.get_child() is builder.get_object("title"), "the plain <child> is not the row's content"
ids = [report.get_actions().get_item(i).get_id() for i in range(report.get_actions().get_n_items())]
assert ids == ["archive", "flag"], ids
archive = report.get_actions().get_item(0)
assert (archive.get_action_name(), archive.get_action_target_value().unpack()) == ("win.archive", "weekly")
print("builder: the content and the two trailing actions")

group = Gio.SimpleActionGroup()
action(group, "archive", "s")
action(group, "complete", "u")
action(group, "delete", None)
window.insert_action_group("win", group)
report.connect("action", lambda row, action_id: heard.append(("action signal", action_id)))
window.present()

assert report.perform("archive")
spin_until(lambda: ("action signal", "archive") in heard)
assert heard == [("archive", "weekly"), ("action signal", "archive")], heard
print("action: win.archive('weekly') ran, then the action signal")
heard.clear()
assert report.perform("flag")
spin_until(lambda: ("action signal", "flag") in heard)
assert heard == [("action signal", "flag")], heard
print("action: an action without an action-name only signals")

# An action's tint is its role's unless the app gives one, as libadwaita colours a destructive button.
delete = SwipeWidgets.Action(id="delete", title="Delete", role=SwipeWidgets.ActionRole.DESTRUCTIVE)
assert delete.props.tint.to_string() == "rgb(224,27,36)", delete.props.tint.to_string()
assert SwipeWidgets.Action(id="read", title="Read").get_tint().to_string() == "rgb(53,132,228)"
teal = Gdk.RGBA()
teal.parse("#2190a4")
given = SwipeWidgets.Action(id="delete", title="Delete", role=SwipeWidgets.ActionRole.DESTRUCTIVE, tint=teal)
assert given.get_tint().to_string() == "rgb(33,144,164)", "a tint the app gave is kept"
print("action: a destructive action is red unless the app gives a tint")

assert isinstance(task, Gtk.Actionable) and task.get_action_name() == "win.complete"
assert task.props.action_title == "Done"
heard.clear()
task.connect("completed", lambda row: heard.append(("completed", None)))
assert task.perform("complete")
spin_until(lambda: ("completed", None) in heard)
assert heard == [("complete", 7), ("completed", None)], heard
print("actionable: the completion row ran win.complete(7), then completed")


@Gtk.Template(string=TEMPLATE)
class TaskRow(SwipeWidgets.CardRow):
    __gtype_name__ = "TaskRow"
    label = Gtk.Template.Child()


row = TaskRow()
assert row.props.button_width == 96, row.props.button_width
assert row.get_child() is row.label
assert row.get_actions(SwipeWidgets.Edge.LEADING).get_n_items() == 1
assert row.get_actions(SwipeWidgets.Edge.TRAILING).get_n_items() == 1
window.set_child(row)
heard.clear()
assert row.perform("delete")
spin_until(lambda: ("delete", None) in heard)
print("subclass: a template row keeps its options and actions, and its actions run")


class Bare(SwipeWidgets.Row):
    pass


bare = Bare(child=Gtk.Label(label="Derived from the base"))
window.set_child(bare)
spin_until(lambda: bare.get_child().get_mapped())
assert not bare.perform("anything") and not bare.get_is_open()
bare.open(SwipeWidgets.Edge.TRAILING)
print("subclass: a row derived from the base class shows its child and stays put")

running = (SwipeWidgets.get_major_version(), SwipeWidgets.get_minor_version(), SwipeWidgets.get_micro_version())
headers = (SwipeWidgets.MAJOR_VERSION, SwipeWidgets.MINOR_VERSION, SwipeWidgets.MICRO_VERSION)
assert running == headers, (running, headers)
print("version: " + ".".join(map(str, running)))
window.destroy()
