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
