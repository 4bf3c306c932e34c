"""A row's slide seen from outside: positions read over AT-SPI until the slide is over."""
import time


def slide_and_return(sample, rest, distance, timeout=10.0, settle=0.3):
    """Reads `sample()` (an x, or a tuple whose first item is the x) every 10 ms until x has gone
    at least `distance` from `rest` and then stayed at `rest` for `settle` seconds, or until
    `timeout`; returns every reading. A loaded machine can start the slide late or draw it
    slowly: this waits for it rather than for a fixed time."""
    seen = []
    moved = False
    still_since = None
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        reading = sample()
        seen.append(reading)
        x = reading[0] if isinstance(reading, tuple) else reading
        now = time.monotonic()
        if abs(x - rest) >= distance:
            moved = True
        if moved and x == rest:
            still_since = still_since or now
            if now - still_since >= settle:
                break
        else:
            still_since = None
        time.sleep(0.01)
    return seen


def peek_seen(start, sample, rest, distance, tries=3):
    """Starts a peek with `start()` (a key sent at once, with no wait after it: the peek is under
    way) and reads it (`slide_and_return`) until a reading has gone
    `distance` from `rest`, starting it again, `tries` times at most; returns the last readings.
    A peek is 0.72 s (RowPeek): an app that a loaded machine lets draw two or three frames of it
    can show it only 8 px out, as a person there would see it; pressed again, it is seen whole.
    A peek that never slides that far fails every try."""
    seen = []
    for _ in range(tries):
        start()
        seen = slide_and_return(sample, rest, distance)
        if any(abs((r[0] if isinstance(r, tuple) else r) - rest) >= distance for r in seen):
            break
    return seen
