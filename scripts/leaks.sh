#!/usr/bin/env bash
# make leaks: builds the debug window, then runs scripts/leaks.py inside a private desktop
# session: a scripted GUI session under valgrind memcheck, which fails if a "definitely lost"
# block comes from our code. The report stays in build/leaks/valgrind.log (LEAKS_LOG).
set -uo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "leaks: valgrind is missing (scripts/deps.sh leaks installs it)"; exit 1; }
swift build --product swipeblocks 2>&1 | grep -v "prohibited flag" | tail -3
[ "${PIPESTATUS[0]}" -eq 0 ] || { echo "leaks: build failed"; exit 1; }
bin="$(swift build --show-bin-path)/swipeblocks"
exec scripts/session.sh /usr/bin/python3 scripts/leaks.py "$bin"
