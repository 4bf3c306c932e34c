#!/usr/bin/env bash
# Seeded fuzzing at full size (release build), two parts:
#  1. the engine's Scene: every invariant checked after every call, per hostility level;
#  2. the scenario and manifest parsers: generated JSON documents (valid, near-valid, broken),
#     each accepted or rejected in one line naming a field or a position, within a time limit,
#     with the peak memory checked at the end.
# Prints the seed (replay with the same FUZZ_SEED), throughput, and on a failure the replay command.
#   FUZZ_EVENTS    (1000000)  scene calls per hostility level
#   FUZZ_DOCUMENTS (1000000)  documents per parser
#   FUZZ_SEED      (time)     seed; printed first
#   FUZZ_LEVELS    (0 1 2)    hostility levels: 0 valid input, 1 hostile values, 2 non-finite times and sizes
#   FUZZ_PARSERS   (scenario manifest)
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
events=${FUZZ_EVENTS:-1000000}
documents=${FUZZ_DOCUMENTS:-1000000}
seed=${FUZZ_SEED:-$(date +%s)}
levels=${FUZZ_LEVELS:-0 1 2}
parsers=${FUZZ_PARSERS:-scenario manifest}
for product in SwipeFuzz ParserFuzz; do
  swift build -c release --product "$product" 2>&1 | grep -v "prohibited flag" | tail -3
  [ "${PIPESTATUS[0]}" -eq 0 ] || { echo "fuzz: build of $product failed"; exit 1; }
done
bin="$(swift build -c release --show-bin-path)"
status=0
for hostility in $levels; do
  "$bin/SwipeFuzz" --seed "$seed" --events "$events" --hostility "$hostility" || status=1
done
for parser in $parsers; do
  "$bin/ParserFuzz" --target "$parser" --seed "$seed" --documents "$documents" || status=1
done
[ $status -eq 0 ] && echo "fuzz: passed (seed $seed)" || echo "fuzz: FAILED (seed $seed)"
exit $status
