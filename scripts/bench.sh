#!/usr/bin/env bash
# make bench: engine throughput, catalogue export, simulate's peak memory at 10⁵ rows and 10⁶ frames, time to window / peak memory of swipeblocks
# beside gtk4-demo, adwaita-1-demo and floor windows (all started as swipeblocks is: cairo, GDK's GL probe off; and under GL), and the frame timing of a scripted drag on each block
# (swipeblocks --stats) and on the first row of each example app (SWIPE_WIDGETS_FRAME_STATS), under
# a private Xvfb with the cairo renderer; the GObject library's size (as built and stripped) and its
# load time (dlopen + its types registered: bench/library-load.c, scripts/bench-library.py); a boxed
# list of 1,000 swipe rows beside 1,000 AdwActionRows (bench/list-rows.c, scripts/bench-list.py).
# Prints one table and writes the same numbers to bench/results.json. Nothing here fails on a time.
# Environment: BENCH_RUNS (7) runs per program side by side, BENCH_ROWS_RUNS (5) per row count,
#              BENCH_SETTLE (1.0) seconds a window stays up after it shows, BENCH_DRAG_SECONDS (10) per block,
#              BENCH_QUICK=1 for a short engine run and 2-second drags,
#              BENCH_SCRATCH=DIR to build somewhere other than .build.
set -euo pipefail
cd "$(dirname "$0")/.."

runs=${BENCH_RUNS:-7}
rows_runs=${BENCH_ROWS_RUNS:-5}
settle=${BENCH_SETTLE:-1.0}
drag_seconds=${BENCH_DRAG_SECONDS:-10}
[ "${BENCH_QUICK:-}" = 1 ] && drag_seconds=${BENCH_DRAG_SECONDS:-2}

echo "bench: building (release)…" >&2
build=(swift build -c release)
[ -n "${BENCH_SCRATCH:-}" ] && build+=(--scratch-path "$BENCH_SCRATCH")
for product in SwipeBench swipeblocks; do
  "${build[@]}" --product "$product" 2>&1 | grep -v "prohibited flag" >&2; [ "${PIPESTATUS[0]}" -eq 0 ]
done
bin=$("${build[@]}" --show-bin-path)
# The window as installed (make install, the .deb, the Flatpak): the Swift runtime linked in,
# built where install.sh builds it. The goals are measured on it; `make run`'s build (the runtime
# as shared libraries) is reported beside it.
installed=$(SWIPEBLOCKS_SCRATCH="${BENCH_SCRATCH:-.build}/static" scripts/build-installed.sh)
# Its link places the functions that run at start side by side (scripts/startup.order); an order
# made before the code changed much leaves them spread and costs about 1 MiB at start
# (BENCHMARKS.md, session 20), so the bench says how much of it still names the binary's functions.
order_total=$(grep -vc '^#' scripts/startup.order)
order_found=$(comm -12 <(nm --defined-only "$installed" | awk '{print $3}' | sort -u) \
  <(grep -v '^#' scripts/startup.order | sort -u) | wc -l)
echo "bench: scripts/startup.order: $order_found of $order_total functions are in the binary" >&2
if [ $((order_found * 100)) -lt $((order_total * 95)) ]; then
  echo "bench: the start-up order is stale; run 'make startup-order' before measuring the window" >&2
fi
# The example inbox, an outside package on the widget library (release, its own build folder).
for example in Inbox TodoApp; do
  swift build -c release --package-path Examples/$example 2>&1 | grep -v "prohibited flag" >&2; [ "${PIPESTATUS[0]}" -eq 0 ]
done
inbox="$(swift build -c release --package-path Examples/Inbox --show-bin-path)/Inbox"
todo="$(swift build -c release --package-path Examples/TodoApp --show-bin-path)/TodoApp"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
read -ra gtk_flags < <(pkg-config --cflags --libs gtk4)
read -ra adw_flags < <(pkg-config --cflags --libs libadwaita-1)
cc -O2 bench/floor.c -o "$work/floor" "${gtk_flags[@]}"
cc -O2 bench/floor-adw.c -o "$work/floor-adw" "${adw_flags[@]}"
# floor-adw --with-text in Swift, linked as the installed swipeblocks is (the Swift runtime in it).
mapfile -t swift_link < <(scripts/build-installed.sh --link-flags)
read -ra adw_includes < <(pkg-config --cflags-only-I libadwaita-1 | sed 's/-I/-Xcc -I/g')
read -ra adw_libs < <(pkg-config --libs libadwaita-1)
swiftc -swift-version 6 -O -static-stdlib "${swift_link[@]}" -I bench/floor-swift "${adw_includes[@]}" \
  "${adw_libs[@]}" bench/floor-swift/main.swift -o "$work/floor-swift-text"
# The GObject library as it ships (scripts/gir.sh) and the program that times its loading.
scripts/gir.sh >&2
cc -O2 bench/library-load.c -o "$work/library-load" "${gtk_flags[@]}"
# A boxed list of AdwActionRows, and the same rows each inside a swipe row (build/gir's library).
read -ra list_flags < <(PKG_CONFIG_PATH="$PWD/build/gir" pkg-config --cflags --libs libadwaita-1 swipewidgets-0)
cc -O2 bench/list-rows.c -o "$work/list-rows-adw" "${adw_flags[@]}"
cc -O2 -DSWIPE bench/list-rows.c -o "$work/list-rows-swipe" "${list_flags[@]}" -Wl,-rpath,"$PWD/build/gir"
# A user catalogue of 1,000 blocks (the built-in ones repeated under new ids), for the window's scaling.
python3 scripts/bench-catalog.py "$work/catalog-1000" 1000

BENCH_LOADAVG_START="$(cut -d" " -f1-3 /proc/loadavg)"
export BENCH_LOADAVG_START
echo "bench: engine and catalogue…" >&2
quick=()
[ "${BENCH_QUICK:-}" = 1 ] && quick=(--quick)
"$bin/SwipeBench" "${quick[@]}" >"$work/engine.json"

echo "bench: the GObject library's size and load time…" >&2
python3 scripts/bench-library.py build/gir/libswipewidgets-0.so.0 "$work/library-load" "$work/library.json" --runs "$((3 * runs))"

echo "bench: simulate's peak memory as its output grows…" >&2
python3 scripts/bench-simulate.py "$bin/swipeblocks" --json "$work/simulate.json"

demo=$(command -v gtk4-demo || echo /usr/bin/gtk4-demo)
adw_demo=$(command -v adwaita-1-demo || echo /usr/bin/adwaita-1-demo)
programs=$(python3 - "$installed" "$demo" "$work/floor" "$inbox" "$work/floor-adw" "$work/catalog-1000" "$bin/swipeblocks" \
  "$work/floor-swift-text" "$adw_demo" <<'PY'
import json, sys
sb, demo, floor, inbox, adw, catalog, shared, swift_text, adw_demo = sys.argv[1:10]
# swipeblocks starts under the cairo renderer with GDK's GL probe off (it sets both itself); every
# peer and floor it is measured against is started the same way, and again under GL beside it.
gl_off = {"GDK_DEBUG": "gl-disable", "GDK_DISABLE": "gl"}
gl = {"GSK_RENDERER": "gl"}
card = ["--block", "full-swipe-card-list", "--rows"]
print(json.dumps(
    [{"name": "swipeblocks", "command": [sb], "group": "side-by-side"},
     # The peers: GTK's demo browser and libadwaita's demo.
     {"name": "gtk4-demo", "command": [demo], "group": "side-by-side", "env": gl_off},
     {"name": "adwaita-1-demo", "command": [adw_demo], "group": "side-by-side", "env": gl_off},
     # The floors: a bare GtkWindow; a bare AdwApplicationWindow; the same with a header bar and
     # one label (the least a window with words pays: the goals' floor); that window in Swift,
     # linked as swipeblocks is.
     {"name": "floor", "command": [floor], "group": "side-by-side", "env": gl_off},
     {"name": "floor-adw", "command": [adw], "group": "side-by-side", "env": gl_off},
     {"name": "floor-adw-text", "command": [adw, "--with-text"], "group": "side-by-side", "env": gl_off},
     {"name": "floor-swift-text", "command": [swift_text], "group": "side-by-side", "env": gl_off},
     # Under the GL renderer, reported beside.
     {"name": "swipeblocks-gl", "command": [sb], "group": "side-by-side", "env": gl},
     {"name": "gtk4-demo-gl", "command": [demo], "group": "side-by-side", "env": gl},
     {"name": "adwaita-1-demo-gl", "command": [adw_demo], "group": "side-by-side", "env": gl},
     {"name": "floor-adw-text-gl", "command": [adw, "--with-text"], "group": "side-by-side", "env": gl},
     # The window over a catalogue of 1,000 blocks, beside the built-in four.
     {"name": "swipeblocks-1000", "command": [sb, "--catalog", catalog], "group": "side-by-side"},
     # make run's build: the same window with the Swift runtime as shared libraries.
     {"name": "swipeblocks-shared-runtime", "command": [shared], "group": "side-by-side"}]
    + [{"name": f"rows-{n}", "command": [sb] + card + [str(n)], "group": "rows"} for n in (100, 1000, 10000)]
    + [{"name": f"inbox-{n}", "command": [inbox, str(n)], "group": "rows"} for n in (100, 10000)]))
PY
)

echo "bench: windows under Xvfb (N=$runs side by side, N=$rows_runs per row count)…" >&2
scripts/session.sh python3 scripts/bench-windows.py "$work/windows.json" --programs "$programs" \
  --runs "$runs" --rows-runs "$rows_runs" --settle "$settle" --log "$work/windows.log"

echo "bench: 1,000 swipe rows beside 1,000 AdwActionRows in a boxed list (N=$rows_runs)…" >&2
scripts/session.sh python3 scripts/bench-list.py "$work/list.json" "$work/list-rows-adw" "$work/list-rows-swipe" \
  --rows 1000 --runs "$rows_runs"

# The e2e harness (AT-SPI through pyatspi) needs Debian's python3, as Tests/e2e/run.sh uses.
echo "bench: scripted drags under Xvfb (${drag_seconds} s on the first row of each block, --stats)…" >&2
scripts/session.sh /usr/bin/python3 scripts/bench-drag.py "$work/drag.json" --binary "$bin/swipeblocks" \
  --examples "$todo,$inbox" --seconds "$drag_seconds" --log "$work/drag.log"

mkdir -p bench
python3 scripts/bench-report.py "$work/engine.json" "$work/windows.json" bench/results.json --drag "$work/drag.json" \
  --library "$work/library.json" --list "$work/list.json"
echo "(written to bench/results.json)"
