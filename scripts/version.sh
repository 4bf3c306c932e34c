#!/usr/bin/env bash
# Prints the version of SwipeBlocks and of its library (one number for both): the C API's version
# macros (SWIPE_MAJOR/MINOR/MICRO_VERSION in Sources/Library/CSwipeWidgets/include/swipe-version.h, written
# `(0)` or `0`) where that header exists, else the app's DesktopApp.version. gir.sh, install-library.sh
# and deb.sh read it here. Fails, saying why, when neither gives a version.
# Usage: scripts/version.sh
set -euo pipefail
cd "$(dirname "$0")/.."
header=Sources/Library/CSwipeWidgets/include/swipe-version.h
if [ -f "$header" ]; then
  part() { sed -nE "s/^#define SWIPE_$1_VERSION[[:space:]]+\(?[[:space:]]*([0-9]+)[[:space:]]*\)?[[:space:]]*$/\1/p" "$header"; }
  version="$(part MAJOR).$(part MINOR).$(part MICRO)"
  source=$header
else
  source=Sources/App/SwipeBlocksUI/App/DesktopApp.swift
  version=$(sed -n 's/.*public static let version = "\(.*\)".*/\1/p' "$source")
fi
[[ "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] || { echo "version: no version in $source (read '$version')" >&2; exit 1; }
echo "$version"
