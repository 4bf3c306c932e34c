#!/usr/bin/env bash
# Builds the GObject library and its introspection data into build/gir (or $GIR_OUT):
#   libswipewidgets-0.so.0 (+ the libswipewidgets-0.so link), SwipeWidgets-0.gir,
#   SwipeWidgets-0.typelib, swipewidgets-0.vapi and .deps (Vala), swipewidgets-0.pc (for the
#   build tree; `make install` writes its own).
# The library is self-contained: the Swift runtime linked in statically and hidden (the driver's
# -static-stdlib, which adds --exclude-libs ALL; SwiftPM ignores --static-swift-stdlib for a
# dynamic product, swift-package-manager#8198), no RUNPATH, and only the C API exported (a
# version script made from the public headers, scripts/public-symbols.sh). It is always an
# optimised build, the one that ships, kept in its own scratch folder (.build/library) so its
# flags do not invalidate the other builds.
# Usage: scripts/gir.sh
set -euo pipefail
cd "$(dirname "$0")/.."
out=${GIR_OUT:-build/gir}
export PATH=/opt/swift/usr/bin:$PATH
soname=libswipewidgets-0.so.0
scratch=.build/library

# The version script: the public functions, nothing else. A pattern cannot say it: private
# functions share the prefix, and with gold and bfd alike `global: swipe_*` wins over
# `local: swipe_c_*`. A new list relinks the library.
mkdir -p "$scratch"
map="$scratch/swipewidgets-0.map"
mapfile -t symbols < <(scripts/public-symbols.sh)
[ ${#symbols[@]} -gt 0 ] || { echo "gir: no public function found in the headers" >&2; exit 1; }
{ echo "{"; echo "  global:"; printf '    %s;\n' "${symbols[@]}"; echo "  local: *;"; echo "};"; } > "$map.new"
if ! cmp -s "$map.new" "$map"; then mv "$map.new" "$map"; rm -f "$scratch/release/libswipewidgets-0.so"; else rm "$map.new"; fi

# SwiftPM names the library after its product; the soname (with the API's major version) is
# the linker's, given here: a library target cannot carry linker flags and stay a dependency.
# lld, not swift's default gold: gold keeps the hidden Swift symbols in the dynamic symbol table
# as LOCAL entries (43 of them, `nm -D` lists them); lld leaves them out. The flags reach every
# link of the build, the plugins' tools (CatalogEmbedder, ResourceEmbedder) too, which define none
# of the script's functions: --undefined-version lets them link (in a fresh checkout they failed
# with "version script assignment of 'global' to symbol … failed"), and the library is checked
# below for each public function instead.
set +e
swift build -c release --scratch-path "$scratch" --product swipewidgets-0 --disable-local-rpath \
  -Xswiftc -static-stdlib -Xswiftc -use-ld=lld -Xlinker -soname=$soname -Xlinker "--version-script=$PWD/$map" \
  -Xlinker --undefined-version 2>&1 | grep -v "prohibited flag"
built=${PIPESTATUS[0]}
set -e
[ "$built" -eq 0 ] || { echo "gir: the library did not build" >&2; exit 1; }
missing=$(comm -23 <(printf '%s\n' "${symbols[@]}" | sort -u) \
  <(nm -D --defined-only "$scratch/release/libswipewidgets-0.so" | awk '{ print $3 }' | sort -u))
[ -z "$missing" ] || { echo "gir: the headers declare functions the library does not define: ${missing//$'\n'/ }" >&2; exit 1; }
# Everything is made in a stage beside build/gir and moved in only where it changed, each file
# by a rename: a program already running on the library or the typelib (a test, an example)
# keeps the file it mapped. Copied over in place, its pages changed under it (SIGBUS, or a jump
# through a torn PLT: seen when the dist tests ran in parallel with an install that rebuilt it).
mkdir -p "$out"
stage=$(mktemp -d "$out/.stage.XXXXXX")
trap 'rm -rf "$stage"' EXIT
cp "$scratch/release/libswipewidgets-0.so" "$stage/$soname"
ln -sf $soname "$stage/libswipewidgets-0.so"

# The rows' properties are made at run time from the kinds' options schemas, and so are their
# doc comments, here: OptionDocs writes them into a C file of comments alone, which the scanner
# reads beside the sources. A debug build in a scratch folder of its own: built with the
# library's flags it would link with its version script, and in .build it would wait for the
# main build that `make test` runs beside this.
set +e
swift build --scratch-path .build/option-docs --product OptionDocs 2>&1 | grep -v "prohibited flag"
built=${PIPESTATUS[0]}
set -e
[ "$built" -eq 0 ] || { echo "gir: OptionDocs did not build" >&2; exit 1; }
docs="$scratch/option-docs"
mkdir -p "$docs"
.build/option-docs/debug/OptionDocs c > "$docs/swipe-row-properties.c"

# Every header in the folder is public but the glue between C and Swift.
headers=()
for h in Sources/Library/CSwipeWidgets/include/*.h; do
  [ "$(basename "$h")" = swipe-glue.h ] || headers+=("$h")
done
# The scanner compiles and runs a program that loads the library to read its types; it needs
# GTK's headers and a display-free environment only.
LD_LIBRARY_PATH="$stage${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" g-ir-scanner \
  --quiet --warn-all --warn-error \
  --namespace=SwipeWidgets --nsversion=0 \
  --identifier-prefix=Swipe --symbol-prefix=swipe \
  --include=Gtk-4.0 --pkg=gtk4 --pkg-export=swipewidgets-0 \
  --c-include=swipewidgets.h \
  -I Sources/Library/CSwipeWidgets/include -DSWIPE_WIDGETS_INSIDE= \
  --library=swipewidgets-0 --library-path="$stage" \
  --output="$stage/SwipeWidgets-0.gir" \
  --sources-top-dirs=Sources/Library/CSwipeWidgets --sources-top-dirs="$docs" \
  "${headers[@]}" Sources/Library/CSwipeWidgets/*.c "$docs/swipe-row-properties.c"
g-ir-compiler --output="$stage/SwipeWidgets-0.typelib" "$stage/SwipeWidgets-0.gir"
# Vala: the namespace is named in scripts/SwipeWidgets-0.metadata; .deps names the packages a
# program using the .vapi needs too.
vapigen --quiet --library swipewidgets-0 --pkg gtk4 --metadatadir=scripts --directory="$stage" "$stage/SwipeWidgets-0.gir"
echo gtk4 > "$stage/swipewidgets-0.deps"

cat > "$stage/swipewidgets-0.pc" <<PC
prefix=$(pwd)
includedir=\${prefix}/Sources/Library/CSwipeWidgets/include
libdir=$(cd "$out" && pwd)

Name: SwipeWidgets
Description: Swipe rows for GTK 4 (build tree)
Version: $(scripts/version.sh)
Requires: gtk4
Libs: -L\${libdir} -lswipewidgets-0
Cflags: -I\${includedir}
PC
for made in "$stage"/* "$stage"/.[!.]*; do
  [ -e "$made" ] || [ -L "$made" ] || continue
  name=${made##*/}
  if [ -L "$made" ]; then
    [ "$(readlink "$out/$name" 2>/dev/null)" = "$(readlink "$made")" ] || mv -f -T "$made" "$out/$name"
  elif ! cmp -s "$made" "$out/$name"; then
    mv -f "$made" "$out/$name"
  fi
done
echo "gir: $out/$soname, SwipeWidgets-0.gir, SwipeWidgets-0.typelib, swipewidgets-0.vapi, swipewidgets-0.pc"
