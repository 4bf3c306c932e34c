#!/usr/bin/env python3
"""Reads JUnit/xUnit XML files (Swift's xunit output, pytest's --junitxml; a missing or broken
file counts nothing).

    xunit-count.py FILE…              prints "passed failed skipped" summed over the files
    xunit-count.py --failures FILE…   prints "FAIL name: message" for each test that failed

A test counts once: pytest writes a test that failed and then errored in its teardown as two
entries of the same name, which count as one failed test."""
import sys
import xml.etree.ElementTree as ET


def cases(paths):
    """{(file, class, name): [entries]} in the order first seen."""
    found = {}
    for path in paths:
        try:
            root = ET.parse(path).getroot()
        except (OSError, ET.ParseError):
            continue
        for case in root.iter("testcase"):
            found.setdefault((path, case.get("classname"), case.get("name")), []).append(case)
    return found


def problems(entries):
    return [p for case in entries for p in case if p.tag in ("failure", "error")]


def main(args):
    if args[:1] == ["--failures"]:
        for (_, classname, name), entries in cases(args[1:]).items():
            for problem in problems(entries)[:1]:
                message = (problem.get("message") or problem.text or "").strip().splitlines()
                print(f"FAIL {classname}.{name}: {message[0][:300] if message else problem.tag}")
        return
    passed = failed = skipped = 0
    for entries in cases(args).values():
        if problems(entries):
            failed += 1
        elif any(case.find("skipped") is not None for case in entries):
            skipped += 1
        else:
            passed += 1
    print(passed, failed, skipped)


main(sys.argv[1:])
