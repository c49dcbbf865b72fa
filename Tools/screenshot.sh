#!/usr/bin/env bash
# The pictures in Docs/, from the browser tests' own run: runs BrowserTests (headless Chromium
# driven through chromedriver) with ILOG_SCREENSHOTS set, so that each test saves the
# screenshots it takes (the report pages of three recordings; the time-travel page of
# Recordings/empty-set-last at three positions and a replay page, once `ilog report` writes it).
#
# usage: Tools/screenshot.sh [--out DIR] [--dark]
set -euo pipefail

usage() {
  cat <<'USAGE'
usage: Tools/screenshot.sh [--out DIR] [--dark]

Builds the package and its tests, then runs `swift test --filter BrowserTests` with
ILOG_SCREENSHOTS=DIR: the browser tests save what they picture as DIR/NAME.png (1400 x 1500),
such as report-empty-set-last.png, and fail rather than skip where no browser is installed.

  --out DIR     where the PNGs go (default: Docs)
  --dark        render with prefers-color-scheme: dark; the names end in -dark
  --help        this text

Needs Chromium and its WebDriver server (Debian: apt-get install chromium chromium-driver).
USAGE
}

out=Docs
scheme=light
while [[ $# -gt 0 ]]; do
  case "$1" in
    --help | -h) usage; exit 0 ;;
    --out) out=$2; shift 2 ;;
    --dark) scheme=dark; shift ;;
    *) echo "screenshot.sh: unknown argument $1" >&2; usage >&2; exit 2 ;;
  esac
done

for program in chromium chromedriver; do
  if ! command -v "$program" >/dev/null; then
    echo "screenshot.sh: no $program on PATH (apt-get install chromium chromium-driver)" >&2
    exit 2
  fi
done

cd "$(dirname "$0")/.."
mkdir -p "$out"
out=$(cd "$out" && pwd)
stamp=$(mktemp)
trap 'rm -f "$stamp"' EXIT
swift build --build-tests >&2
ILOG_SCREENSHOTS="$out" ILOG_SCREENSHOTS_COLOR_SCHEME="$scheme" ILOG_BROWSER_TESTS=required \
  swift test --skip-build --filter BrowserTests >&2
find "$out" -maxdepth 1 -name '*.png' -newer "$stamp" -print0 | sort -z |
  while IFS= read -r -d '' png; do echo "$png ($(wc -c <"$png") bytes)"; done
