"""Desktop integration files pass the freedesktop validators."""
import os
import subprocess

from harness import check

RESOURCES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Resources")
APP_ID = "io.github.swipeblocks.SwipeBlocks"


def test_desktop_file_passes_desktop_file_validate():
    result = subprocess.run(["desktop-file-validate", os.path.join(RESOURCES, f"{APP_ID}.desktop")],
                            capture_output=True, text=True)
    check(result.returncode == 0 and not result.stdout.strip(), f"desktop-file-validate: {result.stdout}{result.stderr}")


def test_metainfo_passes_appstreamcli_validate():
    result = subprocess.run(["appstreamcli", "validate", "--no-net", os.path.join(RESOURCES, f"{APP_ID}.metainfo.xml")],
                            capture_output=True, text=True)
    check(result.returncode == 0, f"appstreamcli validate: {result.stdout}{result.stderr}")


def test_app_icon_is_an_svg_named_by_the_app_id():
    path = os.path.join(RESOURCES, "icons", f"{APP_ID}.svg")
    with open(path) as f:
        check("<svg" in f.read(), f"{path} is not an SVG")
