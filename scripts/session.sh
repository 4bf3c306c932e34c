#!/usr/bin/env bash
# Runs a command inside a private desktop session: an Xvfb display, a D-Bus session bus and the
# AT-SPI accessibility bus, all started here and stopped when the command ends.
# Usage: scripts/session.sh COMMAND [ARGS…]
set -euo pipefail
[ $# -gt 0 ] || { echo "usage: scripts/session.sh COMMAND [ARGS…]" >&2; exit 2; }

if [ -z "${SWIPEBLOCKS_IN_SESSION:-}" ]; then
  export SWIPEBLOCKS_IN_SESSION=1
  exec dbus-run-session -- bash "$(readlink -f "$0")" "$@" 2> >(grep -v "Failed to set fd limit" >&2)
fi

fdfile=$(mktemp)
Xvfb -displayfd 3 -screen 0 1280x900x24 -nolisten tcp +extension RANDR 3>"$fdfile" >/dev/null 2>&1 &
xvfb_pid=$!
for _ in $(seq 100); do [ -s "$fdfile" ] && break; sleep 0.05; done
[ -s "$fdfile" ] || { echo "session: Xvfb did not start" >&2; exit 1; }
export DISPLAY=":$(cat "$fdfile")"
rm -f "$fdfile"
for _ in $(seq 100); do xdpyinfo >/dev/null 2>&1 && break; sleep 0.05; done
xdpyinfo >/dev/null 2>&1 || { echo "session: the X server on $DISPLAY does not answer" >&2; exit 1; }

launcher=/usr/libexec/at-spi-bus-launcher
[ -x "$launcher" ] || launcher=$(command -v at-spi-bus-launcher || true)
atspi_pid=""
if [ -n "$launcher" ]; then
  "$launcher" --launch-immediately >/dev/null 2>&1 &
  atspi_pid=$!
fi
export GDK_BACKEND=x11 GSK_RENDERER=cairo NO_AT_BRIDGE=0 GTK_A11Y=atspi
export XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-$(mktemp -d)}"
chmod 700 "$XDG_RUNTIME_DIR"

cleanup() {
  [ -n "$atspi_pid" ] && kill "$atspi_pid" 2>/dev/null || true
  kill "$xvfb_pid" 2>/dev/null || true
}
trap cleanup EXIT
set +e
"$@"
rc=$?
exit $rc
