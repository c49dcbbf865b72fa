#!/usr/bin/env bash
# Builds and runs Tools/stress (many threads through one recorder, the log verified afterwards)
# plain, under ThreadSanitizer and under AddressSanitizer, each build in its own scratch path
# (.build, .build-tsan, .build-asan). Prints each run's summary lines; exits 1 if a run failed or
# a sanitizer reported anything.
#
# usage: Tools/stress.sh [--threads N] [--calls N] [plain|thread|address]...
#   (8 threads × 2000 calls, all three builds, by default)
set -euo pipefail
cd "$(dirname "$0")/.."

threads=8
calls=2000
builds=()
while (($#)); do
  case "$1" in
    --threads) threads="$2"; shift 2 ;;
    --calls) calls="$2"; shift 2 ;;
    -h|--help) sed -n '2,9p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) builds+=("$1"); shift ;;
  esac
done
((${#builds[@]})) || builds=(plain thread address)

failed=0
for build in "${builds[@]}"; do
  case "$build" in
    plain) flags=(); scratch=.build ;;
    thread) flags=(--sanitize=thread); scratch=.build-tsan ;;
    address) flags=(--sanitize=address); scratch=.build-asan ;;
    *) echo "unknown build $build (plain, thread, address)" >&2; exit 2 ;;
  esac
  swift build --scratch-path "$scratch" "${flags[@]}" --product stress 2>&1 |
    { grep -E "error|Compiling|Build" >&2 || true; }
  log=$(mktemp)
  set +e
  # Sanitizer reports go to standard error; halt_on_error=0 lets a run report every one. No
  # suppressions: the package's lock is a pthread mutex, which ThreadSanitizer sees.
  TSAN_OPTIONS="halt_on_error=0 ${TSAN_OPTIONS:-}" \
    ASAN_OPTIONS="${ASAN_OPTIONS:-}" \
    "$scratch/debug/stress" --threads "$threads" --calls "$calls" >"$log" 2>&1
  status=$?
  set -e
  reports=$(grep -cE "WARNING: ThreadSanitizer|ERROR: AddressSanitizer|ERROR: LeakSanitizer" "$log" || true)
  grep -E "^(stress|FAIL)" "$log" | sed "s/^/$build: /"
  echo "stress $build: exit $status, $reports sanitizer reports"
  if ((status != 0 || reports > 0)); then
    failed=1
    grep -E -A12 "WARNING: ThreadSanitizer|ERROR: AddressSanitizer|ERROR: LeakSanitizer" "$log" | head -n 60
  fi
  rm -f "$log"
done
exit "$failed"
