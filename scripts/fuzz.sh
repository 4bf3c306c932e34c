#!/usr/bin/env bash
# Seeded fuzzing of the engine's Scene at full size (release build): every invariant checked after
# every call; prints the seed (replay with the same FUZZ_SEED), events per second, and on a failure
# the replay command and the scene calls that led there.
#   FUZZ_EVENTS (1000000)  scene calls per hostility level
#   FUZZ_SEED   (time)     seed; printed first
#   FUZZ_LEVELS (0 1 2)     hostility levels: 0 valid input, 1 hostile values, 2 non-finite times and sizes
set -uo pipefail
cd "$(dirname "$0")/.."
events=${FUZZ_EVENTS:-1000000}
seed=${FUZZ_SEED:-$(date +%s)}
levels=${FUZZ_LEVELS:-0 1 2}
swift build -c release --product SwipeFuzz 2>&1 | grep -v "prohibited flag" | tail -3
[ "${PIPESTATUS[0]}" -eq 0 ] || { echo "fuzz: build failed"; exit 1; }
bin="$(swift build -c release --show-bin-path)/SwipeFuzz"
status=0
for hostility in $levels; do
  "$bin" --seed "$seed" --events "$events" --hostility "$hostility" || status=1
done
[ $status -eq 0 ] && echo "fuzz: passed (seed $seed)" || echo "fuzz: FAILED (seed $seed)"
exit $status
