#!/usr/bin/env bash
# Renders the HTML report of recordings with the built `ilog report` and takes a screenshot of
# each in headless Chromium: a check that the page looks right in a real browser, and the
# pictures in Docs/. Not run by `swift test` or CI.
#
# usage: Tools/screenshot.sh [--out DIR] [--width PX] [--height PX] [--dark] <recording-dir>...
set -euo pipefail

usage() {
  cat <<'USAGE'
usage: Tools/screenshot.sh [--out DIR] [--width PX] [--height PX] [--dark] <recording-dir>...

Writes DIR/report-<name>.png for each recording directory: `ilog report <dir>` rendered by
headless Chromium at PX x PX (default 1400 x 1500), the top of the page.

  --out DIR     where the PNGs go (default: Docs)
  --width PX    the window's width (default: 1400)
  --height PX   the window's height, which is the picture's (default: 1500)
  --dark        render with prefers-color-scheme: dark
  --help        this text

Needs Chromium (Debian: apt-get install chromium) and builds ilog with `swift build`.
Example: Tools/screenshot.sh Recordings/empty-set-last Recordings/superset-claim
USAGE
}

out=Docs
width=1400
height=1500
dark=()
recordings=()
while [[ $# -gt 0 ]]; do
  case "$1" in
    --help | -h) usage; exit 0 ;;
    --out) out=$2; shift 2 ;;
    --width) width=$2; shift 2 ;;
    --height) height=$2; shift 2 ;;
    --dark) dark=(--force-dark-mode --blink-settings=preferredColorScheme=0); shift ;;
    -*) echo "screenshot.sh: unknown option $1" >&2; usage >&2; exit 2 ;;
    *) recordings+=("$1"); shift ;;
  esac
done
if [[ ${#recordings[@]} -eq 0 ]]; then usage >&2; exit 2; fi

browser=$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)
if [[ -z "$browser" ]]; then
  echo "screenshot.sh: no Chromium on PATH (apt-get install chromium)" >&2
  exit 2
fi

cd "$(dirname "$0")/.."
swift build --product ilog >&2
ilog=$(swift build --product ilog --show-bin-path)/ilog
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$out"

for recording in "${recordings[@]}"; do
  name=$(basename "$recording")
  page="$scratch/$name.html"
  suffix=""
  [[ ${#dark[@]} -gt 0 ]] && suffix="-dark"
  png="$out/report-$name$suffix.png"
  # Exit status 1 means findings or damage, which a screenshot shows rather than fails on.
  "$ilog" report "$recording" -o "$page" >&2 || [[ $? -eq 1 ]]
  "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars "${dark[@]}" \
    --window-size="$width,$height" --screenshot="$png" "file://$page" >/dev/null 2>&1
  echo "$png ($(wc -c <"$png") bytes)"
done
