"""`make install` and `make uninstall` into a DESTDIR, the desktop file and the store metainfo."""
import json
import os
import re
import shutil
import subprocess
import tempfile
import types
import xml.etree.ElementTree as ET

import pytest

from clitools import shown

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.normpath(os.path.join(HERE, "..", ".."))
ID = "io.github.swipeblocks.SwipeBlocks"
DESKTOP = os.path.join(REPO, "Resources", f"{ID}.desktop")
METAINFO = os.path.join(REPO, "Resources", f"{ID}.metainfo.xml")
SCREENSHOTS = ET.parse(METAINFO).getroot().findall("screenshots/screenshot")


def test_desktop_file_validate_passes_the_desktop_file():
    r = subprocess.run(["desktop-file-validate", DESKTOP], capture_output=True, text=True)
    assert r.returncode == 0 and r.stdout.strip() == "", shown(r)


def test_appstreamcli_validate_pedantic_no_net_finds_no_error_or_warning():
    r = subprocess.run(["appstreamcli", "validate", "--pedantic", "--no-net", METAINFO], capture_output=True, text=True)
    problems = [line for line in r.stdout.splitlines() if re.match(r"^[EW]: ", line)]
    assert r.returncode == 0 and not problems, shown(r)


def test_the_metainfos_newest_release_is_the_programs_version(run):
    newest = ET.parse(METAINFO).getroot().find("releases/release").get("version")
    assert newest == run("--version").stdout.split()[-1]


@pytest.mark.parametrize("shot", SCREENSHOTS, ids=[s.find("image").text.rsplit("/", 1)[-1] for s in SCREENSHOTS])
def test_the_metainfos_screenshot_is_the_readme_picture_at_its_stated_size_at_most_1000x700_or_a_phones(shot):
    image = shot.find("image")
    local = os.path.join(REPO, "docs", image.text.rsplit("/", 1)[-1])
    size = subprocess.run(["identify", "-format", "%w %h", local], capture_output=True, text=True).stdout.split()
    assert (shot.find("caption") is not None and size == [image.get("width"), image.get("height")]
            and (int(size[0]) <= 1000 and int(size[1]) <= 700 or int(size[0]) <= 360)), size


@pytest.mark.parametrize("tag", ["display_length", "control"])
def test_the_metainfo_says_its(tag):
    assert ET.parse(METAINFO).getroot().find(f".//{tag}") is not None


# The Flatpak manifest reads, with the app id, the Swift SDK extension and a GTK app's finish-args only.
@pytest.fixture(scope="module")
def flatpak(tmp_path_factory):
    """flatpak-builder --show-manifest's run, and the manifest it read ({} if none)."""
    manifest = os.path.join(REPO, "flatpak", f"{ID}.yml")
    r = subprocess.run(["flatpak-builder", "--show-manifest", manifest], capture_output=True, text=True,
                       cwd=tmp_path_factory.mktemp("flatpak-state"))
    return r, json.loads(r.stdout) if r.returncode == 0 else {}


def test_flatpak_builder_show_manifest_reads_the_flatpak_manifest(flatpak):
    r, shown_manifest = flatpak
    assert (shown_manifest.get("id") == ID and shown_manifest.get("command") == "swipeblocks"
            and any("swift" in e for e in shown_manifest.get("sdk-extensions", []))), shown(r)


def test_the_flatpak_asks_for_a_display_ipc_and_the_gpu_and_no_files_or_network(flatpak):
    assert sorted(flatpak[1].get("finish-args", [])) == sorted(["--socket=wayland", "--socket=fallback-x11", "--share=ipc", "--device=dri"])


@pytest.mark.parametrize("header, expected", [
    (None, "0.3.9"),
    ("#define SWIPE_MAJOR_VERSION (0)\n#define SWIPE_MINOR_VERSION (4)\n#define SWIPE_MICRO_VERSION (0)\n", "0.4.0"),
    ("#define SWIPE_MAJOR_VERSION 1\n#define SWIPE_MINOR_VERSION 12\n#define SWIPE_MICRO_VERSION 3\n", "1.12.3"),
])
def test_the_version_is_the_c_apis_macros_where_swipe_version_h_exists_else_the_apps(tmp_path, header, expected):
    # scripts/version.sh in a tree of its own: the app's DesktopApp.version says 0.3.9, and a
    # swipe-version.h, when there is one, says otherwise and wins.
    (tmp_path / "scripts").mkdir()
    shutil.copy(os.path.join(REPO, "scripts", "version.sh"), tmp_path / "scripts")
    app = tmp_path / "Sources" / "App" / "SwipeBlocksUI" / "App"
    app.mkdir(parents=True)
    (app / "DesktopApp.swift").write_text('enum DesktopApp {\n    public static let version = "0.3.9"\n}\n')
    if header:
        include = tmp_path / "Sources" / "Library" / "CSwipeWidgets" / "include"
        include.mkdir(parents=True)
        (include / "swipe-version.h").write_text(header)
    r = subprocess.run(["bash", str(tmp_path / "scripts" / "version.sh")], capture_output=True, text=True)
    assert r.returncode == 0 and r.stdout.strip() == expected, shown(r)


def test_the_library_module_is_one_line_of_an_apps_flatpak_manifest(tmp_path):
    # flatpak/swipewidgets.yml, included by path in another app's manifest as its comment says:
    # flatpak-builder reads it as a module that installs the library under /app.
    manifest = tmp_path / "org.example.Bundles.yml"
    manifest.write_text("app-id: org.example.Bundles\nruntime: org.gnome.Platform\nruntime-version: '47'\nsdk: org.gnome.Sdk\n"
                        "sdk-extensions:\n  - org.freedesktop.Sdk.Extension.swift6\ncommand: bundles\n"
                        f"modules:\n  - {os.path.join(REPO, 'flatpak', 'swipewidgets.yml')}\n")
    r = subprocess.run(["flatpak-builder", "--show-manifest", str(manifest)], capture_output=True, text=True, cwd=tmp_path)
    modules = json.loads(r.stdout).get("modules", []) if r.returncode == 0 else []
    assert ([m.get("name") for m in modules] == ["swipewidgets"]
            and modules[0].get("build-commands") == ["PREFIX=/app scripts/install-library.sh"]), shown(r)


# Into a DESTDIR: everything listed, the installed program runs, uninstall leaves nothing.
@pytest.fixture(scope="module")
def installed(binary):
    """What one install into a DESTDIR and two uninstalls did, each read when it was done."""
    done = types.SimpleNamespace()
    with tempfile.TemporaryDirectory() as dest:
        env = dict(os.environ, DESTDIR=dest, PREFIX="/usr", SWIPEBLOCKS_NO_LIBRARY="1", SWIPEBLOCKS_BINARY=binary)
        done.install = subprocess.run(["scripts/install.sh", "debug"], cwd=REPO, capture_output=True, text=True, env=env, timeout=300)
        done.files = sorted(os.path.relpath(os.path.join(d, f), dest) for d, _, fs in os.walk(dest) for f in fs)
        listed_path = os.path.join(dest, "usr/share/swipeblocks/installed-files")
        done.listed = []
        if os.path.exists(listed_path):
            with open(listed_path) as f:
                done.listed = sorted("usr/" + line for line in f.read().split())
        icon = os.path.join(dest, f"usr/share/icons/hicolor/48x48/apps/{ID}.png")
        done.icon_size = subprocess.run(["identify", "-format", "%w %h", icon], capture_output=True, text=True).stdout
        program = os.path.join(dest, "usr/bin/swipeblocks")
        done.ldd = subprocess.run(["ldd", program], capture_output=True, text=True)
        # The toolchain hidden: an empty folder mounted over it, in a mount namespace of its own.
        done.hidden = subprocess.run(["unshare", "-m", "sh", "-c", 'mount -t tmpfs none /opt/swift && exec "$0" list', program],
                                     capture_output=True, text=True, env={"PATH": "/usr/bin:/bin"})
        if (done.hidden.returncode != 0 and "mount" in done.hidden.stderr
                and ("ermission" in done.hidden.stderr or "not permitted" in done.hidden.stderr)):
            print("note: no mount namespace here (not root): the toolchain stays in place, left off PATH only")
            done.hidden = subprocess.run([program, "list"], capture_output=True, text=True, env={"PATH": "/usr/bin:/bin"})
        done.uninstall = subprocess.run(["scripts/uninstall.sh"], cwd=REPO, capture_output=True, text=True, env=env)
        done.left = [os.path.relpath(os.path.join(d, f), dest) for d, ds, fs in os.walk(dest) for f in fs + ds]
        done.second_uninstall = subprocess.run(["scripts/uninstall.sh"], cwd=REPO, capture_output=True, text=True, env=env)
    return done


def test_scripts_install_sh_debug_installs_into_destdir(installed):
    assert installed.install.returncode == 0, shown(installed.install)


def test_the_install_lists_exactly_the_files_it_put_there(installed):
    assert installed.files and installed.files == installed.listed


def test_the_install_has_the_binary_desktop_file_metainfo_icons_man_page_and_completions(installed):
    want = ["usr/bin/swipeblocks", f"usr/share/applications/{ID}.desktop", f"usr/share/metainfo/{ID}.metainfo.xml",
            f"usr/share/icons/hicolor/scalable/apps/{ID}.svg", f"usr/share/icons/hicolor/symbolic/apps/{ID}-symbolic.svg",
            f"usr/share/icons/hicolor/48x48/apps/{ID}.png", f"usr/share/icons/hicolor/256x256/apps/{ID}.png",
            "usr/share/man/man1/swipeblocks.1", "usr/share/bash-completion/completions/swipeblocks",
            "usr/share/zsh/site-functions/_swipeblocks", "usr/share/fish/vendor_completions.d/swipeblocks.fish"]
    assert [w for w in want if w not in installed.files] == []


def test_the_install_has_a_compiled_translation_for_every_po_file_of_both_domains(installed):
    want = []
    for folder, domain in (("po", "swipeblocks"), ("po/swipewidgets", "swipewidgets")):
        languages = sorted(name[:-3] for name in os.listdir(os.path.join(REPO, folder)) if name.endswith(".po"))
        assert languages, f"{folder}/ holds no translation"
        want += [f"usr/share/locale/{lang}/LC_MESSAGES/{domain}.mo" for lang in languages]
    assert [w for w in want if w not in installed.files] == []


def test_the_48_px_icon_is_48_by_48(installed):
    assert installed.icon_size == "48 48"


def test_the_installed_program_links_nothing_from_the_swift_toolchain_ldd(installed):
    r = installed.ldd
    toolchain = [line for line in r.stdout.splitlines() if "/opt/swift" in line or "not found" in line or "libswift" in line]
    assert r.returncode == 0 and not toolchain, shown(r)


def test_the_installed_program_runs_with_the_toolchain_hidden(installed):
    r = installed.hidden
    assert r.returncode == 0 and "swipe-action-row" in r.stdout, shown(r)


def test_make_uninstall_removes_everything_install_put_there(installed):
    # Only the prefix itself stays (install made it in the DESTDIR, but a prefix is no file of ours).
    r = installed.uninstall
    assert r.returncode == 0 and installed.left == ["usr"], f"{shown(r)}; left behind: {installed.left[:10]}"


def test_a_second_uninstall_says_there_is_nothing_to_remove(installed):
    r = installed.second_uninstall
    assert r.returncode == 1 and "nothing to remove" in r.stderr, shown(r)
