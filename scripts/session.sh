#!/usr/bin/env bash
# Runs a command inside a private desktop session: an Xvfb display, a D-Bus session bus and the
# AT-SPI accessibility bus, all started here and stopped when the command ends.
# Usage: scripts/session.sh COMMAND [ARGS…]   (SWIPEBLOCKS_SCREEN=WxH sets the screen; default 1440x900,
# room for a 1366 px wide window)
set -euo pipefail
# A step of the set-up that fails says which, on standard output too (stderr passes a filter).
trap 'echo "session: set-up failed at line $LINENO (exit $?)" | tee /dev/stderr' ERR
[ $# -gt 0 ] || { echo "usage: scripts/session.sh COMMAND [ARGS…]" >&2; exit 2; }

if [ -z "${SWIPEBLOCKS_IN_SESSION:-}" ]; then
  export SWIPEBLOCKS_IN_SESSION=1
  exec dbus-run-session -- bash "$(readlink -f "$0")" "$@" 2> >(grep -v "Failed to set fd limit" >&2)
fi

# A display number of our own. Sessions started at the same time (parallel test runs, a soak
# beside the tests) pick one at a time, under a lock, the lowest that has neither a socket nor a
# lock file; Xvfb then takes that number's lock file, so the next session skips it.
exec 9>/tmp/.swipeblocks-session.lock
flock 9
display=""
for n in $(seq 20 199); do
  if [ ! -e "/tmp/.X11-unix/X$n" ] && [ ! -e "/tmp/.X$n-lock" ]; then display=$n; break; fi
done
[ -n "$display" ] || { echo "session: no free X display number in 20…199" >&2; exit 1; }
# Keys do not repeat (-r): a key the tests press is one press, however late its release arrives
# on a loaded machine (with repeat on, a release 660 ms late is a second Down in a menu).
Xvfb ":$display" -screen 0 "${SWIPEBLOCKS_SCREEN:-1440x900}x24" -r -nolisten tcp +extension RANDR >/dev/null 2>&1 &
xvfb_pid=$!
export DISPLAY=":$display"
for _ in $(seq 200); do xdpyinfo >/dev/null 2>&1 && break; sleep 0.05; done
flock -u 9
exec 9>&-
xdpyinfo >/dev/null 2>&1 || { echo "session: the X server on $DISPLAY does not answer" >&2; exit 1; }
kill -0 "$xvfb_pid" 2>/dev/null || { echo "session: Xvfb on $DISPLAY exited" >&2; exit 1; }

launcher=/usr/libexec/at-spi-bus-launcher
[ -x "$launcher" ] || launcher=$(command -v at-spi-bus-launcher || true)
atspi_pid=""
if [ -n "$launcher" ]; then
  "$launcher" --launch-immediately >/dev/null 2>&1 &
  atspi_pid=$!
fi
export GDK_BACKEND=x11 GSK_RENDERER=cairo NO_AT_BRIDGE=0 GTK_A11Y=atspi
# The e2e harness (Tests/e2e/harness, a package) is importable by what runs in the session: the
# tests, and the scripts that drive the window with it (the headless demo, screenshots, leaks, bench).
PYTHONPATH="$(dirname "$(dirname "$(readlink -f "$0")")")/Tests/e2e${PYTHONPATH:+:$PYTHONPATH}"
export PYTHONPATH
export XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-$(mktemp -d)}"
chmod 700 "$XDG_RUNTIME_DIR"

# shellcheck disable=SC2317 # reached: the EXIT trap below runs it (ShellCheck 0.9 does not follow traps)
cleanup() {
  if [ -n "$atspi_pid" ]; then kill "$atspi_pid" 2>/dev/null || true; fi
  kill "$xvfb_pid" 2>/dev/null || true
}
trap cleanup EXIT
trap - ERR
set +e
"$@"
rc=$?
exit $rc
