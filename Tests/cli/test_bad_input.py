"""Bad input everywhere: the command line, catalogue manifests and simulate scenarios.

Each case checks the documented exit code (2 usage, 1 failure), a clear one-line message naming
what is wrong, and that nothing half-written is left behind (the output folder lists the same
before and after). Run from Tests/cli/run.py, which counts the results.
"""
import json
import os
import shutil
import subprocess


def error_lines(result):
    return [line for line in result.stderr.splitlines() if line.startswith("error:")]


def one_line(result, *needles):
    """Exactly one `error:` line, before any usage text, holding every needle."""
    lines = error_lines(result)
    return len(lines) == 1 and result.stderr.startswith("error:") and all(n in lines[0] for n in needles)


def run_cases(run, check, work, manifest, make_catalog, binary):
    out_dir = os.path.join(work, "bad-input-out")
    os.makedirs(out_dir)

    def listing():
        return sorted(os.listdir(out_dir))

    def case(name, args, code, *needles, stdin=None, usage=False, stdout_empty=True, cwd=None):
        before = listing()
        r = run(*args, stdin=stdin, cwd=cwd or out_dir)
        ok = (r.returncode == code and one_line(r, *needles) and listing() == before
              and (not stdout_empty or r.stdout == "") and (not usage or "USAGE: swipeblocks" in r.stderr))
        check(f"bad input: {name}", ok, r)
        return r

    # The command line: usage errors exit 2 with the usage on stderr.
    case("export --output with no value", ["export", "--output"], 2, "missing value for --output", usage=True)
    case("export --format with no value", ["export", "--format"], 2, "missing value for --format", usage=True)
    case("--catalog with no value", ["list", "--catalog"], 2, "missing value for --catalog", usage=True)
    case("window --rows that is not a number", ["--rows", "abc"], 2, "--rows", "'abc'", usage=True)
    case("window --rows below 1", ["--rows", "-5"], 2, "--rows", usage=True)
    case("unknown flag on check", ["check", "--strict"], 2, "unknown option '--strict'", usage=True)
    case("unknown flag on simulate", ["simulate", "--fast"], 2, "unknown option '--fast'", usage=True)
    case("simulate with two files", ["simulate", "a.json", "b.json"], 2, "unexpected argument 'b.json'", usage=True)
    case("export --block with a near-miss id suggests", ["export", "--block", "swipe-acton-row"], 1,
         'no block with id "swipe-acton-row"', 'did you mean "swipe-action-row"')
    case("show with a near-miss id after --json suggests", ["show", "--json", "full-swipe-crad-list"], 1,
         'did you mean "full-swipe-card-list"')

    # screenshot: options checked before any window opens; with no display, exit 1 and no file.
    shot = ["screenshot", "--block", "completion-swipe-row"]
    case("screenshot without --block", ["screenshot", "--output", "x.png"], 2, "--block is required", usage=True)
    case("screenshot without --output", shot, 2, "--output FILE is required", usage=True)
    case("screenshot --progress above 1", shot + ["--progress", "1.5", "--output", "x.png"], 2, "--progress", "'1.5'", usage=True)
    case("screenshot --progress not a number", shot + ["--progress", "half", "--output", "x.png"], 2, "'half'", usage=True)
    case("screenshot --edge up", shot + ["--edge", "up", "--output", "x.png"], 2, "--edge expects leading or trailing", usage=True)
    case("screenshot --edge the block does not have", ["screenshot", "--block", "swipe-action-row", "--edge", "leading",
         "--output", "x.png"], 2, "has no leading swipe", "--edge trailing", usage=True)
    case("screenshot --width too small", shot + ["--width", "10", "--output", "x.png"], 2, "--width", "'10'", usage=True)
    case("screenshot of an unknown block suggests", ["screenshot", "--block", "swipe-action-rwo", "--output", "x.png"], 1,
         'did you mean "swipe-action-row"')
    case("screenshot with no display", shot + ["--output", "x.png"], 1, "cannot open a display", "xvfb-run")

    # Unwritable and full outputs: exit 1, the path named, no temporary file left.
    a_file = os.path.join(out_dir, "plain.txt")
    with open(a_file, "w") as f:
        f.write("keep\n")
    case("export --output under a file (not a folder)", ["export", "--output", os.path.join(a_file, "api.md")], 1,
         "cannot write", os.path.join(a_file, "api.md"))
    case("export --output with an empty file name", ["export", "--output", out_dir + "/"], 1, "cannot write")
    check("bad input: a failed export leaves the existing file alone", open(a_file).read() == "keep\n")

    mounted = []
    for sub, options in (("full", "size=16k"), ("readonly", "size=64k,ro")):
        path = os.path.join(work, "mnt-" + sub)
        os.makedirs(path)
        if subprocess.run(["mount", "-t", "tmpfs", "-o", options, "tmpfs", path], capture_output=True).returncode == 0:
            mounted.append(path)
    try:
        if len(mounted) == 2:
            full, readonly = mounted
            # Leave about 2 KiB free: the Markdown export (about 5 KiB) cannot fit.
            with open(os.path.join(full, "filler"), "wb") as f:
                try:
                    f.write(b"x" * (14 * 1024))
                except OSError:
                    pass
            target = os.path.join(full, "api.md")
            r = run("export", "--output", target, cwd=out_dir)
            check("bad input: export onto a full disk (16 KiB tmpfs) fails with exit 1 and leaves nothing",
                  r.returncode == 1 and one_line(r, "cannot write", target, "No space left on device")
                  and sorted(os.listdir(full)) == ["filler"], r)
            target = os.path.join(readonly, "api.md")
            r = run("export", "--format", "json", "--output", target, cwd=out_dir)
            check("bad input: export into a read-only file system fails with exit 1",
                  r.returncode == 1 and one_line(r, "cannot write", target, "Read-only file system")
                  and os.listdir(readonly) == [], r)
        elif os.geteuid() != 0:
            # No tmpfs: /dev/full refuses every write (safe only without root: the atomic
            # write's temporary file cannot be created in /dev).
            r = run("export", "--output", "/dev/full", cwd=out_dir)
            check("bad input: export onto /dev/full fails with exit 1", r.returncode == 1 and one_line(r, "cannot write", "/dev/full"), r)
        else:
            print("note: no tmpfs mount and running as root: the full-disk cases are not simulated")
    finally:
        for path in mounted:
            subprocess.run(["umount", path], capture_output=True)

    # Standard output on a full disk: the command must fail, not exit 0 having lost the output.
    with open("/dev/full", "w") as full_stdout:
        r = subprocess.run([binary, "export"], stdout=full_stdout, stderr=subprocess.PIPE, text=True, cwd=out_dir)
    check("export to a full standard output fails with exit 1", r.returncode == 1 and "error:" in r.stderr,
          f"(exit {r.returncode}; stderr {r.stderr[:200]!r})")

    # A device node at the output path is refused, never replaced by a regular file.
    if os.geteuid() == 0:
        node_dir = os.path.join(work, "device")
        os.makedirs(node_dir)
        node = os.path.join(node_dir, "null")
        if subprocess.run(["mknod", node, "c", "1", "3"], capture_output=True).returncode == 0:
            r = run("export", "--output", node, cwd=out_dir)
            import stat
            check("bad input: export onto a device node fails with exit 1 and keeps the node",
                  r.returncode == 1 and one_line(r, "not a regular file") and stat.S_ISCHR(os.stat(node).st_mode)
                  and sorted(os.listdir(node_dir)) == ["null"], r)

    # Catalogue manifests: check exits 1 naming the file and the field; nothing else breaks.
    cat = make_catalog(os.path.join(work, "bad-manifests"), {
        "unknown-key": manifest("unknown-key", colour="red"),
        "bad-colour": manifest("bad-colour", engine={"kind": "completion", "tint": "chartreuse-ish"}),
        "not-object": "[1, 2, 3]\n",
        "empty": "",
        "wrong-folder": manifest("another-name"),
        "bad-level": manifest("bad-level", level="expert"),
        "bad-kind": manifest("bad-kind", engine={"kind": "teleport"}),
    })
    r = run("check", "--catalog", cat)
    lines = r.stdout.splitlines()

    def names(folder, *needles):
        prefix = f"{cat}/{folder}/block.json: "
        return any(line.startswith(prefix) and all(n in line for n in needles) for line in lines)

    check("bad input: manifest with an unknown key: file and key named", r.returncode == 1 and names("unknown-key", "colour"), r)
    check("bad input: manifest with a bad colour: file and engine.tint named", names("bad-colour", "engine.tint", "chartreuse-ish"), r)
    check("bad input: manifest that is not an object", names("not-object", "object"), r)
    check("bad input: empty manifest is invalid JSON at line 1", names("empty", "invalid JSON", "line 1"), r)
    check("bad input: manifest id not matching its folder", names("wrong-folder", "id", "another-name"), r)
    check("bad input: manifest with an unknown level names level", names("bad-level", "level", "expert"), r)
    check("bad input: manifest with an unknown engine kind names engine.kind", names("bad-kind", "engine.kind", "teleport"), r)
    r = run("list", "--catalog", cat)
    check("bad input: list still shows the four built-in blocks beside broken manifests",
          r.returncode == 0 and len(r.stdout.splitlines()) == 4 and "warning:" in r.stderr, r)

    # Simulate scenarios: exit 1, one line naming the field.
    base = {"block": "swipe-action-row", "width": 360, "duration": 0.2}

    def scenario(name, changes, *needles, raw=None):
        text = raw if raw is not None else json.dumps(dict(base, **changes))
        case(f"simulate: {name}", ["simulate"], 1, *needles, stdin=text)

    scenario("width 0", {"width": 0}, "width: must be a finite number > 0")
    scenario("negative width", {"width": -360}, "width: must be a finite number > 0")
    scenario("width as text", {"width": "wide"}, "width: expected a number")
    scenario("no width", {}, "width: required", raw=json.dumps({"block": "swipe-action-row"}))
    scenario("no block", {}, "block: required", raw=json.dumps({"width": 360}))
    scenario("unknown top-level key", {"colour": "red"}, "colour: unknown key")
    scenario("time as text", {"events": [{"time": "soon", "type": "tap", "x": 1, "y": 1}]},
             "events[0].time: expected a finite number of seconds")
    scenario("negative time", {"events": [{"time": 0, "type": "tap", "x": 1, "y": 1}, {"time": -1, "type": "tap", "x": 1, "y": 1}]},
             "events[1].time")
    scenario("unknown event type", {"events": [{"time": 0, "type": "swipe"}]}, 'events[0].type: unknown event type "swipe"')
    scenario("coordinate as text", {"events": [{"time": 0, "type": "press", "x": "left", "y": 1}]}, "events[0].x")
    scenario("action with an unknown name", {"events": [{"time": 0, "type": "action", "row": 0, "name": "explode"}]},
             "events[0].name", "archive")
    scenario("action on a row that does not exist", {"events": [{"time": 0, "type": "action", "row": 3, "name": "archive"}]},
             "events[0].row")
    scenario("events not an array", {"events": {"time": 0}}, "events: expected an array")
    scenario("rows 0", {"rows": 0}, "rows: expected a whole number")
    scenario("direction up", {"direction": "up"}, "direction:")
    scenario("frame rate 0", {"frameRate": 0}, "frameRate: must be a finite number > 0")
    scenario("too many frames", {"frameRate": 1000, "duration": 2000}, "duration: more than 1000000 frames")
    scenario("unknown block suggests", {"block": "completion-swipe-rwo"}, 'did you mean "completion-swipe-row"')
    scenario("empty input", {}, "standard input: invalid JSON at line 1, column 1", raw="")
    scenario("a JSON array", {}, "scenario: expected a JSON object, got array", raw="[]")
    shutil.rmtree(out_dir, ignore_errors=True)
