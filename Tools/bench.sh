#!/usr/bin/env bash
# Builds the benchmark in release and runs it; arguments go to ilog-bench (see --help).
#
#   Tools/bench.sh                      # 200 000 events, best of 3
#   Tools/bench.sh --events 50000 --repeat 5
#   Tools/bench.sh --json > bench.json
set -euo pipefail
cd "$(dirname "$0")/.."
# Build output goes to standard error, so that --json's standard output stays clean.
swift build -c release --product ilog-bench 1>&2
# The inspector rows run these two from the same directory (ilog only if it has `inspect`).
swift build -c release --product make-recordings 1>&2
swift build -c release --product ilog 1>&2
exec "$(swift build -c release --show-bin-path)/ilog-bench" "$@"
