"""Apps from Debian's own packages made to swipe by our patches alone (Examples/adoption/).

The app's code is Debian's, taken at test time: Examples/adoption/apply.sh copies its installed
files to a private prefix, applies our patch (inside its GResources too) and points its launcher
at the copy; the app is started from there, as its launcher starts it, on the library our
packages installed, with the Swift toolchain hidden.

    METADATA_CLEANER.prepare()                      # the patched copy, made once
    app = AdoptedApp(METADATA_CLEANER, "a.png", data_home=DIR)   # harness.App: the window, AT-SPI, xdotool
    app = TouchedAdoptedApp(SOUND_RECORDER, data_home=DIR)       # harness.touchscreen.TouchApp: under mutter
    app = HeardAdoptedApp(SOUND_RECORDER, data_home=DIR)         # harness.screen_reader.App: read by Orca
"""
import os
import subprocess
import tempfile

import gi

from harness import STATE_HOME, App, _running, check
from harness import debian
from harness.catalog import ROOT
from harness.debian import without_toolchain
from harness.screen_reader import App as HeardApp
from harness.touchscreen import TouchApp

APPLY = os.path.join(ROOT, "Examples", "adoption", "apply.sh")


class Adoption:
    """One of Debian's apps that Examples/adoption/apply.sh patches: its package (apply.sh's name
    for it too), its launcher in /usr/bin and its window's title."""

    def __init__(self, package, launcher, title):
        self.package, self.launcher, self.title = package, launcher, title
        self.prefix = None

    def prepare(self):
        """The patched copy, made once: its prefix (a /usr of its own)."""
        if self.prefix is None:
            prefix = os.path.join(tempfile.mkdtemp(prefix=f"swipeblocks-{self.package}-"), "usr")
            made = subprocess.run([APPLY, self.package, prefix], capture_output=True, text=True, timeout=120)
            check(made.returncode == 0 and made.stdout.strip() == os.path.join(prefix, "bin", self.launcher),
                  f"apply.sh {self.package} failed: {made.stdout[-600:]} {made.stderr[-800:]}")
            self.prefix = prefix
        return self.prefix

    def command(self, *args, patched=True):
        """The command line that starts the patched copy (or the app as installed), the toolchain
        hidden."""
        prefix = self.prepare() if patched else "/usr"
        return without_toolchain([os.path.join(prefix, "bin", self.launcher), *args])


METADATA_CLEANER = Adoption("metadata-cleaner", "metadata-cleaner", "Metadata Cleaner")
SOUND_RECORDER = Adoption("gnome-sound-recorder", "gnome-sound-recorder", "Sound Recorder")
ADOPTIONS = [METADATA_CLEANER, SOUND_RECORDER]


def install(binary):
    """Our four packages (harness.debian.our_debs) and each adopted app from Debian's archive, if
    missing, with what it recommends (as apt installs an app). Hold harness.debian.held() around
    it and the apps' runs."""
    debian.install(*debian.our_debs(binary))
    missing = [adoption.package for adoption in ADOPTIONS if not debian.installed(adoption.package)]
    if missing:
        debian.install(*missing, recommends=True)


def pictures(folder, names):
    """Small PNGs with metadata in `folder` (a comment and an author: what Metadata Cleaner counts
    and removes); returns their paths."""
    os.makedirs(folder, exist_ok=True)
    paths = []
    for i, name in enumerate(names):
        path = os.path.join(folder, name)
        subprocess.run(["convert", "-size", "64x48", f"xc:hsl({i * 80},70%,60%)", "-set", "comment", f"{name} by the test",
                        "-set", "Author", "A. Tester", path], check=True, capture_output=True, timeout=60)
        paths.append(path)
    return paths


def recordings(data_home, names):
    """Short Ogg Vorbis recordings NAME.ogg (most of a second of a tone each), written with
    GStreamer where Sound Recorder reads them: in XDG_DATA_HOME `data_home`; returns their paths."""
    gi.require_version("Gst", "1.0")
    from gi.repository import Gst
    Gst.init(None)
    folder = os.path.join(data_home, "org.gnome.SoundRecorder")
    os.makedirs(folder, exist_ok=True)
    paths = []
    for i, name in enumerate(names):
        path = os.path.join(folder, f"{name}.ogg")
        pipeline = Gst.parse_launch(f"audiotestsrc num-buffers=40 freq={330 + 110 * i} ! audioconvert ! vorbisenc ! oggmux "
                                    f"! filesink location=\"{path}\"")
        pipeline.set_state(Gst.State.PLAYING)
        end = pipeline.get_bus().timed_pop_filtered(10 * Gst.SECOND, Gst.MessageType.EOS | Gst.MessageType.ERROR)
        pipeline.set_state(Gst.State.NULL)
        check(end is not None and end.type == Gst.MessageType.EOS and os.path.getsize(path) > 1000,
              f"GStreamer did not write {path}: {end and end.type}")
        paths.append(path)
    return paths


class Adopted:
    """harness.App for an adopted app: started by its copy's launcher (or, `unpatched`, as Debian
    installed it) with the toolchain hidden, on the system's library, typelibs and Python modules
    alone (no build tree on any path), with a home of its own: the folder around `data_home`
    (its XDG_DATA_HOME), its cache and configuration there, its settings in memory."""

    def __init__(self, adoption, *args, data_home, unpatched=False):
        self.adoption, self.data_home, self.unpatched = adoption, data_home, unpatched
        super().__init__(*args, title=adoption.title)

    def environment(self):
        env = super().environment()
        for name in ("LD_LIBRARY_PATH", "GI_TYPELIB_PATH", "PYTHONPATH", "PKG_CONFIG_PATH"):
            env.pop(name, None)
        # A home of its own too: Sound Recorder moves what it finds in ~/Recordings into its data.
        home = os.path.dirname(self.data_home)
        return dict(env, HOME=home, XDG_DATA_HOME=self.data_home, XDG_CACHE_HOME=os.path.join(home, "cache"),
                    XDG_CONFIG_HOME=os.path.join(home, "config"), XDG_STATE_HOME=STATE_HOME,
                    GSETTINGS_BACKEND="memory")

    def launch(self, args, env):
        """Starts the app (stdout and stderr kept in a work directory; no --events)."""
        self.workdir = tempfile.mkdtemp(prefix=f"swipeblocks-{self.adoption.package}-run-")
        self.events_path = os.path.join(self.workdir, "stdout.txt")
        self.stderr_path = os.path.join(self.workdir, "stderr.txt")
        self.proc = subprocess.Popen(self.adoption.command(*args, patched=not self.unpatched), env=env, cwd=self.workdir,
                                     stdout=open(self.events_path, "w"), stderr=open(self.stderr_path, "w"))
        _running.append(self)

    def close(self):
        """Closes the app as harness.App does, and fails if it wrote anything to stderr but GJS's
        log lines (an exception in the app's Python or JavaScript is printed there and no more)."""
        super().close()
        said = [line for line in self.stderr().splitlines() if line.strip() and "JS LOG:" not in line]
        check(not said, f"{self.adoption.package} wrote to stderr: {said[:6]}")

    def loaded_library(self):
        """The path the running app loaded libswipewidgets-0 from (None: not loaded)."""
        with open(f"/proc/{self.proc.pid}/maps") as f:
            paths = {line.split()[-1] for line in f if "libswipewidgets-0.so" in line}
        check(len(paths) <= 1, f"libswipewidgets-0 loaded from {sorted(paths)}")
        return paths.pop() if paths else None


class AdoptedApp(Adopted, App):
    """The adopted app's window on the session's X display."""


class TouchedAdoptedApp(Adopted, TouchApp):
    """The adopted app's window under the shared mutter, touched for real."""


class HeardAdoptedApp(Adopted, HeardApp):
    """The adopted app's window on the session's X display, read by Orca (GTK's warning about
    screen coordinates, which Orca's questions cause, is no failure)."""
