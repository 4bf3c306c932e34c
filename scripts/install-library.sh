#!/usr/bin/env bash
# Installs the GObject library for C, Python, JavaScript and Vala under $PREFIX (default
# /usr/local), into $DESTDIR if set (for packaging), from build/gir (scripts/gir.sh builds it):
#   LIB/libswipewidgets-0.so.0 (+ the .so link), include/swipewidgets-0/*.h,
#   LIB/girepository-1.0/SwipeWidgets-0.typelib, share/gir-1.0/SwipeWidgets-0.gir,
#   share/vala/vapi/swipewidgets-0.{vapi,deps}, LIB/pkgconfig/swipewidgets-0.pc,
#   PY/gi/overrides/SwipeWidgets.py (PyGObject's override: importing the namespace loads the library),
# where LIB is lib/<multiarch triplet> under /usr (where Debian's linker, pkg-config and
# introspection look), lib elsewhere; PY is lib/python3/dist-packages under /usr, where Debian's
# Python modules go, and lib/python3.N/dist-packages elsewhere (under /usr/local, on Debian's path).
# The library carries its own Swift runtime.
# With $LIST set (scripts/install.sh does), each installed path is added to that file.
# Usage: scripts/install-library.sh
set -euo pipefail
cd "$(dirname "$0")/.."
prefix=${PREFIX:-/usr/local}
root="${DESTDIR:-}$prefix"
built=build/gir
lib=lib
if [ "$prefix" = /usr ] && command -v dpkg-architecture >/dev/null; then
  lib=lib/$(dpkg-architecture -qDEB_HOST_MULTIARCH)
fi
python=lib/python3/dist-packages
if [ "$prefix" != /usr ]; then
  python=lib/$(/usr/bin/python3 -c 'import sys; print(f"python3.{sys.version_info.minor}")')/dist-packages
fi
scripts/gir.sh >/dev/null

files=()
# put MODE SOURCE PATH: installs SOURCE as $root/PATH and lists PATH.
put() {
  install -D -m "$1" "$2" "$root/$3"
  files+=("$3")
}
# 644: a shared library is loaded, not run (Debian policy 8.1).
put 644 "$built/libswipewidgets-0.so.0" "$lib/libswipewidgets-0.so.0"
ln -sf libswipewidgets-0.so.0 "$root/$lib/libswipewidgets-0.so"
files+=("$lib/libswipewidgets-0.so")
put 644 "$built/SwipeWidgets-0.typelib" "$lib/girepository-1.0/SwipeWidgets-0.typelib"
put 644 "$built/SwipeWidgets-0.gir" share/gir-1.0/SwipeWidgets-0.gir
put 644 "$built/swipewidgets-0.vapi" share/vala/vapi/swipewidgets-0.vapi
put 644 "$built/swipewidgets-0.deps" share/vala/vapi/swipewidgets-0.deps
put 644 bindings/python/gi/overrides/SwipeWidgets.py "$python/gi/overrides/SwipeWidgets.py"
# The public headers: every one but swipe-glue.h, the library's inside.
for h in Sources/Library/CSwipeWidgets/include/*.h; do
  [ "$(basename "$h")" = swipe-glue.h ] || put 644 "$h" "include/swipewidgets-0/$(basename "$h")"
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cat > "$work/swipewidgets-0.pc" <<PC
prefix=$prefix
libdir=\${prefix}/$lib
includedir=\${prefix}/include/swipewidgets-0

Name: SwipeWidgets
Description: Swipe rows for GTK 4: completion, action, card and dismiss rows, a group, a list
Version: $(scripts/version.sh)
Requires: gtk4
Libs: -L\${libdir} -lswipewidgets-0
Cflags: -I\${includedir}
PC
put 644 "$work/swipewidgets-0.pc" "$lib/pkgconfig/swipewidgets-0.pc"
if [ -n "${LIST:-}" ]; then printf '%s\n' "${files[@]}" >> "$LIST"; fi
echo "installed libswipewidgets-0.so.0, its headers, SwipeWidgets-0.typelib, .gir, .vapi and swipewidgets-0.pc under $root"
if [ -z "${DESTDIR:-}" ] && [ "$(id -u)" -eq 0 ] && command -v ldconfig >/dev/null; then ldconfig; fi
