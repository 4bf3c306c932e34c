#!/usr/bin/env bash
# make soak: builds the window (CONFIG=release by default, as `make build`), then runs scripts/soak.py
# inside a private desktop session. SOAK_QUICK=1 for a short run; see scripts/soak.py for the rest.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
config=${CONFIG:-release}
swift build -c "$config" --product swipeblocks 2>&1 | grep -v "prohibited flag" | tail -3
[ "${PIPESTATUS[0]}" -eq 0 ] || { echo "soak: build failed"; exit 1; }
bin="$(swift build -c "$config" --show-bin-path)/swipeblocks"
exec scripts/session.sh /usr/bin/python3 scripts/soak.py "$bin" "$@"
