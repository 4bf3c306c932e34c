"""`make install` and `make uninstall` into a DESTDIR, the desktop file and the store metainfo."""
import os
import re
import subprocess
import tempfile
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.normpath(os.path.join(HERE, "..", ".."))
ID = "io.github.swipeblocks.SwipeBlocks"


def run_cases(run, check, binary):
    desktop = os.path.join(REPO, "Resources", f"{ID}.desktop")
    metainfo = os.path.join(REPO, "Resources", f"{ID}.metainfo.xml")
    r = subprocess.run(["desktop-file-validate", desktop], capture_output=True, text=True)
    check("desktop-file-validate passes the desktop file", r.returncode == 0 and r.stdout.strip() == "", r)
    r = subprocess.run(["appstreamcli", "validate", "--pedantic", "--no-net", metainfo], capture_output=True, text=True)
    problems = [line for line in r.stdout.splitlines() if re.match(r"^[EW]: ", line)]
    check("appstreamcli validate --pedantic --no-net finds no error or warning", r.returncode == 0 and not problems, r)
    root = ET.parse(metainfo).getroot()
    newest = root.find("releases/release").get("version")
    version = run("--version").stdout.split()[-1]
    check("the metainfo's newest release is the program's version", newest == version, None)
    for shot in root.findall("screenshots/screenshot"):
        image = shot.find("image")
        name = image.text.rsplit("/", 1)[-1]
        local = os.path.join(REPO, "docs", name)
        size = subprocess.run(["identify", "-format", "%w %h", local], capture_output=True, text=True).stdout.split()
        check(f"the metainfo's {name} is the README picture at its stated size, at most 1000×700 or a phone's",
              shot.find("caption") is not None and size == [image.get("width"), image.get("height")]
              and (int(size[0]) <= 1000 and int(size[1]) <= 700 or int(size[0]) <= 360), None)
    for tag in ["display_length", "control"]:
        check(f"the metainfo says its {tag}", root.find(f".//{tag}") is not None, None)

    # The Flatpak manifest reads, with the app id, the Swift SDK extension and a GTK app's finish-args only.
    manifest = os.path.join(REPO, "flatpak", f"{ID}.yml")
    with tempfile.TemporaryDirectory() as state:
        r = subprocess.run(["flatpak-builder", "--show-manifest", manifest], capture_output=True, text=True, cwd=state)
    import json
    shown = json.loads(r.stdout) if r.returncode == 0 else {}
    check("flatpak-builder --show-manifest reads the Flatpak manifest", shown.get("id") == ID and shown.get("command") == "swipeblocks"
          and any("swift" in e for e in shown.get("sdk-extensions", [])), r)
    check("the Flatpak asks for a display, IPC and the GPU, and no files or network",
          sorted(shown.get("finish-args", [])) == sorted(["--socket=wayland", "--socket=fallback-x11", "--share=ipc", "--device=dri"]), None)

    # Into a DESTDIR: everything listed, the installed program runs, uninstall leaves nothing.
    with tempfile.TemporaryDirectory() as dest:
        env = dict(os.environ, DESTDIR=dest, PREFIX="/usr", SWIPEBLOCKS_NO_LIBRARY="1", SWIPEBLOCKS_BINARY=binary)
        r = subprocess.run(["scripts/install.sh", "debug"], cwd=REPO, capture_output=True, text=True, env=env, timeout=300)
        check("scripts/install.sh debug installs into DESTDIR", r.returncode == 0, r)
        files = sorted(os.path.relpath(os.path.join(d, f), dest) for d, _, fs in os.walk(dest) for f in fs)
        listed_path = os.path.join(dest, "usr/share/swipeblocks/installed-files")
        listed = sorted("usr/" + line for line in open(listed_path).read().split()) if os.path.exists(listed_path) else []
        check("the install lists exactly the files it put there", files == listed and files, None)
        want = ["usr/bin/swipeblocks", f"usr/share/applications/{ID}.desktop", f"usr/share/metainfo/{ID}.metainfo.xml",
                f"usr/share/icons/hicolor/scalable/apps/{ID}.svg", f"usr/share/icons/hicolor/symbolic/apps/{ID}-symbolic.svg",
                f"usr/share/icons/hicolor/48x48/apps/{ID}.png", f"usr/share/icons/hicolor/256x256/apps/{ID}.png",
                "usr/share/man/man1/swipeblocks.1", "usr/share/bash-completion/completions/swipeblocks",
                "usr/share/zsh/site-functions/_swipeblocks", "usr/share/fish/vendor_completions.d/swipeblocks.fish"]
        check("the install has the binary, desktop file, metainfo, icons, man page and completions",
              all(w in files for w in want), None)
        size = subprocess.run(["identify", "-format", "%w %h", os.path.join(dest, f"usr/share/icons/hicolor/48x48/apps/{ID}.png")],
                              capture_output=True, text=True).stdout
        check("the 48 px icon is 48 × 48", size == "48 48", None)
        installed = os.path.join(dest, "usr/bin/swipeblocks")
        r = subprocess.run(["ldd", installed], capture_output=True, text=True)
        toolchain = [line for line in r.stdout.splitlines() if "/opt/swift" in line or "not found" in line or "libswift" in line]
        check("the installed program links nothing from the Swift toolchain (ldd)", r.returncode == 0 and not toolchain, r)
        # The toolchain hidden: an empty folder mounted over it, in a mount namespace of its own.
        hidden = subprocess.run(["unshare", "-m", "sh", "-c", 'mount -t tmpfs none /opt/swift && exec "$0" list', installed],
                                capture_output=True, text=True, env={"PATH": "/usr/bin:/bin"})
        if hidden.returncode != 0 and "mount" in hidden.stderr and ("ermission" in hidden.stderr or "not permitted" in hidden.stderr):
            hidden = subprocess.run([installed, "list"], capture_output=True, text=True, env={"PATH": "/usr/bin:/bin"})
            print("  note: no mount namespace here (not root): the toolchain stays in place, left off PATH only")
        check("the installed program runs with the toolchain hidden", hidden.returncode == 0 and "swipe-action-row" in hidden.stdout, hidden)
        r = subprocess.run(["scripts/uninstall.sh"], cwd=REPO, capture_output=True, text=True, env=env)
        left = [os.path.relpath(os.path.join(d, f), dest) for d, ds, fs in os.walk(dest) for f in fs + ds]
        # Only the prefix itself stays (install made it in the DESTDIR, but a prefix is no file of ours).
        check("make uninstall removes everything install put there", r.returncode == 0 and left == ["usr"], r if r.returncode else None)
        if left != ["usr"]:
            print(f"  left behind: {left[:10]}")
        r = subprocess.run(["scripts/uninstall.sh"], cwd=REPO, capture_output=True, text=True, env=env)
        check("a second uninstall says there is nothing to remove", r.returncode == 1 and "nothing to remove" in r.stderr, r)
