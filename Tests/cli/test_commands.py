"""The subcommands from the outside: exit codes, standard output and error, from / with no display."""
import json
import os
import shutil
import subprocess

import pytest

from clitools import BUILT_IN, make_catalog, manifest, shown

RECORDINGS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "recordings")


def json_or(text, empty):
    try:
        return json.loads(text)
    except ValueError:
        return empty


# Help, version, usage errors.
def test_version_prints_the_version(run):
    r = run("--version")
    assert r.returncode == 0 and r.stdout.startswith("swipeblocks "), shown(r)


def test_help_prints_the_usage_on_stdout(run):
    r = run("--help")
    assert r.returncode == 0 and "USAGE: swipeblocks" in r.stdout and "simulate" in r.stdout, shown(r)


@pytest.mark.parametrize("sub", ["list", "show", "search", "export", "check", "simulate"])
def test_subcommand_help(run, sub):
    r = run(sub, "--help")
    assert r.returncode == 0 and f"USAGE: swipeblocks {sub}" in r.stdout and r.stderr == "", shown(r)


def test_unknown_flag_exits_2_with_the_usage_on_stderr(run):
    r = run("list", "--bogus")
    assert (r.returncode == 2 and "unknown option '--bogus'" in r.stderr and "USAGE: swipeblocks list" in r.stderr
            and r.stdout == ""), shown(r)


def test_missing_option_value_exits_2(run):
    r = run("search", "--tag")
    assert r.returncode == 2 and "missing value for --tag" in r.stderr, shown(r)


def test_unknown_subcommand_suggests_the_nearest(run):
    r = run("lst")
    assert r.returncode == 2 and "did you mean 'list'" in r.stderr, shown(r)


def test_bad_format_exits_2(run):
    r = run("export", "--format", "yaml")
    assert r.returncode == 2 and "markdown or json" in r.stderr, shown(r)


def test_show_without_id_exits_2(run):
    r = run("show")
    assert r.returncode == 2 and "missing block ID" in r.stderr, shown(r)


def test_window_rows_0_exits_2(run):
    r = run("--rows", "0")
    assert r.returncode == 2 and "--rows" in r.stderr, shown(r)


def test_window_option_before_a_subcommand_exits_2(run):
    r = run("--rtl", "list")
    assert r.returncode == 2, shown(r)


def test_window_block_with_an_unknown_id_exits_1_with_a_suggestion(run):
    r = run("--block", "swipe-acton-row")
    assert r.returncode == 1 and 'did you mean "swipe-action-row"' in r.stderr, shown(r)


# list, from anywhere.
def test_list_from_the_root_shows_the_built_in_blocks(run):
    r = run("list")
    ids = [line.split()[0] for line in r.stdout.splitlines()]
    assert r.returncode == 0 and ids == BUILT_IN, shown(r)


def test_list_json_is_a_json_array_of_the_blocks(run):
    r = run("list", "--json")
    blocks = json_or(r.stdout, [])
    assert r.returncode == 0 and [b["id"] for b in blocks] == BUILT_IN, shown(r)


def test_a_copied_binary_still_has_the_catalogue(run, binary, tmp_path):
    moved = tmp_path / "elsewhere" / "swipeblocks"
    moved.parent.mkdir()
    shutil.copy2(binary, moved)
    r = run("list", binary=str(moved), cwd=tmp_path)
    assert r.returncode == 0 and len(r.stdout.splitlines()) == len(BUILT_IN), shown(r)


# show.
def test_show_prints_the_api_table(run):
    r = run("show", "swipe-action-row")
    assert (r.returncode == 0 and "| `buttonWidth` | `CGFloat` | `80` |" in r.stdout
            and "| `actions` | `[SwipeActionRowAction]` | Required |" in r.stdout), shown(r)


def test_show_prints_the_description_and_usage(run):
    r = run("show", "swipe-action-row")
    assert "### Description" in r.stdout and "```swift" in r.stdout, shown(r)


def test_show_with_an_unknown_id_exits_1_and_suggests(run):
    r = run("show", "swipe-action-rw")
    assert r.returncode == 1 and 'did you mean "swipe-action-row"' in r.stderr, shown(r)


def test_show_json_is_the_block_object(run):
    r = run("show", "--json", "completion-swipe-row")
    block = json_or(r.stdout, {})
    assert r.returncode == 0 and block.get("title") == "Completion Swipe Row" and block["parameters"][4]["default"] is None, shown(r)


# search.
def test_search_without_accents_finds_the_spanish_tag(run):
    r = run("search", "marca", "de", "verificacion")
    assert r.returncode == 0 and r.stdout.startswith("completion-swipe-row") and "1 block found." in r.stdout, shown(r)


def test_search_tag_filters(run):
    r = run("search", "swipe", "--tag", "archivar", "--json")
    found = [x["id"] for x in json_or(r.stdout, [])]
    assert r.returncode == 0 and found == ["full-swipe-card-list", "swipe-action-row"], shown(r)


def test_search_ranks_the_title_hit_first(run):
    r = run("search", "card")
    assert r.returncode == 0 and r.stdout.startswith("full-swipe-card-list"), shown(r)


def test_search_with_no_result_says_so(run):
    r = run("search", "nothing-like-this")
    assert r.returncode == 0 and "0 blocks found." in r.stdout, shown(r)


# export.
@pytest.fixture(scope="module")
def exported(run, tmp_path_factory):
    """`export --output api.md` into an empty folder: (the folder, the run)."""
    folder = tmp_path_factory.mktemp("export")
    return folder, run("export", "--output", str(folder / "api.md"))


def test_export_output_writes_the_file_and_prints_nothing(exported):
    folder, r = exported
    assert r.returncode == 0 and r.stdout == "" and (folder / "api.md").exists(), shown(r)


def test_exported_markdown_has_two_tables_a_block_the_references_and_the_librarys(exported):
    folder, _ = exported
    html = subprocess.run(["cmark-gfm", "-e", "table"], input=(folder / "api.md").read_text(encoding="utf-8"),
                          capture_output=True, text=True).stdout
    n = len(BUILT_IN)
    assert html.count("<table>") == 2 * n and html.count("<th>Parameter</th>") == n and html.count("<th>Swift type</th>") == n


def test_export_leaves_no_temporary_file(exported):
    folder, _ = exported
    assert sorted(os.listdir(folder)) == ["api.md"]


def test_export_into_a_missing_folder_fails_with_exit_1(run, tmp_path):
    r = run("export", "--output", str(tmp_path / "missing" / "api.md"))
    assert r.returncode == 1 and "cannot write" in r.stderr and not (tmp_path / "missing").exists(), shown(r)


def test_export_onto_a_folder_fails_with_exit_1_and_leaves_no_file(run, tmp_path):
    (tmp_path / "adir").mkdir()
    r = run("export", "--output", str(tmp_path / "adir"))
    assert (r.returncode == 1 and "cannot write" in r.stderr and os.listdir(tmp_path / "adir") == []
            and os.listdir(tmp_path) == ["adir"]), shown(r)


def test_export_block_keeps_the_order_given(run):
    r = run("export", "--format", "json", "--block", "swipe-action-row", "--block", "completion-swipe-row")
    exported = [b["id"] for b in json_or(r.stdout, [])]
    assert r.returncode == 0 and exported == ["swipe-action-row", "completion-swipe-row"], shown(r)


def test_export_block_with_an_unknown_id_exits_1(run):
    r = run("export", "--block", "nope")
    assert r.returncode == 1 and 'no block with id "nope"' in r.stderr and r.stdout == "", shown(r)


# check and --catalog.
@pytest.fixture(scope="module")
def good(tmp_path_factory):
    return make_catalog(tmp_path_factory.mktemp("good"), {"user-row": manifest("user-row")})


@pytest.fixture(scope="module")
def bad(tmp_path_factory):
    return make_catalog(tmp_path_factory.mktemp("bad"), {
        "broken": manifest("broken", engine={"kind": "completion", "tint": 12}),
        "swipe-action-row": manifest("swipe-action-row"),
        "json": '{"id": "json",\n  "title": }\n',
    })


def test_check_of_the_built_in_catalogue_passes(run):
    r = run("check")
    assert r.returncode == 0 and f"{len(BUILT_IN)} valid blocks, no problems." in r.stdout, shown(r)


def test_catalog_before_the_subcommand_adds_a_block(run, good):
    r = run("--catalog", good, "list")
    assert r.returncode == 0 and "user-row" in r.stdout and len(r.stdout.splitlines()) == len(BUILT_IN) + 1, shown(r)


def test_catalog_after_the_subcommand_works_too(run, good):
    r = run("search", "cebra", "--catalog", good)
    assert r.returncode == 0 and r.stdout.startswith("user-row"), shown(r)


def test_check_lists_every_problem_with_file_and_field_and_exits_1(run, bad):
    r = run("check", "--catalog", bad)
    lines = r.stdout.splitlines()
    assert (r.returncode == 1
            and f"{bad}/broken/block.json: engine.tint: expected a colour name or #rrggbb, got 12" in lines
            and f'{bad}/swipe-action-row/block.json: id: duplicate id "swipe-action-row", already defined in '
                'Catalog/swipe-action-row/block.json' in lines
            and f"{bad}/json/block.json: invalid JSON at line 2, column 12: unexpected character '}}'" in lines), shown(r)


def test_list_leaves_invalid_blocks_out_and_warns_on_stderr(run, bad):
    r = run("list", "--catalog", bad)
    assert (r.returncode == 0 and "broken" not in r.stdout and "warning:" in r.stderr
            and len(r.stdout.splitlines()) == len(BUILT_IN)), shown(r)


def test_show_of_an_invalid_block_says_it_is_invalid(run, bad):
    r = run("show", "broken", "--catalog", bad)
    assert r.returncode == 1 and "is invalid" in r.stderr, shown(r)


def test_check_of_a_missing_folder_exits_1(run, tmp_path):
    r = run("check", "--catalog", str(tmp_path / "nowhere"))
    assert r.returncode == 1 and "no such catalogue folder" in r.stdout, shown(r)


# simulate.
SCENARIO = {"block": "swipe-action-row", "width": 360, "frameRate": 10, "duration": 0.5,
            "parameters": {"buttonWidth": 90},
            "events": [{"time": 0, "type": "press", "x": 300, "y": 40}, {"time": 0.1, "type": "move", "x": 100, "y": 42},
                       {"time": 0.2, "type": "release", "x": 100, "y": 42}]}


@pytest.fixture(scope="module")
def simulated(run):
    """simulate of SCENARIO on standard input: (the run, its events)."""
    r = run("simulate", stdin=json.dumps(SCENARIO))
    try:
        events = [json.loads(line) for line in r.stdout.splitlines()]
    except ValueError:
        events = []
    return r, events


def test_simulate_reads_standard_input_and_prints_json_lines(simulated):
    r, events = simulated
    assert r.returncode == 0 and any(e.get("kind") == "opened" for e in events), shown(r)


def test_simulate_applies_api_parameters(simulated):
    r, events = simulated
    frames = [e for e in events if e.get("kind") == "frame" and e["rows"][0].get("buttons")]
    assert frames and frames[-1]["rows"][0]["buttons"][0]["width"] == 90, shown(r)


def test_simulate_reads_a_file_same_output(run, simulated, tmp_path):
    path = tmp_path / "scenario.json"
    path.write_text(json.dumps(SCENARIO))
    r = run("simulate", str(path))
    assert r.returncode == 0 and r.stdout == simulated[0].stdout, shown(r)


def test_simulate_rejects_a_parameter_of_another_kind(run):
    r = run("simulate", stdin=json.dumps(dict(SCENARIO, parameters={"tint": "green"})))
    assert r.returncode == 1 and "parameters.tint" in r.stderr and len(r.stderr.splitlines()) == 1, shown(r)


def test_simulate_validates_parameter_types(run):
    r = run("simulate", stdin=json.dumps(dict(SCENARIO, parameters={"buttonWidth": "wide"})))
    assert r.returncode == 1 and 'parameters.buttonWidth: expected a number, got "wide"' in r.stderr, shown(r)


def test_simulate_with_an_unknown_block_suggests(run):
    r = run("simulate", stdin=json.dumps(dict(SCENARIO, block="swipe-acton-row")))
    assert r.returncode == 1 and 'did you mean "swipe-action-row"' in r.stderr, shown(r)


def test_simulate_with_invalid_json_exits_1_naming_line_and_column(run):
    r = run("simulate", stdin="{nope")
    assert r.returncode == 1 and "line 1, column 2" in r.stderr, shown(r)


def test_simulate_with_a_missing_file_exits_1(run, tmp_path):
    r = run("simulate", str(tmp_path / "missing.json"))
    assert r.returncode == 1 and "cannot read" in r.stderr, shown(r)


# A session recorded in the window (--record, with the events it printed with --events)
# replays with the same events, each within a frame of the window's time.
@pytest.fixture(scope="module")
def replayed(run):
    """(the run, the events it replayed, the events the window printed)."""
    r = run("simulate", os.path.join(RECORDINGS, "action-row-session.json"))
    replayed = [json.loads(line) for line in r.stdout.splitlines() if not line.startswith('{"kind":"frame"')] if r.returncode == 0 else []
    with open(os.path.join(RECORDINGS, "action-row-session.events.jsonl")) as f:
        recorded = [json.loads(line) for line in f if line.strip()]
    return r, replayed, recorded


def test_a_recorded_session_replays_with_the_windows_events(replayed):
    def key(e):
        return (e["kind"], e["row"], e.get("name"), e.get("edge"))
    r, replayed, recorded = replayed
    assert [key(e) for e in replayed] == [key(e) for e in recorded], shown(r)


def test_a_recorded_session_replays_its_events_within_a_frame_of_the_windows_times(replayed):
    r, replayed, recorded = replayed
    offsets = sorted(w["time"] - s["time"] for w, s in zip(recorded, replayed))
    assert offsets and offsets[-1] - offsets[0] <= 2 / 60, shown(r)
