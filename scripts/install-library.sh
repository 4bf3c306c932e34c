#!/usr/bin/env bash
# Installs the GObject library for C, Python and JavaScript under $PREFIX (default /usr/local),
# into $DESTDIR if set (for packaging):
#   lib/libswipewidgets-0.so.0 (+ the .so link), include/swipewidgets-0/*.h,
#   lib/girepository-1.0/SwipeWidgets-0.typelib, share/gir-1.0/SwipeWidgets-0.gir,
#   lib/pkgconfig/swipewidgets-0.pc.
# The library loads the Swift runtime from the toolchain it was built with (/opt/swift).
# With $LIST set (scripts/install.sh does), each installed path is added to that file.
# Usage: scripts/install-library.sh [debug|release]
set -euo pipefail
cd "$(dirname "$0")/.."
config=${1:-release}
prefix=${PREFIX:-/usr/local}
root="${DESTDIR:-}$prefix"
built=build/gir-$config
GIR_OUT=$built scripts/gir.sh "$config" >/dev/null

install -d "$root/lib/pkgconfig" "$root/lib/girepository-1.0" "$root/share/gir-1.0" "$root/include/swipewidgets-0"
install -m 755 "$built/libswipewidgets-0.so.0" "$root/lib/"
ln -sf libswipewidgets-0.so.0 "$root/lib/libswipewidgets-0.so"
install -m 644 "$built/SwipeWidgets-0.typelib" "$root/lib/girepository-1.0/"
install -m 644 "$built/SwipeWidgets-0.gir" "$root/share/gir-1.0/"
# The public headers only (swipe-glue.h is the library's inside).
headers=()
for h in Sources/CSwipeWidgets/include/*.h; do [ "${h##*/}" = swipe-glue.h ] || headers+=("$h"); done
install -m 644 "${headers[@]}" "$root/include/swipewidgets-0/"
cat > "$root/lib/pkgconfig/swipewidgets-0.pc" <<PC
prefix=$prefix
libdir=\${prefix}/lib
includedir=\${prefix}/include/swipewidgets-0

Name: SwipeWidgets
Description: Swipe rows for GTK 4: completion, action, card and dismiss rows, a group, a list
Version: $(scripts/version.sh)
Requires: gtk4
Libs: -L\${libdir} -lswipewidgets-0
Cflags: -I\${includedir}
PC
if [ -n "${LIST:-}" ]; then
  {
    echo lib/libswipewidgets-0.so.0
    echo lib/libswipewidgets-0.so
    echo lib/girepository-1.0/SwipeWidgets-0.typelib
    echo share/gir-1.0/SwipeWidgets-0.gir
    for h in "${headers[@]}"; do
      echo "include/swipewidgets-0/${h##*/}"
    done
    echo lib/pkgconfig/swipewidgets-0.pc
  } >> "$LIST"
fi
echo "installed libswipewidgets-0.so.0, its headers, SwipeWidgets-0.typelib, .gir and swipewidgets-0.pc under $root"
if [ -z "${DESTDIR:-}" ] && [ "$(id -u)" -eq 0 ] && command -v ldconfig >/dev/null; then ldconfig; fi
