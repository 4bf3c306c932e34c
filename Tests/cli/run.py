#!/usr/bin/env python3
"""End-to-end checks of the swipeblocks command line: exit codes, standard output and error.

Usage: Tests/cli/run.py PATH_TO_SWIPEBLOCKS
Prints one line per failure and ends with exactly "N passed, M failed"; exits 1 on any failure.
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

BINARY = os.path.abspath(sys.argv[1]) if len(sys.argv) > 1 else sys.exit("usage: run.py PATH_TO_SWIPEBLOCKS")
passed = 0
failed = 0


def run(*args, stdin=None, cwd="/", binary=None):
    """Runs the binary from `cwd` (the root by default: the catalogue must not need the source tree)."""
    env = dict(os.environ)
    env.pop("DISPLAY", None)
    env.pop("WAYLAND_DISPLAY", None)
    return subprocess.run([binary or BINARY, *args], input=stdin, capture_output=True, text=True, cwd=cwd, env=env, timeout=60)


def check(name, condition, result=None):
    global passed, failed
    if condition:
        passed += 1
    else:
        failed += 1
        detail = ""
        if result is not None:
            detail = f" (exit {result.returncode}; stdout {result.stdout[:300]!r}; stderr {result.stderr[:300]!r})"
        print(f"FAIL: {name}{detail}")


def manifest(block_id, **changes):
    data = {
        "id": block_id, "title": "User Row", "summary": "A block from a user folder.", "category": "Gestures",
        "platform": "GTK 4 (Linux)", "level": "beginner", "origin": "Tests",
        "tags": {"en": ["zebra"], "es": ["cebra"]},
        "parameters": [{"name": "tint", "type": "Color", "default": ".green", "summary": "Tint."}],
        "engine": {"kind": "completion", "tint": "teal"},
    }
    data.update(changes)
    return json.dumps(data, ensure_ascii=False, indent=2)


def make_catalog(root, blocks):
    for folder, text in blocks.items():
        os.makedirs(os.path.join(root, folder), exist_ok=True)
        with open(os.path.join(root, folder, "block.json"), "w", encoding="utf-8") as f:
            f.write(text)
    return root


work = tempfile.mkdtemp(prefix="swipeblocks-cli-")
try:
    # Help, version, usage errors.
    r = run("--version")
    check("--version prints the version", r.returncode == 0 and r.stdout.startswith("swipeblocks "), r)
    r = run("--help")
    check("--help prints the usage on stdout", r.returncode == 0 and "USAGE: swipeblocks" in r.stdout and "simulate" in r.stdout, r)
    for sub in ["list", "show", "search", "export", "check", "simulate"]:
        r = run(sub, "--help")
        check(f"{sub} --help", r.returncode == 0 and f"USAGE: swipeblocks {sub}" in r.stdout and r.stderr == "", r)
    r = run("list", "--bogus")
    check("unknown flag exits 2 with the usage on stderr", r.returncode == 2 and "unknown option '--bogus'" in r.stderr and "USAGE: swipeblocks list" in r.stderr and r.stdout == "", r)
    r = run("search", "--tag")
    check("missing option value exits 2", r.returncode == 2 and "missing value for --tag" in r.stderr, r)
    r = run("lst")
    check("unknown subcommand suggests the nearest", r.returncode == 2 and "did you mean 'list'" in r.stderr, r)
    r = run("export", "--format", "yaml")
    check("bad --format exits 2", r.returncode == 2 and "markdown or json" in r.stderr, r)
    r = run("show")
    check("show without ID exits 2", r.returncode == 2 and "missing block ID" in r.stderr, r)
    r = run("--rows", "0")
    check("window --rows 0 exits 2", r.returncode == 2 and "--rows" in r.stderr, r)
    r = run("--rtl", "list")
    check("window option before a subcommand exits 2", r.returncode == 2, r)
    r = run("--block", "swipe-acton-row")
    check("window --block with an unknown id exits 1 with a suggestion", r.returncode == 1 and 'did you mean "swipe-action-row"' in r.stderr, r)

    # list, from anywhere.
    r = run("list")
    ids = [line.split()[0] for line in r.stdout.splitlines()]
    check("list from / shows the four built-in blocks", r.returncode == 0 and ids == ["completion-swipe-row", "full-swipe-card-list", "list-row-swipe-actions", "swipe-action-row"], r)
    r = run("list", "--json")
    try:
        blocks = json.loads(r.stdout)
    except ValueError:
        blocks = []
    check("list --json is a JSON array of the blocks", r.returncode == 0 and [b["id"] for b in blocks] == ids, r)
    moved = os.path.join(work, "elsewhere", "swipeblocks")
    os.makedirs(os.path.dirname(moved))
    shutil.copy2(BINARY, moved)
    r = run("list", binary=moved, cwd=work)
    check("a copied binary still has the catalogue", r.returncode == 0 and len(r.stdout.splitlines()) == 4, r)

    # show.
    r = run("show", "swipe-action-row")
    check("show prints the API table", r.returncode == 0 and "| `buttonWidth` | `CGFloat` | `80` |" in r.stdout and "| `actions` | `[SwipeActionRowAction]` | Required |" in r.stdout, r)
    check("show prints the description and usage", "### Description" in r.stdout and "```swift" in r.stdout, r)
    r = run("show", "swipe-action-rw")
    check("show with an unknown id exits 1 and suggests", r.returncode == 1 and 'did you mean "swipe-action-row"' in r.stderr, r)
    r = run("show", "--json", "completion-swipe-row")
    try:
        shown = json.loads(r.stdout)
    except ValueError:
        shown = {}
    check("show --json is the block object", r.returncode == 0 and shown.get("title") == "Completion Swipe Row" and shown["parameters"][4]["default"] is None, r)

    # search.
    r = run("search", "marca", "de", "verificacion")
    check("search without accents finds the Spanish tag", r.returncode == 0 and r.stdout.startswith("completion-swipe-row") and "1 block found." in r.stdout, r)
    r = run("search", "swipe", "--tag", "archivar", "--json")
    try:
        found = [x["id"] for x in json.loads(r.stdout)]
    except ValueError:
        found = []
    check("search --tag filters", r.returncode == 0 and found == ["full-swipe-card-list", "swipe-action-row"], r)
    r = run("search", "card")
    check("search ranks the title hit first", r.returncode == 0 and r.stdout.startswith("full-swipe-card-list"), r)
    r = run("search", "nothing-like-this")
    check("search with no result says so", r.returncode == 0 and "0 blocks found." in r.stdout, r)

    # export.
    out = os.path.join(work, "api.md")
    r = run("export", "--output", out)
    check("export --output writes the file and prints nothing", r.returncode == 0 and r.stdout == "" and os.path.exists(out), r)
    if os.path.exists(out):
        html = subprocess.run(["cmark-gfm", "-e", "table"], input=open(out, encoding="utf-8").read(), capture_output=True, text=True).stdout
        check("exported Markdown has two tables a block: the reference's and the library's",
              html.count("<table>") == 8 and html.count("<th>Parameter</th>") == 4 and html.count("<th>Swift type</th>") == 4)
        check("no temporary file is left", sorted(os.listdir(work)) == ["api.md", "elsewhere"])
    r = run("export", "--output", os.path.join(work, "missing", "api.md"))
    check("export into a missing folder fails with exit 1", r.returncode == 1 and "cannot write" in r.stderr and not os.path.exists(os.path.join(work, "missing")), r)
    os.makedirs(os.path.join(work, "adir"))
    r = run("export", "--output", os.path.join(work, "adir"))
    check("export onto a folder fails with exit 1 and leaves no file", r.returncode == 1 and "cannot write" in r.stderr and os.listdir(os.path.join(work, "adir")) == [] and sorted(os.listdir(work)) == ["adir", "api.md", "elsewhere"], r)
    r = run("export", "--format", "json", "--block", "swipe-action-row", "--block", "completion-swipe-row")
    try:
        exported = [b["id"] for b in json.loads(r.stdout)]
    except ValueError:
        exported = []
    check("export --block keeps the order given", r.returncode == 0 and exported == ["swipe-action-row", "completion-swipe-row"], r)
    r = run("export", "--block", "nope")
    check("export --block with an unknown id exits 1", r.returncode == 1 and 'no block with id "nope"' in r.stderr and r.stdout == "", r)

    # check and --catalog.
    r = run("check")
    check("check of the built-in catalogue passes", r.returncode == 0 and "4 valid blocks, no problems." in r.stdout, r)
    good = make_catalog(os.path.join(work, "good"), {"user-row": manifest("user-row")})
    r = run("--catalog", good, "list")
    check("--catalog before the subcommand adds a block", r.returncode == 0 and "user-row" in r.stdout and len(r.stdout.splitlines()) == 5, r)
    r = run("search", "cebra", "--catalog", good)
    check("--catalog after the subcommand works too", r.returncode == 0 and r.stdout.startswith("user-row"), r)
    bad = make_catalog(os.path.join(work, "bad"), {
        "broken": manifest("broken", engine={"kind": "completion", "tint": 12}),
        "swipe-action-row": manifest("swipe-action-row"),
        "json": '{"id": "json",\n  "title": }\n',
    })
    r = run("check", "--catalog", bad)
    lines = r.stdout.splitlines()
    check("check lists every problem with file and field and exits 1", r.returncode == 1
          and f"{bad}/broken/block.json: engine.tint: expected a colour name or #rrggbb, got 12" in lines
          and f'{bad}/swipe-action-row/block.json: id: duplicate id "swipe-action-row", already defined in Catalog/swipe-action-row/block.json' in lines
          and f"{bad}/json/block.json: invalid JSON at line 2, column 12: unexpected character '}}'" in lines, r)
    r = run("list", "--catalog", bad)
    check("list leaves invalid blocks out and warns on stderr", r.returncode == 0 and "broken" not in r.stdout and "warning:" in r.stderr and len(r.stdout.splitlines()) == 4, r)
    r = run("show", "broken", "--catalog", bad)
    check("show of an invalid block says it is invalid", r.returncode == 1 and "is invalid" in r.stderr, r)
    r = run("check", "--catalog", os.path.join(work, "nowhere"))
    check("check of a missing folder exits 1", r.returncode == 1 and "no such catalogue folder" in r.stdout, r)

    # simulate.
    scenario = {"block": "swipe-action-row", "width": 360, "frameRate": 10, "duration": 0.5,
                "parameters": {"buttonWidth": 90},
                "events": [{"time": 0, "type": "press", "x": 300, "y": 40}, {"time": 0.1, "type": "move", "x": 100, "y": 42},
                           {"time": 0.2, "type": "release", "x": 100, "y": 42}]}
    r = run("simulate", stdin=json.dumps(scenario))
    try:
        events = [json.loads(line) for line in r.stdout.splitlines()]
    except ValueError:
        events = []
    check("simulate reads standard input and prints JSON Lines", r.returncode == 0 and any(e.get("kind") == "opened" for e in events), r)
    frames = [e for e in events if e.get("kind") == "frame" and e["rows"][0].get("buttons")]
    check("simulate applies API parameters", bool(frames) and frames[-1]["rows"][0]["buttons"][0]["width"] == 90, r)
    path = os.path.join(work, "scenario.json")
    with open(path, "w") as f:
        json.dump(scenario, f)
    r2 = run("simulate", path)
    check("simulate reads a file, same output", r2.returncode == 0 and r2.stdout == r.stdout, r2)
    r = run("simulate", stdin=json.dumps(dict(scenario, parameters={"tint": "green"})))
    check("simulate rejects a parameter of another kind", r.returncode == 1 and "parameters.tint" in r.stderr and len(r.stderr.splitlines()) == 1, r)
    r = run("simulate", stdin=json.dumps(dict(scenario, parameters={"buttonWidth": "wide"})))
    check("simulate validates parameter types", r.returncode == 1 and 'parameters.buttonWidth: expected a number, got "wide"' in r.stderr, r)
    r = run("simulate", stdin=json.dumps(dict(scenario, block="swipe-acton-row")))
    check("simulate with an unknown block suggests", r.returncode == 1 and 'did you mean "swipe-action-row"' in r.stderr, r)
    r = run("simulate", stdin="{nope")
    check("simulate with invalid JSON exits 1 naming line and column", r.returncode == 1 and "line 1, column 2" in r.stderr, r)
    r = run("simulate", os.path.join(work, "missing.json"))
    check("simulate with a missing file exits 1", r.returncode == 1 and "cannot read" in r.stderr, r)

    # A session recorded in the window (--record, with the events it printed with --events)
    # replays with the same events, each within a frame of the window's time.
    recordings = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "recordings")
    r = run("simulate", os.path.join(recordings, "action-row-session.json"))
    replayed = [json.loads(line) for line in r.stdout.splitlines() if not line.startswith('{"kind":"frame"')] if r.returncode == 0 else []
    with open(os.path.join(recordings, "action-row-session.events.jsonl")) as f:
        recorded = [json.loads(line) for line in f if line.strip()]
    def key(e):
        return (e["kind"], e["row"], e.get("name"), e.get("edge"))
    check("a recorded session replays with the window's events", [key(e) for e in replayed] == [key(e) for e in recorded], r)
    offsets = sorted(w["time"] - s["time"] for w, s in zip(recorded, replayed))
    check("a recorded session replays its events within a frame of the window's times",
          bool(offsets) and offsets[-1] - offsets[0] <= 2 / 60, r)
finally:
    shutil.rmtree(work, ignore_errors=True)


# Bad input everywhere: Tests/cli/test_bad_input.py (unwritable and full outputs, broken manifests, bad scenarios).
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import test_bad_input  # noqa: E402

bad_work = tempfile.mkdtemp(prefix="swipeblocks-bad-input-")
try:
    test_bad_input.run_cases(run, check, bad_work, manifest, make_catalog, BINARY)
except Exception as error:  # noqa: BLE001 - a crash in the cases is one failure, the summary still prints
    check(f"bad input cases ran to the end ({error!r})", False)
finally:
    shutil.rmtree(bad_work, ignore_errors=True)

# Hostile input (issue 14): Tests/cli/test_hostile.py, each run under a memory limit and a timeout.
import test_hostile  # noqa: E402

hostile_work = tempfile.mkdtemp(prefix="swipeblocks-hostile-")
try:
    test_hostile.run_cases(check, hostile_work, manifest, make_catalog, BINARY)
except Exception as error:  # noqa: BLE001 - a crash in the cases is one failure, the summary still prints
    check(f"hostile input cases ran to the end ({error!r})", False)
finally:
    shutil.rmtree(hostile_work, ignore_errors=True)

# Help, the man page and the shell completions (issue 21): Tests/cli/test_manual.py.
import test_manual  # noqa: E402

try:
    test_manual.run_cases(run, check, BINARY)
except Exception as error:  # noqa: BLE001 - a crash in the cases is one failure, the summary still prints
    check(f"manual and completion cases ran to the end ({error!r})", False)

# Install, uninstall and the store metadata (issue 21): Tests/cli/test_install.py.
import test_install  # noqa: E402

try:
    test_install.run_cases(run, check, BINARY)
except Exception as error:  # noqa: BLE001 - a crash in the cases is one failure, the summary still prints
    check(f"install cases ran to the end ({error!r})", False)

print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
