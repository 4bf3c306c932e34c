"""Real touchscreen input for the e2e scenarios.

XTest (xdotool) cannot make touch events, so the touch scenarios run the app under a second,
private display server: headless mutter 43 (Wayland only, one 1280x900 virtual monitor), whose
org.gnome.Mutter.RemoteDesktop D-Bus API injects touches through a virtual touchscreen. GTK then
receives real GdkTouchEvents from a device whose source is GDK_SOURCE_TOUCHSCREEN, so touch-only
gestures (the row's long press, the scrolled window's touch pan) run exactly as on a tablet.

    app = TouchApp("--block", "swipe-action-row")   # starts the shared mutter on first use
    app.touch_drag(x0, y0, x1, y1)                  # screen (= mutter's global) coordinates
    app.long_press(x, y)
    stop_shared()                                   # in test_touch.teardown(), run after the file

mutter runs on the D-Bus session bus scripts/session.sh provides, so the app under it still
reaches the AT-SPI bus; it gets its own XDG_RUNTIME_DIR (its Wayland socket, and pipewire's,
which the RemoteDesktop session needs for the screen-cast stream that absolute touch
coordinates refer to) and its own GSettings (a keyfile, not the user's dconf).
Needs the Debian packages mutter and pipewire (scripts/deps.sh test)."""
import ctypes
import os
import shutil
import signal
import subprocess
import tempfile
import time

import pyatspi
from gi.repository import Gio, GLib

from harness import App, Failure, check, wait_until

WIDTH, HEIGHT = 1280, 900          # mutter's virtual monitor: global coordinates = monitor coordinates
RD = "org.gnome.Mutter.RemoteDesktop"
SC = "org.gnome.Mutter.ScreenCast"


_libc = ctypes.CDLL(None, use_errno=True)


def _die_with_parent():
    """Runs in the child before exec: SIGTERM it when the runner dies, even by SIGKILL."""
    _libc.prctl(1, signal.SIGTERM)   # PR_SET_PDEATHSIG


class MutterSession:
    """A private pipewire + headless mutter, and a RemoteDesktop session to touch with."""

    _shared = None
    _shared_error = None

    @classmethod
    def shared(cls):
        """The one compositor of this test run, started on first use. A compositor that could not
        start fails every touch scenario with the same message (no retry, no silent skip)."""
        if cls._shared_error:
            raise Failure(cls._shared_error)
        if cls._shared is None:
            try:
                cls._shared = cls()
            except Failure as error:
                cls._shared_error = f"{error}"
                raise
        return cls._shared

    def __init__(self):
        for tool in ("mutter", "pipewire"):
            check(shutil.which(tool), f"touch scenarios need `{tool}` (Debian package {tool}; "
                                      f"run scripts/deps.sh test): it is not installed")
        check(os.environ.get("DBUS_SESSION_BUS_ADDRESS"),
              "touch scenarios need a D-Bus session bus: run them through Tests/e2e/run.sh")
        self.dir = tempfile.mkdtemp(prefix="swipeblocks-mutter-")
        self.runtime = os.path.join(self.dir, "runtime")
        os.mkdir(self.runtime, 0o700)
        settings = os.path.join(self.dir, "config", "glib-2.0", "settings")
        os.makedirs(settings)
        with open(os.path.join(settings, "keyfile"), "w") as f:
            # New windows are centred on the monitor, which is how TouchApp finds its window.
            f.write("[org/gnome/mutter]\ncenter-new-windows=true\n")
        self.display = os.path.join(self.runtime, "wayland-swipeblocks")
        env = dict(os.environ, XDG_RUNTIME_DIR=self.runtime, XDG_CONFIG_HOME=os.path.join(self.dir, "config"),
                   GSETTINGS_BACKEND="keyfile")
        for name in ("DISPLAY", "WAYLAND_DISPLAY"):
            env.pop(name, None)
        self.procs = []
        self.rd_session = None
        try:
            self._spawn("pipewire", ["pipewire"], env)
            wait_until(lambda: self._alive() and os.path.exists(os.path.join(self.runtime, "pipewire-0")),
                       timeout=10, message="pipewire's socket")
            self.mutter = self._spawn("mutter", ["mutter", "--headless", "--wayland", "--no-x11",
                                                 "--wayland-display", os.path.basename(self.display),
                                                 "--virtual-monitor", f"{WIDTH}x{HEIGHT}"], env)
            wait_until(lambda: self._alive() and os.path.exists(self.display), timeout=15,
                       message="mutter's Wayland socket")
            self.bus = Gio.bus_get_sync(Gio.BusType.SESSION)
            wait_until(lambda: self._alive() and self._owner_pid(RD) == self.mutter.pid, timeout=15,
                       message=f"our mutter to own {RD} on the session bus")
            self._start_remote_desktop()
        except Failure as error:
            logs = self.logs()
            self.stop()
            raise Failure(f"mutter could not start for the touch scenarios (they need the Debian packages "
                          f"mutter and pipewire: scripts/deps.sh test): {error}\n{logs}") from None

    def _spawn(self, name, argv, env):
        log = open(os.path.join(self.dir, f"{name}.log"), "w")
        proc = subprocess.Popen(argv, env=env, stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                preexec_fn=_die_with_parent)
        proc.log_name = name
        self.procs.append(proc)
        return proc

    def _alive(self):
        for proc in self.procs:
            if proc.poll() is not None:
                raise Failure(f"{proc.log_name} exited with {proc.returncode}")
        return True

    def logs(self):
        text = []
        for name in ("pipewire", "mutter"):
            try:
                with open(os.path.join(self.dir, f"{name}.log")) as f:
                    text.append(f"--- {name}.log\n" + f.read()[-1500:])
            except OSError:
                pass
        return "\n".join(text)

    def _owner_pid(self, name):
        try:
            owner = self.bus.call_sync("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                                       "GetConnectionUnixProcessID", GLib.Variant("(s)", (name,)),
                                       GLib.VariantType("(u)"), 0, 2000, None)
            return owner.unpack()[0]
        except GLib.Error:
            return None

    # org.gnome.Mutter.RemoteDesktop
    def _call(self, dest, path, iface, method, args=None, reply=None):
        result = self.bus.call_sync(dest, path, iface, method, args,
                                    GLib.VariantType(reply) if reply else None, 0, 5000, None)
        return result.unpack() if result is not None else None

    def _session(self, method, signature=None, args=None):
        return self._call(RD, self.rd_session, RD + ".Session", method,
                          GLib.Variant(signature, args) if signature else None)

    def _start_remote_desktop(self):
        self.rd_session = self._call(RD, "/org/gnome/Mutter/RemoteDesktop", RD, "CreateSession", None, "(o)")[0]
        session_id = self._call(RD, self.rd_session, "org.freedesktop.DBus.Properties", "Get",
                                GLib.Variant("(ss)", (RD + ".Session", "SessionId")), "(v)")[0]
        # Absolute touch coordinates are relative to a screen-cast stream: one of the whole monitor.
        cast = self._call(SC, "/org/gnome/Mutter/ScreenCast", SC, "CreateSession",
                          GLib.Variant("(a{sv})", ({"remote-desktop-session-id": GLib.Variant("s", session_id)},)),
                          "(o)")[0]
        self.stream = self._call(SC, cast, SC + ".Session", "RecordMonitor",
                                 GLib.Variant("(sa{sv})", ("Meta-0", {})), "(o)")[0]
        self._session("Start")
        # mutter creates its virtual touchscreen on the first touch, and a client binds wl_touch only
        # once the seat announces it: warm the device up in a corner before any app starts.
        self._session("NotifyTouchDown", "(sudd)", (self.stream, 9, 1.0, 1.0))
        self._session("NotifyTouchUp", "(u)", (9,))
        self.pump(0.5)

    @staticmethod
    def pump(seconds):
        """Runs GLib's main context (the D-Bus connection lives on it) for `seconds`."""
        context = GLib.MainContext.default()
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            context.iteration(False)
            time.sleep(0.002)

    def touch_down(self, x, y, slot=0):
        self._alive()
        self._session("NotifyTouchDown", "(sudd)", (self.stream, slot, float(x), float(y)))

    def touch_move(self, x, y, slot=0):
        self._session("NotifyTouchMotion", "(sudd)", (self.stream, slot, float(x), float(y)))

    def touch_up(self, slot=0):
        self._session("NotifyTouchUp", "(u)", (slot,))

    # A touchpad: mutter's virtual pointer scrolls with a finger source, which GTK receives as a
    # real two-finger touchpad swipe (smooth, in surface pixels, ended by a stop).
    AXIS_FINISH = 1 << 0
    AXIS_SOURCE_FINGER = 1 << 2

    def pointer_move(self, x, y):
        self._alive()
        self._session("NotifyPointerMotionAbsolute", "(sdd)", (self.stream, float(x), float(y)))

    def touchpad_scroll(self, dx, dy=0.0, finish=False):
        flags = self.AXIS_SOURCE_FINGER | (self.AXIS_FINISH if finish else 0)
        self._session("NotifyPointerAxis", "(ddu)", (float(dx), float(dy), flags))

    def stop(self):
        if self.rd_session:
            try:
                self._session("Stop")
            except GLib.Error:
                pass
            self.rd_session = None
        for proc in reversed(self.procs):
            if proc.poll() is None:
                proc.terminate()
                try:
                    proc.wait(5)
                except subprocess.TimeoutExpired:
                    proc.kill()
                    proc.wait()
        self.procs = []
        shutil.rmtree(self.dir, ignore_errors=True)


def stop_shared():
    if MutterSession._shared is not None:
        MutterSession._shared.stop()
    MutterSession._shared = None
    MutterSession._shared_error = None


class TouchApp(App):
    """The swipeblocks window as a Wayland client of the shared mutter, touched for real.

    AT-SPI works as under X11; only the mapping to screen coordinates differs. Under Wayland no
    client can learn where its window is, so the window's origin is derived: mutter centres a new
    window in the work area (center-new-windows, set in MutterSession), that is the whole
    monitor here (no panels), and AT-SPI's WINDOW_COORDS are relative to the same rectangle mutter
    places (the window without its client-side shadow: the xdg window geometry). So
    origin = ((1280 - width) // 2, (900 - height) // 2), with the frame's size from AT-SPI.
    test_touches_land_on_the_rows_atspi_shows (test_touch.py) checks this with real touches
    near row edges."""

    def __init__(self, *args, title="Swipe Blocks"):
        self.mutter = MutterSession.shared()
        self.window_id = None
        super().__init__(*args, title=title)

    def environment(self):
        env = dict(os.environ, G_DEBUG="fatal-criticals", GSK_RENDERER="cairo", GDK_BACKEND="wayland",
                   WAYLAND_DISPLAY=self.mutter.display)
        env.pop("DISPLAY", None)
        return env

    def wait_until_shown(self, title):
        self.root = wait_until(self._find_accessible, timeout=20, message="the app on the AT-SPI bus")
        self.frame = wait_until(lambda: self._frame(title), timeout=20, message="the window to show")
        time.sleep(0.3)
        ext = self.frame.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        self.origin = ((WIDTH - ext.width) // 2, (HEIGHT - ext.height) // 2)

    def _frame(self, title):
        self._check_alive()
        for node in self.root:
            try:
                if node.getRoleName() == "frame" and title in (node.name or ""):
                    ext = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
                    if ext.width > 0 and ext.height > 0:
                        return node
            except Exception:  # noqa: BLE001 - the window is still being built
                continue
        return None

    def window_origin(self):
        return self.origin

    def screenshot(self, path):
        raise Failure("no screenshot under Wayland (only the compositor can take one)")

    def _x11_only(self, *args, **kwargs):
        raise Failure("xdotool drives the Xvfb display, not this Wayland window: use touch_drag, "
                      "long_press, tap or AT-SPI actions")

    click = drag = key = type = _x11_only

    # Touching
    def touch_drag(self, x0, y0, x1, y1, steps=20, duration=0.3, release=True):
        """One finger down at (x0, y0), `steps` moves to (x1, y1) over `duration` seconds, up."""
        self.mutter.touch_down(x0, y0)
        time.sleep(duration / steps)
        for i in range(1, steps + 1):
            t = i / steps
            self.mutter.touch_move(x0 + (x1 - x0) * t, y0 + (y1 - y0) * t)
            time.sleep(duration / steps)
        if release:
            self.mutter.touch_up()

    def long_press(self, x, y, hold=0.8):
        """A finger held still at (x, y) for `hold` seconds, then lifted."""
        self.mutter.touch_down(x, y)
        time.sleep(hold)
        self.mutter.touch_up()

    def tap(self, x, y):
        self.mutter.touch_down(x, y)
        time.sleep(0.05)
        self.mutter.touch_up()

    def touchpad_swipe(self, x, y, dx, steps=12, duration=0.25, stop=True):
        """The pointer to (x, y), then a two-finger horizontal swipe of `dx` scroll points over
        `duration` seconds (dx > 0 scrolls right: the content moves left), ended by a stop."""
        self.mutter.pointer_move(x, y)
        time.sleep(0.1)
        for _ in range(steps):
            self.mutter.touchpad_scroll(dx / steps)
            time.sleep(duration / steps)
        if stop:
            self.mutter.touchpad_scroll(0, finish=True)
