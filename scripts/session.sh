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
# beside the tests) pick one at a time, under a lock, the lowest that is wholly free: no socket
# file, no lock file and no abstract socket. An Xvfb that is exiting removes its files before its
# abstract socket closes; a new server on that number cannot listen, and a client meanwhile
# reaches the dying one, which answers and then goes. The server that answers must be ours: the
# lock file holds its pid. A start that fails so tries the next free number, five at most.
exec 9>/tmp/.swipeblocks-session.lock
flock 9
free() { [ ! -e "/tmp/.X11-unix/X$1" ] && [ ! -e "/tmp/.X$1-lock" ] && ! grep -q "@/tmp/.X11-unix/X$1\$" /proc/net/unix; }
ours() { [ "$(tr -d ' \n' 2>/dev/null < "/tmp/.X$1-lock")" = "$2" ] && xdpyinfo -display ":$1" >/dev/null 2>&1; }
display=""
tries=0
for n in $(seq 20 199); do
  free "$n" || continue
  [ "$tries" -lt 5 ] || break
  tries=$((tries + 1))
  # Keys do not repeat (-r): a key the tests press is one press, however late its release arrives
  # on a loaded machine (with repeat on, a release 660 ms late is a second Down in a menu).
  Xvfb ":$n" -screen 0 "${SWIPEBLOCKS_SCREEN:-1440x900}x24" -r -nolisten tcp +extension RANDR >/dev/null 2>&1 &
  xvfb_pid=$!
  for _ in $(seq 200); do
    ours "$n" "$xvfb_pid" && { display=$n; break; }
    kill -0 "$xvfb_pid" 2>/dev/null || break
    sleep 0.05
  done
  [ -n "$display" ] && break
  kill "$xvfb_pid" 2>/dev/null || true
  echo "session: Xvfb could not start on :$n; trying the next display" >&2
done
flock -u 9
exec 9>&-
[ -n "$display" ] || { echo "session: no X display could be started ($tries tries in :20…:199; is Xvfb installed?)" >&2; exit 1; }
export DISPLAY=":$display"

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
# What runs in the session keeps its temporary files (apps' logs, recordings, screenshots, installs)
# in a folder of its own: removed when the command succeeds, kept and named when it fails.
session_tmp=$(mktemp -d "${TMPDIR:-/tmp}/swipeblocks-session.XXXXXX")
export TMPDIR="$session_tmp"
export XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-$(mktemp -d "$session_tmp/runtime.XXXXXX")}"
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
if [ $rc -eq 0 ]; then
  rm -rf "$session_tmp" 2>/dev/null || true
else
  echo "session: the temporary files of this failed run are kept in $session_tmp" >&2
fi
exit $rc
