#!/usr/bin/env python3
"""The messages of the program and of its widget library, and their translations (gettext), for
Swift, which xgettext does not read.

    scripts/po.py pot            writes each domain's template: every message marked in its
                                 sources (tr("…"), trn("…", "…", count: n), N_("…")), with where it is used
    scripts/po.py check          fails, naming them, when a marked message is missing from its
                                 template or a template holds one no source marks any more;
                                 checks each translation with msgfmt --check too
    scripts/po.py mo FOLDER      compiles each translation (msgfmt --check) to
                                 FOLDER/LANG/LC_MESSAGES/DOMAIN.mo, as the binaries look for them

Two domains: `swipeblocks` (the window, the command line, the catalogue: po/swipeblocks.pot and
po/LANG.po, from every folder of Sources/ but the library's) and `swipewidgets` (the widget
library's own words, which an app using it finds whatever its own domain:
po/swipewidgets/swipewidgets.pot and po/swipewidgets/LANG.po, from Sources/Library/SwipeWidgets).

The window's GtkBuilder files (Resources/ui/*.ui) belong to `swipeblocks`: each element marked
translatable="yes" is a message.

A message is a Swift string literal ("…" or a multi-line \"\"\"…\"\"\") given straight to tr, N_ or
trn; a message with {name} placeholders is flagged python-brace-format, so msgfmt --check fails a
translation that loses or misspells one."""
import html
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCES = os.path.join(ROOT, "Sources")
LIBRARY = os.path.join(SOURCES, "Library", "SwipeWidgets")
BUILDER_FILES = os.path.join(ROOT, "Resources", "ui")


class Domain:
    """A gettext domain: its name, the folder of its template and translations, which source
    folders mark its messages, and whether the GtkBuilder files are its."""

    def __init__(self, name, folder, owns, builder_files=False):
        self.name = name
        self.folder = os.path.join(ROOT, folder)
        self.template = os.path.join(self.folder, name + ".pot")
        self.owns = owns
        self.builder_files = builder_files

    def languages(self):
        return sorted(name[:-3] for name in os.listdir(self.folder) if name.endswith(".po"))

    def po(self, lang):
        return os.path.join(self.folder, lang + ".po")


def inside(path, folder):
    return path == folder or path.startswith(folder + os.sep)


DOMAINS = [
    Domain("swipeblocks", "po", lambda path: not inside(path, LIBRARY), builder_files=True),
    Domain("swipewidgets", "po/swipewidgets", lambda path: inside(path, LIBRARY)),
]
HEADER = '''# The messages of {title}, for translators. Made by scripts/po.py pot: do not edit.
msgid ""
msgstr ""
"Project-Id-Version: {domain}\\n"
"MIME-Version: 1.0\\n"
"Content-Type: text/plain; charset=UTF-8\\n"
"Content-Transfer-Encoding: 8bit\\n"
'''
ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "0": "\0", "\\": "\\", '"': '"', "'": "'"}


class SwiftSyntaxError(Exception):
    pass


def decode_escapes(text, where):
    out, i = [], 0
    while i < len(text):
        c = text[i]
        if c != "\\":
            out.append(c)
            i += 1
            continue
        nxt = text[i + 1] if i + 1 < len(text) else ""
        if nxt in ESCAPES:
            out.append(ESCAPES[nxt])
            i += 2
        elif nxt == "u" and text[i + 2:i + 3] == "{":
            end = text.index("}", i)
            out.append(chr(int(text[i + 3:end], 16)))
            i = end + 1
        elif nxt == "(":
            raise SwiftSyntaxError(f"{where}: a message cannot interpolate; use a {{name}} placeholder")
        else:
            raise SwiftSyntaxError(f"{where}: unknown escape \\{nxt}")
    return "".join(out)


def multiline_value(raw, where):
    """The value of a \"\"\" literal's body (the text between the delimiters)."""
    lines = raw.split("\n")
    # The body starts on the line after the opening delimiter; the closing delimiter's own line
    # gives the indentation every line loses.
    indent = lines[-1]
    body = lines[1:-1]
    kept = []
    for line in body:
        if line.strip() and not line.startswith(indent):
            raise SwiftSyntaxError(f"{where}: a line of a multi-line literal is indented less than its end")
        kept.append(line[len(indent):])
    text = "\n".join(kept)
    text = re.sub(r"\\\n", "", text)  # a backslash at a line's end joins it to the next
    return decode_escapes(text, where)


def tokens(source, path):
    """The Swift tokens the extractor needs: identifiers, string literals (decoded), and single
    punctuation characters, each with its line; comments are skipped."""
    i, line, n = 0, 1, len(source)
    while i < n:
        c = source[i]
        if c == "\n":
            line += 1
            i += 1
        elif c.isspace():
            i += 1
        elif source.startswith("//", i):
            i = source.find("\n", i)
            i = n if i < 0 else i
        elif source.startswith("/*", i):
            depth, i = 1, i + 2
            while i < n and depth:
                if source.startswith("/*", i):
                    depth, i = depth + 1, i + 2
                elif source.startswith("*/", i):
                    depth, i = depth - 1, i + 2
                else:
                    line += source[i] == "\n"
                    i += 1
        elif c == '"' or (c == "#" and re.match(r'#+"', source[i:])):
            hashes = len(re.match(r"#*", source[i:]).group())
            quote = '"""' if source.startswith('"""', i + hashes) else '"'
            closing = quote + "#" * hashes
            start = i + hashes + len(quote)
            end = string_end(source, start, closing, hashes, path, line)
            raw = source[start:end]
            where = f"{os.path.relpath(path, ROOT)}:{line}"
            # Decoded only if it is a message (a raw #"…"# literal never is one).
            yield ("string", None if hashes else (raw, quote == '"""', where), line)
            line += raw.count("\n")
            i = end + len(closing)
        elif c.isalpha() or c == "_":
            m = re.match(r"[A-Za-z_][A-Za-z0-9_]*", source[i:])
            yield ("name", m.group(), line)
            i += len(m.group())
        else:
            yield ("punct", c, line)
            i += 1


def literal_value(raw, multiline, where):
    return multiline_value(raw, where) if multiline else decode_escapes(raw, where)


def string_end(source, i, closing, hashes, path, line):
    """Where the literal whose body starts at `i` ends (the index of `closing`); interpolations,
    with the literals inside them, are stepped over."""
    escape = "\\" + "#" * hashes
    while i < len(source):
        if source.startswith(closing, i):
            return i
        if closing == '"' and source[i] == "\n":
            break
        if source.startswith(escape, i):
            i += len(escape)
            if source[i] == "(":
                depth, i = 1, i + 1
                while depth and i < len(source):
                    if source[i] == '"':
                        i = string_end(source, i + 1, '"', 0, path, line) + 1
                        continue
                    depth += {"(": 1, ")": -1}.get(source[i], 0)
                    i += 1
                continue
            i += 1
            continue
        i += 1
    raise SwiftSyntaxError(f"{path}:{line}: an unterminated string literal")


def messages(domain):
    """{(msgid, msgid_plural or None): [places]} of the domain's sources, in the order first met."""
    found = {}
    problems = []
    for directory, _, files in sorted(os.walk(SOURCES)):
        for name in sorted(files):
            path = os.path.join(directory, name)
            if not name.endswith(".swift") or not domain.owns(path):
                continue
            with open(path, encoding="utf-8") as f:
                source = f.read()
            try:
                toks = list(tokens(source, path))
            except SwiftSyntaxError as e:
                problems.append(str(e))
                continue
            for k, (kind, value, line) in enumerate(toks):
                if kind != "name" or value not in ("tr", "trn", "N_") or k + 1 >= len(toks) or toks[k + 1][1] != "(":
                    continue
                if k > 0 and toks[k - 1][1] in ("func", "."):
                    continue
                where = f"{os.path.relpath(path, ROOT)}:{line}"
                args = toks[k + 2:k + 5]
                if not args or args[0][0] != "string" or args[0][1] is None:
                    problems.append(f"{where}: {value} needs a plain string literal as its message")
                    continue
                if value == "trn" and (len(args) < 3 or args[1][1] != "," or args[2][0] != "string" or args[2][1] is None):
                    problems.append(f"{where}: trn needs two plain string literals")
                    continue
                try:
                    msgid = literal_value(*args[0][1])
                    plural = literal_value(*args[2][1]) if value == "trn" else None
                except SwiftSyntaxError as e:
                    problems.append(str(e))
                    continue
                found.setdefault((msgid, plural), []).append(where)
    if domain.builder_files:
        for msgid, where in builder_messages():
            found.setdefault((msgid, None), []).append(where)
    return found, problems


def builder_messages():
    """(message, place) of each element marked translatable="yes" in Resources/ui/*.ui."""
    if not os.path.isdir(BUILDER_FILES):
        return
    marked = re.compile(r'<(\w+)\b[^>]*\btranslatable="yes"[^>]*>(.*?)</\1>', re.S)
    for name in sorted(os.listdir(BUILDER_FILES)):
        if not name.endswith(".ui"):
            continue
        path = os.path.join(BUILDER_FILES, name)
        with open(path, encoding="utf-8") as f:
            source = f.read()
        for m in marked.finditer(source):
            line = source.count("\n", 0, m.start()) + 1
            yield html.unescape(m.group(2)), f"{os.path.relpath(path, ROOT)}:{line}"


def po_string(text):
    escaped_text = text.replace("\\", "\\\\").replace('"', '\\"').replace("\t", "\\t")
    if "\n" not in escaped_text.rstrip("\n") and len(escaped_text) < 70:
        return '"' + escaped_text.replace("\n", "\\n") + '"'
    parts = escaped_text.split("\n")
    lines = [p + "\\n" for p in parts[:-1]] + ([parts[-1]] if parts[-1] else [])
    return '""\n' + "\n".join(f'"{p}"' for p in lines)


def template(domain, found):
    title = "the SwipeWidgets library" if domain.name == "swipewidgets" else "SwipeBlocks"
    out = [HEADER.format(title=title, domain=domain.name)]
    for (msgid, plural), places in found.items():
        out.append("")
        out.append("#: " + " ".join(places))
        if re.search(r"\{[A-Za-z_][A-Za-z0-9_]*\}", msgid + (plural or "")):
            out.append("#, python-brace-format")
        out.append("msgid " + po_string(msgid))
        if plural is None:
            out.append('msgstr ""')
        else:
            out.append("msgid_plural " + po_string(plural))
            out.append('msgstr[0] ""')
            out.append('msgstr[1] ""')
    return "\n".join(out) + "\n"


def ids_in(path):
    """The msgids of a .pot or .po file (with their plural), read back by msgcat's rules."""
    ids = set()
    current = {}
    key = None
    with open(path, encoding="utf-8") as f:
        for raw in f:
            line = raw.strip()
            m = re.match(r'^(msgid|msgid_plural|msgstr(?:\[\d+\])?) (".*")$', line)
            if m:
                if m.group(1) == "msgid" and "msgid" in current:
                    ids.add((current["msgid"], current.get("msgid_plural")))
                    current = {}
                key = m.group(1)
                current[key] = unquote(m.group(2))
            elif line.startswith('"') and key:
                current[key] += unquote(line)
            elif not line:
                key = None
    if "msgid" in current:
        ids.add((current["msgid"], current.get("msgid_plural")))
    ids.discard(("", None))
    return ids


def unquote(quoted):
    body = quoted[1:-1]
    return re.sub(r'\\(.)', lambda m: {"n": "\n", "t": "\t"}.get(m.group(1), m.group(1)), body)


def msgfmt(po, out):
    return subprocess.run(["msgfmt", "--check", "-o", out, po], capture_output=True, text=True)


def main(argv):
    if len(argv) < 2 or argv[1] not in ("pot", "check", "mo") or (argv[1] == "mo") != (len(argv) == 3):
        print(__doc__.strip().split("\n\n")[1], file=sys.stderr)
        return 2
    status = 0
    for domain in DOMAINS:
        status = max(status, run(argv, domain))
    return status


def run(argv, domain):
    found, problems = messages(domain)
    for problem in problems:
        print(f"po: {problem}", file=sys.stderr)
    if problems:
        return 1
    shown = os.path.relpath(domain.template, ROOT)
    if argv[1] == "pot":
        with open(domain.template, "w", encoding="utf-8") as f:
            f.write(template(domain, found))
        print(f"po: {len(found)} message{'' if len(found) == 1 else 's'} in {shown}")
        return 0
    if argv[1] == "check":
        marked = set(found)
        listed = ids_in(domain.template) if os.path.exists(domain.template) else set()
        status = 0
        for msgid, _ in sorted(marked - listed):
            print(f"po: {found[(msgid, _)][0]}: {msgid!r} is not in {shown} (scripts/po.py pot)")
            status = 1
        for msgid, _ in sorted(listed - marked):
            print(f"po: {msgid!r} is in {shown} but no source marks it (scripts/po.py pot)")
            status = 1
        for lang in domain.languages():
            result = msgfmt(domain.po(lang), os.devnull)
            if result.returncode != 0:
                print(f"po: {os.path.relpath(domain.po(lang), ROOT)}: {result.stderr.strip()}")
                status = 1
        return status
    for lang in domain.languages():
        folder = os.path.join(argv[2], lang, "LC_MESSAGES")
        os.makedirs(folder, exist_ok=True)
        result = msgfmt(domain.po(lang), os.path.join(folder, domain.name + ".mo"))
        if result.returncode != 0:
            print(f"po: {os.path.relpath(domain.po(lang), ROOT)}: {result.stderr.strip()}", file=sys.stderr)
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
