#!/usr/bin/env bash
# End-to-end tests of the real window: starts a private desktop session (Xvfb, D-Bus, AT-SPI)
# and runs every scenario in Tests/e2e/test_*.py against the binary given as $1.
# Prints "N passed, M failed" last.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
bin=$(readlink -f "${1:?usage: Tests/e2e/run.sh PATH/TO/swipeblocks [SCENARIO-FILTER]}")
shift
exec "$here/../../scripts/session.sh" /usr/bin/python3 "$here/runner.py" "$bin" "$@"
