#!/usr/bin/env python3
"""Writes a generated user catalogue of N blocks for `make bench`: the built-in manifests of
Catalog/ (and their descriptions) repeated under new ids, DIR/<id>/block.json, as SwipeBench's
catalogue benchmark generates them in memory.

Usage: bench-catalog.py DIR N"""
import json
import os
import sys

out, count = sys.argv[1], int(sys.argv[2])
root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Catalog")
templates = sorted(name for name in os.listdir(root) if os.path.isfile(os.path.join(root, name, "block.json")))
if not templates:
    sys.exit("bench-catalog: no manifests in Catalog/")
for i in range(count):
    name = templates[i % len(templates)]
    with open(os.path.join(root, name, "block.json"), encoding="utf-8") as f:
        manifest = json.load(f)
    block_id = f"{name}-{i}"
    manifest["id"] = block_id
    folder = os.path.join(out, block_id)
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "block.json"), "w", encoding="utf-8") as f:
        json.dump(manifest, f, indent=2, ensure_ascii=False)
    description = os.path.join(root, name, "description.md")
    if os.path.exists(description):
        with open(description, encoding="utf-8") as f, open(os.path.join(folder, "description.md"), "w", encoding="utf-8") as g:
            g.write(f.read())
