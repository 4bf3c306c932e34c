#!/usr/bin/env bash
# One of the gtk layer's shards (scripts/test.sh runs several beside each other, each inside a
# private desktop session of its own, scripts/session.sh): takes the next XCTest class from the
# queue file (one "Module.Class" a line, shared by the shards, taken under a lock) and runs it
# in a process of its own under G_DEBUG=fatal-criticals, until the queue is empty. A class
# whose process failed says so in a line "gtk: CLASS exited N"; the shard then exits 1.
# Usage: scripts/gtk-shard.sh QUEUE PATH/TO/Package.xctest
set -uo pipefail
queue=${1:?usage: scripts/gtk-shard.sh QUEUE XCTEST}
xctest=${2:?usage: scripts/gtk-shard.sh QUEUE XCTEST}
status=0

take() { # prints the queue's first line and removes it; fails when the queue is empty
  local line
  exec 8>"$queue.lock"
  flock 8
  line=$(head -n 1 "$queue")
  [ -z "$line" ] || sed -i 1d "$queue"
  exec 8>&-
  [ -n "$line" ] && echo "$line"
}

while class=$(take); do
  G_DEBUG=fatal-criticals "$xctest" "$class"
  rc=$?
  if [ "$rc" -ne 0 ]; then
    echo "gtk: $class exited $rc"
    status=1
  fi
done
exit $status
