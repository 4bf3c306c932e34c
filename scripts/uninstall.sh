#!/usr/bin/env bash
# `make uninstall`: removes exactly the files `make install` put under $PREFIX (default
# /usr/local; $DESTDIR too, if set), as share/swipeblocks/installed-files lists them, then the
# folders that held only those, and refreshes the caches as install does.
set -euo pipefail
prefix=${PREFIX:-/usr/local}
root="${DESTDIR:-}$prefix"
list="$root/share/swipeblocks/installed-files"
[ -f "$list" ] || { echo "uninstall: nothing to remove: no $list (was Swipe Blocks installed under $prefix?)" >&2; exit 1; }
mapfile -t files < "$list"
removed=0
for path in "${files[@]}"; do
  # Only paths inside the prefix, as install wrote them.
  case "$path" in ""|/*|*..*) echo "uninstall: skipping '$path'" >&2; continue ;; esac
  if [ -e "$root/$path" ] || [ -L "$root/$path" ]; then rm -f "$root/$path"; removed=$((removed + 1)); fi
done
# Folders left empty, deepest first, never the prefix itself.
for path in "${files[@]}"; do
  dir=$(dirname "$path")
  while [ "$dir" != "." ] && [ "$dir" != "/" ]; do
    rmdir "$root/$dir" 2>/dev/null || break
    dir=$(dirname "$dir")
  done
done
"$(dirname "$0")/refresh-caches.sh" "$root"
echo "removed $removed files from $root"
