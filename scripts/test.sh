#!/usr/bin/env bash
# Runs every test layer and prints one summary line per layer:
#   lint (ShellCheck and flake8: scripts/lint.sh), unit (Swift Testing: engine and catalogue),
#   gtk (XCTest widgets under Xvfb), e2e (the real binary: the command line, Tests/cli under
#   pytest; the library as a versioned dependency building every usage snippet; the window, the
#   example apps and the GObject library's C, Python, GJS and Vala clients under Xvfb with xdotool
#   and AT-SPI, Tests/e2e under pytest, which builds the Meson, Vala and Blueprint examples), docs (the library's reference: gi-docgen check and generate,
#   no warning: scripts/docs.sh).
# Exits non-zero if a layer failed, or if a layer that must run ran nothing or skipped tests.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
out=${SWIPEBLOCKS_TEST_OUT:-.build/test-results}
rm -rf "$out"; mkdir -p "$out"
# The programs under test read user blocks from the XDG data folders: the tester's own
# (~/.local/share/swipeblocks/blocks) must not change what the tests see.
XDG_DATA_HOME=$(mktemp -d "${TMPDIR:-/tmp}/swipeblocks-test-data.XXXXXX")
export XDG_DATA_HOME
# Nor must the tester's language: the tests read English, and those of other languages set their own.
export LANG=C.UTF-8
unset LC_ALL LC_MESSAGES LANGUAGE
summary=()
status=0
# How long each stage took, printed before the summary (make test must stay well under 30 minutes).
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
  # ends with "N passed, M failed" (scripts/lint.sh, scripts/docs.sh): shows what failed, records the counts
  local last p f
  grep -v "^ok " "$2" | grep -vE '^[0-9]+ passed, [0-9]+ failed$' | head -60
  last=$(grep -E '^[0-9]+ passed, [0-9]+ failed$' "$2" | tail -1)
  p=${last%% passed*}; f=${last#*passed, }; f=${f%% failed*}
  [ -n "$last" ] || { p=0; f=1; }
  [ "$3" -ne 0 ] && [ "$f" -eq 0 ] && f=1
  record "$1" "$p" "$f" 0
}

# The GObject library, self-contained as it ships (scripts/gir.sh: release, the Swift runtime
# inside, its own scratch folder), builds beside lint and the main build; the gir stage waits for
# it. The examples, the introspection clients, the install and .deb tests all use this one build.
scripts/gir.sh >"$out/gir.log" 2>&1 &
gir_pid=$!

# Lint first: it needs no build, and its findings are worth seeing early.
stage lint
scripts/lint.sh >"$out/lint.log" 2>&1
record_checks lint "$out/lint.log" $?

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
cp "$(swift build --show-bin-path)/swipeblocks" build/static/swipeblocks
bin="$PWD/build/static/swipeblocks"
# The translations beside each binary, where it looks for them (scripts/po.py).
for folder in build/static "$(swift build --show-bin-path)"; do
  scripts/po.py mo "$folder/locale" || { echo "the translations failed to compile"; exit 1; }
done

# The GObject library and its introspection data (build/gir), for the C, Python, GJS and Vala clients.
stage gir
wait "$gir_pid" || { tail -20 "$out/gir.log"; echo "the GObject library or its typelib failed to build"; exit 1; }
tail -1 "$out/gir.log"

# The library's reference: gi-docgen check (every symbol documented) and generate (every link
# found) on build/gir's .gir, into a folder thrown away after; any warning fails (scripts/docs.sh).
stage docs
docs_out=$(mktemp -d "${TMPDIR:-/tmp}/swipewidgets-docs-test.XXXXXX")
scripts/docs.sh --no-gir "$docs_out/html" >"$out/docs.log" 2>&1
record_checks docs "$out/docs.log" $?
rm -rf "$docs_out"

# The example apps (the e2e layer drives them): Swift packages of their own on the library, and
# the GObject library's C client, built as a C developer builds it (pkg-config).
stage examples
read -ra library_flags < <(PKG_CONFIG_PATH=build/gir pkg-config --cflags --libs swipewidgets-0)
gcc -Wall -Wextra -Werror -Wno-unused-parameter Examples/c/inbox.c -o build/gir/inbox-c "${library_flags[@]}" \
  || { echo "the C client failed to build"; exit 1; }
echo "c client built"
for example in Examples/*/; do
  [ -f "$example/Package.swift" ] || continue
  name=$(basename "$example")
  swift build --package-path "$example" >"$out/example-$name.log" 2>&1
  example_rc=$?
  grep -E "warning:" "$out/example-$name.log" | grep -v "prohibited flag" | sort -u
  [ "$example_rc" -eq 0 ] || { grep -E "error:" "$out/example-$name.log" | sort -u | head -20; echo "$name failed to build"; exit 1; }
  echo "$name built"
done

stage unit
swift test --skip-build --filter 'SwipeEngineTests|BlockCatalogTests|LocalizationTests' --xunit-output "$out/unit.xml" >"$out/unit.log" 2>&1
unit_rc=$?
grep -E "✘|error:|Test run with" "$out/unit.log" | grep -v "passed after" | tail -40
read -r p f s < <(python3 scripts/xunit-count.py "$out/unit-swift-testing.xml" "$out/unit.xml")
[ "$unit_rc" -ne 0 ] && [ "$f" -eq 0 ] && f=1
record unit "$p" "$f" "$s"

stage gtk
scripts/session.sh env G_DEBUG=fatal-criticals swift test --skip-build --filter 'GtkBridgeTests|SwipeWidgetsTests|SwipeBlocksUITests' \
  >"$out/gtk.log" 2>&1
gtk_rc=$?
grep -E "error:|failed|Executed" "$out/gtk.log" | tail -20
# XCTest writes xunit only in parallel mode: count its "Test Case '…' passed/failed/skipped" lines.
p=$(grep -cE "^Test Case '.*' passed" "$out/gtk.log")
f=$(grep -cE "^Test Case '.*' failed" "$out/gtk.log")
s=$(grep -cE "^Test Case '.*' skipped" "$out/gtk.log")
[ "$gtk_rc" -ne 0 ] && [ "$f" -eq 0 ] && f=1
record gtk "$p" "$f" "$s"

stage e2e
# Three suites: the command line (Tests/cli, pytest, no display), the library as a package
# (Tests/package/run.sh, which prints its own "N passed, M failed") and the window (Tests/e2e,
# pytest inside a private desktop session). pytest's results are read from its JUnit XML; its
# exit code says only whether something went wrong (5: it collected no test).
ep=0; ef=0; es=0
add() { # suite passed failed skipped
  echo "$1: $2 passed, $3 failed$([ "$4" -gt 0 ] && echo ", $4 skipped")"
  ep=$((ep + $2)); ef=$((ef + $3)); es=$((es + $4))
}
pytest_suite() { # name junit-xml rc log
  local p f s
  python3 scripts/xunit-count.py --failures "$2" | head -30
  read -r p f s < <(python3 scripts/xunit-count.py "$2")
  if [ $((p + f + s)) -eq 0 ]; then echo "$1 ran no test (pytest exit $3)"; tail -20 "$4"; f=$((f + 1)); fi
  [ "$3" -ne 0 ] && [ "$f" -eq 0 ] && { echo "$1: pytest exited $3"; tail -20 "$4"; f=1; }
  add "$1" "$p" "$f" "$s"
}
ran_tests() { # junit-xml: true if it lists at least one test
  local p f s
  read -r p f s < <(python3 scripts/xunit-count.py "$1")
  [ $((p + f + s)) -gt 0 ]
}

/usr/bin/python3 -m pytest -v --durations=15 Tests/cli --binary "$bin" --junitxml="$out/cli.xml" >"$out/cli-e2e.log" 2>&1
pytest_suite cli "$out/cli.xml" $? "$out/cli-e2e.log"

bash Tests/package/run.sh "$bin" >"$out/package-e2e.log" 2>&1
rc=$?
grep -E "^FAIL" "$out/package-e2e.log" | head -30
last=$(grep -E '^[0-9]+ passed, [0-9]+ failed' "$out/package-e2e.log" | tail -1)
if [ -z "$last" ]; then
  echo "Tests/package/run.sh printed no summary (rc=$rc)"; tail -20 "$out/package-e2e.log"; add package 0 1 0
else
  sp=${last%% passed*}; sf=${last#*passed, }; sf=${sf%% failed*}
  [ "$rc" -ne 0 ] && [ "$sf" -eq 0 ] && sf=1
  add package "$sp" "$sf" 0
fi

SWIPEBLOCKS_ARTIFACTS="$out/artifacts" bash Tests/e2e/run.sh "$bin" -v --durations=30 --junitxml="$out/e2e.xml" >"$out/e2e-e2e.log" 2>&1
rc=$?
# A run that recorded no test never ran one (its session could not start): say so with what it
# printed, and run it once more. A run that ran tests lists them, failed or not.
if ! ran_tests "$out/e2e.xml"; then
  echo "Tests/e2e ran no test (pytest exit $rc): $(tail -3 "$out/e2e-e2e.log" | tr '\n' ' ')— starting it again"
  SWIPEBLOCKS_ARTIFACTS="$out/artifacts" bash Tests/e2e/run.sh "$bin" -v --durations=30 --junitxml="$out/e2e.xml" >"$out/e2e-e2e.log" 2>&1
  rc=$?
fi
pytest_suite e2e "$out/e2e.xml" $rc "$out/e2e-e2e.log"
record e2e "$ep" "$ef" "$es"

stage ""
echo
line="time:"
for timing in "${timings[@]}"; do line+=" $timing,"; done
echo "$line in all $SECONDS s"
for line in "${summary[@]}"; do echo "$line"; done
exit $status
