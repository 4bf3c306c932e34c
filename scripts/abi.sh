#!/usr/bin/env bash
# The library's ABI against the committed baseline, abi/libswipewidgets-0.abi (abigail-tools):
#   scripts/abi.sh            compares build/gir's library with the baseline: any change fails,
#                             added functions too, with abidiff's report of what changed;
#   scripts/abi.sh --update   writes the baseline anew from build/gir's library: a deliberate ABI
#                             change, to be said in CHANGELOG.md.
# ABI_BASELINE names another baseline. scripts/gir.sh builds the library (with its debug info,
# which abidw reads the types from).
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
library=build/gir/libswipewidgets-0.so.0
baseline=${ABI_BASELINE:-abi/libswipewidgets-0.abi}
headers=Sources/Library/CSwipeWidgets/include
[ -f "$library" ] || { echo "abi: $library is missing (scripts/gir.sh builds it)" >&2; exit 2; }
if [ "${1:-}" = --update ]; then
  abidw --no-show-locs --no-corpus-path --headers-dir "$headers" "$library" > "$baseline" || exit 1
  echo "abi: wrote $baseline"
  exit 0
fi
[ -f "$baseline" ] || { echo "abi: no baseline at $baseline (scripts/abi.sh --update writes it)" >&2; exit 2; }
abidiff --no-show-locs --headers-dir2 "$headers" "$baseline" "$library"
rc=$?
if [ "$rc" -ne 0 ]; then
  echo "abi: libswipewidgets-0's ABI differs from $baseline (abidiff exit $rc). If the change is meant," \
    "run scripts/abi.sh --update and say it in CHANGELOG.md." >&2
fi
exit "$rc"
