#!/usr/bin/env bash
# Measures how long the long session's time-travel page takes to load in headless Chromium:
# `ilog report` writes the page of the long session (make-recordings --long, 10 000
# interactions), Chromium loads it from file:// several times, and each run's
# data-tt-load-ms (from navigation start to the panel's script ready, as the page itself
# measures it with performance.now()) is read from the dumped DOM; the median is the figure
# Docs/Performance.md records. Not run by `swift test` or CI.
#
# usage: Tools/page-load.sh [--runs N] [--session DIR] [--ilog PATH] [--keep FILE]
set -euo pipefail

usage() {
  cat <<'USAGE'
usage: Tools/page-load.sh [--runs N] [--session DIR] [--ilog PATH] [--keep FILE]

Writes the long session's `ilog report` page (the time-travel panel on top) and loads it N
times in headless Chromium, printing each run's data-tt-load-ms, the median and PASS or MISS
against the goal (under 2000 ms). Exit status 0 PASS, 1 MISS, 2 usage or a missing tool.

  --runs N       how many loads (default: 5)
  --session DIR  a long session already written (default: make-recordings --long writes one)
  --ilog PATH    the ilog to run (default: swift build -c release --product ilog)
  --keep FILE    keep the page there (it must not exist)
  --help         this text

Needs Chromium (Debian: apt-get install chromium).
USAGE
}

runs=5
session=""
ilog=""
keep=""
while [[ $# -gt 0 ]]; do
  case "$1" in
    --help | -h) usage; exit 0 ;;
    --runs) runs=$2; shift 2 ;;
    --session) session=$2; shift 2 ;;
    --ilog) ilog=$2; shift 2 ;;
    --keep) keep=$2; shift 2 ;;
    *) echo "page-load.sh: unknown argument $1" >&2; usage >&2; exit 2 ;;
  esac
done
if ! [[ $runs =~ ^[1-9][0-9]*$ ]]; then
  echo "page-load.sh: --runs needs a count of 1 or more" >&2
  exit 2
fi

browser=$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)
if [[ -z "$browser" ]]; then
  echo "page-load.sh: no Chromium on PATH (apt-get install chromium)" >&2
  exit 2
fi

cd "$(dirname "$0")/.."
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
if [[ -z "$ilog" ]]; then
  swift build -c release --product ilog >&2
  ilog=$(swift build -c release --product ilog --show-bin-path)/ilog
fi
if [[ -z "$session" ]]; then
  swift build -c release --product make-recordings >&2
  "$(swift build -c release --product make-recordings --show-bin-path)/make-recordings" \
    --long "$scratch/long" >&2
  session="$scratch/long/long-session"
fi

page="$scratch/long-session.html"
SECONDS=0
# Exit status 1 means findings or damage: the long session has findings.
"$ilog" report "$session" -o "$page" >&2 || [[ $? -eq 1 ]]
echo "page: $(wc -c <"$page" | tr -d ' ') bytes, written in about $SECONDS s"

times=()
for ((run = 1; run <= runs; run++)); do
  dom=$("$browser" --headless --no-sandbox --disable-gpu --dump-dom "file://$page" 2>/dev/null)
  ms=$(grep -o 'data-tt-load-ms="[0-9]*"' <<<"$dom" | head -n 1 | grep -o '[0-9][0-9]*' || true)
  if [[ -z "$ms" ]] || ! grep -q 'data-tt-ready="true"' <<<"$dom"; then
    echo "page-load.sh: run $run: the page's script never became ready" >&2
    exit 1
  fi
  echo "run $run: $ms ms"
  times+=("$ms")
done
median=$(printf '%s\n' "${times[@]}" | sort -n | awk '{ v[NR] = $1 } END {
  if (NR % 2) print v[(NR + 1) / 2]; else print int((v[NR / 2] + v[NR / 2 + 1]) / 2) }')
if [[ -n "$keep" ]]; then
  if [[ -e "$keep" ]]; then echo "page-load.sh: $keep exists, not overwritten" >&2; else cp "$page" "$keep"; fi
fi
if ((median < 2000)); then
  echo "median of $runs: $median ms (goal < 2000 ms): PASS"
else
  echo "median of $runs: $median ms (goal < 2000 ms): MISS"
  exit 1
fi
