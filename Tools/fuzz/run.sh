#!/usr/bin/env bash
# Runs each libFuzzer harness of ilog-fuzz for a while on its corpus, one at a time, and prints
# a summary line per harness: seconds, executions, corpus size, crashes.
#
# usage: Tools/fuzz/run.sh [-t SECONDS] [--merge] [HARNESS...]
#   -t SECONDS  how long each harness runs (600 by default; CI uses 30)
#   --merge     afterwards, minimise the committed corpus with what the run found (-merge=1)
#   HARNESS     block-reader, event-parser, event-scanner, inspector-fold (all by default)
#
# The committed corpus (Tools/fuzz/corpus/<harness>) is only read; new inputs go to
# Tools/fuzz/out/corpus/<harness> and crash reproducers to Tools/fuzz/out/crashes/<harness>.
# Exits 1 if any harness crashed. Builds with Tools/fuzz/build.sh first.
set -euo pipefail
cd "$(dirname "$0")/../.."

seconds=600
merge=0
harnesses=()
while (($#)); do
  case "$1" in
    -t) seconds="$2"; shift 2 ;;
    --merge) merge=1; shift ;;
    -h|--help) sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) harnesses+=("$1"); shift ;;
  esac
done
((${#harnesses[@]})) || harnesses=(block-reader event-parser event-scanner inspector-fold)

fuzzer=$(Tools/fuzz/build.sh)
# libFuzzer reports crashes itself; Swift's backtracer would only delay it.
export SWIFT_BACKTRACE=enable=no
failed=0
for harness in "${harnesses[@]}"; do
  committed=Tools/fuzz/corpus/$harness
  work=Tools/fuzz/out/corpus/$harness
  crashes=Tools/fuzz/out/crashes/$harness
  log=Tools/fuzz/out/$harness.log
  mkdir -p "$work" "$crashes"
  set +e
  # One process, one job: the machine is shared. -timeout catches hangs, -rss_limit_mb memory
  # that grows without bound; inputs of at most 4 KiB keep the runs fast and the corpus small
  # (the limits of the format are reached by what the inputs declare, not by their length).
  start=$SECONDS
  "$fuzzer" fuzz "$harness" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
    -max_len=4096 -print_final_stats=1 -artifact_prefix="$crashes/" \
    "$work" "$committed" >"$log" 2>&1
  status=$?
  elapsed=$((SECONDS - start))
  set -e
  executions=$(grep -oE 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -oE '[0-9]+$' || echo 0)
  rate=$(grep -oE 'stat::average_exec_per_sec: *[0-9]+' "$log" | grep -oE '[0-9]+$' || echo 0)
  units=$(find "$work" -type f | wc -l)
  found=$(find "$crashes" -type f | wc -l)
  echo "fuzz $harness: ${elapsed}s, $executions executions ($rate/s), $units new corpus inputs, $found crash reproducers, exit $status (log $log)"
  if ((status != 0)); then
    failed=1
    grep -E 'ERROR|Fatal error|SUMMARY|Test unit written' "$log" | head -n 8 || true
  fi
  if ((merge)) && ((status == 0)); then
    merged=$(mktemp -d)
    "$fuzzer" fuzz "$harness" -merge=1 -max_len=4096 "$merged" "$committed" "$work" >>"$log" 2>&1
    rm -rf "$committed"
    mv "$merged" "$committed"
    chmod 755 "$committed"
    echo "fuzz $harness: corpus minimised to $(find "$committed" -type f | wc -l) inputs, $(du -sh --apparent-size "$committed" | cut -f1)"
  fi
done
exit "$failed"
