#!/usr/bin/env bash
# `make deb`: builds build/swipeblocks_VERSION_amd64.deb, the app as a Debian package that runs
# without the Swift toolchain: `make install` into a staging root (PREFIX=/usr, the binary with
# the Swift runtime linked in, stripped), the man page and changelog compressed, a copyright
# file, and dependencies computed by dpkg-shlibdeps from what the binary links. No maintainer
# scripts: dpkg's triggers refresh the icon cache and the desktop database.
# Usage: scripts/deb.sh [release|debug]
set -euo pipefail
cd "$(dirname "$0")/.."
config=${1:-release}
version=$(scripts/version.sh)
arch=$(dpkg --print-architecture)
out=build/deb
stage="$out/swipeblocks_${version}_$arch"
rm -rf "$stage"
mkdir -p "$stage"

# The app only: the GObject library links the toolchain's runtime and is not packaged yet.
DESTDIR="$PWD/$stage" PREFIX=/usr SWIPEBLOCKS_NO_LIBRARY=1 scripts/install.sh "$config" >/dev/null
# dpkg keeps its own list of what the package installed.
rm -rf "$stage/usr/share/swipeblocks"
strip --remove-section=.comment --remove-section=.note "$stage/usr/bin/swipeblocks"
gzip -9n "$stage/usr/share/man/man1/swipeblocks.1"

doc="$stage/usr/share/doc/swipeblocks"
install -d "$doc"
cat > "$doc/copyright" <<COPYRIGHT
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: swipeblocks
Source: https://github.com/swipeblocks/swipeblocks

Files: *
Copyright: 2026 The SwipeBlocks developers
License: MIT

License: MIT
$(sed -e 's/^$/./' -e 's/^/ /' LICENSE)
COPYRIGHT
{
  echo "swipeblocks ($version) unstable; urgency=medium"
  echo
  # The release's notes, from CHANGELOG.md: its section's list items, each wrapped at 76 columns.
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
} | gzip -9n > "$doc/changelog.gz"

# Dependencies: the packages that provide the libraries the binary links.
control_dir=$(mktemp -d)
trap 'rm -rf "$control_dir"' EXIT
mkdir -p "$control_dir/debian"
printf 'Source: swipeblocks\n\nPackage: swipeblocks\nArchitecture: any\n' > "$control_dir/debian/control"
depends=$(cd "$control_dir" && dpkg-shlibdeps -O "$OLDPWD/$stage/usr/bin/swipeblocks" 2>/dev/null | sed -n 's/^shlibs:Depends=//p')
[ -n "$depends" ] || { echo "deb: dpkg-shlibdeps found no dependencies" >&2; exit 1; }
# dpkg-shlibdeps reads the symbols the binary imports; packed relocations (DT_RELR, the installed
# build's link) need glibc 2.36 without importing any symbol, so libc6's version is raised to that.
if readelf -d "$stage/usr/bin/swipeblocks" | grep -q "(RELR)"; then
  depends=$(printf '%s' "$depends" | sed -E 's/libc6 \(>= 2\.([0-9]|[12][0-9]|3[0-5])(\.[0-9]+)?\)/libc6 (>= 2.36)/')
fi
size=$(du -sk --exclude=DEBIAN "$stage" | cut -f1)

install -d "$stage/DEBIAN"
cat > "$stage/DEBIAN/control" <<CONTROL
Package: swipeblocks
Version: $version
Architecture: $arch
Maintainer: The SwipeBlocks developers <swipeblocks@users.noreply.github.com>
Installed-Size: $size
Depends: $depends
Section: devel
Priority: optional
Homepage: https://github.com/swipeblocks/swipeblocks
Description: catalogue of swipe-gesture UI blocks for GTK
 Swipe Blocks shows swipe-gesture blocks for GTK 4: a row swiped to complete,
 a row that reveals action buttons, and a card list with full-swipe actions.
 Drag the live rows with a mouse, a touchscreen or a touchpad, try them right
 to left or with Reduce Motion, and read each block's reference.
 .
 The command line lists, searches and exports the catalogue, and replays
 recorded gestures through the same engine.
CONTROL
find "$stage" -type d -exec chmod 755 {} +
dpkg-deb --root-owner-group --build "$stage" "build/swipeblocks_${version}_$arch.deb" >/dev/null
echo "build/swipeblocks_${version}_$arch.deb"
