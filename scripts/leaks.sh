#!/usr/bin/env bash
# make leaks: builds the debug window, then runs scripts/leaks.py inside a private desktop
# session: a scripted GUI session under valgrind memcheck, which fails if a "definitely lost"
# block comes from our code; then the same for the GObject library's C client (Examples/c).
# The reports stay in build/leaks/valgrind.log (LEAKS_LOG) and valgrind-c-client.log beside it.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
command -v valgrind >/dev/null || { echo "leaks: valgrind is missing (scripts/deps.sh leaks installs it)"; exit 1; }
swift build --product swipeblocks 2>&1 | grep -v "prohibited flag" | tail -3
[ "${PIPESTATUS[0]}" -eq 0 ] || { echo "leaks: build failed"; exit 1; }
bin="$(swift build --show-bin-path)/swipeblocks"
# The GObject library and its C client, as make test builds them.
scripts/gir.sh >/dev/null || { echo "leaks: the GObject library failed to build"; exit 1; }
read -ra library_flags < <(PKG_CONFIG_PATH=build/gir pkg-config --cflags --libs swipewidgets-0)
gcc -g Examples/c/inbox.c -o build/gir/inbox-c "${library_flags[@]}" || { echo "leaks: the C client failed to build"; exit 1; }
# valgrind 3.19 cannot read the DWARF 5 that SwiftPM's clang writes for the C target: it runs the
# client on a copy of the library without debug sections (its symbols name every frame).
mkdir -p build/leaks/lib
objcopy --strip-debug build/gir/libswipewidgets-0.so.0 build/leaks/lib/libswipewidgets-0.so.0
scripts/session.sh /usr/bin/python3 scripts/leaks.py "$bin"
window=$?
scripts/session.sh /usr/bin/python3 scripts/leaks.py --c-client "$bin"
client=$?
[ "$window" -eq 0 ] && [ "$client" -eq 0 ]
