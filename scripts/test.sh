#!/usr/bin/env bash
# Runs test layers and prints one summary line per layer ("window: N passed, M failed"):
#   lint    ShellCheck, flake8, swift-format and the translations (scripts/lint.sh)
#   unit    Swift Testing: the engine and the catalogue
#   gtk     XCTest: the widgets under a private Xvfb
#   cli     the real binary's command line (Tests/cli, pytest)
#   window  the real window under private desktop sessions, driven with xdotool and read over
#           AT-SPI and Orca (Tests/e2e, pytest, run in parallel: each worker its own session)
#   dist    the library as people get it: the package as a versioned dependency building every
#           usage snippet (Tests/package), the C, Python, GJS and Vala clients, the .ui examples,
#           the installed prefix and the .debs with the toolchain hidden (Tests/e2e -m dist)
#   docs    the library's reference: gi-docgen check and generate, no warning (scripts/docs.sh)
# Usage: scripts/test.sh [LAYER…]   (none: every layer; `make check` is lint unit gtk cli)
# Each layer builds what it needs once: the debug build with its tests, the binary as installed
# (the Swift runtime linked in), the GObject library as it ships (scripts/gir.sh, in the
# background from the start). Layers that do not need each other run beside each other: lint
# beside the build; unit, gtk and cli (which mostly wait: for frames, timeouts, the binary)
# together; the dist layer's builds from then on, and docs beside the window layer, at the
# lowest priority. Each layer's own seconds are printed at the end, with what it ran beside.
# Exits non-zero if a layer failed, or ran nothing, or skipped tests.
# shellcheck disable=SC2317 # reached: beside runs run_LAYER, the checks record_LAYER, by names made at run time
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
all=(lint unit gtk cli window dist docs)
layers=("$@")
[ ${#layers[@]} -gt 0 ] || layers=("${all[@]}")
for layer in "${layers[@]}"; do
  [[ " ${all[*]} " == *" $layer "* ]] || { echo "test: no layer '$layer' (the layers: ${all[*]})" >&2; exit 2; }
done
wants() { [[ " ${layers[*]} " == *" $1 "* ]]; }

out=${SWIPEBLOCKS_TEST_OUT:-.build/test-results}
rm -rf "$out"; mkdir -p "$out"
# The programs under test read user blocks from the XDG data folders: the tester's own
# (~/.local/share/swipeblocks/blocks) must not change what the tests see.
XDG_DATA_HOME=$(mktemp -d "${TMPDIR:-/tmp}/swipeblocks-test-data.XXXXXX")
export XDG_DATA_HOME
trap 'rm -rf "$XDG_DATA_HOME"' EXIT
# Nor must the tester's language: the tests read English, and those of other languages set their own.
export LANG=C.UTF-8
unset LC_ALL LC_MESSAGES LANGUAGE
# The window layer's parallel workers (pytest-xdist), each in a desktop session of its own: one
# more than the cores, since an e2e test mostly waits for the app, Orca or a frame (on 2 cores the
# window layer takes 8.6 minutes with 2 workers, 5.4 with 4 — but with 4 and a busy core beside,
# X loses a key now and then); SWIPEBLOCKS_TEST_WORKERS sets another number.
workers=${SWIPEBLOCKS_TEST_WORKERS:-$(($(nproc) + 1))}
summary=()
status=0
# How long each stage took, printed before the summary: the stages one after the other, and the
# layers run beside them or beside each other, each with its own seconds.
timings=()
stage() { # name: starts timing the next stage and prints its heading
  [ -n "${stage_name:-}" ] && timings+=("$stage_name $((SECONDS - stage_start)) s")
  stage_name=$1; stage_start=$SECONDS
  if [ -n "$1" ]; then echo "== $1"; fi
}
# beside LAYER: runs the layer's run_LAYER in the background; its exit status and seconds go to
# $out/LAYER.rc and $out/LAYER.seconds (written whole, then renamed), its pid to besides[LAYER].
declare -A besides=()
beside() {
  (
    start=$SECONDS
    "run_$1"
    rc=$?
    echo $((SECONDS - start)) >"$out/$1.seconds"
    echo "$rc" >"$out/$1.rc.tmp" && mv "$out/$1.rc.tmp" "$out/$1.rc"
  ) &
  besides[$1]=$!
}
collect() { # LAYER: waits for a layer run beside, prints its heading; its exit status in $collected_rc
  wait "${besides[$1]}"
  unset "besides[$1]"
  collected_rc=$(cat "$out/$1.rc" 2>/dev/null || echo 1)
  echo "== $1"
}
seconds() { cat "$out/$1.seconds" 2>/dev/null || echo "?"; }
record() { # layer passed failed skipped
  local line="$1: $2 passed, $3 failed"
  [ "$4" -gt 0 ] && line+=", $4 skipped"
  summary+=("$line")
  if [ "$3" -gt 0 ] || [ "$4" -gt 0 ] || [ $(($2 + $3)) -eq 0 ]; then status=1; fi
}
record_checks() { # layer log rc: a script of checks that prints "ok …" or "FAIL …" for each and
  # ends with "N passed, M failed" (scripts/lint.sh, scripts/docs.sh, Tests/package/run.sh):
  # shows what failed, records the counts
  local last p f
  grep -v "^ok " "$2" | grep -vE '^[0-9]+ passed, [0-9]+ failed$' | head -60
  last=$(grep -E '^[0-9]+ passed, [0-9]+ failed$' "$2" | tail -1)
  p=${last%% passed*}; f=${last#*passed, }; f=${f%% failed*}
  [ -n "$last" ] || { p=0; f=1; }
  [ "$3" -ne 0 ] && [ "$f" -eq 0 ] && f=1
  record "$1" "$p" "$f" 0
}
pytest_counts() { # junit-xml rc log: prints "passed failed skipped", a run with no test one failure
  local p f s
  python3 scripts/xunit-count.py --failures "$1" | head -30 >&2
  read -r p f s < <(python3 scripts/xunit-count.py "$1")
  if [ $((p + f + s)) -eq 0 ]; then echo "ran no test (pytest exit $2)" >&2; tail -20 "$3" >&2; f=$((f + 1)); fi
  [ "$2" -ne 0 ] && [ "$f" -eq 0 ] && { echo "pytest exited $2" >&2; tail -20 "$3" >&2; f=1; }
  echo "$p $f $s"
}

# The GObject library, self-contained as it ships (scripts/gir.sh: release, the Swift runtime
# inside, its own scratch folder), builds beside lint and the main build; the layers that use it
# wait for it. The examples, the introspection clients, the install and .deb tests, the reference
# all use this one build.
gir_pid=""
if wants dist || wants docs; then
  # Its exit status also in gir.rc, for the dist layer's builds beside the window layer (below).
  # (written whole, then renamed: a reader never finds it empty)
  (scripts/gir.sh >"$out/gir.log" 2>&1; echo $? >"$out/gir.rc.tmp" && mv "$out/gir.rc.tmp" "$out/gir.rc") &
  gir_pid=$!
fi
gir_ready() {
  [ -z "$gir_pid" ] && return 0
  wait "$gir_pid"
  [ "$(cat "$out/gir.rc" 2>/dev/null)" = 0 ] || { tail -20 "$out/gir.log"; echo "the GObject library or its typelib failed to build"; exit 1; }
  gir_pid=""
  tail -1 "$out/gir.log"
}

# The dist layer's builds: the GObject library's C client, built as a C developer builds it
# (pkg-config), the four .debs as a person builds them (`make deb`, the binary under test as the
# app; test_debian.py and test_adoption_apps.py both install these, from $SWIPEBLOCKS_DEBS, where
# each built its own one after the other before), the example apps (Swift packages of their own
# on the library), and the package as a versioned dependency (Tests/package/run.sh, which prints
# its own "N passed, M failed").
# They need the CPU, not a display: with the window layer they run beside it at the lowest
# priority (its tests mostly wait for the app, Orca or a frame, and get the CPU first when they
# ask); the dist stage waits for them. Prints what failed; returns non-zero if a build failed.
dist_builds() {
  until [ -f "$out/gir.rc" ]; do sleep 1; done
  [ "$(cat "$out/gir.rc")" = 0 ] || { echo "the GObject library or its typelib failed to build"; return 1; }
  read -ra library_flags < <(PKG_CONFIG_PATH=build/gir pkg-config --cflags --libs swipewidgets-0)
  nice -n 19 gcc -Wall -Wextra -Werror -Wno-unused-parameter Examples/c/inbox.c -o build/gir/inbox-c "${library_flags[@]}" \
    || { echo "the C client failed to build"; return 1; }
  # Under the checkout's lock on build/deb, which harness.debian.build_debs takes too.
  mkdir -p build "$out/debs"
  SWIPEBLOCKS_BINARY=$bin nice -n 19 flock build/.deb.lock make --no-print-directory deb CONFIG=debug >"$out/deb.log" 2>&1 \
    || { tail -20 "$out/deb.log"; echo "make deb failed"; return 1; }
  grep -E '\.deb$' "$out/deb.log" | xargs -r cp -t "$out/debs/" || { echo "make deb's packages could not be copied"; return 1; }
  for example in Examples/*/; do
    [ -f "$example/Package.swift" ] || continue
    name=$(basename "$example")
    nice -n 19 swift build --package-path "$example" >"$out/example-$name.log" 2>&1
    example_rc=$?
    grep -E "warning:" "$out/example-$name.log" | grep -v "prohibited flag" | sort -u
    [ "$example_rc" -eq 0 ] || { grep -E "error:" "$out/example-$name.log" | sort -u | head -20; echo "$name failed to build"; return 1; }
  done
  nice -n 19 bash Tests/package/run.sh "$bin" >"$out/package.log" 2>&1
  echo $? >"$out/package.rc.tmp" && mv "$out/package.rc.tmp" "$out/package.rc"
}
dist_builds_pid=""
start_dist_builds() {
  [ -z "$dist_builds_pid" ] || return 0
  dist_builds >"$out/dist-builds.log" 2>&1 &
  dist_builds_pid=$!
}

# The layers' runs; run_LAYER only runs (its logs in $out), record_LAYER reads and records.
# Lint needs no build: it runs beside the build (a few CPU-seconds), its findings shown after
# unit, gtk and cli (not at the build's end: on a loaded machine it may end later, and nothing
# waits for it).
run_lint() { scripts/lint.sh >"$out/lint.log" 2>&1; }
record_lint() { record_checks lint "$out/lint.log" "$collected_rc"; }

# The unit and gtk layers run the test bundle SwiftPM built (.build/debug/*.xctest) as `swift test`
# runs it, but straight: `swift test` holds the build folder's lock for as long as it runs, and
# the static link runs beside them.
test_bundle() { find "$debug_bin" -maxdepth 1 -name '*.xctest' | head -1; }
unit_targets='SwipeEngineTests|BlockCatalogTests|LocalizationTests'
run_unit() { # Swift Testing's tests of the unit targets, and XCTest's, should they have any
  local xctest classes rc
  xctest=$(test_bundle)
  nice -n 5 "$xctest" --testing-library swift-testing --filter "$unit_targets" --xunit-output "$out/unit-swift-testing.xml" >"$out/unit.log" 2>&1
  rc=$?
  classes=$("$xctest" --list-tests | grep -E "^($unit_targets)\." | cut -d/ -f1 | uniq | paste -sd,)
  if [ -n "$classes" ]; then "$xctest" "$classes" >>"$out/unit.log" 2>&1 || rc=1; fi
  return "$rc"
}
record_unit() {
  grep -E "✘|error:|Test run with|Test Case '[^']*' failed" "$out/unit.log" | grep -v "passed after" | tail -40
  read -r p f s < <(python3 scripts/xunit-count.py "$out/unit-swift-testing.xml")
  p=$((p + $(grep -oE "Test Case '[^']*' passed" "$out/unit.log" | wc -l)))
  f=$((f + $(grep -oE "Test Case '[^']*' failed" "$out/unit.log" | wc -l)))
  [ "$collected_rc" -ne 0 ] && [ "$f" -eq 0 ] && f=1
  record unit "$p" "$f" "$s"
}

# The gtk layer: the XCTest cases of the widget targets, class by class, each class in a process
# of its own, by $gtk_shards shards beside each other, each inside a private desktop session of
# its own (scripts/session.sh; no shard's windows meet another's). The classes wait in a queue,
# those with the most tests first; each shard takes the next (scripts/gtk-shard.sh). The tests
# mostly wait for frames and timeouts: 141 took 51 s one after the other, with 6 CPU-seconds.
# gtk.log is the shards' logs one after the other.
gtk_targets='GtkBridgeTests|AdwBridgeTests|SwipeWidgetsTests|SwipeBlocksUITests'
gtk_shards=${SWIPEBLOCKS_GTK_SHARDS:-3}
run_gtk() {
  local xctest i rc=0
  xctest=$(test_bundle)
  "$xctest" --list-tests | grep -E "^($gtk_targets)\." >"$out/gtk.tests"
  cut -d/ -f1 "$out/gtk.tests" | uniq -c | sort -s -k1,1nr | awk '{print $2}' >"$out/gtk.queue"
  for i in $(seq "$gtk_shards"); do
    scripts/session.sh scripts/gtk-shard.sh "$out/gtk.queue" "$xctest" >"$out/gtk-$i.log" 2>&1 &
  done
  for i in $(seq "$gtk_shards"); do wait -n || rc=1; done
  for i in $(seq "$gtk_shards"); do cat "$out/gtk-$i.log"; done >"$out/gtk.log"
  rm -f "$out"/gtk-[0-9]*.log "$out/gtk.queue" "$out/gtk.queue.lock"
  return "$rc"
}
record_gtk() {
  local listed
  grep -E "error:|Test Case '[^']*' failed|exited" "$out/gtk.log" | tail -20
  # XCTest writes xunit only in parallel mode: count its "Test Case '…' passed/failed/skipped"
  # (anywhere in a line: a GTK warning on stderr may have left its line unended before it).
  p=$(grep -oE "Test Case '[^']*' passed" "$out/gtk.log" | wc -l)
  f=$(grep -oE "Test Case '[^']*' failed" "$out/gtk.log" | wc -l)
  s=$(grep -oE "Test Case '[^']*' skipped" "$out/gtk.log" | wc -l)
  # Every test listed ran: one that never said how it ended (its process died) failed.
  listed=$(wc -l <"$out/gtk.tests" 2>/dev/null || echo 0)
  if [ $((p + f + s)) -lt "$listed" ]; then
    echo "gtk: $((listed - p - f - s)) of the $listed tests listed never ended"
    f=$((listed - p - s))
  fi
  [ "$collected_rc" -ne 0 ] && [ "$f" -eq 0 ] && f=1
  record gtk "$p" "$f" "$s"
}

# pytest's results are read from its JUnit XML; its exit code says only whether something went
# wrong (5: it collected no test). Two workers (pytest-xdist): half its time is waiting for the
# binary's signals and limits (22 s in one, 16 s in two).
run_cli() {
  /usr/bin/python3 -m pytest -v --durations=15 -n 2 Tests/cli --binary "$bin" --junitxml="$out/cli.xml" >"$out/cli.log" 2>&1
}
record_cli() {
  read -r p f s < <(pytest_counts "$out/cli.xml" "$collected_rc" "$out/cli.log")
  record cli "$p" "$f" "$s"
}

collect_lint() { # shows and records lint, once, when it ran beside the build
  [ -n "${besides[lint]:-}" ] || return 0
  local during=" beside the build"
  [ -n "${build_rc:-}" ] || during=""
  collect lint
  record_lint
  timings+=("lint $(seconds lint) s$during")
}
if wants lint; then beside lint; fi

bin="$PWD/build/static/swipeblocks"
if wants unit || wants gtk || wants cli || wants window || wants dist; then
  stage build
  swift build --build-tests >"$out/build.log" 2>&1
  build_rc=$?
  tail -3 "$out/build.log"
  # Zero warnings is the bar; SwiftPM's note about pkg-config's -pthread flags is the one exception.
  grep -E "warning:" "$out/build.log" | grep -v "prohibited flag" | sort -u
  [ "$build_rc" -eq 0 ] || { grep -E "error:" "$out/build.log" | sort -u | head -30; echo "build failed"; collect_lint; exit 1; }
  debug_bin=$(swift build --show-bin-path)
  [ -n "$(test_bundle)" ] || { echo "no test bundle in $debug_bin"; collect_lint; exit 1; }
  # The translations beside each binary, where it looks for them (scripts/po.py).
  for folder in build/static "$debug_bin"; do
    scripts/po.py mo "$folder/locale" || { echo "the translations failed to compile"; collect_lint; exit 1; }
  done
  stage ""
fi

# Unit and gtk (the test bundle) start at once; beside them the binary as installed is linked,
# then cli (which drives it) starts beside them too, and the dist layer's builds from then on,
# at the lowest priority. Each mostly waits (gtk for frames and timeouts, cli for the binary) but
# unit, which wants the CPU for a few seconds: it runs niced. The static link and cli are the
# longest chain (about 30 s on a quiet machine): they run at the normal priority.
checks=()
for layer in unit gtk cli; do
  if wants "$layer"; then checks+=("$layer"); fi
done
checks_start=$SECONDS
for layer in unit gtk; do
  if wants "$layer"; then beside "$layer"; fi
done
linked=""
if wants cli || wants window || wants dist; then
  # The program as it is installed: the Swift runtime linked in (`make install` builds it so, in
  # release), so it runs without the toolchain; the CLI and e2e layers drive this binary. Only the
  # executable is linked again (a few seconds); build/static keeps it from later builds.
  link_start=$SECONDS
  if ! swift build --product swipeblocks --static-swift-stdlib >>"$out/build.log" 2>&1; then
    tail -20 "$out/build.log"
    echo "the static link failed"
    for layer in unit gtk; do [ -z "${besides[$layer]:-}" ] || wait "${besides[$layer]}"; done
    exit 1
  fi
  mkdir -p build/static
  cp "$debug_bin/swipeblocks" "$bin"
  linked="the static link $((SECONDS - link_start)) s"
  if wants cli; then beside cli; fi
  if wants dist; then start_dist_builds; fi
fi
if [ ${#checks[@]} -gt 0 ]; then
  for layer in "${checks[@]}"; do collect "$layer"; "record_$layer"; done
  line=$linked
  for layer in "${checks[@]}"; do line+="${line:+ + }$layer $(seconds "$layer") s"; done
  together=${#checks[@]}
  [ -z "$linked" ] || together=$((together + 1))
  [ "$together" -le 1 ] || line+=" beside each other ($((SECONDS - checks_start)) s)"
  timings+=("$line")
elif [ -n "$linked" ]; then
  timings+=("$linked")
fi
collect_lint

# e2e SUITE MARKERS…: Tests/e2e under the layer's markers, in parallel workers: each test on its
# own, the longest first, but a file whose tests share a fixture of the file's (one Orca, one
# mutter) in one worker, in their order (Tests/e2e/conftest.py's share_out). A run that recorded
# no test never ran one (its session could not start): it says so with what it printed, and runs
# once more.
e2e() {
  local name=$1 rc p f s
  shift
  SWIPEBLOCKS_ARTIFACTS="$out/artifacts" bash Tests/e2e/run.sh "$bin" -v --durations=30 -n "$workers" --dist loadgroup \
    --junitxml="$out/$name.xml" "$@" >"$out/$name.log" 2>&1
  rc=$?
  read -r p f s < <(python3 scripts/xunit-count.py "$out/$name.xml" 2>/dev/null || echo "0 0 0")
  if [ $((p + f + s)) -eq 0 ]; then
    echo "Tests/e2e ($name) ran no test (pytest exit $rc): $(tail -3 "$out/$name.log" | tr '\n' ' ')— starting it again" >&2
    SWIPEBLOCKS_ARTIFACTS="$out/artifacts" bash Tests/e2e/run.sh "$bin" -v --durations=30 -n "$workers" --dist loadgroup \
      --junitxml="$out/$name.xml" "$@" >"$out/$name.log" 2>&1
    rc=$?
  fi
  read -r p f s < <(pytest_counts "$out/$name.xml" "$rc" "$out/$name.log")
  echo "$p $f $s"
}

# gi-docgen check (every symbol documented) and generate (every link found) on build/gir's .gir,
# into a folder thrown away after; any warning fails (scripts/docs.sh). It needs only the
# library: with the window layer it runs beside it, at the lowest priority.
run_docs() {
  local docs_out rc
  docs_out=$(mktemp -d "${TMPDIR:-/tmp}/swipewidgets-docs-test.XXXXXX")
  nice -n 19 scripts/docs.sh --no-gir "$docs_out/html" >"$out/docs.log" 2>&1
  rc=$?
  rm -rf "$docs_out"
  # Its last line names the reference it made, which is gone now.
  sed -i "\|^docs: $docs_out/html/index.html\$|d" "$out/docs.log"
  return $rc
}
record_docs() { record_checks docs "$out/docs.log" "$collected_rc"; }

if wants window; then
  stage window
  # Run's programs (test_run_snippet.py) use the library in build/gir: this run's, once built.
  gir_ready
  if wants dist; then start_dist_builds; fi
  if wants docs; then beside docs; fi
  read -r p f s < <(e2e window -m "not dist")
  record window "$p" "$f" "$s"
fi

if wants dist; then
  stage dist
  gir_ready
  start_dist_builds
  wait "$dist_builds_pid"
  builds_rc=$?
  cat "$out/dist-builds.log"
  [ "$builds_rc" -eq 0 ] || exit 1
  grep -E "^FAIL" "$out/package.log" | head -30
  last=$(grep -E '^[0-9]+ passed, [0-9]+ failed' "$out/package.log" | tail -1)
  pp=0; pf=1
  if [ -n "$last" ]; then pp=${last%% passed*}; pf=${last#*passed, }; pf=${pf%% failed*}; fi
  [ "$(cat "$out/package.rc")" -ne 0 ] && [ "$pf" -eq 0 ] && pf=1
  read -r p f s < <(SWIPEBLOCKS_DEBS=$(realpath "$out/debs") e2e dist -m dist)
  record dist $((p + pp)) $((f + pf)) "$s"
fi
stage ""

if wants docs; then
  if [ -n "${besides[docs]:-}" ]; then
    collect docs
    timings+=("docs $(seconds docs) s beside the window")
  else
    stage docs
    gir_ready
    run_docs
    collected_rc=$?
    stage ""
  fi
  record_docs
fi

echo
line="time:"
for timing in "${timings[@]}"; do line+=" $timing,"; done
echo "$line in all $SECONDS s"
for layer in "${all[@]}"; do
  for line in "${summary[@]}"; do
    if [ "${line%%:*}" = "$layer" ]; then echo "$line"; fi
  done
done
exit $status
