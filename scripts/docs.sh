#!/usr/bin/env bash
# `make docs`: the library's reference, built with gi-docgen from its introspection data and the
# pages in docs/reference, into build/docs (index.html). Fails on any warning: a symbol without
# documentation (`gi-docgen check`, which reads build/gir/SwipeWidgets-0.gir) or a broken link
# (`gi-docgen generate`), or a guide's program that does not build (scripts/docs-snippets.py). All
# run, so every warning is listed at once.
# Usage: scripts/docs.sh [--no-gir] [OUTPUT_DIR]   (--no-gir: build/gir is already built)
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
build_gir=1
if [ "${1:-}" = --no-gir ]; then build_gir=0; shift; fi
out=${1:-build/docs}
gir=build/gir/SwipeWidgets-0.gir

if [ "$build_gir" -eq 1 ]; then
  scripts/gir.sh debug || exit 1
fi
[ -f "$gir" ] || { echo "docs: $gir is missing (scripts/gir.sh builds it)" >&2; exit 1; }
command -v gi-docgen >/dev/null 2>&1 || { echo "docs: gi-docgen is not installed (scripts/deps.sh build installs it)" >&2; exit 1; }

# The version, as the build wrote it into the library's pkg-config file.
version=$(PKG_CONFIG_PATH=build/gir pkg-config --modversion swipewidgets-0) || exit 1
config_dir=$(mktemp -d "${TMPDIR:-/tmp}/swipewidgets-docs.XXXXXX")
trap 'rm -rf "$config_dir"' EXIT
config=$config_dir/swipewidgets.toml
sed "s/@VERSION@/$version/" docs/reference/swipewidgets.toml.in > "$config"

# gi-docgen prints each warning on stderr as "WARNING: …" and counts them; without --quiet its
# exit status is 1 when it counted any.
passed=0
failed=0
run() { # NAME COMMAND [ARGS…]
  local name=$1 warnings rc log
  shift
  log=$config_dir/$name.log
  "$@" >/dev/null 2>"$log"
  rc=$?
  warnings=$(sed 's/\x1b\[[0-9;]*m//g' "$log" | grep -E '^(WARNING|ERROR|DEPRECATED|Traceback)')
  if [ "$rc" -eq 0 ] && [ -z "$warnings" ]; then
    echo "ok   $name"
    passed=$((passed + 1))
  else
    echo "FAIL $name ($(printf '%s\n' "$warnings" | grep -c . ) warnings, exit $rc)"
    [ -n "$warnings" ] && printf '%s\n' "$warnings"
    failed=$((failed + 1))
  fi
}
run "gi-docgen check" gi-docgen check --config "$config" "$gir"
# The guides' C, Vala and Blueprint programs, built as a reader builds them from the page.
run "snippets" scripts/docs-snippets.py
rm -rf "$out"
run "gi-docgen generate" gi-docgen generate --config "$config" --content-dir docs/reference \
  --output-dir "$out" --no-namespace-dir "$gir"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ] && echo "docs: $out/index.html"
[ "$failed" -eq 0 ]
