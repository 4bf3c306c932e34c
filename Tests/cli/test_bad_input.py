"""Bad input everywhere: the command line, catalogue manifests and simulate scenarios.

Each case checks the documented exit code (2 usage, 1 failure), a clear one-line message naming
what is wrong, and that nothing half-written is left behind (the output folder lists the same
before and after).
"""
import json
import os
import stat
import subprocess

import pytest

from clitools import BUILT_IN, make_catalog, manifest, shown


def error_lines(result):
    return [line for line in result.stderr.splitlines() if line.startswith("error:")]


def one_line(result, *needles):
    """Exactly one `error:` line, before any usage text, holding every needle."""
    lines = error_lines(result)
    return len(lines) == 1 and result.stderr.startswith("error:") and all(n in lines[0] for n in needles)


@pytest.fixture
def out_dir(tmp_path):
    path = tmp_path / "bad-input-out"
    path.mkdir()
    return path


@pytest.fixture
def case(run, out_dir):
    """case(args, code, *needles, stdin=None, usage=False): runs the binary in the output folder and
    asserts the exit code, one error line with the needles, nothing on stdout, the usage on stderr
    when `usage`, and the folder unchanged."""
    def case(args, code, *needles, stdin=None, usage=False):
        before = sorted(os.listdir(out_dir))
        r = run(*args, stdin=stdin, cwd=out_dir)
        assert r.returncode == code and one_line(r, *needles), shown(r)
        assert sorted(os.listdir(out_dir)) == before, "the command left something in its folder"
        assert r.stdout == "", shown(r)
        assert not usage or "USAGE: swipeblocks" in r.stderr, shown(r)
        return r
    return case


# The command line: usage errors exit 2 with the usage on stderr.
SHOT = ["screenshot", "--block", "completion-swipe-row"]
USAGE = [
    ("export --output with no value", ["export", "--output"], 2, ["missing value for --output"]),
    ("export --format with no value", ["export", "--format"], 2, ["missing value for --format"]),
    ("--catalog with no value", ["list", "--catalog"], 2, ["missing value for --catalog"]),
    ("window --rows that is not a number", ["--rows", "abc"], 2, ["--rows", "'abc'"]),
    ("window --rows below 1", ["--rows", "-5"], 2, ["--rows"]),
    ("unknown flag on check", ["check", "--strict"], 2, ["unknown option '--strict'"]),
    ("unknown flag on simulate", ["simulate", "--fast"], 2, ["unknown option '--fast'"]),
    ("simulate with two files", ["simulate", "a.json", "b.json"], 2, ["unexpected argument 'b.json'"]),
    # screenshot: options checked before any window opens.
    ("screenshot without --block", ["screenshot", "--output", "x.png"], 2, ["--block is required"]),
    ("screenshot without --output", SHOT, 2, ["--output FILE is required"]),
    ("screenshot --progress above 1", SHOT + ["--progress", "1.5", "--output", "x.png"], 2, ["--progress", "'1.5'"]),
    ("screenshot --progress not a number", SHOT + ["--progress", "half", "--output", "x.png"], 2, ["'half'"]),
    ("screenshot --edge up", SHOT + ["--edge", "up", "--output", "x.png"], 2, ["--edge expects leading or trailing"]),
    ("screenshot --edge the block does not have",
     ["screenshot", "--block", "swipe-action-row", "--edge", "leading", "--output", "x.png"], 2,
     ["has no leading swipe", "--edge trailing"]),
    ("screenshot --width too small", SHOT + ["--width", "10", "--output", "x.png"], 2, ["--width", "'10'"]),
]


@pytest.mark.parametrize("name, args, code, needles", USAGE, ids=[u[0] for u in USAGE])
def test_a_usage_error_exits_2_with_one_line_and_the_usage(case, name, args, code, needles):
    case(args, code, *needles, usage=True)


FAILURES = [
    ("export --block with a near-miss id suggests", ["export", "--block", "swipe-acton-row"],
     ['no block with id "swipe-acton-row"', 'did you mean "swipe-action-row"']),
    ("show with a near-miss id after --json suggests", ["show", "--json", "full-swipe-crad-list"],
     ['did you mean "full-swipe-card-list"']),
    ("screenshot of an unknown block suggests", ["screenshot", "--block", "swipe-action-rwo", "--output", "x.png"],
     ['did you mean "swipe-action-row"']),
    # With no display: exit 1 and no file.
    ("screenshot with no display", SHOT + ["--output", "x.png"], ["cannot open a display", "xvfb-run"]),
]


@pytest.mark.parametrize("name, args, needles", FAILURES, ids=[f[0] for f in FAILURES])
def test_a_failure_exits_1_with_one_line(case, name, args, needles):
    case(args, 1, *needles)


# Unwritable and full outputs: exit 1, the path named, no temporary file left.
@pytest.fixture
def a_file(out_dir):
    path = out_dir / "plain.txt"
    path.write_text("keep\n")
    return str(path)


def test_export_output_under_a_file_not_a_folder(case, a_file):
    case(["export", "--output", os.path.join(a_file, "api.md")], 1, "cannot write", os.path.join(a_file, "api.md"))


def test_export_output_with_an_empty_file_name(case, out_dir):
    case(["export", "--output", f"{out_dir}/"], 1, "cannot write")


def test_a_failed_export_leaves_the_existing_file_alone(run, out_dir, a_file):
    run("export", "--output", os.path.join(a_file, "api.md"), cwd=out_dir)
    run("export", "--output", f"{out_dir}/", cwd=out_dir)
    with open(a_file) as f:
        assert f.read() == "keep\n"


@pytest.fixture
def mounted(tmp_path):
    """mounted(name, options): a tmpfs mounted at a new folder, unmounted after the test."""
    paths = []

    def mount(name, options):
        path = tmp_path / f"mnt-{name}"
        path.mkdir()
        subprocess.run(["mount", "-t", "tmpfs", "-o", options, "tmpfs", str(path)], check=True, capture_output=True)
        paths.append(path)
        return path
    yield mount
    for path in paths:
        subprocess.run(["umount", str(path)], capture_output=True)


@pytest.mark.needs("mount")
def test_export_onto_a_full_disk_16_kib_tmpfs_fails_with_exit_1_and_leaves_nothing(run, out_dir, mounted):
    full = mounted("full", "size=16k")
    # Leave about 2 KiB free: the Markdown export (about 5 KiB) cannot fit.
    with open(full / "filler", "wb") as f:
        try:
            f.write(b"x" * (14 * 1024))
        except OSError:
            pass
    target = str(full / "api.md")
    r = run("export", "--output", target, cwd=out_dir)
    assert r.returncode == 1 and one_line(r, "cannot write", target, "No space left on device"), shown(r)
    assert sorted(os.listdir(full)) == ["filler"]


@pytest.mark.needs("mount")
def test_export_into_a_read_only_file_system_fails_with_exit_1(run, out_dir, mounted):
    readonly = mounted("readonly", "size=64k,ro")
    target = str(readonly / "api.md")
    r = run("export", "--format", "json", "--output", target, cwd=out_dir)
    assert r.returncode == 1 and one_line(r, "cannot write", target, "Read-only file system"), shown(r)
    assert os.listdir(readonly) == []


@pytest.mark.needs("unprivileged")
def test_export_onto_dev_full_fails_with_exit_1(run, out_dir):
    # Where no tmpfs can be mounted: /dev/full refuses every write (safe only without root: the
    # atomic write's temporary file cannot be created in /dev).
    r = run("export", "--output", "/dev/full", cwd=out_dir)
    assert r.returncode == 1 and one_line(r, "cannot write", "/dev/full"), shown(r)


def test_export_to_a_full_standard_output_fails_with_exit_1(binary, out_dir):
    # The command must fail, not exit 0 having lost the output.
    with open("/dev/full", "w") as full_stdout:
        r = subprocess.run([binary, "export"], stdout=full_stdout, stderr=subprocess.PIPE, text=True, cwd=out_dir)
    assert r.returncode == 1 and "error:" in r.stderr, f"exit {r.returncode}; stderr {r.stderr[:200]!r}"


@pytest.mark.needs("root")
def test_export_onto_a_device_node_fails_with_exit_1_and_keeps_the_node(run, out_dir, tmp_path):
    # A device node at the output path is refused, never replaced by a regular file.
    node_dir = tmp_path / "device"
    node_dir.mkdir()
    node = str(node_dir / "null")
    subprocess.run(["mknod", node, "c", "1", "3"], check=True, capture_output=True)
    r = run("export", "--output", node, cwd=out_dir)
    assert r.returncode == 1 and one_line(r, "not a regular file"), shown(r)
    assert stat.S_ISCHR(os.stat(node).st_mode) and sorted(os.listdir(node_dir)) == ["null"]


# Catalogue manifests: check exits 1 naming the file and the field; nothing else breaks.
@pytest.fixture(scope="module")
def bad_manifests(tmp_path_factory):
    return make_catalog(tmp_path_factory.mktemp("bad-manifests"), {
        "unknown-key": manifest("unknown-key", colour="red"),
        "bad-colour": manifest("bad-colour", engine={"kind": "completion", "tint": "chartreuse-ish"}),
        "not-object": "[1, 2, 3]\n",
        "empty": "",
        "wrong-folder": manifest("another-name"),
        "bad-level": manifest("bad-level", level="expert"),
        "bad-kind": manifest("bad-kind", engine={"kind": "teleport"}),
    })


@pytest.fixture(scope="module")
def checked(run, bad_manifests):
    return run("check", "--catalog", bad_manifests)


MANIFESTS = [
    ("an unknown key: file and key named", "unknown-key", ["colour"]),
    ("a bad colour: file and engine.tint named", "bad-colour", ["engine.tint", "chartreuse-ish"]),
    ("not an object", "not-object", ["object"]),
    ("empty: invalid JSON at line 1", "empty", ["invalid JSON", "line 1"]),
    ("an id not matching its folder", "wrong-folder", ["id", "another-name"]),
    ("an unknown level names level", "bad-level", ["level", "expert"]),
    ("an unknown engine kind names engine.kind", "bad-kind", ["engine.kind", "teleport"]),
]


@pytest.mark.parametrize("name, folder, needles", MANIFESTS, ids=[m[0] for m in MANIFESTS])
def test_check_names_the_file_and_field_of_a_manifest_with(checked, bad_manifests, name, folder, needles):
    prefix = f"{bad_manifests}/{folder}/block.json: "
    assert checked.returncode == 1, shown(checked)
    assert any(line.startswith(prefix) and all(n in line for n in needles) for line in checked.stdout.splitlines()), shown(checked)


def test_list_still_shows_the_built_in_blocks_beside_broken_manifests(run, bad_manifests):
    r = run("list", "--catalog", bad_manifests)
    assert r.returncode == 0 and len(r.stdout.splitlines()) == len(BUILT_IN) and "warning:" in r.stderr, shown(r)


# Simulate scenarios: exit 1, one line naming the field.
BASE = {"block": "swipe-action-row", "width": 360, "duration": 0.2}
SCENARIOS = [
    ("width 0", {"width": 0}, ["width: must be a finite number > 0"]),
    ("negative width", {"width": -360}, ["width: must be a finite number > 0"]),
    ("width as text", {"width": "wide"}, ["width: expected a number"]),
    ("no width", json.dumps({"block": "swipe-action-row"}), ["width: required"]),
    ("no block", json.dumps({"width": 360}), ["block: required"]),
    ("unknown top-level key", {"colour": "red"}, ["colour: unknown key"]),
    ("time as text", {"events": [{"time": "soon", "type": "tap", "x": 1, "y": 1}]},
     ["events[0].time: expected a finite number of seconds"]),
    ("negative time", {"events": [{"time": 0, "type": "tap", "x": 1, "y": 1}, {"time": -1, "type": "tap", "x": 1, "y": 1}]},
     ["events[1].time"]),
    ("unknown event type", {"events": [{"time": 0, "type": "swipe"}]}, ['events[0].type: unknown event type "swipe"']),
    ("coordinate as text", {"events": [{"time": 0, "type": "press", "x": "left", "y": 1}]}, ["events[0].x"]),
    ("action with an unknown name", {"events": [{"time": 0, "type": "action", "row": 0, "name": "explode"}]},
     ["events[0].name", "archive"]),
    ("action on a row that does not exist", {"events": [{"time": 0, "type": "action", "row": 3, "name": "archive"}]},
     ["events[0].row"]),
    ("events not an array", {"events": {"time": 0}}, ["events: expected an array"]),
    ("rows 0", {"rows": 0}, ["rows: expected a whole number"]),
    ("direction up", {"direction": "up"}, ["direction:"]),
    ("frame rate 0", {"frameRate": 0}, ["frameRate: must be a finite number > 0"]),
    ("too many frames", {"frameRate": 1000, "duration": 2000}, ["duration: more than 1000000 frames"]),
    ("unknown block suggests", {"block": "completion-swipe-rwo"}, ['did you mean "completion-swipe-row"']),
    ("empty input", "", ["standard input: invalid JSON at line 1, column 1"]),
    ("a JSON array", "[]", ["scenario: expected a JSON object, got array"]),
]


@pytest.mark.parametrize("name, scenario, needles", SCENARIOS, ids=[s[0] for s in SCENARIOS])
def test_simulate_refuses_a_scenario_with_one_line(case, name, scenario, needles):
    """A dict changes the base scenario; a string is the whole input."""
    text = scenario if isinstance(scenario, str) else json.dumps(dict(BASE, **scenario))
    case(["simulate"], 1, *needles, stdin=text)
