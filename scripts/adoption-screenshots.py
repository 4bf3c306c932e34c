"""The pictures of Examples/adoption/README.md: Metadata Cleaner and Sound Recorder as Debian
ships them, patched by Examples/adoption/ (harness.adopted, as Tests/e2e/test_adoption_apps.py
runs them), each with a row swiped open by a real drag, in light style, into
docs/reference/images/metadata-cleaner.png and sound-recorder.png.

It installs our packages and the two apps as the test does (root; $SWIPEBLOCKS_DEBS names
packages built before, else `make deb` builds them with the binary given):
    scripts/session.sh /usr/bin/python3 scripts/adoption-screenshots.py PATH/TO/swipeblocks"""
import os
import sys
import tempfile
import time

import harness  # the e2e harness (Tests/e2e/harness: scripts/session.sh puts it on the path)
from harness import adopted, debian
from harness.windows import resize

IMAGES = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "docs", "reference", "images")


def open_row(app, title, reach):
    """Drags the row `title` `reach` px toward the buttons it uncovers (leftwards: the trailing
    ones) and lets it settle open, the pointer then out of the way."""
    x, y, w, h = app.extents(app.row(title))
    app.drag(x + w // 2, y + h // 2, x + w // 2 - reach, y + h // 2, steps=16, duration=0.4)
    harness.park_pointer()
    time.sleep(1.0)


def picture(adoption, args, title, reach, size, name, data_home):
    """The app with `args`, sized to `size` (its list and little else), the row `title` open."""
    app = adopted.AdoptedApp(adoption, *args, data_home=data_home)
    resize(app, *size)
    time.sleep(1.5)   # the files' metadata read, the recordings' lengths found
    open_row(app, title, reach)
    path = app.screenshot(os.path.join(IMAGES, name))
    app.close()
    print(path)


home = tempfile.mkdtemp(prefix="swipeblocks-adoption-pictures-")
with debian.held():
    adopted.install(os.path.abspath(sys.argv[1]))
    files = adopted.pictures(os.path.join(home, "Pictures"), ["holiday.png", "receipt.png", "scan.png", "ticket.png"])
    picture(adopted.METADATA_CLEANER, files, "receipt.png", 120, (400, 340), "metadata-cleaner.png", os.path.join(home, "data"))
    adopted.recordings(os.path.join(home, "data"), ["Bird song", "Meeting notes", "Piano", "Rain"])
    picture(adopted.SOUND_RECORDER, [], "Meeting notes.ogg", 150, (640, 480), "sound-recorder.png", os.path.join(home, "data"))
