"""The real screen reader, Orca, inside the e2e session: what it speaks, as a transcript.

    from harness.screen_reader import App, Orca   # App: harness.App that tolerates Orca's GTK warning
    with Orca() as orca:                   # or orca = Orca().start() … orca.stop()
        app = App("--block", "swipe-action-row")
        since = orca.mark()
        app.key("Tab")
        orca.wait_for(r"Flight update", since=since)   # the utterance, or harness.Failure
        print(orca.spoken(since))      # ['Flight update Your gate has changed to B12.']
        print(orca.transcript(since))  # seconds since ready, kind, text: one utterance a line

Utterances are what Orca hands to speech, one string each (kind "speech"; "char" for a single
character it speaks); its key echo ("tab", "left shift", letters as they are typed) is kind
"key" and left out of spoken()/wait_for() unless keys=True. Starting takes about 1 s (0.7–1.4 s
measured on 2 cores: speech-dispatcher 0.1 s, Python and Orca's imports 0.5 s, Orca's own start
0.3 s); stopping about 0.3 s.

How it works (all of it private to the session scripts/session.sh made; nothing is written
outside a temporary directory, no sound server, audio device or network is needed):

- A private speech-dispatcher (`speech-dispatcher -s -t 0 -S SOCKET -C CONFIG`): the espeak-ng
  output module really synthesises, into libao's `null` driver (chosen by a `.libao` in its own
  HOME), so utterances start and end as they would for a person. The system-wide one, which Orca
  would otherwise autospawn, needs PulseAudio and hangs Orca's start without it.
- Orca 43 (/usr/bin/orca) runs under this file as a wrapper (`python3 screen_reader.py --wrap …`), which
  before Orca's own main():
  - records every string Orca sends to speech (speech._speak, speakCharacter, and key echo
    speakKeyEvent, kept apart as kind "key") as JSON lines in transcript.jsonl, flushed at once;
  - writes Orca's debug log (debug.LEVEL_INFO, no per-event lines) line-buffered to debug.log
    (`orca --debug-file` opens it block-buffered: nothing shows for the first ~8 KB);
  - removes the "another Orca is running" check (`otherOrcas`, by process name for the whole
    user), which would refuse a second Orca in a parallel session or beside a user's own;
  - writes a "ready" record from the first idle of Orca's AT-SPI main loop: Orca has registered
    its event and key listeners and handles events from then on (the positive start signal).
  Orca gets its own HOME, XDG_CONFIG_HOME, XDG_DATA_HOME and --user-prefs directory (a first
  start: default settings, speech on, default verbosity; Orca 43 shows no setup dialog then),
  GSETTINGS_BACKEND=memory, SPEECHD_ADDRESS pointing at the private socket, braille off.
- Settings: Orca(settings={"enablePositionSpeaking": True}) starts it as a person who turned
  "speak object position" on in its Preferences would (written into the private user prefs).
- warm_up_keys(), once the first window has focus, spends Orca's first key event (Tab, then
  Shift+Tab back): Orca takes no key until a focus change (it misses the window's activation),
  then ignores the first one it sees (its AT-SPI timestamp is 0). An Orca command pressed first,
  such as Where Am I, would do nothing.
- stop() asks Orca to quit (SIGTERM, handled in its GLib main loop: Orca's own Python handler
  would wait for the next AT-SPI event; it says "Screen reader off." and restores the keymap),
  then speech-dispatcher (which ends its modules), killing each process group if it lingers.

Failing runs: harness.save_failure (which conftest.py calls for a failed test) also keeps the
transcript, Orca's debug log and its output of every running Orca under harness.ARTIFACTS as
NAME-orca.txt, NAME-orca-debug.log and NAME-orca-output.txt; save(path) keeps them at any time;
a failing wait_for has the transcript in its message.
"""
import atexit
import ctypes
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time

ORCA = "/usr/bin/orca"
PYTHON = "/usr/bin/python3"   # the one with pyatspi and Orca's modules
SPEECHD = "speech-dispatcher"

_running = []


def _harness():
    import harness   # not at the top: the wrapper (python3 screen_reader.py --wrap) runs without it
    return harness


class Orca:
    """A private speech-dispatcher and Orca 43 in the current session (DISPLAY, D-Bus and AT-SPI
    buses from scripts/session.sh). Start once per test module when you can: see start_seconds."""

    def __init__(self, start_timeout=30.0, disable=("braille",), enable=(), keep=None, settings=None):
        # disable / enable: Orca's own -d / -e options (its boolean settings by name, such as
        # "key-echo" for enableKeyEcho); braille is off by default: there is no braille display.
        # settings: user settings by Orca's own names (orca/settings.py), as a person would have
        # saved them in Orca's Preferences, e.g. {"enablePositionSpeaking": True} for "speak object
        # position" ("1 of 4" after a list item's name; off by default). They are written into the
        # private --user-prefs directory as user-settings.conf, the file Orca's JSON backend reads
        # (with none, Orca starts as on a first start, with its defaults).
        # keep: leave the work directory (transcript, Orca's debug log, speech-dispatcher's logs)
        # after stop(); by default only with SWIPEBLOCKS_KEEP_ORCA=1 (save() copies what a
        # failing scenario needs before that).
        self.keep = keep if keep is not None else os.environ.get("SWIPEBLOCKS_KEEP_ORCA") == "1"
        self.start_timeout = start_timeout
        self.options = [*(("--disable", ",".join(disable)) if disable else ()),
                        *(("--enable", ",".join(enable)) if enable else ())]
        self.orca = self.speechd = None
        self.settings = dict(settings or {})
        self.warmed_up = False   # see warm_up_keys()
        self.start_seconds = None
        self._records = []
        self._offset = 0
        self._partial = ""
        self._files = []

    # Starting and stopping
    def __enter__(self):
        return self.start()

    def __exit__(self, *exc):
        self.stop()
        return False

    def start(self):
        begin = time.monotonic()
        self.workdir = tempfile.mkdtemp(prefix="swipeblocks-orca-")
        self.transcript_path = os.path.join(self.workdir, "transcript.jsonl")
        self.debug_path = os.path.join(self.workdir, "debug.log")
        self.orca_output_path = os.path.join(self.workdir, "orca-output.txt")
        _running.append(self)
        try:
            self._start_speechd()
            self._start_orca()
            self._wait(lambda: any(r["kind"] == "ready" for r in self._read()), self.start_timeout,
                       "Orca to be ready (its AT-SPI main loop running)")
        except BaseException:
            self.stop(check=False)
            raise
        self.start_seconds = time.monotonic() - begin
        return self

    def _start_speechd(self):
        conf = os.path.join(self.workdir, "speechd")
        home = os.path.join(self.workdir, "speechd-home")
        os.makedirs(os.path.join(conf, "modules"))
        os.makedirs(home)
        with open(os.path.join(conf, "speechd.conf"), "w") as f:
            f.write(f'LogLevel 3\nLogDir "{self.workdir}"\nAudioOutputMethod "libao"\n'
                    'AddModule "espeak-ng" "sd_espeak-ng" "espeak-ng.conf"\n'
                    'DefaultModule espeak-ng\nDefaultLanguage "en"\n')
        open(os.path.join(conf, "modules", "espeak-ng.conf"), "w").close()
        with open(os.path.join(home, ".libao"), "w") as f:
            f.write("default_driver=null\n")
        # A short path: a unix socket's path has at most 107 bytes.
        self.socket_path = os.path.join(self.workdir, "speechd.sock")
        env = dict(os.environ, HOME=home, XDG_CONFIG_HOME=os.path.join(home, ".config"))
        env.pop("PULSE_SERVER", None)
        self.speechd = subprocess.Popen(
            [SPEECHD, "-s", "-t", "0", "-S", self.socket_path, "-C", conf,
             "-P", os.path.join(self.workdir, "speechd.pid")],
            stdin=subprocess.DEVNULL, stdout=self._log_file("speechd-output.txt"),
            stderr=subprocess.STDOUT, env=env, cwd=self.workdir, preexec_fn=_own_group_dying_with_parent)

        def answers():
            if self.speechd.poll() is not None:
                raise _harness().Failure(f"speech-dispatcher exited with {self.speechd.returncode}: "
                                         f"{self._tail('speechd-output.txt')}")
            try:
                with socket.socket(socket.AF_UNIX) as s:
                    s.settimeout(2)
                    s.connect(self.socket_path)
                    s.sendall(b"QUIT\r\n")
                    return s.recv(100).startswith(b"231")
            except OSError:
                return False
        self._wait(answers, 10, "the private speech-dispatcher to answer")

    def _start_orca(self):
        home = os.path.join(self.workdir, "orca-home")
        prefs = os.path.join(home, "prefs")
        os.makedirs(prefs)
        if self.settings:
            profile = {"profile": ["Default", "default"], "pronunciations": {}, "keybindings": {}}
            with open(os.path.join(prefs, "user-settings.conf"), "w") as f:
                json.dump({"general": {**self.settings, "firstStart": False}, "profiles": {"default": profile},
                           "pronunciations": {}, "keybindings": {}}, f, indent=4)
        env = dict(os.environ, HOME=home, XDG_CONFIG_HOME=os.path.join(home, ".config"),
                   XDG_DATA_HOME=os.path.join(home, ".local", "share"),
                   XDG_CACHE_HOME=os.path.join(home, ".cache"), GSETTINGS_BACKEND="memory",
                   SPEECHD_ADDRESS=f"unix_socket:{self.socket_path}", PYTHONUNBUFFERED="1",
                   PYTHONDONTWRITEBYTECODE="1")
        self.orca = subprocess.Popen(
            [PYTHON, os.path.abspath(__file__), "--wrap", self.transcript_path, self.debug_path, "--",
             "--user-prefs", prefs, *self.options],
            stdin=subprocess.DEVNULL, stdout=self._log_file("orca-output.txt"), stderr=subprocess.STDOUT,
            env=env, cwd=self.workdir, preexec_fn=_own_group_dying_with_parent)

    def stop(self, check=True):
        """Stops Orca, then speech-dispatcher; each is killed (with its process group) if it has
        not ended 5 s after SIGTERM. Raises harness.Failure (when `check`) if Orca had crashed."""
        problems = []
        for name, proc in (("Orca", self.orca), ("speech-dispatcher", self.speechd)):
            if proc is None:
                continue
            if proc.poll() is None:
                proc.terminate()
                try:
                    proc.wait(5)
                except subprocess.TimeoutExpired:
                    problems.append(f"{name} did not end on SIGTERM and was killed")
                    proc.kill()
                    proc.wait(5)
            elif name == "Orca":
                problems.append(f"Orca had exited with {proc.returncode}: {self._tail('orca-output.txt')}")
            # Whatever it started (speech-dispatcher's modules) goes with it.
            try:
                os.killpg(proc.pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass
        self.orca = self.speechd = None
        for f in self._files:
            f.close()
        self._files = []
        if self in _running:
            _running.remove(self)
        try:
            self._read()   # what was spoken stays readable after stop()
        except Exception:  # noqa: BLE001
            pass
        if not self.keep and not problems:
            shutil.rmtree(self.workdir, ignore_errors=True)
        if check and problems:
            raise _harness().Failure("; ".join(problems))

    # The transcript
    def _read(self):
        """All records so far (dicts with t, kind and text), reading what Orca has added."""
        try:
            with open(self.transcript_path) as f:
                f.seek(self._offset)
                chunk = f.read()
                self._offset = f.tell()
        except FileNotFoundError:
            chunk = ""
        lines = (self._partial + chunk).split("\n")
        self._partial = lines.pop()
        self._records.extend(json.loads(line) for line in lines if line.strip())
        if self.orca is not None and self.orca.poll() is not None:
            raise _harness().Failure(f"Orca exited with {self.orca.returncode}: {self._tail('orca-output.txt')}\n"
                                     f"{self.transcript()}")
        return self._records

    def mark(self):
        """A position in the transcript: what is spoken from now on comes after it."""
        return len(self._read())

    def records(self, since=0, keys=False):
        return [r for r in self._read()[since:] if r["kind"] in ("speech", "char") or (keys and r["kind"] == "key")]

    def spoken(self, since=0, keys=False):
        """The utterances since `since` (a mark()), as strings; key echo only with keys=True."""
        return [r["text"] for r in self.records(since, keys)]

    def wait_for(self, match, since=0, timeout=15.0, keys=False):
        """The first utterance after `since` that `match` (a regular expression, searched, or a
        predicate on the string) accepts; raises harness.Failure with the transcript if none
        comes within `timeout` seconds. (Orca 43 takes about 1 s to speak a focused list cell on
        an idle machine, several under load: a generous timeout costs nothing when it speaks.)"""
        accept = (lambda text: re.search(match, text)) if isinstance(match, (str, re.Pattern)) else match
        found = self._wait(lambda: next((t for t in self.spoken(since, keys) if accept(t)), None), timeout, None)
        if found is None:
            what = match if isinstance(match, (str, re.Pattern)) else getattr(match, "__name__", "predicate")
            before = self.transcript(max(0, since - 4), keys=True).splitlines()[:min(since, 4)]
            raise _harness().Failure(f"Orca did not speak {what!r} within {timeout}s; it spoke:\n"
                                     + "".join(f"{line}   (before the mark)\n" for line in before)
                                     + self.transcript(since, keys=True))
        return found

    def wait_quiet(self, quiet=0.6, timeout=5.0, since=0):
        """Waits until Orca has said nothing new for `quiet` seconds (at most `timeout`) and
        returns what it spoke since `since`. For a diagnostic; assertions should use wait_for."""
        deadline = time.monotonic() + timeout
        count, changed = len(self._read()), time.monotonic()
        while time.monotonic() < deadline:
            time.sleep(0.05)
            now = len(self._read())
            if now != count:
                count, changed = now, time.monotonic()
            elif time.monotonic() - changed >= quiet:
                break
        return self.spoken(since)

    def warm_up_keys(self, keys=("Tab", "shift+Tab"), timeout=5.0):
        """Spends Orca's first key event, with `keys` (xdotool names) pressed in the window that
        has focus; call it once per Orca, right after the first launch (a Tab there and a Shift+Tab
        back leave the focus where the window put it). Two things make it needed here:
        - Orca misses a new window's activation (the app reports it before it is on the AT-SPI
          bus: "Event is from potentially-defunct source" in Orca's log), so it knows of no window
          and takes no key until a focus change, which the first Tab makes (that Tab itself it never
          sees);
        - Orca 43 takes keys from AT-SPI's device, which here numbers the events' timestamps from 0,
          and ignores a key press whose timestamp is 0 ("CONSUME: False (No timestamp)"): the first
          key it sees does nothing in Orca (the app still gets it). Were that an Orca command, say
          Where Am I (KP_Enter), it would be lost.
        Waits until Orca's debug log shows a key (at most `timeout` s) and Orca is quiet; returns
        whether it showed."""
        if self.warmed_up:
            return True

        def logged():
            try:
                with open(self.debug_path, errors="replace") as f:
                    return "KEYBOARD_EVENT" in f.read()
            except OSError:
                return False
        for _ in range(3):   # a busy Orca may miss a round too: another, until its log shows a key
            for key in keys:   # all of them, whichever Orca saw: the focus comes back
                subprocess.run(["xdotool", "key", "--clearmodifiers", key], capture_output=True, timeout=10)
                self.wait_quiet(quiet=0.5, timeout=4)
            if self._wait(logged, timeout, None):
                break
        self.warmed_up = logged()
        self.wait_quiet(quiet=0.5, timeout=3)
        return self.warmed_up

    def transcript(self, since=0, keys=True):
        """The transcript as text, one utterance a line, with seconds since Orca was ready."""
        records = self._records
        ready = next((r["t"] for r in records if r["kind"] == "ready"), records[0]["t"] if records else 0)
        lines = []
        for r in records[since:]:
            if r["kind"] == "key" and not keys:
                continue
            text = repr(r["text"]) if r["kind"] != "ready" else "(Orca is ready)"
            extra = f" ({r['voice']})" if r.get("voice") else ""
            lines.append(f"{r['t'] - ready:8.3f} {r['kind']:6} {text}{extra}")
        return "\n".join(lines) or "(nothing)"

    def save(self, path):
        """Keeps the transcript at `path` and Orca's debug log beside it (PATH-debug.log)."""
        os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
        try:
            self._read()
        except Exception:  # noqa: BLE001 - Orca may have exited: keep what it wrote
            pass
        with open(path, "w") as f:
            f.write(self.transcript() + "\n")
        base = os.path.splitext(path)[0]
        for source, target in ((self.debug_path, base + "-debug.log"),
                               (self.orca_output_path, base + "-output.txt")):
            if os.path.exists(source):
                shutil.copy(source, target)
        return path

    # Helpers
    def _log_file(self, name):
        f = open(os.path.join(self.workdir, name), "w")
        self._files.append(f)
        return f

    def _tail(self, name, size=1500):
        try:
            with open(os.path.join(self.workdir, name), errors="replace") as f:
                return f.read()[-size:]
        except OSError:
            return ""

    def _wait(self, predicate, timeout, message):
        """harness.wait_until, with what Orca wrote in the failure; with no `message`, None on time-out."""
        harness = _harness()
        try:
            return harness.wait_until(predicate, timeout=timeout, message=message or "Orca")
        except harness.Failure as error:
            if message is None:
                return None
            raise harness.Failure(f"{error}; Orca wrote: {self._tail('orca-output.txt')}") from None


def _own_group_dying_with_parent():
    """In the child before exec: its own process group (stop() ends the group), and SIGTERM
    when the test process dies, so that not even a killed run leaves an Orca behind."""
    os.setsid()
    ctypes.CDLL("libc.so.6", use_errno=True).prctl(1, signal.SIGTERM)   # PR_SET_PDEATHSIG


def stop_all():
    """Stops every Orca still running (atexit does this too)."""
    for orca in list(_running):
        orca.stop(check=False)


atexit.register(stop_all)


def _install_failure_hook():
    """harness.save_failure (called by conftest.py for a failed test) also keeps the transcript
    of every running Orca as ARTIFACTS/NAME-orca.txt."""
    harness = _harness()
    original = harness.save_failure
    if getattr(original, "_keeps_orca", False):
        return

    def save_failure(name):
        for i, orca in enumerate(list(_running)):
            suffix = f"-{i}" if i else ""
            try:
                path = orca.save(os.path.join(harness.ARTIFACTS, f"{name}-orca{suffix}.txt"))
                print(f"  saved {path}", flush=True)
            except Exception as error:  # noqa: BLE001
                print(f"  could not keep Orca's transcript: {error}", flush=True)
        original(name)
    save_failure._keeps_orca = True
    harness.save_failure = save_failure


# The wrapper: python3 screen_reader.py --wrap TRANSCRIPT DEBUG_LOG -- ORCA_ARGS…
def _wrap(transcript_path, debug_path, orca_args):
    sys.argv = [ORCA, *orca_args]
    from orca import debug
    debug.debugLevel = debug.LEVEL_INFO
    debug.eventDebugLevel = debug.LEVEL_OFF
    debug.debugFile = open(debug_path, "w", buffering=1)

    out = open(transcript_path, "w", buffering=1)

    def record(kind, text="", **extra):
        out.write(json.dumps({"t": time.time(), "kind": kind, "text": text, **extra}) + "\n")

    from orca import settings, speech
    speak, speak_character, speak_key = speech._speak, speech.speakCharacter, speech.speakKeyEvent

    def _speak(text, acss, interrupt):
        # As Orca's own log line does: the name of the first voice equal to acss, unless default.
        voice = next((k for k, v in settings.voices.items() if v == acss), settings.DEFAULT_VOICE)
        record("speech", text, **({"voice": voice} if voice != settings.DEFAULT_VOICE else {}))
        return speak(text, acss, interrupt)

    def speakCharacter(character, acss=None):
        if not settings.silenceSpeech:
            record("char", character)
        return speak_character(character, acss)

    def speakKeyEvent(event, acss=None):
        if not settings.silenceSpeech:
            record("key", f"{event.getKeyName()} {event.getLockingStateString()}".strip())
        return speak_key(event, acss)

    speech._speak, speech.speakCharacter, speech.speakKeyEvent = _speak, speakCharacter, speakKeyEvent

    from gi.repository import GLib
    from orca import orca as orca_main
    start = orca_main.start

    def start_and_tell(registry, cacheValues):
        def ready():
            record("ready")
            debug.println(debug.LEVEL_INFO, "TEST HARNESS: Orca is ready", True)
            # Orca's SIGTERM handler is a Python one, which runs only when Python code does: in
            # an idle session (no AT-SPI event) Orca would never see it. GLib's runs in the loop.
            GLib.unix_signal_add(GLib.PRIORITY_HIGH, signal.SIGTERM, terminate)
            return False

        def terminate():
            orca_main.shutdownOnSignal(signal.SIGTERM, None)
            return False
        GLib.idle_add(ready)
        return start(registry, cacheValues)
    orca_main.start = start_and_tell

    # /usr/bin/orca's own main(), with its "another Orca is running" check removed.
    with open(ORCA) as f:
        code = compile(f.read(), ORCA, "exec")
    launcher = {"__name__": "orca_launcher", "__file__": ORCA}
    exec(code, launcher)
    launcher["otherOrcas"] = lambda: []
    sys.exit(launcher["main"]())


if __name__ == "__main__" and len(sys.argv) > 4 and sys.argv[1] == "--wrap" and sys.argv[4] == "--":
    _wrap(sys.argv[2], sys.argv[3], sys.argv[5:])
elif __name__ != "__main__":
    import harness
    _install_failure_hook()

    class App(harness.App):
        """harness.App for a window Orca reads. Orca 43 asks for extents in screen coordinates,
        which GTK 4 cannot give on X11: GTK warns "Screen coordinates not supported" once per
        such call. That warning (only that one) is no failure of the app here."""

        IGNORED = "Screen coordinates not supported"

        def stderr(self):
            return "".join(line for line in super().stderr().splitlines(keepends=True) if self.IGNORED not in line)

        def orca_warnings(self):
            return sum(self.IGNORED in line for line in super().stderr().splitlines())
