"""A GAction a swipe row cannot activate, from Python: a SwipeAction of a card row, or a completion
row's own GtkActionable action-name, whose action-target is not the GAction's parameter type
(42 for `s`, a target for an action without a parameter, none for one with a parameter), or that
names a GAction nobody has, is not activated: the row warns in one line (its type, the action's
id, the GAction and both types), once per row and action however often it is performed, keeps
emitting its own signal, and is never the cause of a GLib critical. A disabled GAction is not
activated, silently; a matching target activates the GAction once per perform. The work runs in a
child process under G_DEBUG=fatal-criticals, whose stderr is counted here. Prints one line per
finding and exits 0, or fails. Run with the library and its typelib on the loaders' paths."""
import os
import subprocess
import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("SwipeWidgets", "0")
from gi.repository import Gio, GLib, Gtk, SwipeWidgets  # noqa: E402

# Each case: the GAction it names and its target (None: no action-target).
CASES = {
    "wrong-type": ("win.text", GLib.Variant("i", 42)),
    "extra-target": ("win.plain", GLib.Variant("s", "x")),
    "no-target": ("win.text", None),
    "unknown": ("win.nothing", None),
    "disabled": ("win.off", GLib.Variant("s", "x")),
    "match": ("win.count", GLib.Variant("s", "weekly")),
}
# What each warning names besides the row's type, the id and the GAction.
SAYS = {
    "wrong-type": "takes a parameter of type 's', but is given the action-target 42 of type 'i'",
    "extra-target": "takes no parameter, but is given the action-target 'x' of type 's'",
    "no-target": "takes a parameter of type 's', but is given no action-target",
    "unknown": "no action group around the row has",
}
PERFORMS = 2


def child():
    """Performs every case twice on a card row and on a completion row in a GtkApplicationWindow;
    prints what the GActions and the rows' signals heard, one line each."""
    from mainloop import spin, spin_until

    app = Gtk.Application(application_id="org.example.GActionTarget", flags=Gio.ApplicationFlags.NON_UNIQUE)
    app.register(None)
    box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL)
    window = Gtk.ApplicationWindow(application=app, default_width=400, default_height=600, child=box)
    for name, parameter_type, enabled in (("text", "s", True), ("plain", None, True), ("off", "s", False),
                                          ("count", "s", True)):
        gaction = Gio.SimpleAction(name=name, parameter_type=GLib.VariantType(parameter_type) if parameter_type else None,
                                   enabled=enabled)
        gaction.connect("activate", lambda _a, target, name=name: print("activated", name, target.unpack(), flush=True))
        window.add_action(gaction)
    # A group the app inserts under its own prefix, which GTK 4.8 only lets GTK resolve.
    group = Gio.SimpleActionGroup()
    listed = Gio.SimpleAction(name="text", parameter_type=GLib.VariantType("s"))
    listed.connect("activate", lambda _a, target: print("activated list.text", target.unpack(), flush=True))
    group.add_action(listed)
    window.insert_action_group("list", group)
    window.present()
    heard = []

    def card(case, name, target):
        row = SwipeWidgets.CardRow(child=Gtk.Label(label=case))
        row.add_action(SwipeWidgets.Edge.TRAILING,
                       SwipeWidgets.Action(id=case, title=case, action_name=name, action_target=target))
        row.connect("action", lambda _row, action_id: heard.append(action_id))
        return row

    def completion(case, name, target):
        row = SwipeWidgets.CompletionRow(child=Gtk.Label(label=case), action_name=name, action_target=target)
        row.connect("completed", lambda _row, case=case: heard.append(case))
        return row

    cases = dict(CASES, **{"list-wrong-type": ("list.text", GLib.Variant("i", 42)),
                           "list-match": ("list.text", GLib.Variant("s", "listed"))})
    for make, action_id in ((card, None), (completion, "complete")):
        rows = {case: make(case, name, target) for case, (name, target) in cases.items()}
        for row in rows.values():
            box.append(row)
        spin(0.3)
        for case, row in rows.items():
            for heard_before in range(PERFORMS):
                heard.clear()
                if action_id == "complete" and heard_before:
                    row.restore()
                    spin(0.1)
                assert row.perform(action_id or case), case
                spin_until(lambda case=case: heard == [case])
                print("signal", make.__name__, case, flush=True)
        for row in rows.values():
            box.remove(row)
    window.destroy()


if sys.argv[1:] == ["child"]:
    child()
    sys.exit(0)

run = subprocess.run(["/usr/bin/python3", __file__, "child"], env=dict(os.environ, G_DEBUG="fatal-criticals"),
                     capture_output=True, text=True, timeout=120)
assert run.returncode == 0, f"the child exited {run.returncode} (a critical?): {run.stderr[-2000:]}"
out = run.stdout.splitlines()
err = run.stderr.splitlines()
print(f"no critical: every case performed {PERFORMS} times on a card row and a completion row under fatal-criticals")

for kind in ("card", "completion"):
    signals = [line.split()[2] for line in out if line.startswith(f"signal {kind} ")]
    assert sorted(signals) == sorted([case for case in CASES for _ in range(PERFORMS)]
                                     + ["list-wrong-type", "list-match"] * PERFORMS), signals
print("signals: each row emitted its own signal on every perform, activated or not")

activated = sorted(line for line in out if line.startswith("activated"))
assert activated == ["activated count weekly"] * (2 * PERFORMS) + ["activated list.text listed"] * (2 * PERFORMS), activated
print("match: win.count('weekly') and list.text('listed') ran once per perform; no other GAction ran")

for type_name, subject in (("SwipeCardRow", "the action '{case}' names"), ("SwipeCompletionRow", "its action-name names")):
    for case, (name, _target) in CASES.items():
        line = f"{type_name}: {subject.format(case=case)} the GAction '{name}', which {SAYS.get(case, '')}"
        said = [e for e in err if line in e]
        assert len(said) == (1 if case in SAYS else 0), (type_name, case, said, err)
print("warnings: wrong type, a target for no parameter, no target for a parameter and an unknown GAction "
      "each said once per row in one line naming the row's type, the action, the GAction and both types")
assert not [e for e in err if "win.off" in e or "win.count" in e], err
print("silent: a disabled GAction and a matching one said nothing")

listed = [e for e in err if "list.text" in e]
ours = [e for e in listed if "is not activated: no action group around the row has it enabled for the action-target 42" in e]
assert len(ours) == 2 and all("list-wrong-type" in e or "SwipeCompletionRow" in e for e in ours), listed
print(f"inserted group: list.text with 42 was not activated, said once per row ({len(ours)} rows)")
gtk_said = [e for e in err if "Trying to invoke action" in e]
print(f"gtk: GTK itself said {len(gtk_said)} lines for list.text with 42 over {2 * PERFORMS} performs")
others = [e for e in err if e not in ours and e not in gtk_said and e.strip()
          and not any(f"GAction '{name}'" in e for name, _ in CASES.values())]
assert not others, others
print("nothing else: the child wrote no other line to stderr")
