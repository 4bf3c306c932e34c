#!/usr/bin/env bash
# Prints the C API of libswipewidgets-0, one function a line, sorted: every swipe_* function the
# public headers declare (G_DECLARE_* macros and export macros expanded by the preprocessor, so
# the *_get_type functions count), read through <swipewidgets.h>, the one header an app includes.
# The library's version script is made from this list (scripts/gir.sh): a pattern cannot say it,
# since private functions (swipe_row_reconfigure, the swipe_swift_*/swipe_c_* glue) share the prefix.
# Usage: scripts/public-symbols.sh [INCLUDE-DIR]   (default: the source tree's headers)
set -euo pipefail
dir=${1:-$(dirname "$0")/../Sources/Library/CSwipeWidgets/include}
[ -f "$dir/swipewidgets.h" ] || { echo "public-symbols: no swipewidgets.h in $dir" >&2; exit 1; }
read -ra gtk_flags < <(pkg-config --cflags gtk4)
symbols=$(echo '#include <swipewidgets.h>' | cc -E -P -I "$dir" "${gtk_flags[@]}" -x c - \
  | grep -oE '\bswipe_[a-z0-9_]+[[:space:]]*\(' | sed -E 's/[[:space:]]*\($//' | sort -u)
[ -n "$symbols" ] || { echo "public-symbols: $dir/swipewidgets.h declares no swipe_* function" >&2; exit 1; }
echo "$symbols"
