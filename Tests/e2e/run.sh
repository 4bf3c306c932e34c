#!/usr/bin/env bash
# End-to-end tests of the real window: starts a private desktop session (Xvfb, D-Bus, AT-SPI)
# and runs Tests/e2e under pytest (Debian's, /usr/bin/python3) against the binary given first.
# FILTER, if given, picks tests as pytest's -k does (e.g. test_window, "touch and not replays");
# the arguments after it go to pytest as they are (-x, -m "not slow", --junitxml=FILE, …).
# Usage: Tests/e2e/run.sh PATH/TO/swipeblocks [FILTER] [PYTEST-ARGS…]
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
bin=$(readlink -f "${1:?usage: Tests/e2e/run.sh PATH/TO/swipeblocks [FILTER] [PYTEST-ARGS…]}")
shift
filter=()
if [ $# -gt 0 ] && [ "${1#-}" = "$1" ]; then
  filter=(-k "$1")
  shift
fi
cd "$here/../.." || exit 1
exec scripts/session.sh /usr/bin/python3 -m pytest Tests/e2e --binary "$bin" "${filter[@]}" "$@"
