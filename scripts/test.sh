#!/usr/bin/env bash
# Runs every test layer and prints one summary line per layer:
#   unit (Swift Testing: engine and catalogue), gtk (XCTest widgets under Xvfb), e2e (the real
#   binary: command line; the library as a versioned dependency building every usage snippet;
#   the window, the example apps and the GObject library's C, Python and GJS clients under Xvfb
#   with xdotool and AT-SPI).
# Exits non-zero if a layer failed, or if a layer that must run ran nothing or skipped tests.
set -uo pipefail
cd "$(dirname "$0")/.."
out=${SWIPEBLOCKS_TEST_OUT:-.build/test-results}
rm -rf "$out"; mkdir -p "$out"
# The programs under test read user blocks from the XDG data folders: the tester's own
# (~/.local/share/swipeblocks/blocks) must not change what the tests see.
XDG_DATA_HOME=$(mktemp -d "${TMPDIR:-/tmp}/swipeblocks-test-data.XXXXXX")
export XDG_DATA_HOME

echo "== build"
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

# The GObject library and its introspection data (build/gir), for the C, Python and GJS clients.
echo "== gir"
scripts/gir.sh debug >"$out/gir.log" 2>&1 || { tail -20 "$out/gir.log"; echo "the GObject library or its typelib failed to build"; exit 1; }
tail -1 "$out/gir.log"

# The example apps (the e2e layer drives them): Swift packages of their own on the library, and
# the GObject library's C client, built as a C developer builds it (pkg-config).
echo "== examples"
PKG_CONFIG_PATH=build/gir gcc -Wall -Wextra -Werror -Wno-unused-parameter Examples/c/inbox.c -o build/gir/inbox-c \
  $(PKG_CONFIG_PATH=build/gir pkg-config --cflags --libs swipewidgets-0) || { echo "the C client failed to build"; exit 1; }
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

summary=()
status=0
record() { # layer passed failed skipped
  local line="$1: $2 passed, $3 failed"
  [ "$4" -gt 0 ] && line+=", $4 skipped"
  summary+=("$line")
  if [ "$3" -gt 0 ] || [ "$4" -gt 0 ] || [ $(($2 + $3)) -eq 0 ]; then status=1; fi
}

echo "== unit"
swift test --skip-build --filter 'SwipeEngineTests|BlockCatalogTests' --xunit-output "$out/unit.xml" >"$out/unit.log" 2>&1
unit_rc=$?
grep -E "✘|error:|Test run with" "$out/unit.log" | grep -v "passed after" | tail -40
read -r p f s < <(python3 scripts/xunit-count.py "$out/unit-swift-testing.xml" "$out/unit.xml")
[ "$unit_rc" -ne 0 ] && [ "$f" -eq 0 ] && f=1
record unit "$p" "$f" "$s"

echo "== gtk"
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

echo "== e2e"
ep=0; ef=0
for suite in "python3 Tests/cli/run.py" "bash Tests/package/run.sh" "bash Tests/e2e/run.sh"; do
  name=$(basename "$(dirname "${suite#* }")")
  log="$out/$name-e2e.log"
  SWIPEBLOCKS_ARTIFACTS="$out/artifacts" $suite "$bin" >"$log" 2>&1
  rc=$?
  # A suite that printed nothing at all never ran a scenario (its session could not start): say
  # so with what it printed, and run it once more. A suite that ran prints its count, failed or not.
  if [ ! -s "$log" ] || ! grep -qE '^[0-9]+ passed, [0-9]+ failed' "$log"; then
    if ! grep -qE '^(ok|FAIL) ' "$log"; then
      echo "$suite ran no scenario (rc=$rc): $(tail -3 "$log" | tr '\n' ' ')— starting it again"
      SWIPEBLOCKS_ARTIFACTS="$out/artifacts" $suite "$bin" >"$log" 2>&1
      rc=$?
    fi
  fi
  grep -E "^(FAIL|not ok)" "$log" | head -30
  last=$(grep -E '^[0-9]+ passed, [0-9]+ failed' "$log" | tail -1)
  if [ -z "$last" ]; then echo "$suite printed no summary (rc=$rc)"; tail -20 "$log"; ef=$((ef + 1)); continue; fi
  echo "$name: $last"
  sp=${last%% passed*}; sf=${last#*passed, }; sf=${sf%% failed*}
  ep=$((ep + sp)); ef=$((ef + sf))
  [ "$rc" -ne 0 ] && [ "$sf" -eq 0 ] && ef=$((ef + 1))
done
record e2e "$ep" "$ef" 0

echo
for line in "${summary[@]}"; do echo "$line"; done
exit $status
