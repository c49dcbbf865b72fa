#!/usr/bin/env bash
# Type-checks the test targets for Apple platforms on Linux, where Tools/check-apple-platforms.sh
# cannot (SDK subsets have no XCTest or Swift Testing), through `typecheck-tests`, which builds
# Swift Testing from the toolchain's own interface and a stand-in of XCTest's API for the SDK:
# - macOS: every test target of the package and of Examples/PaymentsExtension, at SwiftPM's
#   floor for tests (macOS 14.0), with every module they need at the package's (macOS 12.0);
# - iOS: the test targets an iOS simulator runs, the examples' (StartWorkoutTests,
#   BillSplitTests, PaymentsIntentsTests) and the SiriKit bridge's (InteractionSiriKitTests), at
#   iOS 16.0 against Intents and IntentsUI.
# Fails on any error or warning in any module checked, except the diagnostics typecheck-tests
# recognises by exact text as the old SDKs' own (their standard library predates Swift 6; it
# counts them apart as "old SDK"). A test that only compiles on Linux fails here.
#
# Usage: Tools/apple-platforms/check-test-targets.sh --typecheck-tests PATH [--platform ios|macos]
#   PATH: typecheck-tests beside the SDK subsets (CI: ../shared/apple-sdk/typecheck-tests).
#   --verbose prints the old-SDK diagnostics too.
# Exit status: 0 clean; 1 an error or warning; 2 bad usage.
set -euo pipefail
cd "$(dirname "$0")/../.."

tool=""
platforms=(macos ios)
verbose=()
while (($#)); do
  case "$1" in
    --typecheck-tests) tool=${2:?--typecheck-tests needs a path}; shift 2 ;;
    --platform)
      case "${2:-}" in
        ios | macos) platforms=("$2") ;;
        *) echo "check-test-targets: --platform takes ios or macos" >&2; exit 2 ;;
      esac
      shift 2 ;;
    --verbose) verbose=(--verbose); shift ;;
    -h | --help) sed -n '2,17p' "$0"; exit 0 ;;
    *) echo "check-test-targets: unknown argument '$1' (see --help)" >&2; exit 2 ;;
  esac
done
[[ -x "$tool" ]] || { echo "check-test-targets: no typecheck-tests at '$tool'" >&2; exit 2; }

# The SDKs beside the tool unless the environment names others, with their symlinked headers
# restored where a checkout stored them as files (as Tools/check-apple-platforms.sh does).
# shellcheck source=repaired-sdk.sh
source Tools/apple-platforms/repaired-sdk.sh
sdks=$(dirname "$tool")
IOS_SDK=$(repaired_sdk "${IOS_SDK:-$sdks/iPhoneOS16.5.sdk}")
MACOS_SDK=$(repaired_sdk "${MACOS_SDK:-$sdks/MacOSX14.0.sdk}")
export IOS_SDK MACOS_SDK

# typecheck-tests reads the checkouts and fetches nothing.
swift package resolve >/dev/null
swift package resolve --package-path Examples/PaymentsExtension >/dev/null

failed=0
# run PLATFORM PACKAGE [TARGET...]: prints typecheck-tests' report; fails on an error or warning.
run() {
  local platform=$1 package=$2; shift 2
  local log status line
  log=$(mktemp "${TMPDIR:-/tmp}/check-test-targets.XXXXXX")
  set +e
  "$tool" "${verbose[@]}" "$platform" "$package" "$@" >"$log" 2>&1
  status=$?
  set -e
  cat "$log"
  # Each module's line: `NAME: E errors, W warnings (…)`; its warnings count as failures too.
  while IFS= read -r line; do
    [[ "$line" =~ ^[A-Za-z0-9_-]+:\ ([0-9]+)\ errors,\ ([0-9]+)\ warnings ]] || continue
    ((BASH_REMATCH[1] + BASH_REMATCH[2] == 0)) || failed=1
  done <"$log"
  rm -f "$log"
  ((status == 0)) || failed=1
}

for platform in "${platforms[@]}"; do
  case $platform in
    macos)
      run macos .
      run macos Examples/PaymentsExtension
      ;;
    ios)
      run ios . StartWorkoutTests BillSplitTests InteractionSiriKitTests
      run ios Examples/PaymentsExtension
      ;;
  esac
done

if ((failed)); then
  echo "check-test-targets: FAILED (errors or warnings above)"
  exit 1
fi
echo "check-test-targets: clean for ${platforms[*]}"
