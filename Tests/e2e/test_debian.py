"""The Debian packages (issues 21 and 33): `make deb` builds the app and the library split as Debian
splits a library, lintian finds nothing to say, apt-get installs the four on this Debian 12, the
app starts from where it was installed and is found by the desktop, the library's C, Python, GJS
and Vala clients build and run on the installed files alone with the Swift toolchain hidden, and a
purge leaves nothing."""
import gettext
import glob
import os
import subprocess
import tempfile

import pytest

import harness
from harness import App, check, debian
from harness.debian import LIBDIR, PACKAGES, TOOLCHAIN, sh, without_toolchain
from harness.programs import Client, Example

# The library as people get it: make test-dist; in the worker that runs test_adoption_apps.py,
# after it (both hold the installed packages).
pytestmark = [pytest.mark.dist, pytest.mark.xdist_group(debian.GROUP)]

REPO = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
ID = "io.github.swipeblocks.SwipeBlocks"


class InstalledClient(Client):
    """A client of the installed packages alone: no LD_LIBRARY_PATH or GI_TYPELIB_PATH (the system's
    folders only), the toolchain hidden."""

    def __init__(self, command, title):
        self.prefix = None
        Example.__init__(self, "installed", title=title, command=without_toolchain(command))

    def environment(self):
        env = Example.environment(self)
        for name in ("LD_LIBRARY_PATH", "GI_TYPELIB_PATH", "PKG_CONFIG_PATH"):
            env.pop(name, None)
        return env


def shows_its_rows_on_the_installed_library(command, title):
    """Starts a client as a person would: its window shows, its rows are drawn and read over
    AT-SPI, and it runs on /usr/lib's library, silently."""
    app = InstalledClient(command, title)
    check(app.find_rows("Message 1"), f"{title}: no row shown")
    check(app.loaded_library() == f"{LIBDIR}/libswipewidgets-0.so.0", f"{title} loaded {app.loaded_library()}")
    check(not app.stderr().strip(), f"{title} wrote to stderr: {app.stderr()[-500:]}")
    return app


def the_library_serves_c_python_gjs_and_vala_without_the_toolchain():
    clean = {"PATH": "/usr/bin:/bin", "HOME": os.environ.get("HOME", "/root")}
    hidden = sh(*without_toolchain(["/bin/sh", "-c", f"ls -A {TOOLCHAIN}"]), env=clean)
    check(hidden.returncode == 0 and not hidden.stdout.strip(),
          f"the toolchain is not hidden: {hidden.stdout[:200]} {hidden.stderr[-300:]}")
    work = tempfile.mkdtemp(prefix="swipewidgets-installed-")
    flags = sh(*without_toolchain(["pkg-config", "--cflags", "--libs", "swipewidgets-0"]), env=clean)
    check(flags.returncode == 0 and "-I/usr/include/swipewidgets-0" in flags.stdout,
          f"pkg-config: {flags.stdout} {flags.stderr[-300:]}")
    version = sh("pkg-config", "--modversion", "swipewidgets-0", env=clean).stdout.strip()
    check(version == sh("scripts/version.sh").stdout.strip(), f"the installed .pc says version {version!r}")
    c = os.path.join(work, "inbox-c")
    built = sh(*without_toolchain(["cc", "Examples/c/inbox.c", "-o", c, *flags.stdout.split()]), env=clean)
    check(built.returncode == 0, f"the C example does not build on the installed files: {built.stderr[-1500:]}")
    vala = os.path.join(work, "inbox-vala")
    built = sh(*without_toolchain(["valac", "--pkg", "swipewidgets-0", "Examples/vala/inbox.vala", "-o", vala]), env=clean)
    check(built.returncode == 0, f"the Vala example does not build on the installed .vapi: {built.stdout[-800:]} {built.stderr[-1500:]}")
    for command, title in (([c], "Swipe from C"), (["/usr/bin/python3", "Examples/python/inbox.py"], "Swipe from Python"),
                           (["/usr/bin/gjs", "-m", "Examples/gjs/inbox.js"], "Swipe from JavaScript")):
        shows_its_rows_on_the_installed_library([os.path.join(REPO, part) if part.startswith("Examples/") else part
                                                 for part in command], title).close()
    app = shows_its_rows_on_the_installed_library([vala], "Swipe from Vala")
    app.tab_to("Message 1")
    app.key("Delete")
    app.wait_line("delete Message 1")
    app.close()


@pytest.mark.slow
def test_the_debs_install_run_from_the_launcher_paths_serve_every_language_and_purge_clean(monkeypatch):
    check(os.geteuid() == 0, "installing the .debs needs root (make test runs as root on the CI machines)")
    # As a person builds them: `make deb` (the binary under test as the app, as `make install` takes
    # it), here or once beside the window layer by scripts/test.sh ($SWIPEBLOCKS_DEBS, the packages
    # test_adoption_apps.py installs too); lintian reads them while they are installed and used.
    debs = debian.our_debs(harness.BINARY)
    lint = subprocess.Popen(["lintian", "--fail-on", "error,warning", *debs], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            text=True)
    try:
        # No other test installs or purges the packages meanwhile (test_adoption_apps.py uses them).
        with debian.held():
            installs_runs_and_purges(monkeypatch, debs)
    finally:
        try:
            said = lint.communicate(timeout=600)[0]
        except subprocess.TimeoutExpired:
            lint.kill()
            raise
    check(lint.returncode == 0 and not [line for line in said.splitlines() if line[:2] in ("E:", "W:")], f"lintian: {said}")


def installs_runs_and_purges(monkeypatch, debs):
    debian.install(*debs)
    files = []
    try:
        files = [path for package in PACKAGES for path in sh("dpkg", "-L", package).stdout.split()]
        for path in [f"{LIBDIR}/libswipewidgets-0.so.0", f"{LIBDIR}/libswipewidgets-0.so", f"{LIBDIR}/pkgconfig/swipewidgets-0.pc",
                     f"{LIBDIR}/girepository-1.0/SwipeWidgets-0.typelib", "/usr/share/gir-1.0/SwipeWidgets-0.gir",
                     "/usr/include/swipewidgets-0/swipewidgets.h", "/usr/share/vala/vapi/swipewidgets-0.vapi",
                     "/usr/share/vala/vapi/swipewidgets-0.deps"]:
            check(path in files and os.path.lexists(path), f"the packages did not install {path}")
        the_library_serves_c_python_gjs_and_vala_without_the_toolchain()
        for path in ["/usr/bin/swipeblocks", f"/usr/share/applications/{ID}.desktop", f"/usr/share/metainfo/{ID}.metainfo.xml",
                     f"/usr/share/icons/hicolor/scalable/apps/{ID}.svg", "/usr/share/man/man1/swipeblocks.1.gz",
                     "/usr/share/bash-completion/completions/swipeblocks", "/usr/share/doc/swipeblocks/copyright"]:
            check(path in files and os.path.exists(path), f"the package did not install {path}")
        check("/opt/swift" not in sh("ldd", "/usr/bin/swipeblocks").stdout, "the installed binary links the toolchain")
        hidden = sh("unshare", "-m", "sh", "-c", "mount -t tmpfs none /opt/swift && exec /usr/bin/swipeblocks list",
                    env={"PATH": "/usr/bin:/bin"})
        check(hidden.returncode == 0 and "swipe-action-row" in hidden.stdout,
              f"the installed program does not run with the toolchain hidden: {hidden.stderr[-300:]}")
        check(sh("man", "-w", "swipeblocks").stdout.strip() == "/usr/share/man/man1/swipeblocks.1.gz", "man cannot find swipeblocks(1)")
        # The desktop finds the launcher entry and the icon where the package put them.
        probe = ("import gi; gi.require_version('Gtk', '4.0'); from gi.repository import Gio, Gtk, Gdk; Gtk.init(); "
                 f"info = Gio.DesktopAppInfo.new('{ID}.desktop'); "
                 "theme = Gtk.IconTheme.get_for_display(Gdk.Display.get_default()); "
                 f"icon = theme.lookup_icon('{ID}', None, 48, 1, Gtk.TextDirection.NONE, 0).get_file(); "
                 "print(info.get_executable(), info.get_name(), icon.get_path() if icon else None)")
        looked = sh("/usr/bin/python3", "-c", probe,
                    env=dict(os.environ, XDG_DATA_DIRS="/usr/local/share:/usr/share", XDG_DATA_HOME="/nonexistent"))
        found = looked.stdout.split()
        check(found[:1] == ["swipeblocks"] and found[-1].startswith("/usr/share/icons/hicolor/"),
              f"the desktop did not find the launcher or the icon: {found} {looked.stderr[-300:]}")
        # The installed program, as the launcher starts it: its window shows.
        with monkeypatch.context() as installed:
            installed.setattr(harness, "BINARY", "/usr/bin/swipeblocks")
            app = App("--block", "swipe-action-row")
            check(app.find_rows("Weekly report"), "the installed app shows no demo")
            app.close()
            # In Spanish, from the translations the package put under /usr/share/locale.
            mo = "/usr/share/locale/es/LC_MESSAGES/swipeblocks.mo"
            check(mo in files, f"the package did not install {mo}")
            with open(mo, "rb") as f:
                menu = gettext.GNUTranslations(f).gettext("Main Menu")

            class SpanishApp(App):
                def environment(self):
                    env = {k: v for k, v in super().environment().items() if not k.startswith("LC_") and k != "LANGUAGE"}
                    return dict(env, LANG="es_ES.UTF-8")
            app = SpanishApp("--block", "swipe-action-row")
            check(menu != "Main Menu" and app.find("push button", menu), f"the installed app is not in Spanish ({menu!r})")
            app.close()
    finally:
        debian.purge(*PACKAGES)
    left = [p for p in files if not os.path.isdir(p) and os.path.lexists(p)]
    left += glob.glob(f"{LIBDIR}/libswipewidgets*") + glob.glob("/usr/include/swipewidgets-0")
    left += glob.glob(f"{LIBDIR}/pkgconfig/swipewidgets*")
    left += glob.glob(f"{LIBDIR}/girepository-1.0/SwipeWidgets*") + glob.glob("/usr/share/vala/vapi/swipewidgets*")
    check(not left, f"the purge left {left[:5]}")
    known = [package for package in PACKAGES if sh("dpkg", "-s", package).returncode == 0]
    check(not known, f"dpkg still knows {known}")
