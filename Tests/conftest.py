"""What the Python suites (Tests/cli, Tests/e2e) share: the binary under test, from --binary."""
import os

import pytest


def pytest_addoption(parser):
    parser.addoption("--binary", metavar="PATH", help="the swipeblocks binary under test (required to run a test)")


def pytest_collection_modifyitems(config, items):
    """No test runs without the binary: a missing or wrong --binary is a usage error (exit 4)."""
    if not items:
        return
    path = config.getoption("--binary")
    if not path:
        raise pytest.UsageError("give the binary under test: --binary PATH/TO/swipeblocks")
    if not os.access(path, os.X_OK):
        raise pytest.UsageError(f"--binary {path}: no executable there")


@pytest.fixture(scope="session")
def binary(pytestconfig):
    """The absolute path of the swipeblocks binary under test."""
    return os.path.abspath(pytestconfig.getoption("--binary"))
