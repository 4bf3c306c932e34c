#!/usr/bin/env bash
# `make run`: builds in release mode and opens the window. With no display it says so, then runs
# the window under a private Xvfb, drives one real swipe with xdotool and saves a screenshot.
set -euo pipefail
cd "$(dirname "$0")/.."
log=$(mktemp)
if ! swift build -c release --product swipeblocks >"$log" 2>&1; then
  grep -v "prohibited flag" "$log" >&2
  echo "run: the build failed" >&2
  exit 1
fi
grep -v "prohibited flag" "$log" | tail -1
rm -f "$log"
bin="$(swift build -c release --show-bin-path)/swipeblocks"
# The translations, beside the binary where it looks for them (scripts/po.py).
scripts/po.py mo "$(dirname "$bin")/locale"

if [ -n "${DISPLAY:-}" ] || [ -n "${WAYLAND_DISPLAY:-}" ]; then
  exec "$bin" "$@"
fi

echo "run: no display (DISPLAY and WAYLAND_DISPLAY are unset): showing the window on a private Xvfb, completing one task with a real drag, and saving a screenshot."
scripts/deps.sh test
mkdir -p build
exec scripts/session.sh /usr/bin/python3 scripts/headless-demo.py "$bin" "$PWD/build/swipeblocks-headless.png"
