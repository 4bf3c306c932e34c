"""Hostile input (issue 14): the real binary under a memory limit and a timeout, one group per class.

Every run gets RLIMIT_AS = 512 MiB and a 30-second timeout, so a hang, a runaway allocation or a
trap fails the case rather than the machine. Each case states the behaviour it proves. Run from
Tests/cli/run.py, which counts the results.
"""
import json
import os
import resource
import shutil
import signal
import stat
import subprocess
import time

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


def run_cases(check, work, manifest, make_catalog, binary):
    def run(*args, **kwargs):
        return run_limited(binary, *args, **kwargs)

    base = {"block": "swipe-action-row", "width": 360, "duration": 0.2}

    def simulate(changes, **kwargs):
        return run("simulate", stdin=json.dumps(dict(base, **changes)), **kwargs)

    # 1. No crash on any value: each numeric field out of range is one line naming it, exit 1.
    huge = 1e300
    for name, changes, field in [
        ("width", {"width": huge}, "width:"), ("rowHeight", {"rowHeight": huge}, "rowHeight:"),
        ("frameRate", {"frameRate": huge}, "frameRate:"), ("rows", {"rows": huge}, "rows:"),
        ("rows, just past the limit", {"rows": 1000001}, "rows:"),
        ("duration", {"duration": huge}, "duration:"),
        ("frame count overflowing Int", {"duration": 1e6, "frameRate": 1000}, "duration:"),
        ("an event time", {"events": [{"time": huge, "type": "cancel"}]}, "events[0].time:"),
        ("a coordinate", {"events": [{"time": 0, "type": "press", "x": 1, "y": -huge}]}, "events[0].y:"),
        ("an action row", {"events": [{"time": 0, "type": "action", "row": huge, "name": "archive"}]}, "events[0].row:"),
        ("a negative zero row count", {"rows": -0.0}, "rows:"),
        ("a parameter", {"parameters": {"buttonWidth": 1e308}}, "parameters.buttonWidth:"),
    ]:
        r = simulate(changes)
        check(f"hostile 1: simulate refuses a huge {name} naming the field, no trap", one_error_line(r, field), r)
    r = run("simulate", stdin='{"block":"swipe-action-row","width":1e999}')
    check("hostile 1: a number beyond double range is a JSON error with its position", one_error_line(r, "line 1, column", "out of range"), r)
    r = run("--rows", "99999999999999999999999")
    check("hostile 1: window --rows beyond Int is a usage error, no trap", r.returncode == 2 and "--rows" in r.stderr, r)
    r = run("--rows", "1000001")
    check("hostile 1: window --rows above 10^6 is a usage error", r.returncode == 2 and "--rows" in r.stderr, r)
    r = run("screenshot", "--block", "completion-swipe-row", "--width", "9" * 40, "--output", "x.png")
    check("hostile 1: screenshot --width beyond Int is a usage error", r.returncode == 2 and "--width" in r.stderr, r)
    big = make_catalog(os.path.join(work, "huge-numbers"), {
        "huge-height": manifest("huge-height", demo={"heading": "H", "rowHeight": 1e300, "rows": [{"title": "a"}]}),
        "huge-width": manifest("huge-width", engine={"kind": "actionRow", "buttonWidth": 1e300,
                                                     "actions": [{"id": "a", "title": "A"}]}),
    })
    r = run("check", "--catalog", big)
    check("hostile 1: check refuses huge lengths in manifests naming the field",
          r.returncode == 1 and "demo.rowHeight: must be at most 10000" in r.stdout and "engine.buttonWidth: must be at most" in r.stdout, r)

    # 2. Bounded resources: special files refused without blocking, size limits, flat memory.
    special = os.path.join(work, "special")
    for folder in ("fifo-manifest", "fifo-description"):
        os.makedirs(os.path.join(special, folder))
    os.mkfifo(os.path.join(special, "fifo-manifest", "block.json"))
    with open(os.path.join(special, "fifo-description", "block.json"), "w") as f:
        f.write(manifest("fifo-description"))
    os.mkfifo(os.path.join(special, "fifo-description", "description.md"))
    for command in (["list"], ["check"], ["export"], ["show", "swipe-action-row"]):
        r = run("--catalog", special, *command)
        check(f"hostile 2: {command[0]} with FIFOs in a catalogue finishes at once",
              r.returncode in (0, 1) and r.seconds < 10 and "FIFO" in (r.stdout + r.stderr), r)
    r = run("check", "--catalog", special)
    check("hostile 2: check names both FIFOs as refused",
          r.stdout.count("not a regular file; refused") == 2 and "fifo-manifest/block.json" in r.stdout
          and "fifo-description/description.md" in r.stdout, r)
    fifo = os.path.join(special, "fifo-manifest", "block.json")
    for target, kind in ((fifo, "a FIFO"), ("/dev/zero", "a character device")):
        r = run("check", "--catalog", target)
        check(f"hostile 2: --catalog naming {kind} is refused at once, not read",
              r.returncode == 1 and f"{target}: {kind}" in r.stdout and "not a catalogue folder" in r.stdout and r.seconds < 10, r)
    r = run("simulate", fifo)
    check("hostile 2: simulate refuses a FIFO as its FILE without blocking", one_error_line(r, "FIFO", "refused"), r)
    for device in ("/dev/zero", "/dev/urandom", "/dev/stdin"):
        r = run("simulate", device)
        check(f"hostile 2: simulate refuses {device} as its FILE", one_error_line(r, "not a regular file"), r)
    if os.geteuid() == 0 and os.path.exists("/proc/kmsg"):
        r = run("simulate", "/proc/kmsg")
        check("hostile 2: a 'regular' file that would block (/proc/kmsg) is refused, not waited for",
              one_error_line(r, "/proc/kmsg", "would block") and r.seconds < 10, r)
    with open("/dev/zero", "rb") as zero:
        r = run("simulate", stdin_file=zero)
    check("hostile 2: an endless standard input ends in a size error, memory bounded", one_error_line(r, "larger than the limit of 8 MiB"), r)
    large = make_catalog(os.path.join(work, "large"), {"large": manifest("large", summary="x" * (1 << 20))})
    r = run("check", "--catalog", large)
    check("hostile 2: a manifest over 1 MiB is refused naming the limit", r.returncode == 1 and "larger than the limit of 1 MiB" in r.stdout, r)
    r = run("simulate", stdin=json.dumps(dict(base, events=[{"time": 0, "type": "cancel"}] * 300000)))
    check("hostile 2: a scenario over 8 MiB is refused", one_error_line(r, "larger than the limit of 8 MiB"), r)
    huge_string = '{"block":"' + "\\u00e9" * 1_200_000 + '","width":360}'
    r = run("simulate", stdin=huge_string)
    check("hostile 2: a 7 MiB string of escapes parses within the memory limit and is named",
          one_error_line(r, "block"), r)
    code, peak, seconds, err = measure_peak(binary, ["simulate"], json.dumps(dict(base, rows=100000, duration=0.5)))
    check(f"hostile 2: simulate with 10^5 rows (31 frames, 120 MiB of output) stays under 64 MiB (peak {peak // 1024} MiB, {seconds:.1f} s)",
          code == 0 and peak < 64 * 1024, Result(code, "", err))
    code, peak2, seconds, err = measure_peak(binary, ["simulate"], json.dumps(dict(base, frameRate=1000, duration=999)))
    check(f"hostile 2: simulate with 10^6 frames stays under 64 MiB (peak {peak2 // 1024} MiB, {seconds:.1f} s)",
          code == 0 and peak2 < 64 * 1024, Result(code, "", err))
    r = simulate({"rows": 1000000, "frameRate": 1000, "duration": 999})
    check("hostile 2: 10^6 rows × 10^6 frames is refused at once, naming rows (time bounded too)",
          one_error_line(r, "rows:", "row visits") and r.seconds < 10, r)
    wordy = make_catalog(os.path.join(work, "wordy"), {"wordy": manifest("wordy", summary="a " * 450000)})
    base_code, base_peak, _, _ = measure_peak(binary, ["--catalog", wordy, "list"], "")
    code, peak3, _, err = measure_peak(binary, ["--catalog", wordy, "search", "zzz"], "")
    check(f"hostile 2: searching a 900 KB summary of short words costs under 3 MiB more than listing it ({(peak3 - base_peak) // 1024} MiB)",
          code == 0 and base_code == 0 and peak3 - base_peak < 3 * 1024, Result(code, "", err))
    many = make_catalog(os.path.join(work, "many"), {f"id-{i}": manifest(f"id-{i}") for i in range(300)})
    r = run("show", "--catalog", many, "q" * 100000)
    check("hostile 2: an unknown 100 000-character id is answered fast with a few ids, one line",
          one_error_line(r, "no block with id", "and 301 more") and r.seconds < 10 and len(r.stderr) < 500, r)

    # 3. Output that parses: extreme but valid values give plain JSON, never inf or nan.
    def strict(line):
        return json.loads(line, parse_constant=lambda name: (_ for _ in ()).throw(ValueError(name)))

    extreme = dict(base, block="full-swipe-card-list", width=100000, rowHeight=10000, frameRate=1000, duration=0.05,
                   parameters={"buttonWidth": 10000, "minimumDistance": 0},
                   events=[{"time": 0, "type": "press", "x": 99999, "y": 1}, {"time": 0.01, "type": "move", "x": -1e12, "y": 1e12},
                           {"time": 0.02, "type": "release", "x": 1e12, "y": -1e12}])
    r = run("simulate", stdin=json.dumps(extreme))
    try:
        parsed = [strict(line) for line in r.stdout.splitlines()]
    except ValueError:
        parsed = []
    check("hostile 3: simulate output at the edges of every range is strict JSON (no inf, nan)",
          r.returncode == 0 and len(parsed) > 50 and "inf" not in r.stdout and "nan" not in r.stdout, r)

    # 4. No injection: control characters escaped, one line per row and per problem, bounded cells.
    evil_title = "Evil\nforged-row\x1b[2J\x9b31m\x7f\x00"
    evil = make_catalog(os.path.join(work, "evil"), {
        "evil-row": manifest("evil-row", title=evil_title, category="Cat\rX"),
        "long-row": manifest("long-row", title="L" * 5000, tags={"en": ["zzlong"]}),
        "bad-key": manifest("bad-key", **{"colour\n/x/block.json: forged: problem": 1}),
    })
    r = run("list", "--catalog", evil)
    lines = r.stdout.splitlines()
    check("hostile 4: a newline in a title cannot create a row in list", r.returncode == 0 and len(lines) == 6
          and not any(line.startswith("forged-row") for line in lines), r)
    check("hostile 4: list shows control characters escaped", no_control(r.stdout) and "Evil\\nforged-row" in r.stdout
          and "\\e[2J" in r.stdout and "\\x9B" in r.stdout and "\\x7F" in r.stdout and "Cat\\rX" in r.stdout, r)
    check("hostile 4: list cuts long titles with an ellipsis (bounded width)", max(len(line) for line in lines) < 160
          and "L" * 39 + "…" in r.stdout, r)
    r = run("search", "zzlong", "--catalog", evil)
    check("hostile 4: search rows are bounded and escaped", r.returncode == 0 and len(r.stdout.splitlines()) == 2
          and len(r.stdout.splitlines()[0]) < 160, r)
    r = run("check", "--catalog", evil)
    prefix = os.path.join(evil, "")
    check("hostile 4: every check line is a problem of a real file or the summary (no forged line)",
          r.returncode == 1 and all(line.startswith(prefix) for line in r.stdout.splitlines()[:-1])
          and "colour\\n/x/block.json: forged" in r.stdout and no_control(r.stdout), r)
    r = run("show", "evil-row", "--catalog", evil)
    check("hostile 4: show keeps its Markdown lines but escapes the catalogue's control characters",
          r.returncode == 0 and no_control(r.stdout.replace("\t", "")) and "\\e[2J" in r.stdout and "## Evil forged-row" in r.stdout, r)
    r = run("show", "evil\nrow\x1b[31m")
    check("hostile 4: an error message quoting a hostile id is one escaped line", one_error_line(r, "evil\\nrow\\e[31m"), r)
    r = run("simulate", stdin=json.dumps(dict(base, **{"ke\ny\x1b": 1})))
    check("hostile 4: a scenario key with control characters is named escaped on one line", one_error_line(r, "ke\\ny\\e: unknown key"), r)
    r = run("simulate", stdin='{"block":"swipe-action-row",\n\n"width":"\x01"}')
    check("hostile 4: a raw control character in scenario JSON is one line with its position", one_error_line(r, "line 3", "control character"), r)
    r = run("lst\n\x1b[31m")
    check("hostile 4: a usage error quoting a hostile subcommand is escaped", r.returncode == 2
          and r.stderr.splitlines()[0].startswith("error: unknown subcommand 'lst\\n\\e[31m'"), r)

    # 5. Links and special files.
    out = os.path.join(work, "out")
    os.makedirs(out)
    target = os.path.join(out, "target.md")
    with open(target, "w") as f:
        f.write("old\n")
    link = os.path.join(out, "link.md")
    os.symlink("target.md", link)
    r = run("export", "--output", link)
    check("hostile 5: --output through a symlink replaces the target and keeps the link",
          r.returncode == 0 and os.path.islink(link) and os.readlink(link) == "target.md"
          and open(target).read().startswith("# SwipeBlocks") and sorted(os.listdir(out)) == ["link.md", "target.md"], r)
    dangling = os.path.join(out, "dangling.md")
    os.symlink("nowhere.md", dangling)
    r = run("export", "--output", dangling)
    check("hostile 5: --output through a dangling link is refused, nothing created",
          one_error_line(r, "dangling") and sorted(os.listdir(out)) == ["dangling.md", "link.md", "target.md"], r)
    for path in ("/dev/stdout", "/dev/null", "/dev/swipeblocks-hostile-test"):
        r = run("export", "--output", path)
        check(f"hostile 5: --output {path} is refused and nothing in /dev changes",
              one_error_line(r, "cannot write", path) and not os.path.exists("/dev/swipeblocks-hostile-test")
              and stat.S_ISCHR(os.stat("/dev/null").st_mode), r)
    linked = os.path.join(work, "linked")
    outside = make_catalog(os.path.join(work, "outside"), {"out-row": manifest("out-row")})
    make_catalog(linked, {"in-row": manifest("in-row")})
    os.symlink(os.path.join(outside, "out-row"), os.path.join(linked, "out-row"))
    os.makedirs(os.path.join(linked, "file-link"))
    os.symlink(os.path.join(outside, "out-row", "block.json"), os.path.join(linked, "file-link", "block.json"))
    r = run("check", "--catalog", linked)
    check("hostile 5: catalogue files reached through links leading outside are refused",
          r.returncode == 1 and r.stdout.count("leads outside the catalogue folder") == 2 and "1 valid block" not in r.stdout, r)
    r = run("list", "--catalog", linked)
    check("hostile 5: list keeps the block inside and leaves the linked ones out",
          "in-row" in r.stdout and "out-row" not in r.stdout and "file-link" not in r.stdout, r)

    # 6. check reports everything it skipped.
    skipped = os.path.join(work, "skipped")
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
    r = run("check", "--catalog", skipped)
    found = r.stdout
    check("hostile 6: check reports a loop of symbolic links, at once", f"{skipped}/loop: a loop of symbolic links" in found and r.seconds < 10, r)
    check("hostile 6: check reports a description that is not UTF-8", f"{skipped}/bad-desc/description.md: not valid UTF-8" in found, r)
    check("hostile 6: check reports a folder where block.json should be", f"{skipped}/folder-row/block.json: a folder, not a file" in found, r)
    check("hostile 6: check reports a dangling link", f"{skipped}/dangling-row: a symbolic link to nothing" in found, r)
    check("hostile 6: check reports a folder name that is not UTF-8", f"{skipped}/bad-\\xFF-name: the name is not valid UTF-8" in found, r)
    check("hostile 6: check enforces non-empty parameters", f"{skipped}/empty-params/block.json: parameters: must have at least one parameter" in found, r)
    check("hostile 6: check counts only the good block valid", r.returncode == 1 and "5 valid blocks;" in found, r)
    r = simulate({"events": [{"time": 0, "type": "tap", "x": 1, "y": 1, "button": 3}]})
    check("hostile 6: an unknown key inside a scenario event is an error naming it", one_error_line(r, "events[0].button: unknown key"), r)

    # 7. Paths are bytes.
    raw_dir = os.path.join(work.encode(), b"bytes-\xff\xfe")
    os.makedirs(raw_dir)
    raw_out = os.path.join(raw_dir, b"api-\xe9.md")
    r = run("export", b"--output", raw_out)
    check("hostile 7: --output with a non-UTF-8 name writes exactly that file",
          r.returncode == 0 and os.listdir(raw_dir) == [b"api-\xe9.md"], r)
    raw_scenario = os.path.join(raw_dir, b"scen-\xff.json")
    with open(raw_scenario, "w") as f:
        json.dump(base, f)
    r = run("simulate", raw_scenario)
    check("hostile 7: a scenario FILE with a non-UTF-8 name is read", r.returncode == 0 and r.stdout.startswith('{"kind":"frame"'), r)
    r = run("simulate", os.path.join(raw_dir, b"missing-\xff.json"))
    check("hostile 7: a missing non-UTF-8 FILE is named with \\xFF", one_error_line(r, "missing-\\xFF.json"), r)
    raw_catalog = os.path.join(raw_dir, b"cat")
    os.makedirs(os.path.join(raw_catalog, b"raw-row"))
    with open(os.path.join(raw_catalog, b"raw-row", b"block.json"), "w") as f:
        f.write(manifest("raw-row"))
    r = run(b"--catalog", raw_catalog, b"list")
    check("hostile 7: --catalog with a non-UTF-8 name is read", r.returncode == 0 and "raw-row" in r.stdout, r)
    r = run(b"--catalog=" + raw_catalog, b"list")
    check("hostile 7: --catalog=PATH with a non-UTF-8 name is read", r.returncode == 0 and "raw-row" in r.stdout, r)

    # 8. Signals: SIGINT and SIGTERM during an export remove the temporary file. strace delays the
    # export's fsync by 3 s (a slow disk), so the signal lands while the temporary file exists.
    if shutil.which("strace"):
        for sig in (signal.SIGINT, signal.SIGTERM):
            folder = os.path.join(work, f"signal-{sig.name}")
            os.makedirs(folder)
            process = subprocess.Popen(["strace", "-qq", "-o", "/dev/null", "-e", "trace=fsync", "-e", "inject=fsync:delay_enter=3s",
                                        binary, "export", "--output", os.path.join(folder, "api.md")],
                                       stdout=subprocess.PIPE, stderr=subprocess.PIPE)
            seen = []
            deadline = time.monotonic() + 20
            while time.monotonic() < deadline and not seen:
                seen = [n for n in os.listdir(folder) if ".tmp-" in n]
                time.sleep(0.005)
            try:
                with open(f"/proc/{process.pid}/task/{process.pid}/children") as f:
                    child = int(f.read().split()[0])
                os.kill(child, sig)
            except (OSError, ValueError, IndexError):
                pass
            process.communicate(timeout=30)
            check(f"hostile 8: {sig.name} during an export removes its temporary file and ends by the signal",
                  bool(seen) and process.returncode == -sig and os.listdir(folder) == [],
                  Result(process.returncode, "", f"seen {seen}, left {os.listdir(folder)}"))
    else:
        check("hostile 8: strace is installed (scripts/deps.sh test)", False)
    long_name = "é" * 127 + "x"
    r = run("export", "--output", os.path.join(out, long_name))
    check("hostile 8: a 255-byte target name still gets a temporary name within NAME_MAX",
          r.returncode == 0 and long_name in os.listdir(out), r)
