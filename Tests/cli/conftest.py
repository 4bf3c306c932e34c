"""Fixtures of the command-line tests: the binary run as a user runs it, and what the machine
allows (tests marked `needs("root")`, `needs("mount")` or `needs("unprivileged")` are left out
where it does not, and the run says so)."""
import os
import subprocess
import tempfile

import pytest

from clitools import run_binary


@pytest.fixture(scope="session")
def run(binary):
    """run(*args, stdin=None, cwd="/", binary=None): the binary under test (or another one) with
    no display, from the root, its output as text."""
    def run(*args, stdin=None, cwd="/", binary=binary):
        return run_binary(binary, *args, stdin=stdin, cwd=cwd)
    return run


def can_mount_tmpfs():
    """True where a small tmpfs can be mounted here (root with CAP_SYS_ADMIN)."""
    with tempfile.TemporaryDirectory() as path:
        if subprocess.run(["mount", "-t", "tmpfs", "-o", "size=16k", "tmpfs", path], capture_output=True).returncode:
            return False
        subprocess.run(["umount", path], capture_output=True)
        return True


LEFT_OUT = pytest.StashKey[str]()
NEEDS = {"root": "root", "mount": "a tmpfs mount (root with CAP_SYS_ADMIN)", "unprivileged": "a user other than root"}


def pytest_collection_modifyitems(config, items):
    needed = {item: [m.args[0] for m in item.iter_markers("needs")] for item in items}
    if not any(needed.values()):
        return
    root = os.geteuid() == 0
    have = {"root": root, "unprivileged": not root, "mount": root and can_mount_tmpfs()}
    left_out = [item for item in items if not all(have[what] for what in needed[item])]
    if left_out:
        config.hook.pytest_deselected(items=left_out)
        items[:] = [item for item in items if item not in left_out]
        missing = sorted({NEEDS[what] for item in left_out for what in needed[item] if not have[what]})
        config.stash[LEFT_OUT] = f"{len(left_out)} test(s) left out, which need {' or '.join(missing)}"
        if hasattr(config, "workeroutput"):   # a pytest-xdist worker: the note goes to the main process
            config.workeroutput["left_out"] = config.stash[LEFT_OUT]


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node, error):
    """In parallel runs (pytest-xdist, as make test runs this suite), the workers' note."""
    if "left_out" in getattr(node, "workeroutput", {}):
        node.config.stash[LEFT_OUT] = node.workeroutput["left_out"]


def pytest_terminal_summary(terminalreporter, config):
    if LEFT_OUT in config.stash:
        terminalreporter.write_line(f"note: {config.stash[LEFT_OUT]}")
