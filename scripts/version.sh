#!/usr/bin/env bash
# Prints the version (0.4.0): SWIPE_VERSION_S in the library's public header, the one place it
# is written (the app embeds that header; the .pc, the .debs and the docs read it here).
set -euo pipefail
cd "$(dirname "$0")/.."
sed -n 's/^#define SWIPE_VERSION_S "\(.*\)"$/\1/p' Sources/CSwipeWidgets/include/swipe-version.h
