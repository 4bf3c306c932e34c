#!/usr/bin/env bash
# Builds swipeblocks as it is installed (make install, the .deb, the Flatpak; make bench measures
# it): release, the Swift runtime linked in, in its own build folder (.build/static, or
# $SWIPEBLOCKS_SCRATCH), and prints the binary's path on standard output (the build's own output
# goes to standard error).
#
# Where the toolchain has lld and the C library reads packed relocations (glibc 2.36 and later),
# it links with lld:
#   -z pack-relative-relocs          the ~28,000 relative relocations of a position-independent
#                                    binary as a 6 KB bitmap (DT_RELR) instead of a 670 KB table
#                                    that the loader reads whole at every start;
#   --symbol-ordering-file           the functions that run from launch to an idle window
#                                    (scripts/startup.order, made by `make startup-order`) placed
#                                    side by side, so starting touches fewer pages of the binary.
#   --no-export-dynamic              the toolchain's static link exports every Swift symbol
#                                    (8,000 in .dynsym/.dynstr); the loader looks each symbol of
#                                    every library up in the program first, which kept 0.25-0.4 MB
#                                    of those tables resident. Nothing looks the program's own
#                                    symbols up (GtkBuilder finds GTK's types in GTK).
# Together about 2 MB less resident at start (BENCHMARKS.md, sessions 13 and 22). Elsewhere it links
# as SwiftPM does by default, and says so.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH=/opt/swift/usr/bin:$PATH
scratch=${SWIPEBLOCKS_SCRATCH:-.build/static}
build=(swift build -c release --static-swift-stdlib --product swipeblocks --scratch-path "$scratch")

glibc_reads_relr() {  # DT_RELR arrived in glibc 2.36
  local version
  version=$(getconf GNU_LIBC_VERSION 2>/dev/null | awk '{print $2}')
  [ -n "$version" ] && printf '2.36\n%s\n' "$version" | sort -V -C
}
toolchain=$(dirname "$(readlink -f "$(command -v swift)")")
has_lld() { [ -x "$toolchain/ld.lld" ] || command -v ld.lld >/dev/null; }
link=()
has_lld && glibc_reads_relr && link=(-use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs -Xlinker --no-export-dynamic)
# `build-installed.sh --link-flags` prints those swiftc flags, one a line (nothing where they are
# not available), and builds nothing: make bench links its Swift floor with them.
if [ "${1:-}" = --link-flags ]; then
  [ ${#link[@]} -eq 0 ] || printf '%s\n' "${link[@]}"
  exit 0
fi
if [ ${#link[@]} -gt 0 ]; then
  build+=(-Xswiftc "${link[0]}" "${link[@]:1}"
          -Xlinker "--symbol-ordering-file=$PWD/scripts/startup.order" -Xlinker --no-warn-symbol-ordering)
else
  echo "build-installed: no lld in the toolchain or a C library before glibc 2.36: linking as SwiftPM does" >&2
fi

bin="$(swift build -c release --scratch-path "$scratch" --show-bin-path)/swipeblocks"
# SwiftPM does not link again when only the link flags change: the binary goes, so it must.
rm -f "$bin"
set +e
"${build[@]}" 2>&1 | grep -v "prohibited flag" >&2
built=${PIPESTATUS[0]}
set -e
if [ "$built" -ne 0 ] || [ ! -x "$bin" ]; then echo "build-installed: swipeblocks did not build" >&2; exit 1; fi
echo "$bin"
