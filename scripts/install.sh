#!/usr/bin/env bash
# `make install`: installs Swipe Blocks under $PREFIX (default /usr/local), into $DESTDIR if set
# (for packaging), and lists every file it put there in share/swipeblocks/installed-files, which
# `make uninstall` (scripts/uninstall.sh) removes, and nothing else:
#   bin/swipeblocks                       the release build, the Swift runtime linked in statically
#   share/applications/…desktop, share/metainfo/…metainfo.xml
#   share/icons/hicolor/{scalable,symbolic,16x16…512x512}/apps/…   the app icon
#   share/man/man1/swipeblocks.1          the manual page (swipeblocks --generate-manual)
#   share/bash-completion/completions/swipeblocks, share/zsh/site-functions/_swipeblocks,
#   share/fish/vendor_completions.d/swipeblocks.fish
#   share/locale/LANG/LC_MESSAGES/swipeblocks.mo   the translations (po/LANG.po), and the widget
#   share/locale/LANG/LC_MESSAGES/swipewidgets.mo  library's own (po/swipewidgets/LANG.po)
#   lib/libswipewidgets-0.so.0, include/swipewidgets-0/, lib/girepository-1.0/, share/gir-1.0/,
#   share/vala/vapi/, lib/pkgconfig/swipewidgets-0.pc   the GObject library (scripts/install-library.sh;
#   under /usr in lib/<multiarch triplet>)
# Into a live prefix (no DESTDIR) it refreshes the icon cache and the desktop database, where
# those are kept. Usage: scripts/install.sh [release|debug] (debug: the debug binary, as built,
# or $SWIPEBLOCKS_BINARY).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH=/opt/swift/usr/bin:$PATH
config=${1:-release}
prefix=${PREFIX:-/usr/local}
root="${DESTDIR:-}$prefix"
id=io.github.swipeblocks.SwipeBlocks

# The binary: a release build with the Swift runtime inside, so the installed program needs no
# toolchain (scripts/build-installed.sh: built apart from the other builds, whose flags differ).
if [ "$config" = release ]; then
  bin=$(scripts/build-installed.sh) || { echo "install: swipeblocks did not build" >&2; exit 1; }
else
  # The debug build as it is (make test passes the binary it built, with SWIPEBLOCKS_BINARY).
  bin="${SWIPEBLOCKS_BINARY:-$(swift build -c debug --show-bin-path)/swipeblocks}"
fi
[ -x "$bin" ] || { echo "install: no binary at $bin (make build first)" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
list="$work/installed-files"
: > "$list"
# put MODE SOURCE PATH: installs SOURCE as $root/PATH and lists PATH.
put() {
  install -D -m "$1" "$2" "$root/$3"
  echo "$3" >> "$list"
}

put 755 "$bin" bin/swipeblocks
put 644 "Resources/$id.desktop" "share/applications/$id.desktop"
put 644 "Resources/$id.metainfo.xml" "share/metainfo/$id.metainfo.xml"
put 644 "Resources/icons/$id.svg" "share/icons/hicolor/scalable/apps/$id.svg"
put 644 "Resources/icons/$id-symbolic.svg" "share/icons/hicolor/symbolic/apps/$id-symbolic.svg"
for size in 16 24 32 48 64 128 256 512; do
  rsvg-convert -w "$size" -h "$size" "Resources/icons/$id.svg" -o "$work/$size.png"
  put 644 "$work/$size.png" "share/icons/hicolor/${size}x${size}/apps/$id.png"
done
scripts/po.py mo "$work/locale"
for mo in "$work"/locale/*/LC_MESSAGES/*.mo; do
  [ -e "$mo" ] && put 644 "$mo" "share/locale/${mo#"$work"/locale/}"
done
# The manual page and the completions in English, whatever the installer's language.
export LC_ALL=C.UTF-8
unset LANGUAGE
"$bin" --generate-manual > "$work/swipeblocks.1"
put 644 "$work/swipeblocks.1" share/man/man1/swipeblocks.1
"$bin" --generate-completion-script bash > "$work/swipeblocks.bash"
put 644 "$work/swipeblocks.bash" share/bash-completion/completions/swipeblocks
"$bin" --generate-completion-script zsh > "$work/_swipeblocks"
put 644 "$work/_swipeblocks" share/zsh/site-functions/_swipeblocks
"$bin" --generate-completion-script fish > "$work/swipeblocks.fish"
put 644 "$work/swipeblocks.fish" share/fish/vendor_completions.d/swipeblocks.fish

if [ "${SWIPEBLOCKS_NO_LIBRARY:-}" != 1 ]; then
  LIST="$list" scripts/install-library.sh
fi

echo share/swipeblocks/installed-files >> "$list"
install -D -m 644 "$list" "$root/share/swipeblocks/installed-files"
scripts/refresh-caches.sh "$root"
echo "installed $(wc -l < "$list") files under $root (listed in $root/share/swipeblocks/installed-files)"
