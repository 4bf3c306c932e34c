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
# background from the start); the dist layer's builds run beside the window layer, at the lowest
# priority. Exits non-zero if a layer failed, or ran nothing, or skipped tests.
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
# How long each stage took, printed before the summary.
timings=()
stage() { # name: starts timing the next stage and prints its heading
  [ -n "${stage_name:-}" ] && timings+=("$stage_name $((SECONDS - stage_start)) s")
  stage_name=$1; stage_start=$SECONDS
  if [ -n "$1" ]; then echo "== $1"; fi
}
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

# Lint first: it needs no build, and its findings are worth seeing early.
if wants lint; then
  stage lint
  scripts/lint.sh >"$out/lint.log" 2>&1
  record_checks lint "$out/lint.log" $?
fi

bin="$PWD/build/static/swipeblocks"
if wants unit || wants gtk || wants cli || wants window || wants dist; then
  stage build
  swift build --build-tests >"$out/build.log" 2>&1
  build_rc=$?
  tail -3 "$out/build.log"
  # Zero warnings is the bar; SwiftPM's note about pkg-config's -pthread flags is the one exception.
  grep -E "warning:" "$out/build.log" | grep -v "prohibited flag" | sort -u
  [ "$build_rc" -eq 0 ] || { grep -E "error:" "$out/build.log" | sort -u | head -30; echo "build failed"; exit 1; }
  # The program as it is installed: the Swift runtime linked in (`make install` builds it so, in
  # release), so it runs without the toolchain; the CLI and e2e layers drive this binary. Only the
  # executable is linked again (a few seconds); build/static keeps it from later builds.
  swift build --product swipeblocks --static-swift-stdlib >>"$out/build.log" 2>&1 || { tail -20 "$out/build.log"; echo "the static link failed"; exit 1; }
  mkdir -p build/static
  cp "$(swift build --show-bin-path)/swipeblocks" "$bin"
  # The translations beside each binary, where it looks for them (scripts/po.py).
  for folder in build/static "$(swift build --show-bin-path)"; do
    scripts/po.py mo "$folder/locale" || { echo "the translations failed to compile"; exit 1; }
  done
fi

if wants unit; then
  stage unit
  swift test --skip-build --filter 'SwipeEngineTests|BlockCatalogTests|LocalizationTests' --xunit-output "$out/unit.xml" >"$out/unit.log" 2>&1
  unit_rc=$?
  grep -E "✘|error:|Test run with" "$out/unit.log" | grep -v "passed after" | tail -40
  read -r p f s < <(python3 scripts/xunit-count.py "$out/unit-swift-testing.xml" "$out/unit.xml")
  [ "$unit_rc" -ne 0 ] && [ "$f" -eq 0 ] && f=1
  record unit "$p" "$f" "$s"
fi

if wants gtk; then
  stage gtk
  scripts/session.sh env G_DEBUG=fatal-criticals swift test --skip-build --filter 'GtkBridgeTests|AdwBridgeTests|SwipeWidgetsTests|SwipeBlocksUITests' \
    >"$out/gtk.log" 2>&1
  gtk_rc=$?
  grep -E "error:|failed|Executed" "$out/gtk.log" | tail -20
  # XCTest writes xunit only in parallel mode: count its "Test Case '…' passed/failed/skipped" lines.
  p=$(grep -cE "^Test Case '.*' passed" "$out/gtk.log")
  f=$(grep -cE "^Test Case '.*' failed" "$out/gtk.log")
  s=$(grep -cE "^Test Case '.*' skipped" "$out/gtk.log")
  [ "$gtk_rc" -ne 0 ] && [ "$f" -eq 0 ] && f=1
  record gtk "$p" "$f" "$s"
fi

# pytest's results are read from its JUnit XML; its exit code says only whether something went
# wrong (5: it collected no test).
if wants cli; then
  stage cli
  /usr/bin/python3 -m pytest -v --durations=15 Tests/cli --binary "$bin" --junitxml="$out/cli.xml" >"$out/cli.log" 2>&1
  read -r p f s < <(pytest_counts "$out/cli.xml" $? "$out/cli.log")
  record cli "$p" "$f" "$s"
fi

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

if wants window; then
  stage window
  # Run's programs (test_run_snippet.py) use the library in build/gir: this run's, once built.
  gir_ready
  if wants dist; then start_dist_builds; fi
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

if wants docs; then
  # gi-docgen check (every symbol documented) and generate (every link found) on build/gir's
  # .gir, into a folder thrown away after; any warning fails (scripts/docs.sh).
  stage docs
  gir_ready
  docs_out=$(mktemp -d "${TMPDIR:-/tmp}/swipewidgets-docs-test.XXXXXX")
  scripts/docs.sh --no-gir "$docs_out/html" >"$out/docs.log" 2>&1
  record_checks docs "$out/docs.log" $?
  rm -rf "$docs_out"
fi

stage ""
echo
line="time:"
for timing in "${timings[@]}"; do line+=" $timing,"; done
echo "$line in all $SECONDS s"
for line in "${summary[@]}"; do echo "$line"; done
exit $status
