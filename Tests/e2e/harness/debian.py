"""The system's Debian packages: ours as `make deb` builds them, Debian's own apps, installed
with apt-get, and programs run on the installed files alone with the Swift toolchain hidden.

    with debian.held():                                     # no other test installs or purges meanwhile
        debian.install(*debian.our_debs(harness.BINARY))    # make deb in this checkout, once per process
        debian.install("metadata-cleaner", recommends=True) # from Debian's archive
        subprocess.run(debian.without_toolchain(["/usr/bin/metadata-cleaner"]))

The installed packages are the machine's, shared by every test process (pytest-xdist workers,
other checkouts): a test that installs or purges them holds `held()` (a lock beside the session
lock) for as long as it needs them as they are; apt-get waits for dpkg's own lock."""
import atexit
import contextlib
import fcntl
import os
import shutil
import subprocess
import tempfile
import time

from harness import check
from harness.catalog import ROOT

# Our packages, as scripts/deb.sh splits them.
PACKAGES = ["swipeblocks", "libswipewidgets-0-0", "libswipewidgets-0-dev", "gir1.2-swipewidgets-0"]
MULTIARCH = subprocess.run(["dpkg-architecture", "-qDEB_HOST_MULTIARCH"], capture_output=True, text=True).stdout.strip()
LIBDIR = f"/usr/lib/{MULTIARCH}"
TOOLCHAIN = "/opt/swift"
LOCK = "/tmp/.swipeblocks-packages.lock"
# The pytest-xdist group of the tests that hold() the packages (test_debian.py, test_adoption_apps.py):
# one worker runs them one after the other, where in two workers one would wait for the other's lock.
GROUP = "debian_packages"
# apt-get waits this long for dpkg's lock (another test, another checkout, the system) before it fails.
APT = ["apt-get", "-q", "-o", "DPkg::Lock::Timeout=600"]


def sh(*args, env=None, timeout=300):
    return subprocess.run(args, capture_output=True, text=True, env=env, timeout=timeout)


def without_toolchain(command):
    """`command` in a mount namespace of its own where an empty folder covers the Swift toolchain."""
    empty = tempfile.mkdtemp(prefix="no-swift-")
    return ["/usr/bin/unshare", "-m", "/bin/sh", "-c", f'mount --bind "$0" {TOOLCHAIN} && exec "$@"', empty, *command]


@contextlib.contextmanager
def held(timeout=1800, path=LOCK, what="the installed packages"):
    """The installed packages (or what the lock at `path` guards) for this process alone while
    inside: other holders wait (at most `timeout` seconds, then a failure)."""
    with open(path, "a") as lock:
        deadline = time.monotonic() + timeout
        while True:
            try:
                fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                check(time.monotonic() < deadline, f"another test held {what} ({path}) for {timeout} s")
                time.sleep(1)
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


_built = []


def build_debs(binary):
    """The four .debs `make deb` builds in this checkout's build/ (the debug config: `binary` as
    the app, the library as scripts/gir.sh builds it), built once per process and copied into a
    folder of its own: another process's `make deb` remakes build/deb (one at a time, under the
    checkout's build lock), never what this one installs or reads. Needs no held()."""
    if not _built:
        with held(path=os.path.join(ROOT, "build", ".deb.lock"), what="make deb"):
            made = sh("make", "-C", ROOT, "--no-print-directory", "deb", "CONFIG=debug",
                      env=dict(os.environ, SWIPEBLOCKS_BINARY=binary), timeout=900)
            check(made.returncode == 0, f"make deb failed: {made.stdout[-800:]} {made.stderr[-800:]}")
            debs = [os.path.join(ROOT, line) for line in made.stdout.split() if line.endswith(".deb")]
            check(sorted(os.path.basename(d).split("_")[0] for d in debs) == sorted(PACKAGES), f"make deb built {debs}")
            folder = tempfile.mkdtemp(prefix="swipeblocks-debs-")
            atexit.register(shutil.rmtree, folder, ignore_errors=True)
            for deb in debs:
                shutil.copy(deb, folder)
        _built.extend(os.path.join(folder, os.path.basename(deb)) for deb in debs)
    return list(_built)


def our_debs(binary):
    """Our four packages to install: those in the folder $SWIPEBLOCKS_DEBS names if set (packages
    built before: a release's, or those scripts/test.sh builds with `make deb` once for both .deb
    tests, beside the window layer), else build_debs(binary)."""
    folder = os.environ.get("SWIPEBLOCKS_DEBS")
    if not folder:
        return build_debs(binary)
    debs = [os.path.join(folder, name) for name in sorted(os.listdir(folder))
            if name.endswith(".deb") and name.split("_")[0] in PACKAGES]
    check(sorted(os.path.basename(d).split("_")[0] for d in debs) == sorted(PACKAGES),
          f"SWIPEBLOCKS_DEBS={folder} holds {debs}, not our four packages")
    return debs


def install(*packages, recommends=False):
    """apt-get install: .deb paths or names from Debian's archive (with the packages they
    recommend, as apt installs by default, if `recommends`)."""
    options = [] if recommends else ["--no-install-recommends"]
    done = sh(*APT, "install", "-y", *options, *packages, env=dict(os.environ, DEBIAN_FRONTEND="noninteractive"), timeout=1200)
    check(done.returncode == 0, f"apt-get install {' '.join(packages)} failed: {done.stdout[-600:]}{done.stderr[-600:]}")


def purge(*packages):
    done = sh(*APT, "purge", "-y", *packages, env=dict(os.environ, DEBIAN_FRONTEND="noninteractive"))
    check(done.returncode == 0, f"apt-get purge failed: {done.stderr[-400:]}")


def installed(package):
    """The installed version of `package`, or None."""
    status = sh("dpkg-query", "-W", "-f", "${db:Status-Status} ${Version}", package)
    state, _, version = status.stdout.partition(" ")
    return version if status.returncode == 0 and state == "installed" else None
