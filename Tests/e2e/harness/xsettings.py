"""GNOME's settings as GTK on X11 reads them: an XSETTINGS manager on the session's display, as
gnome-settings-daemon's xsettings plugin is under GNOME. Here it is xsettingsd, serving the values
given; `change` changes some while apps run, as a change in GNOME Settings does."""
import os
import signal
import subprocess
import tempfile

from Xlib import display as xdisplay

from harness import wait_until


class XSettings:
    """`with XSettings({"Gtk/OverlayScrolling": 1}) as settings:` — apps started inside it read
    the values; `settings.change({name: value, …})` changes them at once and tells every app."""

    def __init__(self, values):
        self.values = dict(values)
        self.folder = tempfile.mkdtemp(prefix="swipeblocks-xsettings-")
        self.path = os.path.join(self.folder, "xsettingsd.conf")

    def __enter__(self):
        self._write()
        self.proc = subprocess.Popen(["xsettingsd", "-c", self.path], stdout=subprocess.DEVNULL,
                                     stderr=open(os.path.join(self.folder, "xsettingsd.log"), "w"))
        wait_until(self._serving, timeout=10, message="xsettingsd to own the display's XSETTINGS")
        return self

    def __exit__(self, *exc):
        self.proc.terminate()
        self.proc.wait(5)

    def change(self, values):
        """Changes the values given, and has xsettingsd announce them together (it reads its file
        again on SIGHUP)."""
        self.values.update(values)
        self._write()
        self.proc.send_signal(signal.SIGHUP)

    def _write(self):
        with open(self.path, "w") as f:
            for name, value in self.values.items():
                f.write(f'{name} "{value}"\n' if isinstance(value, str) else f"{name} {int(value)}\n")

    def _serving(self):
        check_alive = self.proc.poll()
        if check_alive is not None:
            raise RuntimeError(f"xsettingsd exited with {check_alive}")
        x = xdisplay.Display()
        try:
            owner = x.get_selection_owner(x.intern_atom("_XSETTINGS_S0"))
            return getattr(owner, "id", owner) != 0
        finally:
            x.close()
