"""The GObject library's clients in Examples/ (C, and Python and GJS through introspection): started as a
person starts them, driven with the real keyboard and pointer, read over AT-SPI. Each prints one
line per signal it handled ("opened Message 2 trailing", "archive Message 2", "completed Task 1"),
which is checked. They run on the build tree's library and typelib (build/gir, made by
scripts/gir.sh in `make test`)."""
import json
import os
import re
import subprocess
import tempfile

import pytest

import harness
from harness import check, wait_until
from harness.catalog import ROOT
from harness.programs import GIR, Client, open_trailing, script_said, shown_buttons

# The library as people get it: make test-dist.
pytestmark = pytest.mark.dist


def walk(language, prefix=None):
    """Keys first, from launch: Tab to the first message, Delete deletes it and the list hands
    focus to the next. Then the pointer: a drag opens Message 2 (opened), a click on its Archive
    archives it (row-action), a drag forward completes Task 1 (row-completed)."""
    app = Client(language, prefix)
    app.tab_to("Message 1")
    app.key("Delete")
    app.wait_line("delete Message 1")
    wait_until(lambda: not app.find_rows("Message 1"), message="Message 1 to leave the inbox")
    wait_until(lambda: app.focused("Message 2"), message="focus to move to Message 2 (the list does it)")

    open_trailing(app, "Message 2")
    app.wait_line("opened Message 2 trailing")
    archive = wait_until(lambda: (shown_buttons(app, "Archive") or [None])[0], message="Message 2's Archive shown")
    app.click(*app.center(archive))
    app.wait_line("archive Message 2")
    wait_until(lambda: not app.find_rows("Message 2"), message="Message 2 to leave the inbox")

    row = app.row("Task 1")
    x, y, w, h = app.extents(row)
    app.drag(x + 30, y + h // 2, x + 30 + int(w * 0.7), y + h // 2 + 2)
    app.wait_line("completed Task 1")
    wait_until(lambda: not app.find_rows("Task 1"), message="Task 1 to leave the tasks")
    check(app.find_rows("Message 3") and app.find_rows("Task 2"), "the other rows stayed")
    done = [line for line in app.lines() if not line.startswith(("opened ", "closed "))]
    check(done == ["delete Message 1", "archive Message 2", "completed Task 1"], f"printed: {app.lines()}")
    check("closed Message 2" in app.lines(), f"Archive closed its row first (closed): {app.lines()}")
    check(not app.stderr().strip(), f"the {language} client wrote to stderr: {app.stderr()[-500:]}")
    return app


def test_the_c_client_deletes_archives_and_completes_with_keys_and_drags():
    walk("c")


def test_the_python_client_deletes_archives_and_completes_with_keys_and_drags():
    walk("python")


def test_the_javascript_client_deletes_archives_and_completes_with_keys_and_drags():
    walk("javascript")


def test_the_installed_library_alone_serves_the_python_client_and_builds_the_c_one():
    # `make install` into a fresh prefix: the Python client then runs on the installed typelib
    # and library only (the build tree's are not on its paths, and it is checked where the
    # library was loaded from), and the C client builds with the installed pkg-config file.
    prefix = tempfile.mkdtemp(prefix="swipewidgets-prefix-")
    subprocess.run(["scripts/install.sh", "debug"], cwd=ROOT, env=dict(os.environ, PREFIX=prefix), check=True,
                   capture_output=True, timeout=600)
    for path in ("lib/libswipewidgets-0.so.0", "lib/girepository-1.0/SwipeWidgets-0.typelib",
                 "share/gir-1.0/SwipeWidgets-0.gir", "lib/pkgconfig/swipewidgets-0.pc", "include/swipewidgets-0/swipewidgets.h"):
        check(os.path.exists(os.path.join(prefix, path)), f"make install left out {path}")
    check(not os.path.exists(os.path.join(prefix, "include/swipewidgets-0/swipe-glue.h")), "the library's inside was installed")
    flags = subprocess.run(["pkg-config", "--cflags", "--libs", "swipewidgets-0"], capture_output=True, text=True, check=True,
                           env=dict(os.environ, PKG_CONFIG_PATH=os.path.join(prefix, "lib", "pkgconfig"))).stdout.split()
    check(any(f.startswith("-I" + prefix) for f in flags), f"pkg-config's flags miss the prefix: {flags}")
    subprocess.run(["gcc", "Examples/c/inbox.c", "-o", os.path.join(prefix, "inbox-c"), *flags], cwd=ROOT, check=True, timeout=120)
    app = walk("python", prefix)
    check(app.loaded_library().startswith(prefix + "/lib/"), f"the client loaded {app.loaded_library()}")


def test_every_rows_properties_are_its_kinds_options_schema(tmp_path):
    # Tests/gobject/properties.py against the schemas as OptionDocs lists them (`OptionDocs json`;
    # scripts/gir.sh builds it, to write the properties' docs): every kind of row is there, its
    # own properties are exactly its schema's GObject options (names, value types, flags, ranges,
    # defaults), each reads back what it is set to, and a text "" or a colour NULL its default.
    generator = os.path.join(ROOT, ".build", "option-docs", "debug", "OptionDocs")
    check(os.path.exists(generator), f"{generator} is missing: scripts/gir.sh builds it")
    listed = subprocess.run([generator, "json"], capture_output=True, text=True, check=True, timeout=60).stdout
    schemas = tmp_path / "properties.json"
    schemas.write_text(listed)
    noise = script_said(["Tests/gobject/properties.py", str(schemas)],
                        [f"properties: {name}'s {len(properties)} are its schema's" for name, properties in json.loads(listed).items()])
    check(not noise, f"properties.py wrote: {noise[:10]}")


def test_a_gaction_the_row_cannot_activate_warns_once_and_is_never_a_critical():
    # Tests/gobject/gaction_target.py: a wrong target type, a target for a GAction without a
    # parameter, none for one with a parameter, an unknown name, on a card row's SwipeAction and a
    # completion row's action-name: not activated, one warning per row and action, no critical
    # (G_DEBUG=fatal-criticals); a disabled GAction silent; a matching one run once per perform.
    findings = ("no critical", "signals", "match", "warnings", "silent", "inserted group", "nothing else")
    noise = script_said(["Tests/gobject/gaction_target.py"], [f"{finding}: " for finding in findings])
    check(not noise, f"gaction_target.py wrote: {noise[:10]}")


@pytest.mark.slow
def test_python_and_gjs_collectors_finalize_rows_groups_and_lists_in_any_order():
    # Tests/gobject/lifetimes.{py,js}: rows, actions, groups and lists made, shown, opened, given
    # menus, new options and children, destroyed and dropped in seeded random orders, collected
    # between, under G_DEBUG=fatal-criticals (a critical kills the process). LIFETIMES_SEED picks
    # other rounds (default 1).
    seed = os.environ.get("LIFETIMES_SEED", "1")
    env = dict(os.environ, GI_TYPELIB_PATH=GIR, LD_LIBRARY_PATH=GIR, G_DEBUG="fatal-criticals", GDK_BACKEND="x11")
    # The pointer waits in the screen's far corner, away from the windows and menus these rounds
    # open at the top left. Left over them by the scenario before, it met a GTK 4.8 race on X11
    # (twice in CI, never alone): a crossing event queued on a menu being taken down set the
    # window's pointer focus inside it, the menu's surface then went, and the window's next
    # layout asked that surface for motion (SIGSEGV in gdk_surface_request_motion). What these
    # rounds check is the objects' lifetimes, not the pointer.
    harness.park_pointer()
    for command in (["/usr/bin/python3", "Tests/gobject/lifetimes.py"], ["/usr/bin/gjs", "-m", "Tests/gobject/lifetimes.js"]):
        run = subprocess.run([*command, seed, "40"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
        noise = [line for line in run.stderr.splitlines() if line.strip() and "dbind-WARNING" not in line]
        if run.returncode < 0:
            # A crash: the same rounds once more under gdb, for its backtrace in the failure.
            again = subprocess.run(["gdb", "-q", "-batch", "-ex", "run", "-ex", "bt 40", "--args", *command, seed, "40"],
                                   cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
            trace = "\n".join(line for line in again.stdout.splitlines() if line.startswith("#"))
            check(False, f"{command[-1]} died of signal {-run.returncode}: {run.stderr[-800:]}\n"
                         f"under gdb: {trace or again.stdout[-1500:]}")
        check(run.returncode == 0 and f"lifetimes: 40 rounds (seed {seed})" in run.stdout,
              f"{command[-1]} exited {run.returncode}: {run.stdout[-300:]} {run.stderr[-1500:]}")
        check(not noise, f"{command[-1]} wrote: {noise[:10]}")
        print(f"  {command[-1]}: {run.stdout.strip()}", flush=True)


C_MAIN = """
static gboolean printed;

static void
on_print (const char *text)
{
  fputs (text, stdout);
  fflush (stdout);
  printed = TRUE;
}

int
main (void)
{
  GtkWidget *window, *row;
  gint64 end;

  gtk_init ();
  g_set_print_handler (on_print);
  window = gtk_window_new ();
  row = %(function)s (gtk_label_new ("Row"));
  gtk_window_set_child (GTK_WINDOW (window), row);
  gtk_window_present (GTK_WINDOW (window));
  if (!swipe_row_perform (SWIPE_ROW (row), "%(action)s"))
    return 3;
  for (end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC; !printed && g_get_monotonic_time () < end;)
    g_main_context_iteration (NULL, TRUE);
  gtk_window_destroy (GTK_WINDOW (window));
  return printed ? 0 : 4;
}
"""

PYTHON_MAIN = """

import builtins  # noqa: E402
from gi.repository import GLib, Gtk  # noqa: E402

said = []


def print(*words):  # noqa: A001 - the snippet's handler prints; the check hears it here
    builtins.print(*words, flush=True)
    said.append(words)


window = Gtk.Window()
row = %(function)s(Gtk.Label(label="Row"))
window.set_child(row)
window.present()
assert row.perform("%(action)s"), "no such action"
end = GLib.get_monotonic_time() + 10 * 1000000
while not said and GLib.get_monotonic_time() < end:
    GLib.MainContext.default().iteration(True)
window.destroy()
raise SystemExit(0 if said else 4)
"""


def _fenced(text, language):
    found = re.search(r"```" + language + r"\n(.*?)\n```", text, re.S)
    check(found, f"no {language} snippet in: {text[-400:]}")
    return found.group(1) + "\n"


def test_every_blocks_c_and_python_usage_runs_and_its_handler_hears_the_action():
    # `swipeblocks show ID` prints each block's usage in C and Python (the window and the
    # export show the same): each C snippet is built with gcc and pkg-config, each Python one
    # run, under G_DEBUG=fatal-criticals; both make the row in a window, run its first action
    # (a completion row completes) and must print what the snippet's handler prints.
    blocks = json.loads(subprocess.run([harness.BINARY, "list", "--json"], capture_output=True, text=True, check=True).stdout)
    work = tempfile.mkdtemp(prefix="swipewidgets-snippets-")
    env = dict(os.environ, GI_TYPELIB_PATH=GIR, LD_LIBRARY_PATH=GIR, PKG_CONFIG_PATH=GIR,
               G_DEBUG="fatal-criticals", GDK_BACKEND="x11", GSK_RENDERER="cairo")
    flags = subprocess.run(["pkg-config", "--cflags", "--libs", "swipewidgets-0"], capture_output=True, text=True,
                           check=True, env=env).stdout.split()
    for block in blocks:
        shown = subprocess.run([harness.BINARY, "show", block["id"]], capture_output=True, text=True, check=True).stdout
        c, python = _fenced(shown, "c"), _fenced(shown, "python")
        function = re.search(r"^(\w+) \(GtkWidget \*child\)$", c, re.M).group(1)
        # The row's first action: its first button's, or the row's own (the library table's
        # actionID); a completion row's handler hears `completed`, the others `action ID`.
        first = re.search(r'swipe_action_new_full \("([^"]+)"', c) or re.search(r'^\| `actionID` \| `String` \| `"([^"]+)"`', shown, re.M)
        check(first, f"{block['id']}: no action to run in its usage or its library table")
        action = first.group(1)
        heard = "completed" if "on_completed" in c else f"action {action}"
        source = os.path.join(work, f"{function}.c")
        with open(source, "w") as f:
            f.write(c + C_MAIN % {"function": function, "action": action})
        binary = source[:-2]
        built = subprocess.run(["gcc", "-Wall", "-Wextra", "-Werror", "-Wno-unused-parameter", source, "-o", binary, *flags],
                               capture_output=True, text=True, timeout=120)
        check(built.returncode == 0, f"{block['id']}: the C usage does not build: {built.stderr[-1500:]}")
        script = os.path.join(work, f"{function}.py")
        with open(script, "w") as f:
            f.write(python + PYTHON_MAIN % {"function": function, "action": action})
        for language, command in (("C", [binary]), ("Python", ["/usr/bin/python3", script])):
            run = subprocess.run(command, capture_output=True, text=True, env=env, timeout=60)
            noise = [line for line in run.stderr.splitlines() if line.strip() and "dbind-WARNING" not in line]
            check(run.returncode == 0 and run.stdout.strip() == heard and not noise,
                  f"{block['id']}: the {language} usage exited {run.returncode}, printed {run.stdout!r} (not {heard!r}): {noise[:8]}")
        print(f"  {block['id']}: C and Python usage built, ran {action!r}, heard {heard!r}", flush=True)


def test_the_guides_twenty_line_python_list_is_the_example_and_completes_tasks():
    # docs/gobject.md's Python program is Examples/python/tasks.py, word for word, and it works:
    # from launch, Tab to the first task and Return completes it (it leaves the list); a drag
    # forward completes the next.
    with open(os.path.join(ROOT, "docs", "gobject.md")) as f:
        shown = re.search(r"## Python, in under twenty lines\n\n```python\n(.*?)```", f.read(), re.S).group(1)
    with open(os.path.join(ROOT, "Examples", "python", "tasks.py")) as f:
        check(f.read() == shown, "docs/gobject.md's Python program is not Examples/python/tasks.py")
    check(len(shown.strip().splitlines()) < 20, f"the guide's program has {len(shown.strip().splitlines())} lines")
    app = Client("python-tasks")
    app.tab_to("Task 1")
    app.key("Return")
    wait_until(lambda: not app.find_rows("Task 1"), message="Task 1 to be completed and leave")
    wait_until(lambda: app.focused("Task 2"), message="focus on Task 2 (the list hands it on)")
    row = app.row("Task 2")
    x, y, w, h = app.extents(row)
    app.drag(x + 30, y + h // 2, x + 30 + int(w * 0.7), y + h // 2 + 2)
    wait_until(lambda: not app.find_rows("Task 2"), message="Task 2 to be completed by a drag")
    check(app.find_rows("Task 3"), "Task 3 is still there")


def test_the_library_carries_its_swift_runtime_and_exports_the_installed_headers_functions_alone():
    # The library as `make install` puts it: no libswift* (nor Foundation) to load, no RUNPATH into
    # a toolchain, and its dynamic symbols are exactly the functions its installed headers declare
    # (scripts/public-symbols.sh reads them through <swipewidgets.h>) and every function of its
    # GIR: no Swift symbol, no swipe_swift_*/swipe_c_* glue, no private swipe_* function.
    prefix = tempfile.mkdtemp(prefix="swipewidgets-library-")
    subprocess.run(["scripts/install-library.sh"], cwd=ROOT, env=dict(os.environ, PREFIX=prefix), check=True,
                   capture_output=True, timeout=600)
    library = os.path.join(prefix, "lib", "libswipewidgets-0.so.0")
    dynamic = subprocess.run(["readelf", "-d", library], capture_output=True, text=True, check=True).stdout
    needed = re.findall(r"\(NEEDED\)\s+Shared library: \[(.*?)\]", dynamic)
    check(needed and not [n for n in needed if n.startswith(("libswift", "libFoundation", "libdispatch", "libBlocksRuntime"))],
          f"the library needs {needed}")
    check("RUNPATH" not in dynamic and "RPATH" not in dynamic, f"the library has a search path: {dynamic}")
    exported = subprocess.run(["nm", "-D", "--defined-only", library], capture_output=True, text=True, check=True).stdout.split("\n")
    exported = {line.split()[-1] for line in exported if line.strip()}
    declared = set(subprocess.run(["scripts/public-symbols.sh", os.path.join(prefix, "include", "swipewidgets-0")], cwd=ROOT,
                                  capture_output=True, text=True, check=True).stdout.split())
    with open(os.path.join(prefix, "share", "gir-1.0", "SwipeWidgets-0.gir")) as f:
        introspected = set(re.findall(r'(?:c:identifier|glib:get-type)="(swipe_\w+)"', f.read()))
    check(exported == declared, f"exported but not declared: {sorted(exported - declared)[:10]}; "
                                f"declared but not exported: {sorted(declared - exported)[:10]}")
    check(introspected and introspected <= exported, f"in the GIR but not exported: {sorted(introspected - exported)[:10]}")
    check(not [s for s in exported if s.startswith(("$s", "_T", "swipe_swift_", "swipe_c_"))], f"private symbols: {sorted(exported)[:10]}")


def test_the_abi_is_the_committed_baseline_and_a_difference_fails_naming_it():
    # abidiff against abi/libswipewidgets-0.abi (scripts/abi.sh): the build's ABI is the baseline's;
    # a baseline that lacks a function (as the last release's would, before swipe_init) fails and
    # the report names the function.
    same = subprocess.run(["scripts/abi.sh"], cwd=ROOT, capture_output=True, text=True, timeout=120)
    check(same.returncode == 0, f"the ABI changed (scripts/abi.sh exit {same.returncode}): {same.stdout[-1500:]} {same.stderr[-500:]}")
    with open(os.path.join(ROOT, "abi", "libswipewidgets-0.abi")) as f:
        baseline = f.read()
    older = re.sub(r"    <elf-symbol name='swipe_init' [^\n]*\n", "", baseline)
    older = re.sub(r"    <function-decl name='swipe_init' .*?</function-decl>\n", "", older, flags=re.S)
    check(older != baseline, "the baseline has no swipe_init to take out")
    with tempfile.NamedTemporaryFile("w", suffix=".abi") as f:
        f.write(older)
        f.flush()
        differs = subprocess.run(["scripts/abi.sh"], cwd=ROOT, env=dict(os.environ, ABI_BASELINE=f.name),
                                 capture_output=True, text=True, timeout=120)
    check(differs.returncode != 0 and "swipe_init" in differs.stdout and "scripts/abi.sh --update" in differs.stderr,
          f"an older baseline passed or was not named: exit {differs.returncode}: {differs.stdout[-800:]} {differs.stderr[-300:]}")


def test_a_swift_program_with_its_own_runtime_loads_the_library_and_hears_its_row():
    # Two Swift runtimes in one process: Tests/gobject/two-runtimes.swift, built with the toolchain
    # (its runtime the shared libswiftCore.so), dlopens build/gir's library (its runtime inside) and
    # uses it through the C API only: an action row performs its action in a window, and the row's
    # "action" signal reaches the program's Swift closure through the main loop.
    work = tempfile.mkdtemp(prefix="swipewidgets-two-runtimes-")
    program = os.path.join(work, "two-runtimes")
    built = subprocess.run(["/opt/swift/usr/bin/swiftc", "-swift-version", "6", "Tests/gobject/two-runtimes.swift", "-o", program],
                           cwd=ROOT, capture_output=True, text=True, timeout=300)
    check(built.returncode == 0 and "warning:" not in built.stderr, f"two-runtimes.swift: {built.stderr[-1500:]}")
    run = subprocess.run([program, os.path.join(GIR, "libswipewidgets-0.so.0")], capture_output=True, text=True, timeout=60,
                         env=dict(os.environ, GDK_BACKEND="x11", GSK_RENDERER="cairo", G_DEBUG="fatal-criticals"))
    check(run.returncode == 0 and run.stdout.split("\n")[:2] == ["heard archive", "libswiftCore.so loaded: true"],
          f"two-runtimes exited {run.returncode}: {run.stdout[-300:]} {run.stderr[-800:]}")
    noise = [line for line in run.stderr.splitlines() if line.strip() and "dbind-WARNING" not in line]
    check(not noise, f"two-runtimes wrote: {noise[:8]}")
