"""Help, the man page and the shell completions: one source of truth, checked from every side."""
import os
import re
import shutil
import subprocess

import pytest

from clitools import shown

SUBCOMMANDS = ["list", "show", "search", "export", "check", "simulate", "screenshot"]
SHELLS = ["bash", "zsh", "fish"]


def options_in(help_text):
    """The long options a help text lists in its OPTIONS tables."""
    return sorted(set(re.findall(r"^  (?:-\w, )?(--[a-z-]+)", help_text, re.M)))


def test_version_prints_only_the_version(run):
    r = run("--version")
    assert r.returncode == 0 and re.fullmatch(r"swipeblocks \d+\.\d+\.\d+\n", r.stdout), shown(r)


def test_help_alone_is_help(run):
    top, r = run("--help"), run("help")
    assert r.returncode == 0 and r.stdout == top.stdout and r.stderr == "", shown(r)


@pytest.mark.parametrize("sub", SUBCOMMANDS)
def test_help_subcommand_is_subcommand_help_and_h_on_stdout(run, sub):
    a, b, c = run("help", sub), run(sub, "--help"), run(sub, "-h")
    assert (a.returncode == 0 and a.stdout == b.stdout == c.stdout and a.stdout.startswith(f"USAGE: swipeblocks {sub}")
            and a.stderr == ""), shown(a)


def test_help_of_an_unknown_subcommand_is_a_usage_error(run):
    r = run("help", "lst")
    assert r.returncode == 2 and "did you mean 'list'" in r.stderr and r.stdout == "", shown(r)


# The man page: well-formed troff (groff warns of nothing), every subcommand and option in it.
@pytest.fixture(scope="module")
def work(tmp_path_factory):
    return str(tmp_path_factory.mktemp("manual"))


@pytest.fixture(scope="module")
def manual(run, work):
    """--generate-manual's run, and the page written to a file."""
    r = run("--generate-manual")
    path = os.path.join(work, "swipeblocks.1")
    with open(path, "w") as f:
        f.write(r.stdout)
    return r, path


@pytest.fixture(scope="module")
def man_shown(manual):
    """What `man -l` shows of the page, with its hyphens and minus signs made plain."""
    shown = subprocess.run(["man", "-l", manual[1]], capture_output=True, text=True,
                           env=dict(os.environ, MANWIDTH="100", LANG="C.UTF-8"))
    return shown, shown.stdout.replace("\u2010", "-").replace("\u2212", "-")


def test_generate_manual_prints_troff(manual):
    r = manual[0]
    assert r.returncode == 0 and r.stdout.startswith(".TH SWIPEBLOCKS 1"), shown(r)


def test_the_man_page_has_no_groff_warnings(manual):
    lint = subprocess.run(["groff", "-man", "-Tutf8", "-ww", "-z", manual[1]], capture_output=True, text=True)
    assert lint.returncode == 0 and lint.stderr == "", shown(lint)


def test_man_l_shows_the_page(man_shown):
    shown_page, text = man_shown
    assert shown_page.returncode == 0 and "SYNOPSIS" in text and "EXIT STATUS" in text, shown(shown_page)


@pytest.mark.parametrize("sub", SUBCOMMANDS)
def test_the_man_page_has_the_subcommand_and_its_options(run, man_shown, sub):
    text = man_shown[1]
    missing = [o for o in options_in(run(sub, "--help").stdout) if o not in text]
    assert f"swipeblocks {sub}" in text and not missing, f"missing {missing}: {text[:300]!r}"


def test_the_man_page_has_the_global_and_window_options(run, man_shown):
    missing = [o for o in options_in(run("--help").stdout) if o not in man_shown[1]]
    assert not missing


# The completion scripts: each shell reads its own, and each knows every subcommand and option.
@pytest.fixture(scope="module")
def completion(run, work):
    """completion(shell): --generate-completion-script's run for `shell`, and the script's file."""
    scripts = {}

    def completion(shell):
        if shell not in scripts:
            r = run("--generate-completion-script", shell)
            path = os.path.join(work, f"swipeblocks.{shell}")
            with open(path, "w") as f:
                f.write(r.stdout)
            scripts[shell] = r, path
        return scripts[shell]
    return completion


@pytest.mark.parametrize("shell", SHELLS)
def test_the_completion_script_parses(completion, shell):
    r, path = completion(shell)
    syntax = subprocess.run([shell, "-n", path], capture_output=True, text=True)
    assert r.returncode == 0 and syntax.returncode == 0 and syntax.stderr == "", shown(syntax)


@pytest.mark.parametrize("sub", SUBCOMMANDS + ["help"])
@pytest.mark.parametrize("shell", SHELLS)
def test_the_completion_script_completes_the_subcommand(completion, shell, sub):
    assert re.search(rf"\b{sub}\b", completion(shell)[0].stdout) is not None


@pytest.mark.parametrize("sub", SUBCOMMANDS)
@pytest.mark.parametrize("shell", SHELLS)
def test_the_completion_script_has_the_subcommands_options(run, completion, shell, sub):
    script = completion(shell)[0].stdout
    bare = [o[2:] for o in options_in(run(sub, "--help").stdout)]
    assert [o for o in bare if not re.search(rf"\b{re.escape(o)}\b", script)] == []


def test_an_unknown_shell_is_a_usage_error(run):
    r = run("--generate-completion-script", "tcsh")
    assert r.returncode == 2 and "bash, zsh or fish" in r.stderr, shown(r)


# What the shells offer, from the binary on PATH.
@pytest.fixture(scope="module")
def on_path(binary, work):
    """The environment with the binary first on PATH as `swipeblocks`."""
    bin_dir = os.path.join(work, "bin")
    os.mkdir(bin_dir)
    os.symlink(binary, os.path.join(bin_dir, "swipeblocks"))
    return dict(os.environ, PATH=bin_dir + os.pathsep + os.environ.get("PATH", ""))


def test_bash_completes_subcommands_option_values_block_ids_and_options(completion, on_path):
    probe = (f"source {completion('bash')[1]}\n"
             't(){ COMP_WORDS=("$@"); COMP_CWORD=$((${#COMP_WORDS[@]}-1)); COMPREPLY=(); _swipeblocks; echo "${COMPREPLY[*]}"; }\n'
             "t swipeblocks ex; t swipeblocks export --format ''; t swipeblocks show comp; t swipeblocks --bl; "
             "t swipeblocks screenshot --edge t; t swipeblocks list --js\n")
    got = subprocess.run(["bash", "-c", probe], capture_output=True, text=True, env=on_path).stdout.splitlines()
    assert got == ["export", "markdown json", "completion-swipe-row", "--block", "trailing", "--json"]


def test_fish_completes_subcommands_and_block_ids(completion, on_path):
    fish = subprocess.run(["fish", "-c", f"source {completion('fish')[1]}; "
                           "complete -C 'swipeblocks sim'; complete -C 'swipeblocks show full'"],
                          capture_output=True, text=True, env=on_path).stdout.splitlines()
    assert [line.split("\t")[0] for line in fish] == ["simulate", "full-swipe-card-list"]


def test_zsh_is_installed_for_the_completion_checks():
    assert shutil.which("zsh") is not None, "zsh is missing (scripts/deps.sh test installs it)"
