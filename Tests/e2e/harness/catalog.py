"""The repository and its built-in catalogue, as the folders have it: the one list of blocks the
tests walk (a block added to Catalog/ is walked with the rest)."""
import json
import os

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
CATALOG = os.path.join(ROOT, "Catalog")


# The blocks that show a library behaviour (their manifest names one), not a kind of row.
BEHAVIOURS = []


def _blocks():
    out = []
    for folder in sorted(os.listdir(CATALOG)):
        path = os.path.join(CATALOG, folder, "block.json")
        if os.path.isfile(path):
            with open(path, encoding="utf-8") as f:
                data = json.load(f)
            out.append((data["id"], data["title"]["en"], data["category"]["en"]))
            if "behaviour" in data:
                BEHAVIOURS.append(data["id"])
    return out


# The built-in blocks' ids and English titles, in the order `list` shows them (by id).
_READ = _blocks()
BLOCKS = [block for block, _, _ in _READ]
TITLES = [title for _, title, _ in _READ]


def _listed():
    categories = []
    for _, _, category in _READ:
        if category not in categories:
            categories.append(category)
    return [block for category in categories for block, _, other in _READ if other == category]


# The same, in the order the window's block list shows them: grouped by category, the categories
# in the order their first block comes.
LISTED = _listed()


def title_of(block):
    """The English title of the built-in block `block`."""
    return next(title for other, title, _ in _READ if other == block)
