#!/usr/bin/env bash
# `make deb`: builds the app and its GObject library as Debian packages, split as Debian splits a
# library, in build/:
#   swipeblocks_VERSION_ARCH.deb            the app (the Swift runtime linked in)
#   libswipewidgets-0-0_VERSION_ARCH.deb    libswipewidgets-0.so.0 in /usr/lib/<multiarch>, and
#                                           the library's translations (swipewidgets.mo)
#   libswipewidgets-0-dev_VERSION_ARCH.deb  headers (/usr/include/swipewidgets-0), the .so link,
#                                           swipewidgets-0.pc, SwipeWidgets-0.gir, the .vapi and .deps,
#                                           the gi-docgen reference (/usr/share/doc/swipewidgets-0)
#   gir1.2-swipewidgets-0_VERSION_ARCH.deb  SwipeWidgets-0.typelib and PyGObject's override
# One `make install` into a staging root (PREFIX=/usr, stripped, the man page and changelog
# compressed), shared out by path; each package has a copyright file, the changelog and its
# Installed-Size; dependencies come from dpkg-shlibdeps where a binary links, and the library's
# shlibs and symbols files from its dynamic symbols. No maintainer scripts: dpkg's triggers
# refresh the linker cache, the icon cache and the desktop database.
# Usage: scripts/deb.sh [release|debug]   (prints the paths of the four packages)
set -euo pipefail
cd "$(dirname "$0")/.."
config=${1:-release}
version=$(scripts/version.sh)
arch=$(dpkg --print-architecture)
libdir=usr/lib/$(dpkg-architecture -qDEB_HOST_MULTIARCH)
out=build/deb
rm -rf "$out"
mkdir -p "$out/root"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

DESTDIR="$PWD/$out/root" PREFIX=/usr scripts/install.sh "$config" >/dev/null
# dpkg keeps its own list of what a package installed.
rm -rf "$out/root/usr/share/swipeblocks"
strip --remove-section=.comment --remove-section=.note "$out/root/usr/bin/swipeblocks"
strip --strip-unneeded --remove-section=.comment --remove-section=.note "$out/root/$libdir/libswipewidgets-0.so.0"
gzip -9n "$out/root/usr/share/man/man1/swipeblocks.1"

# take PACKAGE PATH…: moves the staged paths (globs) into PACKAGE's tree.
take() {
  local package=$1 path
  shift
  for path in "$@"; do
    for found in "$out"/root/$path; do
      [ -e "$found" ] || [ -L "$found" ] || { echo "deb: nothing staged at /$path for $package" >&2; exit 1; }
      mkdir -p "$out/$package/$(dirname "${found#"$out"/root/}")"
      mv "$found" "$out/$package/${found#"$out"/root/}"
    done
  done
}
take libswipewidgets-0-0 "$libdir/libswipewidgets-0.so.0" "usr/share/locale/*/LC_MESSAGES/swipewidgets.mo"
take libswipewidgets-0-dev usr/include/swipewidgets-0 "$libdir/libswipewidgets-0.so" "$libdir/pkgconfig" \
  usr/share/gir-1.0 usr/share/vala
take gir1.2-swipewidgets-0 "$libdir/girepository-1.0" usr/lib/python3/dist-packages/gi/overrides/SwipeWidgets.py
# The reference, as gi-docgen makes it (scripts/docs.sh: the library's build/gir, warnings fail
# it), where a GNOME library's goes and Devhelp finds it: /usr/share/doc/swipewidgets-0, with
# swipewidgets-0.devhelp2 (named after the folder), linked from Devhelp's books folder.
reference=usr/share/doc/swipewidgets-0
scripts/docs.sh --no-gir "$out/libswipewidgets-0-dev/$reference" >/dev/null \
  || { echo "deb: the reference did not build (make docs says why)" >&2; exit 1; }
mkdir -p "$out/libswipewidgets-0-dev/usr/share/devhelp/books"
ln -s ../../doc/swipewidgets-0 "$out/libswipewidgets-0-dev/usr/share/devhelp/books/swipewidgets-0"
find "$out/root" -depth -type d -empty -delete
mv "$out/root" "$out/swipeblocks"

# The changelog: the release's notes from CHANGELOG.md, its section's list items, each wrapped at 76 columns.
{
  echo "swipeblocks ($version) unstable; urgency=medium"
  echo
  awk -v v="$version" '
    $0 ~ "^## " v " " { on = 1; next }
    on && /^## / { exit }
    on && /^- / { if (item != "") print item; item = substr($0, 3); next }
    on && /^  / && item != "" { sub(/^ +/, ""); item = item " " $0; next }
    on && item != "" { print item; item = "" }
    END { if (item != "") print item }
  ' CHANGELOG.md | while IFS= read -r item; do
    printf '%s\n' "$item" | fold -s -w 72 | sed -e '1s/^/  * /' -e '2,$s/^/    /' -e 's/ *$//'
  done
  echo
  echo " -- The SwipeBlocks developers <swipeblocks@users.noreply.github.com>  $(LC_ALL=C date -u -d "$(sed -n "s/^## $version — \(.*\)/\1/p" CHANGELOG.md) 12:00" '+%a, %d %b %Y %H:%M:%S +0000')"
} | gzip -9n > "$work/changelog.gz"
cat > "$work/copyright" <<COPYRIGHT
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: swipeblocks
Source: https://github.com/swipeblocks/swipeblocks

Files: *
Copyright: 2026 The SwipeBlocks developers
License: MIT

Files: usr/share/doc/swipewidgets-0/main.js usr/share/doc/swipewidgets-0/search.js
 usr/share/doc/swipewidgets-0/style.css usr/share/doc/swipewidgets-0/fonts.css
Copyright: 2021 GNOME Foundation
License: Apache-2.0 or GPL-3.0+
Comment: gi-docgen's theme, in the library's reference (libswipewidgets-0-dev).
 On Debian systems, the Apache License 2.0 is in /usr/share/common-licenses/Apache-2.0
 and the GNU General Public License version 3 in /usr/share/common-licenses/GPL-3.

Files: usr/share/doc/swipewidgets-0/fzy.js
Copyright: 2014 John Hawthorn
License: Expat
Comment: gi-docgen's copy of fzy.js, in the library's reference (libswipewidgets-0-dev).

Files: usr/share/doc/swipewidgets-0/solarized-*.css
Copyright: 2014 John Louis Del Rosario, Hank Gay, John Mastro, Brandon Bennett
License: Expat
Comment: gi-docgen's copy of the Solarized highlighting styles, in the library's reference.

License: MIT
$(sed -e 's/^$/./' -e 's/^/ /' LICENSE)

License: Expat
$(sed -n '/^Permission/,$p' LICENSE | sed -e 's/^$/./' -e 's/^/ /')
COPYRIGHT

# shlibdeps FILE: the Depends of the packages that provide the libraries FILE links.
shlibdeps() {
  local depends
  mkdir -p "$work/shlibdeps/debian"
  printf 'Source: swipeblocks\n\nPackage: swipeblocks\nArchitecture: any\n' > "$work/shlibdeps/debian/control"
  depends=$(cd "$work/shlibdeps" && dpkg-shlibdeps -O "$OLDPWD/$1" 2>/dev/null | sed -n 's/^shlibs:Depends=//p')
  [ -n "$depends" ] || { echo "deb: dpkg-shlibdeps found no dependencies of $1" >&2; exit 1; }
  # dpkg-shlibdeps reads the symbols the binary imports; packed relocations (DT_RELR, the installed
  # build's link) need glibc 2.36 without importing any symbol, so libc6's version is raised to that.
  if readelf -d "$1" | grep -q "(RELR)"; then
    depends=$(printf '%s' "$depends" | sed -E 's/libc6 \(>= 2\.([0-9]|[12][0-9]|3[0-5])(\.[0-9]+)?\)/libc6 (>= 2.36)/')
  fi
  echo "$depends"
}

# build PACKAGE SECTION MULTI-ARCH FIELDS DESCRIPTION: writes PACKAGE's doc files and control file
# (FIELDS: more control lines, such as Depends) and builds build/PACKAGE_VERSION_ARCH.deb.
build() {
  local package=$1 section=$2 multiarch=$3 fields=$4 description=$5 stage="$out/$1"
  install -D -m 644 "$work/copyright" "$stage/usr/share/doc/$package/copyright"
  install -D -m 644 "$work/changelog.gz" "$stage/usr/share/doc/$package/changelog.gz"
  install -d "$stage/DEBIAN"
  {
    echo "Package: $package"
    echo "Source: swipeblocks"
    echo "Version: $version"
    echo "Architecture: $arch"
    [ "$multiarch" = no ] || echo "Multi-Arch: $multiarch"
    echo "Maintainer: The SwipeBlocks developers <swipeblocks@users.noreply.github.com>"
    echo "Installed-Size: $(du -sk --exclude=DEBIAN "$stage" | cut -f1)"
    printf '%s\n' "$fields"
    echo "Section: $section"
    echo "Priority: optional"
    echo "Homepage: https://github.com/swipeblocks/swipeblocks"
    echo "Description: $description"
  } > "$stage/DEBIAN/control"
  find "$stage" -type d -exec chmod 755 {} +
  (cd "$stage" && find . -path ./DEBIAN -prune -o -type f -printf '%P\0' | LC_ALL=C sort -z | xargs -0 md5sum) > "$work/md5sums"
  install -m 644 "$work/md5sums" "$stage/DEBIAN/md5sums"
  dpkg-deb --root-owner-group --build "$stage" "build/${package}_${version}_$arch.deb" >/dev/null
  echo "build/${package}_${version}_$arch.deb"
}

library_about=" SwipeWidgets gives GTK 4 the rows of a swipe-gesture list: a row swiped to
 complete, a row that reveals action buttons, a card row with full-swipe
 actions at both edges and a row dismissed by a fling, with a group that keeps
 one row open and a list view over a GListModel. Every action is reachable by
 keyboard, context menu and screen reader; rows mirror right to left and honour
 Reduce Motion."

# The library: its shlibs and symbols files name the package and the version a program needs.
lib=libswipewidgets-0-0
echo "libswipewidgets-0 0 $lib (>= $version)" > "$work/shlibs"
{
  echo "libswipewidgets-0.so.0 $lib #MINVER#"
  echo "* Build-Depends-Package: libswipewidgets-0-dev"
  nm -D --defined-only "$out/$lib/$libdir/libswipewidgets-0.so.0" | awk -v v="$version" '{ print " " $3 "@Base " v }' | sort
} > "$work/symbols"
install -D -m 644 "$work/shlibs" "$out/$lib/DEBIAN/shlibs"
install -m 644 "$work/symbols" "$out/$lib/DEBIAN/symbols"
echo "activate-noawait ldconfig" > "$out/$lib/DEBIAN/triggers"
build "$lib" libs same "Depends: $(shlibdeps "$out/$lib/$libdir/libswipewidgets-0.so.0")" \
  "swipe rows for GTK 4 (shared library)
$library_about
 .
 This package contains the shared library."
# PyGObject's override (importing the namespace loads the library, so GtkBuilder finds the rows)
# is a Python module: Debian asks for the interpreter it runs in.
build gir1.2-swipewidgets-0 introspection same \
  "Depends: gir1.2-gtk-4.0, $lib (= $version), python3:any" \
  "swipe rows for GTK 4 (introspection data)
$library_about
 .
 This package contains the introspection data (typelib) with which Python,
 JavaScript and other languages use the library, and PyGObject's override
 that loads the library as Python imports it."
build libswipewidgets-0-dev libdevel same \
  "Depends: $lib (= $version), gir1.2-swipewidgets-0 (= $version), libgtk-4-dev" \
  "swipe rows for GTK 4 (development files)
$library_about
 .
 This package contains the C headers, the pkg-config file, the GIR XML and
 the Vala bindings for building programs with the library."
# The app links the library's code into its binary; the row words' translations are the library
# package's, so it is recommended.
build swipeblocks devel no \
  "Depends: $(shlibdeps "$out/swipeblocks/usr/bin/swipeblocks")
Recommends: $lib (= $version)" \
  "catalogue of swipe-gesture UI blocks for GTK
 Swipe Blocks shows swipe-gesture blocks for GTK 4: a row swiped to complete,
 a row that reveals action buttons, and a card list with full-swipe actions.
 Drag the live rows with a mouse, a touchscreen or a touchpad, try them right
 to left or with Reduce Motion, and read each block's reference.
 .
 The command line lists, searches and exports the catalogue, and replays
 recorded gestures through the same engine."
