#!/usr/bin/env bash
# SwipeBlocks as an outside package uses it: the working tree is committed to a scratch git
# repository tagged with the version `swipeblocks --version` prints, and a consumer package that
# depends on it by URL and version (`.package(url: "file://…", from: VERSION)`) is resolved and built. Its sources are every
# block's usage snippet, extracted from `swipeblocks show`, so the snippets are proved to compile
# against the library; its main puts each snippet's row in a box. Prints "N passed, M failed".
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
bin=$(readlink -f "${1:?usage: Tests/package/run.sh PATH/TO/swipeblocks}")
version=$("$bin" --version | cut -d" " -f2)
work=$(mktemp -d "${TMPDIR:-/tmp}/swipeblocks-package.XXXXXX")
trap 'rm -rf "$work"' EXIT
passed=0; failed=0
ok() { echo "ok   $1"; passed=$((passed + 1)); }
fail() { echo "FAIL $1"; [ -n "${2:-}" ] && sed 's/^/  /' "$2" | tail -30; failed=$((failed + 1)); }

# 1. The library as a versioned git dependency: the tree as it is, committed and tagged.
mkdir -p "$work/SwipeBlocks"
(cd "$repo" && git ls-files -co --exclude-standard -z | grep -zv '^Examples/' | tar -c --null -T - -f -) | tar -x -C "$work/SwipeBlocks"
(cd "$work/SwipeBlocks" && git init -q && git add -A && git -c user.name=test -c user.email=test@example.invalid commit -qm tree \
  && git tag "$version") || { fail "the tree commits to a scratch repository"; echo "$passed passed, $failed failed"; exit 1; }

consumer="$work/Consumer"
mkdir -p "$consumer/Sources/Consumer"
cat >"$consumer/Package.swift" <<SWIFT
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Consumer",
    dependencies: [.package(url: "file://$work/SwipeBlocks", from: "$version")],
    targets: [
        .executableTarget(name: "Consumer", dependencies: [.product(name: "SwipeWidgets", package: "SwipeBlocks")]),
    ]
)
SWIFT

# 2. Every block's snippet, as `show` prints it, one file each.
ids=$("$bin" list --json | python3 -c 'import json, sys; print(" ".join(b["id"] for b in json.load(sys.stdin)))')
functions=()
for id in $ids; do
  snippet="$consumer/Sources/Consumer/$id.swift"
  # shellcheck disable=SC2016 # Python's source, not the shell's: the backticks are the Markdown fence it finds
  "$bin" show "$id" | python3 -c '
import re, sys
text = sys.stdin.read()
m = re.search(r"```swift\n(.*?)```", text, re.S)
sys.exit("no swift block") if not m else sys.stdout.write(m.group(1))' >"$snippet" \
    || { fail "show $id prints a Swift usage snippet"; continue; }
  name=$(sed -n 's/^func \([A-Za-z0-9]*\)(child:.*/\1/p' "$snippet")
  if [ -n "$name" ]; then functions+=("$name"); else fail "the snippet of $id defines a row function" "$snippet"; fi
done
{
  echo "import SwipeWidgets"
  echo
  echo "// Each snippet's row, around a label, in one box (built, not shown: no display is needed)."
  echo "MainActor.assumeIsolated {"
  echo "    let box = UnsafeMutablePointer<GtkBox>(OpaquePointer(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)))"
  for f in "${functions[@]}"; do echo "    gtk_box_append(box, $f(child: gtk_label_new(\"$f\")).widget)"; done
  echo "    print(\"rows:\", ${#functions[@]})"
  echo "}"
} >"$consumer/Sources/Consumer/main.swift"

if (cd "$consumer" && swift package resolve) >"$work/resolve.log" 2>&1 \
   && grep -q "\"version\" : \"$version\"" "$consumer/Package.resolved"; then
  ok "the library resolves from a local git URL at version $version"
else
  fail "the library resolves from a local git URL at version $version" "$work/resolve.log"
fi
if (cd "$consumer" && swift build) >"$work/build.log" 2>&1; then
  ok "a package depending on it by version builds every block's usage snippet (${#functions[@]})"
  warnings=$(grep -E "warning:" "$work/build.log" | grep -v "prohibited flag" | sort -u)
  if [ -z "$warnings" ]; then ok "with no warning"; else echo "$warnings" >"$work/warnings.txt"; fail "with no warning" "$work/warnings.txt"; fi
else
  fail "a package depending on it by version builds every block's usage snippet" "$work/build.log"
fi
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
