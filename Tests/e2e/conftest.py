"""Fixtures of the end-to-end tests: the desktop session they run in, the app and its event log,
and what a failed test leaves behind.

    @pytest.mark.app("--block", "swipe-action-row")
    def test_delete_key_deletes_the_row(app, events):
        app.do_action(app.row("Weekly report"), "row.delete")
        events.wait("removed", row=0)

Tests that start other apps (several, or of other kinds) make harness.App (or a subclass) and
leave closing them to `close_apps`. A failed test keeps a screenshot, the event log and the
stderr of every app still running in $SWIPEBLOCKS_ARTIFACTS (harness.save_failure).
"""
import contextlib
import io
import os
import re
import shutil
import subprocess

import pytest

import harness
from harness import keys

HERE = os.path.dirname(os.path.abspath(__file__))


def pytest_addoption(parser):
    parser.addoption("--reverse", action="store_true", help="run each file's tests in reverse order")


@pytest.hookimpl(tryfirst=True)  # before pytest-xdist's own, which reads the groups
def pytest_collection_modifyitems(config, items):
    ours = {item for item in items if str(item.path).startswith(HERE + os.sep)}
    if ours and not os.environ.get("SWIPEBLOCKS_IN_SESSION"):
        raise pytest.UsageError("the e2e tests run inside a private desktop session: Tests/e2e/run.sh BINARY [FILTER], "
                                "or scripts/session.sh /usr/bin/python3 -m pytest Tests/e2e --binary BINARY")
    # Each test starts what it needs: a file's tests pass in any order. --reverse runs each file's
    # backwards, the check that none leans on what another left behind.
    if config.getoption("--reverse"):
        first = {}
        for i, item in enumerate(items):
            first.setdefault(item.path, i)
        position = {item: i for i, item in enumerate(items)}
        items.sort(key=lambda item: (first[item.path], -position[item]))
    share_out(items)


def shares_its_module(item):
    """True when `item` uses a fixture its own file defines for more than one test (test_orca's
    one Orca, test_touch's one mutter, a file's examples built once): the file's tests must run in
    one worker, or each worker would start (or build) it again."""
    module = item.getparent(pytest.Module).nodeid
    return any(definition.scope != "function" and definition.baseid == module
               for definitions in item._fixtureinfo.name2fixturedefs.values() for definition in definitions)


def share_out(items):
    """How the parallel workers share the tests out (`--dist loadgroup`, as scripts/test.sh runs
    them): each test on its own, but a file whose tests share a fixture of its own together (an
    `xdist_group` named after the file), in one worker and in their order. The longest go first,
    so that none is left to run alone at the end: such files with a test marked slow (test_orca),
    the tests marked slow, the other such files (test_touch), then the rest. A file may split its
    tests into groups of its own (`@pytest.mark.xdist_group(NAME)` on a test): each group runs in
    one worker, which starts the file's shared fixture for itself (test_orca: two Orcas)."""
    slow_files = set()
    for item in items:
        if shares_its_module(item):
            if not item.get_closest_marker("xdist_group"):
                item.add_marker(pytest.mark.xdist_group(item.module.__name__.rsplit(".", 1)[-1]))
            if item.get_closest_marker("slow"):
                slow_files.add(item.path)
    rank = {item: (0 if item.path in slow_files else 2) if item.get_closest_marker("xdist_group") else
            1 if item.get_closest_marker("slow") else 3 for item in items}
    items.sort(key=lambda item: rank[item])


class Session:
    """The private desktop session: an Xvfb display, a D-Bus session bus and the AT-SPI bus."""

    def __init__(self):
        self.display = os.environ.get("DISPLAY", "")
        self.bus = os.environ.get("DBUS_SESSION_BUS_ADDRESS", "")
        size = harness.xdotool("getdisplaygeometry").split()
        self.width, self.height = int(size[0]), int(size[1])


@pytest.fixture(scope="session", autouse=True)
def session(binary):
    """The desktop session scripts/session.sh started around pytest (Tests/e2e/run.sh does), its
    display checked to answer; the harness is pointed at the binary under test. The apps' state
    folder goes when the session ends."""
    for _ in range(3):   # a refused connection under heavy load (harness.xdotool) is tried again
        answer = subprocess.run(["xdpyinfo"], capture_output=True, text=True)
        if answer.returncode == 0:
            break
    if answer.returncode != 0 or not os.environ.get("DBUS_SESSION_BUS_ADDRESS"):
        pytest.fail(f"no desktop session: display {os.environ.get('DISPLAY')!r} {answer.stderr.strip()[:200]}", pytrace=False)
    harness.BINARY = binary
    yield Session()
    shutil.rmtree(harness.STATE_HOME, ignore_errors=True)


@pytest.fixture
def app_class():
    """The class `app` starts: the window on the session's X display (test_touch.py overrides it
    with TouchApp, the window under mutter)."""
    return harness.App


@pytest.fixture
def app(request, app_class):
    """The window, started with the arguments of the test's `app` marker (none: the default
    block), shown, found on the AT-SPI bus and focused; closed after the test, which fails if the
    app ended badly or GTK printed a warning or a critical."""
    marker = request.node.get_closest_marker("app")
    started = app_class(*(marker.args if marker else ()))
    yield started
    if started in harness._running:
        started.close()


@pytest.fixture
def events(app):
    """The `app` fixture's event log (--events): events() lists what it printed so far,
    events.wait(kind, **fields) waits for one and returns it."""
    return app.log


@pytest.fixture(autouse=True)
def close_apps():
    """Every app a test started and left running is closed after it, and fails it as `app` does;
    the focus events the test listened to (harness.keys) are no longer heard."""
    yield
    keys.EVENTS.stop()
    harness.close_all()


def artifact_name(item):
    return re.sub(r"[^\w.\[\]-]+", "_", f"{item.module.__name__}.{item.name}")


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """A test that failed (or whose set-up failed) keeps what its apps showed and printed
    (harness.save_failure; test_orca's Orca adds its transcript), listed in its report."""
    outcome = yield
    report = outcome.get_result()
    if report.failed and report.when in ("setup", "call"):
        said = io.StringIO()
        with contextlib.redirect_stdout(said):
            harness.save_failure(artifact_name(item))
        report.sections.append(("failure artifacts", said.getvalue()))
