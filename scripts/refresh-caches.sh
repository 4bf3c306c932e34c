#!/usr/bin/env bash
# Refreshes the icon cache and the desktop database under a live prefix ($1) after an install or
# an uninstall, where the prefix keeps them (a cache that exists would hide new icons; where none
# is kept, GTK and the launchers read the folders themselves). Nothing to do with $DESTDIR set:
# the package manager does it on the target.
set -euo pipefail
root=$1
[ -z "${DESTDIR:-}" ] || exit 0
hicolor="$root/share/icons/hicolor"
if command -v gtk-update-icon-cache >/dev/null && [ -f "$hicolor/icon-theme.cache" ] && [ -f "$hicolor/index.theme" ]; then
  gtk-update-icon-cache -q -f "$hicolor" || echo "note: gtk-update-icon-cache failed on $hicolor" >&2
fi
if command -v update-desktop-database >/dev/null && [ -f "$root/share/applications/mimeinfo.cache" ]; then
  update-desktop-database -q "$root/share/applications" || echo "note: update-desktop-database failed" >&2
fi
if [ -d "$root/lib" ] && [ "$(id -u)" -eq 0 ] && command -v ldconfig >/dev/null; then ldconfig; fi
