"""A private desktop session for each pytest-xdist worker: its own Xvfb display, D-Bus session
bus and AT-SPI bus, started by scripts/session.sh (the one place that knows how), so that tests
running side by side never share a pointer, a keyboard focus or an accessibility tree.

The harness calls `start_for_worker()` as it is imported, before it imports pyatspi (which reads
the bus address): in each worker process only; the session ends with the worker."""
import atexit
import os
import signal
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
# What the session's shell prints for the worker to take over, one variable a line, then waits.
REPORT = 'for v in DISPLAY DBUS_SESSION_BUS_ADDRESS XDG_RUNTIME_DIR; do printf "%s=%s\\n" "$v" "$(printenv "$v")"; done; ' \
         'echo ready; exec sleep 86400'


def start_for_worker():
    """In a pytest-xdist worker, starts its session (once); elsewhere nothing."""
    if os.environ.get("PYTEST_XDIST_WORKER") and not os.environ.get("SWIPEBLOCKS_WORKER_SESSION"):
        start()
        os.environ["SWIPEBLOCKS_WORKER_SESSION"] = "1"


def start():
    """Starts the worker's session and points this process (and what it starts) at it."""
    env = dict(os.environ)
    # session.sh starts a D-Bus session of its own only outside one: this worker wants its own.
    env.pop("SWIPEBLOCKS_IN_SESSION", None)
    env.pop("DBUS_SESSION_BUS_ADDRESS", None)
    env.pop("XDG_RUNTIME_DIR", None)
    process = subprocess.Popen([os.path.join(ROOT, "scripts", "session.sh"), "/bin/sh", "-c", REPORT], env=env,
                               stdout=subprocess.PIPE, text=True, start_new_session=True)
    atexit.register(_stop, process)
    taken = {}
    for line in process.stdout:
        line = line.rstrip("\n")
        if line == "ready":
            break
        name, _, value = line.partition("=")
        taken[name] = value
    if not taken.get("DISPLAY") or not taken.get("DBUS_SESSION_BUS_ADDRESS"):
        raise RuntimeError(f"the worker's session did not start (scripts/session.sh said {taken}, exit {process.poll()})")
    os.environ.update(taken)


def _stop(process):
    """Ends the session: Xvfb, the buses and the waiting shell are one process group."""
    try:
        os.killpg(process.pid, signal.SIGTERM)
    except ProcessLookupError:
        return
    try:
        process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
