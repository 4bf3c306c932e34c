#!/usr/bin/env bash
# Installs the Debian packages SwipeBlocks needs, only those that are missing.
# Usage: scripts/deps.sh build|test|bench|leaks
set -euo pipefail

# gobject-introspection + libgirepository1.0-dev: g-ir-scanner, g-ir-compiler and GLib's .gir
# files, for the GObject library's introspection data (scripts/gir.sh).
# libadwaita-1-dev: the window's AdwApplication, leaflet, toasts and About window.
# librsvg2-bin: rsvg-convert renders the app icon's PNG sizes for `make install`.
# gettext: msgfmt compiles the translations in po/ to the .mo files the binary reads (scripts/po.py).
# gi-docgen: the library's reference, `make docs` (scripts/docs.sh).
# valac: vapigen makes the library's .vapi (scripts/gir.sh); Tests/e2e builds a Vala program with valac.
# blueprint-compiler: `make docs` compiles the reference's Blueprint (scripts/docs-snippets.py).
# dpkg-dev: dpkg-architecture names the multiarch folder of a /usr install; `make deb` needs the rest.
build_pkgs=(libgtk-4-dev libadwaita-1-dev pkg-config adwaita-icon-theme librsvg2-common fonts-cantarell
            gobject-introspection libgirepository1.0-dev librsvg2-bin gettext gi-docgen valac dpkg-dev
            blueprint-compiler)
# mutter + pipewire: a headless Wayland compositor whose RemoteDesktop API makes real touchscreen
# events for Tests/e2e/test_touch.py (XTest cannot); its screen-cast stream needs pipewire.
# orca + speech-dispatcher(-espeak-ng): the real screen reader for Tests/e2e/test_orca.py; its
# private speech-dispatcher synthesises with espeak-ng into libao's null driver (no sound server).
# strace: Tests/cli/test_hostile.py delays an export's fsync with it (a slow disk) to signal it mid-write.
# xclip: Tests/e2e/test_keyboard.py reads what Copy put on the clipboard; python3-xlib: it reads the
# screen's pixels (focus rings) straight from the X server.
# xsettingsd: an XSETTINGS manager, as gnome-settings-daemon is under GNOME, for
# Tests/e2e/test_system_settings.py to change GNOME's settings (Always Show Scroll Bars) under the window.
# gjs: the GObject library's JavaScript client (Tests/e2e/test_gobject.py; python3-gi is the Python one's).
# meson: Tests/e2e/test_ui_examples.py builds the C example with Meson (and the Vala one with
# valac, a build package; the Blueprint with blueprint-compiler, another).
# groff-base, man-db, zsh, fish: Tests/cli checks the generated man page and completion scripts.
# lintian: Tests/e2e/test_debian.py checks the .debs `make deb` builds.
# abigail-tools: abidiff checks the library's ABI against abi/libswipewidgets-0.abi (scripts/abi.sh).
# flatpak-builder: Tests/cli reads the Flatpak manifest with it (--show-manifest; no build).
# python3-pytest: runs Tests/cli and Tests/e2e (/usr/bin/python3 -m pytest, beside pyatspi);
# python3-pytest-xdist: Tests/e2e in parallel workers, each in a desktop session of its own.
# The linters of make test's lint layer (scripts/lint.sh): shellcheck for the shell scripts, flake8 for the Python.
# locales: the tests run the program in the locales it is translated for (generated below).
test_pkgs=(xvfb xauth xdotool x11-utils dbus dbus-x11 at-spi2-core python3-pyatspi python3-gi
           imagemagick cmark-gfm desktop-file-utils appstream mutter pipewire xclip strace
           orca speech-dispatcher speech-dispatcher-espeak-ng speech-dispatcher-audio-plugins libao4 gjs
           meson
           groff-base man-db zsh fish lintian abigail-tools flatpak-builder python3-pytest python3-pytest-xdist shellcheck flake8 locales python3-xlib xsettingsd)
# metadata-cleaner, gnome-sound-recorder: the two Debian apps Tests/e2e/test_adoption_apps.py makes
# swipe with Examples/adoption's patches, installed as a person installs an app (with what it
# recommends) before any test session runs: installing them while X servers run can take their
# sockets away.
app_pkgs=(metadata-cleaner gnome-sound-recorder)
# The locales the tests use: the C library translates nothing in a locale it does not have.
test_locales=(es_ES he_IL)
bench_pkgs=(gtk-4-examples libadwaita-1-examples time valgrind)
leaks_pkgs=(valgrind)

want=("${build_pkgs[@]}")
apps=()
case "${1:-build}" in
  build) ;;
  test) want+=("${test_pkgs[@]}"); apps=("${app_pkgs[@]}") ;;
  bench) want+=("${test_pkgs[@]}" "${bench_pkgs[@]}") ;;
  leaks) want+=("${test_pkgs[@]}" "${leaks_pkgs[@]}") ;;
  *) echo "usage: scripts/deps.sh build|test|bench|leaks" >&2; exit 2 ;;
esac

# not_installed PACKAGE…: prints those dpkg does not have installed.
not_installed() {
  local p status
  for p in "$@"; do
    status=$(dpkg-query -W -f='${db:Status-Status}' "$p" 2>/dev/null || true)
    [ "$status" = "installed" ] || echo "$p"
  done
}
mapfile -t missing < <(not_installed "${want[@]}")
mapfile -t missing_apps < <(not_installed "${apps[@]}")
locales=()
if [ "${1:-build}" != build ]; then
  for l in "${test_locales[@]}"; do
    locale -a 2>/dev/null | grep -qix "$l.utf-\?8" || locales+=("$l")
  done
fi
[ ${#missing[@]} -eq 0 ] && [ ${#missing_apps[@]} -eq 0 ] && [ ${#locales[@]} -eq 0 ] && exit 0

sudo=()
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null 2>&1 || { echo "deps: need root or sudo to install: ${missing[*]} ${locales[*]}" >&2; exit 1; }
  sudo=(sudo)
fi
# generate_locales: makes each missing test locale (UTF-8) with localedef, from the locales package.
generate_locales() {
  for l in "${locales[@]}"; do
    echo "deps: generating the locale $l.UTF-8"
    "${sudo[@]}" localedef -i "$l" -f UTF-8 "$l.UTF-8" || { echo "deps: localedef $l.UTF-8 failed" >&2; exit 1; }
  done
}
if [ ${#missing[@]} -eq 0 ] && [ ${#missing_apps[@]} -eq 0 ]; then generate_locales; exit 0; fi

if ! command -v apt-get >/dev/null 2>&1; then
  echo "deps: missing packages (${missing[*]}) and apt-get is not available; install them with your package manager." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
# Package lists are fetched once, when they are missing or an install cannot find a package.
if [ -z "$(find /var/lib/apt/lists -mindepth 1 -maxdepth 1 ! -name lock ! -name partial -print -quit 2>/dev/null)" ]; then
  "${sudo[@]}" apt-get update -qq
fi
# install APT-OPTION PACKAGE…: apt-get install, fetching the lists again once if a package is not found.
install() {
  local option=$1
  shift
  [ $# -gt 0 ] || return 0
  echo "deps: installing $*"
  if ! "${sudo[@]}" apt-get install -y -qq "$option" "$@" >/tmp/swipeblocks-apt.log 2>&1; then
    "${sudo[@]}" apt-get update -qq
    "${sudo[@]}" apt-get install -y -qq "$option" "$@" >/tmp/swipeblocks-apt.log 2>&1 \
      || { tail -20 /tmp/swipeblocks-apt.log >&2; echo "deps: apt-get install failed (log: /tmp/swipeblocks-apt.log)" >&2; exit 1; }
  fi
}
install --no-install-recommends "${missing[@]}"
install --install-recommends "${missing_apps[@]}"
generate_locales
