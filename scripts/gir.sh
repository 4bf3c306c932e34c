#!/usr/bin/env bash
# Builds the GObject library and its introspection data into build/gir (or $GIR_OUT):
#   libswipewidgets-0.so.0 (+ the libswipewidgets-0.so link), SwipeWidgets-0.gir,
#   SwipeWidgets-0.typelib, swipewidgets-0.pc (for the build tree; `make install` writes its own).
# Usage: scripts/gir.sh [debug|release]
set -euo pipefail
cd "$(dirname "$0")/.."
config=${1:-debug}
out=${GIR_OUT:-build/gir}
export PATH=/opt/swift/usr/bin:$PATH
soname=libswipewidgets-0.so.0

# SwiftPM names the library after its product; the soname (with the API's major version) is
# the linker's, given here: a library target cannot carry linker flags and stay a dependency.
set +e
swift build -c "$config" --product swipewidgets-0 -Xlinker -soname=$soname 2>&1 | grep -v "prohibited flag"
built=${PIPESTATUS[0]}
set -e
[ "$built" -eq 0 ] || { echo "gir: the library did not build" >&2; exit 1; }
bin=$(swift build -c "$config" --show-bin-path)
mkdir -p "$out"
cp "$bin/libswipewidgets-0.so" "$out/$soname"
ln -sf $soname "$out/libswipewidgets-0.so"

# The public headers (every one but the private seam) and the sources whose comments document them.
headers=()
for h in Sources/CSwipeWidgets/include/swipe-*.h; do [ "${h##*/}" = swipe-glue.h ] || headers+=("$h"); done
sources=(Sources/CSwipeWidgets/swipe-*.c)
# The scanner compiles and runs a program that loads the library to read its types; it needs
# GTK's headers and a display-free environment only.
LD_LIBRARY_PATH="$out${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" g-ir-scanner \
  --quiet --warn-all --warn-error \
  --namespace=SwipeWidgets --nsversion=0 \
  --identifier-prefix=Swipe --symbol-prefix=swipe \
  --include=Gtk-4.0 --pkg=gtk4 --pkg-export=swipewidgets-0 \
  --c-include=swipewidgets.h \
  -I Sources/CSwipeWidgets/include -DSWIPE_WIDGETS_INSIDE \
  --library=swipewidgets-0 --library-path="$out" \
  --output="$out/SwipeWidgets-0.gir" \
  "${headers[@]}" "${sources[@]}"
g-ir-compiler --output="$out/SwipeWidgets-0.typelib" "$out/SwipeWidgets-0.gir"

cat > "$out/swipewidgets-0.pc" <<PC
prefix=$(pwd)
includedir=\${prefix}/Sources/CSwipeWidgets/include
libdir=\${prefix}/$out

Name: SwipeWidgets
Description: Swipe rows for GTK 4 (build tree)
Version: $(scripts/version.sh)
Requires: gtk4
Libs: -L\${libdir} -lswipewidgets-0
Cflags: -I\${includedir}
PC
echo "gir: $out/$soname, SwipeWidgets-0.gir, SwipeWidgets-0.typelib, swipewidgets-0.pc"
