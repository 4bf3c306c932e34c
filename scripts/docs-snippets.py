#!/usr/bin/env python3
"""The reference's programs, built as a reader builds them from the page (scripts/docs.sh runs
this beside gi-docgen): each whole C program in docs/reference/*.md (a ```c block with `main`)
with gcc and the library's pkg-config file, warnings as errors (-Wall -Wextra, the level a GNOME
app's Meson asks for); each whole Vala program (a ```vala block with `main`) with valac
--pkg gtk4 --pkg swipewidgets-0, no warning from valac or the C compiler; each ```blueprint
block with blueprint-compiler, no warning; each ```xml block as well-formed XML (a fragment
wrapped in <interface>); each ```python block as Python (but a fragment, with a "…" line). The library is the build tree's
(build/gir, scripts/gir.sh). One line on standard error for each snippet that fails:
"ERROR: FILE:LINE: LANGUAGE: what was said". Usage: scripts/docs-snippets.py [FILE.md…]"""
import ast
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ElementTree

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GIR = os.path.join(ROOT, "build", "gir")
FENCE = re.compile(r"^```(\w*)\n(.*?)^```$", re.M | re.S)


def snippets(path):
    """(language, first line number, text) of each fenced block of the page."""
    with open(path) as f:
        page = f.read()
    for match in FENCE.finditer(page):
        yield match.group(1), page.count("\n", 0, match.start()) + 2, match.group(2)


def said(command, work, env=None):
    """What COMMAND printed when it failed or warned, else None."""
    run = subprocess.run(command, cwd=work, capture_output=True, text=True, env={**os.environ, **(env or {})})
    output = re.sub(r"\x1b\[[0-9;]*m", "", run.stdout + run.stderr).strip()
    if run.returncode != 0 or re.search(r"warning", output, re.I):
        return " ".join(output.split())[:400] or f"exit {run.returncode}"
    return None


def pkg_config(*args):
    return subprocess.run(["pkg-config", *args, "swipewidgets-0"], capture_output=True, text=True, check=True,
                          env={**os.environ, "PKG_CONFIG_PATH": GIR}).stdout.split()


def check_c(text, work):
    if not re.search(r"^main \(", text, re.M):
        return None
    with open(os.path.join(work, "snippet.c"), "w") as f:
        f.write(text)
    return said(["gcc", "-std=gnu11", "-Wall", "-Wextra", "-Wno-unused-parameter", "snippet.c", "-o", "snippet",
                 *pkg_config("--cflags", "--libs")], work)


def check_vala(text, work):
    if not re.search(r"\bmain \(", text):
        return None
    with open(os.path.join(work, "snippet.vala"), "w") as f:
        f.write(text)
    return said(["valac", f"--vapidir={GIR}", "--pkg", "gtk4", "--pkg", "swipewidgets-0", "snippet.vala"], work,
                {"PKG_CONFIG_PATH": GIR})


def check_blueprint(text, work):
    with open(os.path.join(work, "snippet.blp"), "w") as f:
        f.write(text)
    return said(["blueprint-compiler", "compile", "--output", "snippet.ui", "snippet.blp"], work,
                {"GI_TYPELIB_PATH": GIR})


def check_xml(text, work):
    try:
        ElementTree.fromstring(text if text.lstrip().startswith("<interface") or text.lstrip().startswith("<?xml")
                               else f"<interface>{text}</interface>")
    except ElementTree.ParseError as error:
        return str(error)
    return None


def check_python(text, work):
    if re.search(r"^\s*…$", text, re.M):
        return None  # a fragment: "…" stands for the lines around it
    try:
        ast.parse(text)
    except SyntaxError as error:
        return f"{error.msg} (line {error.lineno})"
    return None


CHECKS = {"c": check_c, "vala": check_vala, "blueprint": check_blueprint, "xml": check_xml, "python": check_python}
TOOLS = {"c": "gcc", "vala": "valac", "blueprint": "blueprint-compiler"}


def main():
    pages = sys.argv[1:] or sorted(glob.glob(os.path.join(ROOT, "docs", "reference", "*.md")))
    if not os.path.exists(os.path.join(GIR, "swipewidgets-0.pc")):
        print(f"ERROR: {GIR} has no library (scripts/gir.sh builds it)", file=sys.stderr)
        return 1
    missing = sorted({tool for tool in TOOLS.values() if shutil.which(tool) is None})
    if missing:
        print(f"ERROR: the snippets need {', '.join(missing)} (scripts/deps.sh build installs them)", file=sys.stderr)
        return 1
    failed = checked = 0
    for page in pages:
        for language, line, text in snippets(page):
            if language not in CHECKS:
                continue
            with tempfile.TemporaryDirectory(prefix="swipewidgets-snippet-") as work:
                problem = CHECKS[language](text, work)
            checked += 1
            if problem:
                failed += 1
                print(f"ERROR: {os.path.relpath(page, ROOT)}:{line}: {language}: {problem}", file=sys.stderr)
    print(f"{checked} snippets, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
