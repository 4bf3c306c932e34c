"""The Debian package (issue 21): built from the binary under test, installed with apt-get on this
Debian 12, started from where it was installed, found by the desktop, and purged to nothing."""
import gettext
import os
import subprocess

import pytest

import harness
from harness import App, check

REPO = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
ID = "io.github.swipeblocks.SwipeBlocks"


def sh(*args, env=None, timeout=300):
    return subprocess.run(args, capture_output=True, text=True, env=env, timeout=timeout)


@pytest.mark.slow
def test_the_deb_installs_runs_from_the_launcher_paths_and_purges_clean(monkeypatch):
    check(os.geteuid() == 0, "installing the .deb needs root (make test runs as root on the CI machines)")
    built = sh("scripts/deb.sh", "debug", env=dict(os.environ, SWIPEBLOCKS_BINARY=harness.BINARY))
    check(built.returncode == 0, f"scripts/deb.sh failed: {built.stderr[-800:]}")
    deb = os.path.join(REPO, built.stdout.strip().splitlines()[-1])
    lint = sh("lintian", "--fail-on", "error", deb)
    check(lint.returncode == 0 and not [line for line in lint.stdout.splitlines() if line.startswith("E:")], f"lintian: {lint.stdout}")
    installed = sh("apt-get", "install", "-y", "-q", "--no-install-recommends", deb,
                   env=dict(os.environ, DEBIAN_FRONTEND="noninteractive"))
    check(installed.returncode == 0, f"apt-get install failed: {installed.stdout[-600:]}{installed.stderr[-600:]}")
    try:
        files = sh("dpkg", "-L", "swipeblocks").stdout.split()
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
        purged = sh("apt-get", "purge", "-y", "-q", "swipeblocks", env=dict(os.environ, DEBIAN_FRONTEND="noninteractive"))
    check(purged.returncode == 0, f"apt-get purge failed: {purged.stderr[-400:]}")
    left = [p for p in files if not os.path.isdir(p) and os.path.exists(p)]
    check(not left, f"the purge left {left[:5]}")
    check(sh("dpkg", "-s", "swipeblocks").returncode != 0, "dpkg still knows the package")
