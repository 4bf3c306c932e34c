"""Issue 35, item 4: two real apps from Debian's own packages, made to swipe by our patches only
(Examples/adoption/): Metadata Cleaner 2.4 (Python: a file row swiped away leaves the list,
win.remove-file) and GNOME Sound Recorder 43 (GJS: a recording swiped one way is exported,
recording.export, the other way deleted, recording.delete).

The apps come from Debian (apt-get, if missing), our library from our .debs (harness.debian);
each app is copied, patched and started from the copy with the Swift toolchain hidden, on
/usr/lib's library, under G_DEBUG=fatal-criticals and silent (as each app is unpatched: the
first test keeps that baseline for their start; their own remove and delete buttons were measured
quiet too). The test makes its data: PNGs with
metadata (ImageMagick) given to Metadata Cleaner on its command line, short Ogg Vorbis recordings
(GStreamer) where Sound Recorder reads them ($XDG_DATA_HOME/org.gnome.SoundRecorder). Each app is
driven as a person: a real pointer drag (xdotool), a real touch swipe (harness.touchscreen), the
keys on a focused row (Delete, Menu) with Orca listening (harness.screen_reader)."""
import os
import re
import tempfile
import time

import pytest

import harness
from harness import adopted, check, debian, wait_until
from harness.adopted import METADATA_CLEANER, SOUND_RECORDER, AdoptedApp, HeardAdoptedApp, TouchedAdoptedApp
from harness.keys import focused, tab_until
from harness.screen_reader import Orca
from harness.touchscreen import stop_shared

# In one worker with test_debian.py (both hold the installed packages).
pytestmark = [pytest.mark.dist, pytest.mark.slow, pytest.mark.xdist_group(debian.GROUP)]

FILES = ["holiday.png", "receipt.png", "scan.png", "ticket.png"]
RECORDINGS = ["Bird song", "Meeting notes", "Piano", "Rain"]


@pytest.fixture(scope="module", autouse=True)
def installed(session):
    """Our four packages and the two apps installed (held for the module: no other test purges
    them meanwhile); the shared mutter stopped after the module's last touch."""
    check(os.geteuid() == 0, "installing packages needs root (make test runs as root on the CI machines)")
    with debian.held():
        adopted.install(harness.BINARY)
        yield
        stop_shared()


@pytest.fixture
def home():
    """A home of the test's own: the apps' data, cache and configuration."""
    path = tempfile.mkdtemp(prefix="swipeblocks-adoption-")
    os.makedirs(os.path.join(path, "data"))
    return path


def pictures(home):
    return adopted.pictures(os.path.join(home, "Pictures"), FILES)


def recordings(home):
    return adopted.recordings(os.path.join(home, "data"), RECORDINGS)


def started(cls, adoption, home, *args, rows):
    """The adopted app, shown, on the library our packages installed, listing `rows`."""
    app = cls(adoption, *args, data_home=os.path.join(home, "data"))
    library = wait_until(app.loaded_library, message="libswipewidgets-0 to load")
    check(library == f"{debian.LIBDIR}/libswipewidgets-0.so.0", f"{adoption.package} loaded {library}")
    shows(app, rows)
    return app


def listed(app):
    """The rows' names (a row is named after its labels, the title first); rows that go while
    they are read are left out."""
    names = []
    for row in app.find_rows():
        try:
            names.append(row.name)
        except Exception:  # noqa: BLE001 - the list took the row away meanwhile
            continue
    return names


def titled(names, title):
    return any(name == title or name.startswith(title + " ") for name in names)


def shows(app, titles):
    """Waits until the list shows a row for each of `titles` and no other."""
    def matches():
        names = listed(app)
        return len(names) == len(titles) and all(titled(names, t) for t in titles)
    try:
        wait_until(matches, timeout=15)
    except harness.Failure:
        raise harness.Failure(f"the list shows {listed(app)}, not {titles}") from None


def gone(app, title):
    """Waits until the row `title` has left the list."""
    try:
        wait_until(lambda: not titled(listed(app), title), timeout=15)
    except harness.Failure:
        raise harness.Failure(f"{title} did not leave the list: it shows {listed(app)}") from None


def full_swipe(app, row, rightwards=False):
    """A real pointer drag across nearly all of `row`, toward its trailing edge (leftwards)."""
    x, y, w, h = app.extents(row)
    ends = (x + 20, x + w - 20) if rightwards else (x + w - 20, x + 20)
    app.drag(ends[0], y + h // 2, ends[1], y + h // 2, steps=24, duration=0.5)


def open_by_drag(app, row, rightwards=False):
    """A real pointer drag of 120 px from the middle of `row`: it opens on its buttons."""
    x, y, w, h = app.extents(row)
    app.drag(x + w // 2, y + h // 2, x + w // 2 + (120 if rightwards else -120), y + h // 2, steps=16, duration=0.4)


def button(app, title):
    """The swiped-open row's button `title`, once shown."""
    return wait_until(lambda: next((b for b in app.find_all("push button", title) if app.is_showing(b)), None),
                      message=f"the button {title!r} to show")


def focused_row(app):
    """The row with keyboard focus: where it is, else the next one Tab reaches (as a person tabs
    back to the list when the focused row went with its item)."""
    node = focused(app)
    if node is not None and app.is_row(node):
        return node
    return tab_until(app, lambda n: n.getRoleName() == "list item" and app.is_row(n), what="a row")


def title_of(node, titles):
    return next(t for t in titles if titled([node.name], t))


def keys_and_orca(app, orca, titles, menu):
    """Tab to a row (Orca speaks its name), Delete (its item goes; Orca speaks the row focused
    next), then Menu on that row: Orca speaks each of the menu's items `menu` as Down reaches
    it, and Return on the first runs it. Returns the titles of the two rows."""
    # Keys only: a menu that opens under a resting pointer would select the item under it.
    harness.park_pointer()
    orca.wait_quiet(quiet=0.5, timeout=4)
    check(orca.warm_up_keys(), "Orca saw neither key of its warm-up (Tab, Shift+Tab)")
    since = start = orca.mark()
    first = title_of(focused_row(app), titles)
    orca.wait_for(rf"^{re.escape(first)}\b", since=since)
    since = orca.mark()
    app.key("Delete")
    gone(app, first)
    second = title_of(focused_row(app), titles)
    orca.wait_for(rf"^{re.escape(second)}\b", since=since)
    since = orca.mark()
    app.key("Menu")
    for i, item in enumerate(menu):
        if i:
            since = orca.mark()
            app.key("Down")
        orca.wait_for(rf"^{re.escape(item)}\b", since=since)
    if len(menu) > 1:
        since = orca.mark()
        for _ in menu[1:]:
            app.key("Up")
        orca.wait_for(rf"^{re.escape(menu[0])}\b", since=since)
    orca.wait_quiet(quiet=0.5, timeout=4)
    print(f"  Orca: {orca.spoken(start)}", flush=True)
    app.key("Return")
    return first, second


@pytest.mark.parametrize("adoption", [METADATA_CLEANER, SOUND_RECORDER], ids=lambda a: a.package)
def test_the_apps_as_debian_ships_them_start_quietly_under_fatal_criticals(adoption, home):
    # The others' baseline: unpatched, with the same data, each app shows it and closes without
    # a critical, a warning or an exception, and without our library.
    args = pictures(home) if adoption is METADATA_CLEANER else []
    if adoption is SOUND_RECORDER:
        recordings(home)
    app = AdoptedApp(adoption, *args, data_home=os.path.join(home, "data"), unpatched=True)
    wait_until(lambda: len(app.find_all("list item")) == 4, message="four rows")
    check(app.loaded_library() is None, f"{adoption.package} as Debian ships it loaded {app.loaded_library()}")
    app.close()


# Metadata Cleaner
def test_metadata_cleaner_file_leaves_the_list_by_a_pointer_drag(home):
    # A full swipe runs win.remove-file at once; a shorter drag opens the row on its Remove button.
    app = started(AdoptedApp, METADATA_CLEANER, home, *pictures(home), rows=FILES)
    full_swipe(app, app.row("receipt.png"))
    gone(app, "receipt.png")
    open_by_drag(app, app.row("scan.png"))
    app.click(*app.center(button(app, "Remove")))
    shows(app, ["holiday.png", "ticket.png"])
    # A click on a file still shows its metadata, as the app's own row did.
    app.click(*app.center(app.row("ticket.png")))
    app.find("label", "Details")
    app.close()


@pytest.mark.touch
def test_metadata_cleaner_file_leaves_the_list_by_a_touch_swipe(home):
    app = started(TouchedAdoptedApp, METADATA_CLEANER, home, *pictures(home), rows=FILES)
    x, y, w, h = app.extents(app.row("holiday.png"))
    app.touch_drag(x + w - 20, y + h // 2, x + 20, y + h // 2 + 4, steps=24, duration=0.5)
    shows(app, ["receipt.png", "scan.png", "ticket.png"])
    app.close()


@pytest.mark.orca
def test_metadata_cleaner_keys_remove_files_and_orca_names_the_row_and_its_action(home):
    with Orca() as orca:
        app = started(HeardAdoptedApp, METADATA_CLEANER, home, *pictures(home), rows=FILES)
        first, second = keys_and_orca(app, orca, FILES, ["Remove"])
        shows(app, [t for t in FILES if t not in (first, second)])
        app.close()


# Sound Recorder
TITLES = [f"{name}.ogg" for name in RECORDINGS]


def recorded(home, name):
    return os.path.exists(os.path.join(home, "data", "org.gnome.SoundRecorder", name))


def deleted(home, name):
    """The recording left its folder for the trash (Sound Recorder trashes it once its toast,
    with Undo, has gone: 5 s, one toast after another)."""
    trashed = os.path.join(home, "data", "Trash", "files", name)
    wait_until(lambda: not recorded(home, name) and os.path.exists(trashed), timeout=30,
               message=f"{name} to go to the trash")


def exported(app, home, name):
    """The Export dialog the recording's Export opened saves it where the test says."""
    app.find(name="Export Recording", timeout=15)   # a "filler" to AT-SPI (GTK 4.8)
    path = os.path.join(home, "Exports", name)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    app.key("ctrl+a")
    app.type(path)
    app.key("Return")
    wait_until(lambda: os.path.exists(path) and os.path.getsize(path) > 1000, message=f"{path} to be written")
    check(recorded(home, name), "exporting moved the recording")
    # The display has no window manager to give the window back the focus the dialog had.
    harness.xdotool("windowfocus", "--sync", app.window_id)


def test_sound_recorder_recording_is_exported_and_deleted_by_pointer_drags(home):
    recordings(home)
    app = started(AdoptedApp, SOUND_RECORDER, home, rows=TITLES)
    # A click on a recording still opens its player, as the app's own row did (the row is
    # activatable), and a second closes it.
    row = app.row("Bird song.ogg")
    x, y, w, height = app.extents(row)
    app.click(x + w // 2, y + height // 2)
    wait_until(lambda: app.extents(row)[3] > height + 60, message="the player to open under Bird song.ogg")
    # On the name again, once the player is open and the first click is no double click's.
    time.sleep(1.0)
    app.click(x + w // 2, y + height // 2)
    wait_until(lambda: app.extents(row)[3] == height, message="the player to close")
    full_swipe(app, app.row("Piano.ogg"))
    gone(app, "Piano.ogg")
    open_by_drag(app, app.row("Rain.ogg"), rightwards=True)
    app.click(*app.center(button(app, "Export")))
    exported(app, home, "Rain.ogg")
    deleted(home, "Piano.ogg")
    app.close()


@pytest.mark.touch
def test_sound_recorder_recording_is_deleted_by_a_touch_swipe(home):
    recordings(home)
    app = started(TouchedAdoptedApp, SOUND_RECORDER, home, rows=TITLES)
    x, y, w, h = app.extents(app.row("Meeting notes.ogg"))
    app.touch_drag(x + w - 20, y + h // 2, x + 20, y + h // 2 + 4, steps=24, duration=0.5)
    gone(app, "Meeting notes.ogg")
    deleted(home, "Meeting notes.ogg")
    app.close()


@pytest.mark.orca
def test_sound_recorder_keys_delete_and_export_and_orca_names_the_row_and_its_actions(home):
    recordings(home)
    with Orca() as orca:
        app = started(HeardAdoptedApp, SOUND_RECORDER, home, rows=TITLES)
        first, second = keys_and_orca(app, orca, TITLES, ["Export", "Delete"])
        exported(app, home, second)
        # Return on a recording still opens its player, as on the app's own row.
        row = focused_row(app)
        height = app.extents(row)[3]
        app.key("Return")
        wait_until(lambda: app.extents(row)[3] > height + 60, message=f"the player to open under {row.name!r}")
        deleted(home, first)
        app.close()
