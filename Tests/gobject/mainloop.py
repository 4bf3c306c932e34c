"""GLib's main loop for the scripts in Tests/gobject: run it a while, or until something holds."""
from gi.repository import GLib


def spin(seconds):
    context = GLib.MainContext.default()
    end = GLib.get_monotonic_time() + seconds * 1000000
    while GLib.get_monotonic_time() < end:
        context.iteration(False)


def spin_until(condition, seconds=10):
    context = GLib.MainContext.default()
    end = GLib.get_monotonic_time() + seconds * 1000000
    while not condition() and GLib.get_monotonic_time() < end:
        context.iteration(False)
    assert condition(), f"waited {seconds} s"
