"""Hostile input (issue 14): the real binary under a memory limit and a timeout, one group per class.

Every run gets RLIMIT_AS = 512 MiB and a 30-second timeout, so a hang, a runaway allocation or a
trap fails the case rather than the machine. Each test states the behaviour it proves.
"""
import json
import os
import re
import resource
import shutil
import signal
import stat
import subprocess
import time

import pytest

from clitools import BUILT_IN, make_catalog, manifest, shown

MEMORY = 512 << 20
TIMEOUT = 30
CONTROL = set(range(0x00, 0x20)) | set(range(0x7F, 0xA0))


def limited():
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY, MEMORY))


class Result:
    def __init__(self, returncode, stdout, stderr, peak_kib=0, seconds=0.0):
        self.returncode, self.stdout, self.stderr, self.peak_kib, self.seconds = returncode, stdout, stderr, peak_kib, seconds


def run_limited(binary, *args, stdin=None, cwd="/", stdin_file=None):
    """The binary with bytes or str arguments; stdout and stderr as text (undecodable bytes replaced),
    the child's own peak resident size (wait4) and wall time."""
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    start = time.monotonic()
    process = subprocess.Popen([binary, *args], stdin=stdin_file or subprocess.PIPE, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, cwd=cwd, env=env, preexec_fn=limited)
    try:
        out, err = process.communicate(input=stdin.encode() if isinstance(stdin, str) else stdin, timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        process.kill()
        out, err = process.communicate()
        return Result(-999, out.decode(errors="replace"), "timed out after %ds" % TIMEOUT)
    # communicate() reaped the child; its peak is in the children's usage, which only grows:
    # callers that measure memory use a fresh measuring process (measure_peak below).
    return Result(process.returncode, out.decode(errors="replace"), err.decode(errors="replace"),
                  seconds=time.monotonic() - start)


def measure_peak(binary, args, stdin_text):
    """Runs the binary with stdout to /dev/null and returns (exit code, peak RSS in KiB, seconds, stderr)."""
    start = time.monotonic()
    with open(os.devnull, "wb") as null:
        process = subprocess.Popen([binary, *args], stdin=subprocess.PIPE, stdout=null, stderr=subprocess.PIPE,
                                   preexec_fn=limited)
        process.stdin.write(stdin_text.encode())
        process.stdin.close()
        deadline = time.monotonic() + 120
        while True:
            pid, status, usage = os.wait4(process.pid, os.WNOHANG)
            if pid:
                break
            if time.monotonic() > deadline:
                process.kill()
                pid, status, usage = os.wait4(process.pid, 0)
                break
            time.sleep(0.02)
        err = process.stderr.read().decode(errors="replace")
        process.returncode = os.waitstatus_to_exitcode(status)
    return process.returncode, usage.ru_maxrss, time.monotonic() - start, err


def one_error_line(r, *needles):
    lines = r.stderr.splitlines()
    return (r.returncode == 1 and len(lines) == 1 and lines[0].startswith("error: ")
            and all(n in lines[0] for n in needles) and not any(ord(c) in CONTROL for c in lines[0]))


def no_control(text):
    return not any(ord(c) in CONTROL and c != "\n" for c in text)


@pytest.fixture(scope="module")
def run(binary):
    """The binary under test with the memory limit and the timeout (run_limited), from /."""
    def run(*args, **kwargs):
        return run_limited(binary, *args, **kwargs)
    return run


BASE = {"block": "swipe-action-row", "width": 360, "duration": 0.2}


@pytest.fixture(scope="module")
def simulate(run):
    """simulate with BASE changed by `changes` on standard input."""
    def simulate(changes, **kwargs):
        return run("simulate", stdin=json.dumps(dict(BASE, **changes)), **kwargs)
    return simulate


# 1. No crash on any value: each numeric field out of range is one line naming it, exit 1.
HUGE = 1e300
HUGE_VALUES = [
    ("width", {"width": HUGE}, "width:"), ("rowHeight", {"rowHeight": HUGE}, "rowHeight:"),
    ("frameRate", {"frameRate": HUGE}, "frameRate:"), ("rows", {"rows": HUGE}, "rows:"),
    ("rows, just past the limit", {"rows": 1000001}, "rows:"),
    ("duration", {"duration": HUGE}, "duration:"),
    ("frame count overflowing Int", {"duration": 1e6, "frameRate": 1000}, "duration:"),
    ("an event time", {"events": [{"time": HUGE, "type": "cancel"}]}, "events[0].time:"),
    ("a coordinate", {"events": [{"time": 0, "type": "press", "x": 1, "y": -HUGE}]}, "events[0].y:"),
    ("an action row", {"events": [{"time": 0, "type": "action", "row": HUGE, "name": "archive"}]}, "events[0].row:"),
    ("a negative zero row count", {"rows": -0.0}, "rows:"),
    ("a parameter", {"parameters": {"buttonWidth": 1e308}}, "parameters.buttonWidth:"),
]


@pytest.mark.parametrize("name, changes, field", HUGE_VALUES, ids=[h[0] for h in HUGE_VALUES])
def test_1_simulate_refuses_a_huge_value_naming_the_field_no_trap(simulate, name, changes, field):
    r = simulate(changes)
    assert one_error_line(r, field), shown(r)


def test_1_a_number_beyond_double_range_is_a_json_error_with_its_position(run):
    r = run("simulate", stdin='{"block":"swipe-action-row","width":1e999}')
    assert one_error_line(r, "line 1, column", "out of range"), shown(r)


def test_1_window_rows_beyond_int_is_a_usage_error_no_trap(run):
    r = run("--rows", "99999999999999999999999")
    assert r.returncode == 2 and "--rows" in r.stderr, shown(r)


def test_1_window_rows_above_10_to_the_6_is_a_usage_error(run):
    r = run("--rows", "1000001")
    assert r.returncode == 2 and "--rows" in r.stderr, shown(r)


def test_1_screenshot_width_beyond_int_is_a_usage_error(run):
    r = run("screenshot", "--block", "completion-swipe-row", "--width", "9" * 40, "--output", "x.png")
    assert r.returncode == 2 and "--width" in r.stderr, shown(r)


def test_1_check_refuses_huge_lengths_in_manifests_naming_the_field(run, tmp_path):
    big = make_catalog(tmp_path / "huge-numbers", {
        "huge-height": manifest("huge-height", demo={"heading": "H", "rowHeight": 1e300, "rows": [{"title": "a"}]}),
        "huge-width": manifest("huge-width", engine={"kind": "actionRow", "buttonWidth": 1e300,
                                                     "actions": [{"id": "a", "title": "A"}]}),
    })
    r = run("check", "--catalog", big)
    assert (r.returncode == 1 and "demo.rowHeight: must be at most 10000" in r.stdout
            and "engine.buttonWidth: must be at most" in r.stdout), shown(r)


# 2. Bounded resources: special files refused without blocking, size limits, flat memory.
@pytest.fixture(scope="module")
def special(tmp_path_factory):
    """A catalogue with a FIFO for a manifest and one for a description."""
    special = str(tmp_path_factory.mktemp("special"))
    for folder in ("fifo-manifest", "fifo-description"):
        os.makedirs(os.path.join(special, folder))
    os.mkfifo(os.path.join(special, "fifo-manifest", "block.json"))
    with open(os.path.join(special, "fifo-description", "block.json"), "w") as f:
        f.write(manifest("fifo-description"))
    os.mkfifo(os.path.join(special, "fifo-description", "description.md"))
    return special


@pytest.mark.parametrize("command", [["list"], ["check"], ["export"], ["show", "swipe-action-row"]], ids=lambda c: c[0])
def test_2_a_command_with_fifos_in_a_catalogue_finishes_at_once(run, special, command):
    r = run("--catalog", special, *command)
    assert r.returncode in (0, 1) and r.seconds < 10 and "FIFO" in (r.stdout + r.stderr), shown(r)


def test_2_check_names_both_fifos_as_refused(run, special):
    r = run("check", "--catalog", special)
    assert (r.stdout.count("not a regular file; refused") == 2 and "fifo-manifest/block.json" in r.stdout
            and "fifo-description/description.md" in r.stdout), shown(r)


@pytest.mark.parametrize("target, kind", [("fifo", "a FIFO"), ("/dev/zero", "a character device")], ids=["fifo", "device"])
def test_2_catalog_naming_a_special_file_is_refused_at_once_not_read(run, special, target, kind):
    if target == "fifo":
        target = os.path.join(special, "fifo-manifest", "block.json")
    r = run("check", "--catalog", target)
    assert (r.returncode == 1 and f"{target}: {kind}" in r.stdout and "not a catalogue folder" in r.stdout
            and r.seconds < 10), shown(r)


def test_2_simulate_refuses_a_fifo_as_its_file_without_blocking(run, special):
    r = run("simulate", os.path.join(special, "fifo-manifest", "block.json"))
    assert one_error_line(r, "FIFO", "refused"), shown(r)


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom", "/dev/stdin"])
def test_2_simulate_refuses_a_device_as_its_file(run, device):
    r = run("simulate", device)
    assert one_error_line(r, "not a regular file"), shown(r)


@pytest.mark.needs("root")
def test_2_a_regular_file_that_would_block_proc_kmsg_is_refused_not_waited_for(run):
    r = run("simulate", "/proc/kmsg")
    assert one_error_line(r, "/proc/kmsg", "would block") and r.seconds < 10, shown(r)


def test_2_an_endless_standard_input_ends_in_a_size_error_memory_bounded(run):
    with open("/dev/zero", "rb") as zero:
        r = run("simulate", stdin_file=zero)
    assert one_error_line(r, "larger than the limit of 8 MiB"), shown(r)


def test_2_a_manifest_over_1_mib_is_refused_naming_the_limit(run, tmp_path):
    large = make_catalog(tmp_path / "large", {"large": manifest("large", summary="x" * (1 << 20))})
    r = run("check", "--catalog", large)
    assert r.returncode == 1 and "larger than the limit of 1 MiB" in r.stdout, shown(r)


def test_2_a_scenario_over_8_mib_is_refused(run):
    r = run("simulate", stdin=json.dumps(dict(BASE, events=[{"time": 0, "type": "cancel"}] * 300000)))
    assert one_error_line(r, "larger than the limit of 8 MiB"), shown(r)


def test_2_a_7_mib_string_of_escapes_parses_within_the_memory_limit_and_is_named(run):
    r = run("simulate", stdin='{"block":"' + "\\u00e9" * 1_200_000 + '","width":360}')
    assert one_error_line(r, "block"), shown(r)


def test_2_simulate_with_10_to_the_5_rows_31_frames_120_mib_of_output_stays_under_64_mib(binary):
    code, peak, seconds, err = measure_peak(binary, ["simulate"], json.dumps(dict(BASE, rows=100000, duration=0.5)))
    assert code == 0 and peak < 64 * 1024, f"peak {peak // 1024} MiB, {seconds:.1f} s, exit {code}: {err[:300]!r}"


def test_2_simulate_with_10_to_the_6_frames_stays_under_64_mib(binary):
    code, peak, seconds, err = measure_peak(binary, ["simulate"], json.dumps(dict(BASE, frameRate=1000, duration=999)))
    assert code == 0 and peak < 64 * 1024, f"peak {peak // 1024} MiB, {seconds:.1f} s, exit {code}: {err[:300]!r}"


def test_2_10_to_the_6_rows_by_10_to_the_6_frames_is_refused_at_once_naming_rows(simulate):
    r = simulate({"rows": 1000000, "frameRate": 1000, "duration": 999})
    assert one_error_line(r, "rows:", "row visits") and r.seconds < 10, shown(r)


def test_2_searching_a_900_kb_summary_of_short_words_costs_under_3_mib_more_than_listing_it(binary, tmp_path):
    wordy = make_catalog(tmp_path / "wordy", {"wordy": manifest("wordy", summary="a " * 450000)})
    base_code, base_peak, _, _ = measure_peak(binary, ["--catalog", wordy, "list"], "")
    code, peak, _, err = measure_peak(binary, ["--catalog", wordy, "search", "zzz"], "")
    assert code == 0 and base_code == 0 and peak - base_peak < 3 * 1024, f"{(peak - base_peak) // 1024} MiB more: {err[:300]!r}"


def test_2_an_unknown_100_000_character_id_is_answered_fast_with_a_few_ids_one_line(run, tmp_path):
    many = make_catalog(tmp_path / "many", {f"id-{i}": manifest(f"id-{i}") for i in range(300)})
    r = run("show", "--catalog", many, "q" * 100000)
    assert one_error_line(r, "no block with id", f"and {300 + len(BUILT_IN) - 3} more") and r.seconds < 10 and len(r.stderr) < 500, shown(r)


# 3. Output that parses: extreme but valid values give plain JSON, never inf or nan.
def test_3_simulate_output_at_the_edges_of_every_range_is_strict_json_no_inf_nan(run):
    def strict(line):
        return json.loads(line, parse_constant=lambda name: (_ for _ in ()).throw(ValueError(name)))

    extreme = dict(BASE, block="full-swipe-card-list", width=100000, rowHeight=10000, frameRate=1000, duration=0.05,
                   parameters={"buttonWidth": 10000, "minimumDistance": 0},
                   events=[{"time": 0, "type": "press", "x": 99999, "y": 1}, {"time": 0.01, "type": "move", "x": -1e12, "y": 1e12},
                           {"time": 0.02, "type": "release", "x": 1e12, "y": -1e12}])
    r = run("simulate", stdin=json.dumps(extreme))
    try:
        parsed = [strict(line) for line in r.stdout.splitlines()]
    except ValueError:
        parsed = []
    assert r.returncode == 0 and len(parsed) > 50 and "inf" not in r.stdout and "nan" not in r.stdout, shown(r)


# 4. No injection: control characters escaped, one line per row and per problem, bounded cells.
@pytest.fixture(scope="module")
def evil(tmp_path_factory):
    return make_catalog(tmp_path_factory.mktemp("evil"), {
        "evil-row": manifest("evil-row", title="Evil\nforged-row\x1b[2J\x9b31m\x7f\x00", category="Cat\rX"),
        "long-row": manifest("long-row", title="L" * 5000, tags={"en": ["zzlong"]}),
        "bad-key": manifest("bad-key", **{"colour\n/x/block.json: forged: problem": 1}),
    })


@pytest.fixture(scope="module")
def evil_list(run, evil):
    return run("list", "--catalog", evil)


def test_4_a_newline_in_a_title_cannot_create_a_row_in_list(evil_list):
    r, lines = evil_list, evil_list.stdout.splitlines()
    assert r.returncode == 0 and len(lines) == len(BUILT_IN) + 2 and not any(line.startswith("forged-row") for line in lines), shown(r)


def test_4_list_shows_control_characters_escaped(evil_list):
    r = evil_list
    assert (no_control(r.stdout) and "Evil\\nforged-row" in r.stdout and "\\e[2J" in r.stdout and "\\x9B" in r.stdout
            and "\\x7F" in r.stdout and "Cat\\rX" in r.stdout), shown(r)


def test_4_list_cuts_long_titles_with_an_ellipsis_bounded_width(evil_list):
    r = evil_list
    assert max(len(line) for line in r.stdout.splitlines()) < 160 and "L" * 39 + "…" in r.stdout, shown(r)


def test_4_search_rows_are_bounded_and_escaped(run, evil):
    r = run("search", "zzlong", "--catalog", evil)
    assert r.returncode == 0 and len(r.stdout.splitlines()) == 2 and len(r.stdout.splitlines()[0]) < 160, shown(r)


def test_4_every_check_line_is_a_problem_of_a_real_file_or_the_summary_no_forged_line(run, evil):
    r = run("check", "--catalog", evil)
    prefix = os.path.join(evil, "")
    assert (r.returncode == 1 and all(line.startswith(prefix) for line in r.stdout.splitlines()[:-1])
            and "colour\\n/x/block.json: forged" in r.stdout and no_control(r.stdout)), shown(r)


def test_4_show_keeps_its_markdown_lines_but_escapes_the_catalogues_control_characters(run, evil):
    r = run("show", "evil-row", "--catalog", evil)
    assert (r.returncode == 0 and no_control(r.stdout.replace("\t", "")) and "\\e[2J" in r.stdout
            and "## Evil forged-row" in r.stdout), shown(r)


def test_4_an_error_message_quoting_a_hostile_id_is_one_escaped_line(run):
    r = run("show", "evil\nrow\x1b[31m")
    assert one_error_line(r, "evil\\nrow\\e[31m"), shown(r)


def test_4_a_scenario_key_with_control_characters_is_named_escaped_on_one_line(run):
    r = run("simulate", stdin=json.dumps(dict(BASE, **{"ke\ny\x1b": 1})))
    assert one_error_line(r, "ke\\ny\\e: unknown key"), shown(r)


def test_4_a_raw_control_character_in_scenario_json_is_one_line_with_its_position(run):
    r = run("simulate", stdin='{"block":"swipe-action-row",\n\n"width":"\x01"}')
    assert one_error_line(r, "line 3", "control character"), shown(r)


def test_4_a_usage_error_quoting_a_hostile_subcommand_is_escaped(run):
    r = run("lst\n\x1b[31m")
    assert r.returncode == 2 and r.stderr.splitlines()[0].startswith("error: unknown subcommand 'lst\\n\\e[31m'"), shown(r)


# 5. Links and special files.
@pytest.fixture
def out(tmp_path):
    """A folder with target.md ("old") and link.md, a relative symbolic link to it."""
    out = tmp_path / "out"
    out.mkdir()
    (out / "target.md").write_text("old\n")
    os.symlink("target.md", out / "link.md")
    return str(out)


def test_5_output_through_a_symlink_replaces_the_target_and_keeps_the_link(run, out):
    link, target = os.path.join(out, "link.md"), os.path.join(out, "target.md")
    r = run("export", "--output", link)
    with open(target) as f:
        written = f.read()
    assert (r.returncode == 0 and os.path.islink(link) and os.readlink(link) == "target.md"
            and written.startswith("# SwipeBlocks") and sorted(os.listdir(out)) == ["link.md", "target.md"]), shown(r)


def test_5_output_through_a_dangling_link_is_refused_nothing_created(run, out):
    dangling = os.path.join(out, "dangling.md")
    os.symlink("nowhere.md", dangling)
    r = run("export", "--output", dangling)
    assert one_error_line(r, "dangling") and sorted(os.listdir(out)) == ["dangling.md", "link.md", "target.md"], shown(r)


@pytest.mark.parametrize("path", ["/dev/stdout", "/dev/null", "/dev/swipeblocks-hostile-test"])
def test_5_output_into_dev_is_refused_and_nothing_in_dev_changes(run, path):
    r = run("export", "--output", path)
    assert (one_error_line(r, "cannot write", path) and not os.path.exists("/dev/swipeblocks-hostile-test")
            and stat.S_ISCHR(os.stat("/dev/null").st_mode)), shown(r)


@pytest.fixture(scope="module")
def linked(tmp_path_factory):
    """A catalogue with a block inside, and a folder and a file linked from outside it."""
    work = tmp_path_factory.mktemp("links")
    linked = os.path.join(work, "linked")
    outside = make_catalog(os.path.join(work, "outside"), {"out-row": manifest("out-row")})
    make_catalog(linked, {"in-row": manifest("in-row")})
    os.symlink(os.path.join(outside, "out-row"), os.path.join(linked, "out-row"))
    os.makedirs(os.path.join(linked, "file-link"))
    os.symlink(os.path.join(outside, "out-row", "block.json"), os.path.join(linked, "file-link", "block.json"))
    return linked


def test_5_catalogue_files_reached_through_links_leading_outside_are_refused(run, linked):
    r = run("check", "--catalog", linked)
    assert (r.returncode == 1 and r.stdout.count("leads outside the catalogue folder") == 2
            and not re.search(r"(?<!\d)1 valid block", r.stdout)), shown(r)


def test_5_list_keeps_the_block_inside_and_leaves_the_linked_ones_out(run, linked):
    r = run("list", "--catalog", linked)
    assert "in-row" in r.stdout and "out-row" not in r.stdout and "file-link" not in r.stdout, shown(r)


# 6. check reports everything it skipped.
@pytest.fixture(scope="module")
def skipped(tmp_path_factory):
    """A catalogue of every kind of entry check must skip, and check's run over it."""
    skipped = str(tmp_path_factory.mktemp("skipped"))
    make_catalog(skipped, {"bad-desc": manifest("bad-desc"), "good-row": manifest("good-row")})
    with open(os.path.join(skipped, "bad-desc", "description.md"), "wb") as f:
        f.write(b"caf\xe9\n")
    os.makedirs(os.path.join(skipped, "folder-row", "block.json"))
    os.symlink("nowhere", os.path.join(skipped, "dangling-row"))
    os.makedirs(os.path.join(skipped.encode(), b"bad-\xff-name"))
    os.makedirs(os.path.join(skipped, "empty-params"))
    with open(os.path.join(skipped, "empty-params", "block.json"), "w") as f:
        f.write(manifest("empty-params", parameters=[]))
    os.symlink("loop", os.path.join(skipped, "loop"))
    return skipped


@pytest.fixture(scope="module")
def checked(run, skipped):
    return run("check", "--catalog", skipped)


def test_6_check_reports_a_loop_of_symbolic_links_at_once(checked, skipped):
    assert f"{skipped}/loop: a loop of symbolic links" in checked.stdout and checked.seconds < 10, shown(checked)


REPORTS = [
    ("a description that is not UTF-8", "bad-desc/description.md: not valid UTF-8"),
    ("a folder where block.json should be", "folder-row/block.json: a folder, not a file"),
    ("a dangling link", "dangling-row: a symbolic link to nothing"),
    ("a folder name that is not UTF-8", "bad-\\xFF-name: the name is not valid UTF-8"),
    ("empty parameters", "empty-params/block.json: parameters: must have at least one parameter"),
]


@pytest.mark.parametrize("name, line", REPORTS, ids=[r[0] for r in REPORTS])
def test_6_check_reports(checked, skipped, name, line):
    assert f"{skipped}/{line}" in checked.stdout, shown(checked)


def test_6_check_counts_only_the_good_blocks_valid(checked):
    assert checked.returncode == 1 and f"{len(BUILT_IN) + 1} valid blocks;" in checked.stdout, shown(checked)


def test_6_an_unknown_key_inside_a_scenario_event_is_an_error_naming_it(simulate):
    r = simulate({"events": [{"time": 0, "type": "tap", "x": 1, "y": 1, "button": 3}]})
    assert one_error_line(r, "events[0].button: unknown key"), shown(r)


# 7. Paths are bytes.
@pytest.fixture
def raw_dir(tmp_path):
    raw_dir = os.path.join(bytes(tmp_path), b"bytes-\xff\xfe")
    os.makedirs(raw_dir)
    return raw_dir


def test_7_output_with_a_non_utf8_name_writes_exactly_that_file(run, raw_dir):
    r = run("export", b"--output", os.path.join(raw_dir, b"api-\xe9.md"))
    assert r.returncode == 0 and os.listdir(raw_dir) == [b"api-\xe9.md"], shown(r)


def test_7_a_scenario_file_with_a_non_utf8_name_is_read(run, raw_dir):
    raw_scenario = os.path.join(raw_dir, b"scen-\xff.json")
    with open(raw_scenario, "w") as f:
        json.dump(BASE, f)
    r = run("simulate", raw_scenario)
    assert r.returncode == 0 and r.stdout.startswith('{"kind":"frame"'), shown(r)


def test_7_a_missing_non_utf8_file_is_named_with_xff(run, raw_dir):
    r = run("simulate", os.path.join(raw_dir, b"missing-\xff.json"))
    assert one_error_line(r, "missing-\\xFF.json"), shown(r)


@pytest.fixture
def raw_catalog(raw_dir):
    raw_catalog = os.path.join(raw_dir, b"cat")
    os.makedirs(os.path.join(raw_catalog, b"raw-row"))
    with open(os.path.join(raw_catalog, b"raw-row", b"block.json"), "w") as f:
        f.write(manifest("raw-row"))
    return raw_catalog


def test_7_catalog_with_a_non_utf8_name_is_read(run, raw_catalog):
    r = run(b"--catalog", raw_catalog, b"list")
    assert r.returncode == 0 and "raw-row" in r.stdout, shown(r)


def test_7_catalog_equals_path_with_a_non_utf8_name_is_read(run, raw_catalog):
    r = run(b"--catalog=" + raw_catalog, b"list")
    assert r.returncode == 0 and "raw-row" in r.stdout, shown(r)


# 8. Signals: SIGINT and SIGTERM during an export remove the temporary file. strace holds the
# export at its fsync for 5 s (a slow disk): the signal is sent once the temporary file exists and
# the export is held there, so it lands while the file exists however loaded the machine is.
@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM], ids=lambda s: s.name)
def test_8_a_signal_during_an_export_removes_its_temporary_file_and_ends_by_the_signal(binary, tmp_path, sig):
    assert shutil.which("strace"), "strace is not installed (scripts/deps.sh test)"
    folder = str(tmp_path)

    # As from a terminal: SIGINT and SIGTERM at their default actions (a shell's background job,
    # the test run's own parent perhaps, ignores SIGINT, and a program keeps a signal ignored).
    def default_signals():
        signal.signal(signal.SIGINT, signal.SIG_DFL)
        signal.signal(signal.SIGTERM, signal.SIG_DFL)

    process = subprocess.Popen(["strace", "-qq", "-o", "/dev/null", "-e", "trace=fsync", "-e", "inject=fsync:delay_enter=5s",
                                binary, "export", "--output", os.path.join(folder, "api.md")],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, preexec_fn=default_signals)

    def export_held():
        """The export's pid once its temporary file exists and it waits in fsync, else None."""
        if not [n for n in os.listdir(folder) if ".tmp-" in n]:
            return None
        try:
            with open(f"/proc/{process.pid}/task/{process.pid}/children") as f:
                child = int(f.read().split()[0])
            with open(f"/proc/{child}/syscall") as f:
                number = f.read().split()[0]
        except (OSError, ValueError, IndexError):
            return None
        return child if number == "74" else None   # 74: fsync on x86-64

    held = None
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline and process.poll() is None and held is None:
        held = export_held()
        time.sleep(0.005)
    seen = [n for n in os.listdir(folder) if ".tmp-" in n]
    assert held, f"the export never waited in fsync with its temporary file there (exit {process.poll()}, files {seen})"
    os.kill(held, sig)
    process.communicate(timeout=30)
    assert process.returncode == -sig and os.listdir(folder) == [], \
        f"exit {process.returncode}; seen {seen}, left {os.listdir(folder)}"


def test_8_a_255_byte_target_name_still_gets_a_temporary_name_within_name_max(run, tmp_path):
    long_name = "é" * 127 + "x"
    r = run("export", "--output", str(tmp_path / long_name))
    assert r.returncode == 0 and long_name in os.listdir(tmp_path), shown(r)
