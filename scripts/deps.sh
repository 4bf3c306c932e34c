#!/usr/bin/env bash
# Installs the Debian packages SwipeBlocks needs, only those that are missing.
# Usage: scripts/deps.sh build|test|bench|leaks
set -euo pipefail

# gobject-introspection + libgirepository1.0-dev: g-ir-scanner, g-ir-compiler and GLib's .gir
# files, for the GObject library's introspection data (scripts/gir.sh).
# libadwaita-1-dev: the window's AdwApplication, leaflet, toasts and About window.
# librsvg2-bin: rsvg-convert renders the app icon's PNG sizes for `make install`.
build_pkgs=(libgtk-4-dev libadwaita-1-dev pkg-config adwaita-icon-theme librsvg2-common fonts-cantarell
            gobject-introspection libgirepository1.0-dev librsvg2-bin)
# mutter + pipewire: a headless Wayland compositor whose RemoteDesktop API makes real touchscreen
# events for Tests/e2e/test_touch.py (XTest cannot); its screen-cast stream needs pipewire.
# orca + speech-dispatcher(-espeak-ng): the real screen reader for Tests/e2e/test_orca.py; its
# private speech-dispatcher synthesises with espeak-ng into libao's null driver (no sound server).
# strace: Tests/cli/test_hostile.py delays an export's fsync with it (a slow disk) to signal it mid-write.
# xclip: Tests/e2e/test_keyboard.py reads what Copy put on the clipboard.
# gjs: the GObject library's JavaScript client (Tests/e2e/test_gobject.py; python3-gi is the Python one's).
# groff-base, man-db, zsh, fish: Tests/cli checks the generated man page and completion scripts.
# lintian, dpkg-dev: Tests/e2e/test_debian.py builds, checks and installs the .deb.
# flatpak-builder: Tests/cli reads the Flatpak manifest with it (--show-manifest; no build).
# python3-pytest: runs Tests/cli and Tests/e2e (/usr/bin/python3 -m pytest, beside pyatspi).
# The linters of make test's lint layer (scripts/lint.sh): shellcheck for the shell scripts, flake8 for the Python.
test_pkgs=(xvfb xauth xdotool x11-utils dbus dbus-x11 at-spi2-core python3-pyatspi python3-gi
           imagemagick cmark-gfm desktop-file-utils appstream mutter pipewire xclip strace
           orca speech-dispatcher speech-dispatcher-espeak-ng speech-dispatcher-audio-plugins libao4 gjs
           groff-base man-db zsh fish lintian dpkg-dev flatpak-builder python3-pytest shellcheck flake8)
bench_pkgs=(gtk-4-examples time valgrind)
leaks_pkgs=(valgrind)

want=("${build_pkgs[@]}")
case "${1:-build}" in
  build) ;;
  test) want+=("${test_pkgs[@]}") ;;
  bench) want+=("${test_pkgs[@]}" "${bench_pkgs[@]}") ;;
  leaks) want+=("${test_pkgs[@]}" "${leaks_pkgs[@]}") ;;
  *) echo "usage: scripts/deps.sh build|test|bench|leaks" >&2; exit 2 ;;
esac

missing=()
for p in "${want[@]}"; do
  status=$(dpkg-query -W -f='${db:Status-Status}' "$p" 2>/dev/null || true)
  [ "$status" = "installed" ] || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

if ! command -v apt-get >/dev/null 2>&1; then
  echo "deps: missing packages (${missing[*]}) and apt-get is not available; install them with your package manager." >&2
  exit 1
fi
sudo=()
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null 2>&1 || { echo "deps: need root or sudo to install: ${missing[*]}" >&2; exit 1; }
  sudo=(sudo)
fi
echo "deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
# Package lists are fetched once, when they are missing or an install cannot find a package.
if [ -z "$(find /var/lib/apt/lists -mindepth 1 -maxdepth 1 ! -name lock ! -name partial -print -quit 2>/dev/null)" ]; then
  "${sudo[@]}" apt-get update -qq
fi
if ! "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/tmp/swipeblocks-apt.log 2>&1; then
  "${sudo[@]}" apt-get update -qq
  "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/tmp/swipeblocks-apt.log 2>&1 \
    || { tail -20 /tmp/swipeblocks-apt.log >&2; echo "deps: apt-get install failed (log: /tmp/swipeblocks-apt.log)" >&2; exit 1; }
fi
