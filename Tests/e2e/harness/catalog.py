"""The repository and its built-in catalogue, as the folders have it: the one list of blocks the
tests walk (a block added to Catalog/ is walked with the rest)."""
import json
import os

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
CATALOG = os.path.join(ROOT, "Catalog")


def _blocks():
    out = []
    for folder in sorted(os.listdir(CATALOG)):
        path = os.path.join(CATALOG, folder, "block.json")
        if os.path.isfile(path):
            with open(path, encoding="utf-8") as f:
                data = json.load(f)
            out.append((data["id"], data["title"]["en"]))
    return out


# The built-in blocks' ids and English titles, in the order the window's list and `list` show them.
BLOCKS = [block for block, _ in _blocks()]
TITLES = [title for _, title in _blocks()]
