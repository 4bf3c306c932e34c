"""Helpers of the command-line tests: a block manifest, a catalogue folder, a result shown."""
import json
import os
import subprocess


def run_binary(binary, *args, stdin=None, cwd="/"):
    """Runs the binary from `cwd` (the root by default: the catalogue must not need the source
    tree) with no display, as text."""
    env = dict(os.environ)
    env.pop("DISPLAY", None)
    env.pop("WAYLAND_DISPLAY", None)
    return subprocess.run([binary, *args], input=stdin, capture_output=True, text=True, cwd=cwd, env=env, timeout=60)


# The built-in blocks, as `list` orders them: the folders of Catalog/ that hold a block.
CATALOG = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "Catalog")
BUILT_IN = sorted(name for name in os.listdir(CATALOG) if os.path.isfile(os.path.join(CATALOG, name, "block.json")))


def shown(result):
    """A run's exit code and the start of its output, for a failed assertion."""
    return f"exit {result.returncode}; stdout {result.stdout[:300]!r}; stderr {result.stderr[:300]!r}"


def manifest(block_id, **changes):
    """The text of a valid block.json for `block_id`, with `changes` to its top-level fields."""
    data = {
        "id": block_id, "title": "User Row", "summary": "A block from a user folder.", "category": "Gestures",
        "platform": "GTK 4 (Linux)", "level": "beginner", "origin": "Tests",
        "tags": {"en": ["zebra"], "es": ["cebra"]},
        "parameters": [{"name": "tint", "type": "Color", "default": ".green", "summary": "Tint."}],
        "engine": {"kind": "completion", "tint": "teal"},
    }
    data.update(changes)
    return json.dumps(data, ensure_ascii=False, indent=2)


def make_catalog(root, blocks):
    """A catalogue folder at `root`: one folder per key of `blocks`, its block.json the value."""
    for folder, text in blocks.items():
        os.makedirs(os.path.join(root, folder), exist_ok=True)
        with open(os.path.join(root, folder, "block.json"), "w", encoding="utf-8") as f:
            f.write(text)
    return str(root)
