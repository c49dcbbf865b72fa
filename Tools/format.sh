#!/usr/bin/env bash
# Formats (default) or lints (--lint) every Swift file with the toolchain's swift-format and the
# checked-in .swift-format configuration.
#
# usage: Tools/format.sh [--lint]
set -euo pipefail
cd "$(dirname "$0")/.."
files=$(git ls-files '*.swift')
if [[ "${1:-}" == "--lint" ]]; then
  # shellcheck disable=SC2086
  swift format lint --strict --configuration .swift-format $files
else
  # shellcheck disable=SC2086
  swift format format --in-place --configuration .swift-format $files
fi
