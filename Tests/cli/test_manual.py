"""Help, the man page and the shell completions: one source of truth, checked from every side."""
import os
import re
import shutil
import subprocess
import tempfile

SUBCOMMANDS = ["list", "show", "search", "export", "check", "simulate", "screenshot"]


def options_in(help_text):
    """The long options a help text lists in its OPTIONS tables."""
    return sorted(set(re.findall(r"^  (?:-\w, )?(--[a-z-]+)", help_text, re.M)))


def run_cases(run, check, binary):
    r = run("--version")
    check("--version prints only the version", r.returncode == 0 and re.fullmatch(r"swipeblocks \d+\.\d+\.\d+\n", r.stdout), r)
    top = run("--help")
    r = run("help")
    check("help alone is --help", r.returncode == 0 and r.stdout == top.stdout and r.stderr == "", r)
    for sub in SUBCOMMANDS:
        a, b, c = run("help", sub), run(sub, "--help"), run(sub, "-h")
        check(f"help {sub} is {sub} --help and -h, on stdout", a.returncode == 0 and a.stdout == b.stdout == c.stdout
              and a.stdout.startswith(f"USAGE: swipeblocks {sub}") and a.stderr == "", a)
    r = run("help", "lst")
    check("help of an unknown subcommand is a usage error", r.returncode == 2 and "did you mean 'list'" in r.stderr and r.stdout == "", r)

    # The man page: well-formed troff (groff warns of nothing), every subcommand and option in it.
    r = run("--generate-manual")
    check("--generate-manual prints troff", r.returncode == 0 and r.stdout.startswith(".TH SWIPEBLOCKS 1"), r)
    page = r.stdout
    with tempfile.TemporaryDirectory() as work:
        path = os.path.join(work, "swipeblocks.1")
        with open(path, "w") as f:
            f.write(page)
        lint = subprocess.run(["groff", "-man", "-Tutf8", "-ww", "-z", path], capture_output=True, text=True)
        check("the man page has no groff warnings", lint.returncode == 0 and lint.stderr == "", lint)
        shown = subprocess.run(["man", "-l", path], capture_output=True, text=True, env=dict(os.environ, MANWIDTH="100", LANG="C.UTF-8"))
        text = shown.stdout.replace("\u2010", "-").replace("\u2212", "-")
        check("man -l shows the page", shown.returncode == 0 and "SYNOPSIS" in text and "EXIT STATUS" in text, shown)
        for sub in SUBCOMMANDS:
            help_text = run(sub, "--help").stdout
            missing = [o for o in options_in(help_text) if o not in text]
            check(f"the man page has {sub} and its options", f"swipeblocks {sub}" in text and not missing, shown if missing else None)
        missing = [o for o in options_in(top.stdout) if o not in text]
        check("the man page has the global and window options", not missing, shown if missing else None)

        # The completion scripts: each shell reads its own, and each knows every subcommand and option.
        scripts = {}
        for shell in ["bash", "zsh", "fish"]:
            r = run("--generate-completion-script", shell)
            scripts[shell] = r.stdout
            script = os.path.join(work, f"swipeblocks.{shell}")
            with open(script, "w") as f:
                f.write(r.stdout)
            syntax = subprocess.run([shell, "-n", script], capture_output=True, text=True)
            check(f"the {shell} completion script parses", r.returncode == 0 and syntax.returncode == 0 and syntax.stderr == "", syntax)
            for sub in SUBCOMMANDS + ["help"]:
                check(f"the {shell} script completes {sub}", re.search(rf"\b{sub}\b", r.stdout) is not None)
            for sub in SUBCOMMANDS:
                bare = [o[2:] for o in options_in(run(sub, "--help").stdout)]
                check(f"the {shell} script has {sub}'s options", all(re.search(rf"\b{re.escape(o)}\b", r.stdout) for o in bare))
        r = run("--generate-completion-script", "tcsh")
        check("an unknown shell is a usage error", r.returncode == 2 and "bash, zsh or fish" in r.stderr, r)

        # What the shells offer, from the binary on PATH.
        bin_dir = os.path.join(work, "bin")
        os.mkdir(bin_dir)
        os.symlink(binary, os.path.join(bin_dir, "swipeblocks"))
        env = dict(os.environ, PATH=bin_dir + os.pathsep + os.environ.get("PATH", ""))
        probe = (f"source {os.path.join(work, 'swipeblocks.bash')}\n"
                 't(){ COMP_WORDS=("$@"); COMP_CWORD=$((${#COMP_WORDS[@]}-1)); COMPREPLY=(); _swipeblocks; echo "${COMPREPLY[*]}"; }\n'
                 "t swipeblocks ex; t swipeblocks export --format ''; t swipeblocks show comp; t swipeblocks --bl; "
                 "t swipeblocks screenshot --edge t; t swipeblocks list --js\n")
        got = subprocess.run(["bash", "-c", probe], capture_output=True, text=True, env=env).stdout.splitlines()
        check("bash completes subcommands, option values, block ids and options",
              got == ["export", "markdown json", "completion-swipe-row", "--block", "trailing", "--json"], None)
        if got != ["export", "markdown json", "completion-swipe-row", "--block", "trailing", "--json"]:
            print(f"  bash offered {got}")
        fish = subprocess.run(["fish", "-c", f"source {os.path.join(work, 'swipeblocks.fish')}; "
                               "complete -C 'swipeblocks sim'; complete -C 'swipeblocks show full'"],
                              capture_output=True, text=True, env=env).stdout.splitlines()
        check("fish completes subcommands and block ids",
              [line.split("\t")[0] for line in fish] == ["simulate", "full-swipe-card-list"], None)
        if shutil.which("zsh") is None:
            check("zsh is installed for the completion checks (scripts/deps.sh test)", False)
