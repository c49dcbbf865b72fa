#!/usr/bin/env bash
# Type-checks the package for Apple platforms against real SDKs, in dependency order (each module
# emitted so that the next imports it), with the package's own Swift settings:
# - iOS (arm64-apple-ios15.0): every library module an app or a test links, every example, and
#   the support its tests link (the samples, InteractionTestSupport);
# - macOS (arm64-apple-macos12.0): everything `swift build --build-tests` compiles on a Mac (the
#   libraries, ilog, the tools and the examples; the test targets where the SDK has XCTest and
#   Swift Testing).
# Fails on any error or warning except the diagnostics listed, per SDK, by exact text and with
# their reason, in Tools/apple-platforms/old-sdk-diagnostics.txt (those that come only from an
# SDK whose standard library predates the toolchain's).
#
# Usage:
#   Tools/check-apple-platforms.sh              on a Mac: Xcode's iPhoneOS and MacOSX SDKs via xcrun
#   Tools/check-apple-platforms.sh --swiftc-ios PATH --swiftc-macos PATH
#                                               elsewhere: swiftc wrappers that target an iPhoneOS
#                                               and a MacOSX SDK (CI: apple-sdk/swiftc-ios, -macos)
#   Options: --platform ios|macos (check only that one), --verbose (print every diagnostic, the
#   accepted ones too), --keep DIR (build there), --no-unused (fail when a listed diagnostic of a
#   checked platform no longer occurs: the list is to be shortened; CI, whose SDKs are fixed).
# Exit status: 0 clean; 1 an error or warning, or an unused entry with --no-unused; 2 bad usage
# or no compiler.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

swiftc_ios=""
swiftc_macos=""
platforms=(ios macos)
verbose=0
no_unused=0
work=""
while (($#)); do
  case "$1" in
    --swiftc-ios) swiftc_ios=${2:?--swiftc-ios needs a path}; shift 2 ;;
    --swiftc-macos) swiftc_macos=${2:?--swiftc-macos needs a path}; shift 2 ;;
    --platform)
      case "${2:-}" in
        ios | macos) platforms=("$2") ;;
        *) echo "check-apple-platforms: --platform takes ios or macos" >&2; exit 2 ;;
      esac
      shift 2 ;;
    --verbose) verbose=1; shift ;;
    --no-unused) no_unused=1; shift ;;
    --keep) work=${2:?--keep needs a directory}; shift 2 ;;
    -h | --help) sed -n '2,22p' "$0"; exit 0 ;;
    *) echo "check-apple-platforms: unknown argument '$1' (see --help)" >&2; exit 2 ;;
  esac
done

# shellcheck source=apple-platforms/repaired-sdk.sh
source Tools/apple-platforms/repaired-sdk.sh
absolute() { echo "$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"; }

# compiler PLATFORM: sets `compile` to the command that type-checks for PLATFORM, or fails.
compiler() {
  local platform=$1 wrapper sdk_name target sdk developer
  case $platform in
    ios) wrapper=$swiftc_ios sdk_name=iphoneos target=arm64-apple-ios15.0 ;;
    macos) wrapper=$swiftc_macos sdk_name=macosx target=arm64-apple-macos12.0 ;;
  esac
  if [[ -n "$wrapper" ]]; then
    [[ -x "$wrapper" ]] || { echo "check-apple-platforms: $wrapper is not executable" >&2; exit 2; }
    wrapper=$(absolute "$wrapper")
    # The wrappers' SDKs, beside them unless the environment names another.
    if [[ $platform == ios ]]; then
      IOS_SDK=$(repaired_sdk "${IOS_SDK:-$(dirname "$wrapper")/iPhoneOS16.5.sdk}")
      export IOS_SDK
    else
      MACOS_SDK=$(repaired_sdk "${MACOS_SDK:-$(dirname "$wrapper")/MacOSX14.0.sdk}")
      export MACOS_SDK
    fi
    compile=("$wrapper")
  elif [[ "$(uname)" == Darwin ]]; then
    sdk=$(xcrun --sdk "$sdk_name" --show-sdk-path)
    developer=$(xcrun --sdk "$sdk_name" --show-sdk-platform-path)/Developer
    # XCTest and Swift Testing live in the platform's developer frameworks, not in the SDK.
    compile=(xcrun --sdk "$sdk_name" swiftc -target "$target" -sdk "$sdk"
      -F "$developer/Library/Frameworks" -I "$developer/usr/lib")
    # Test targets as SwiftPM builds them: at the floor it raises them to (macOS 14.0, hard-coded
    # in SwiftPM), with Swift Testing's macros from the toolchain's plugin (the later -target wins).
    test_flags=(-target arm64-apple-macos14.0
      -plugin-path "$(dirname "$(xcrun --find swiftc)")/../lib/swift/host/plugins/testing")
  else
    echo "check-apple-platforms: no $platform SDK: on a Mac it uses Xcode's; elsewhere pass --swiftc-$platform" >&2
    exit 2
  fi
  target_of[$platform]=$target
}

allowed_file=Tools/apple-platforms/old-sdk-diagnostics.txt
# Entries keyed "platform file: kind: message", looked up without a pipe: `printf | grep -q`
# under pipefail failed whenever grep found an early line and quit before printf had written
# the rest (SIGPIPE), rejecting an accepted one. A value counts the entry's occurrences.
declare -A allowed=()
while IFS= read -r entry; do
  [[ "$entry" =~ ^([a-z,]+)\ (.+)$ ]] || {
    echo "check-apple-platforms: $allowed_file: no SDK list (ios, macos or ios,macos) in: $entry" >&2
    exit 2
  }
  IFS=, read -r -a sdks <<<"${BASH_REMATCH[1]}"
  for sdk in "${sdks[@]}"; do allowed["$sdk ${BASH_REMATCH[2]}"]=0; done
done < <(grep -vE '^(#|$)' "$allowed_file")

if [[ -z "$work" ]]; then
  work=$(mktemp -d "${TMPDIR:-/tmp}/ilog-apple-check.XXXXXX")
  trap 'rm -rf "$work"' EXIT
fi
mkdir -p "$work"
declare -A target_of=()
extra=() test_flags=()
for platform in "${platforms[@]}"; do compiler "$platform"; done
# The compiler driver leaves a temporary directory per compile: here they go with the rest (the
# repaired SDKs' places were fixed above).
mkdir -p "$work/tmp"
export TMPDIR="$work/tmp"

failed=0

# check NAME PACKAGE SOURCE-DIR... : emits NAME.swiftmodule into $out and counts its diagnostics;
# with the flags in `extra` (a test target's).
check() {
  local name=$1 package=$2; shift 2
  local -a files mode=(-parse-as-library)
  mapfile -d '' -t files < <(find "$@" -name '*.swift' -print0 | sort -z)
  # An executable with a main.swift runs it as top-level code, as SwiftPM builds it.
  for file in "${files[@]}"; do [[ $(basename "$file") == main.swift ]] && mode=(); done
  local log=$out/$name.log
  set +e
  "${compile[@]}" "${settings[@]}" "${extra[@]}" "${mode[@]}" -package-name "$package" \
    -module-name "$name" -typecheck -wmo "${files[@]}" >"$log" 2>&1
  local status=$?
  # The module's interface for the modules after it, emitted despite errors (an accepted one
  # included) so that they are checked too; the diagnostics are the full type-check's above.
  "${compile[@]}" "${settings[@]}" "${mode[@]}" -package-name "$package" -module-name "$name" \
    -Xfrontend -experimental-allow-module-with-compiler-errors \
    -Xfrontend -experimental-skip-all-function-bodies \
    -emit-module -emit-module-path "$out/$name.swiftmodule" "${files[@]}" >/dev/null 2>&1
  set -e
  local errors=0 warnings=0 accepted=0 line message kind
  while IFS= read -r line; do
    [[ "$line" =~ ^(.*):[0-9]+:[0-9]+:\ (error|warning):\ (.*)$ ]] || continue
    kind=${BASH_REMATCH[2]}
    # Recognised by file and exact text, never by line: an edit elsewhere in the file keeps it.
    message="$platform ${BASH_REMATCH[1]}: $kind: ${BASH_REMATCH[3]}"
    if [[ -n "${allowed["$message"]+listed}" ]]; then
      allowed["$message"]=$((allowed["$message"] + 1))
      accepted=$((accepted + 1))
      ((verbose)) && echo "  accepted  $line"
      continue
    fi
    echo "  $line"
    if [[ $kind == error ]]; then errors=$((errors + 1)); else warnings=$((warnings + 1)); fi
  done < <(grep -E '^[^ ].*:[0-9]+:[0-9]+: (error|warning): ' "$log" | sort -u)
  # A failure with no diagnostic of ours to show (a crash, a missing module) is still a failure.
  if ((status != 0 && errors == 0 && accepted == 0)); then
    errors=1
    echo "  the compiler failed (exit $status) with no diagnostic above:"
    { grep -vE '^\s' "$log" | sort -u | sed 's/^/    /' | head -20; } || true
  fi
  printf '%-28s %7d %9d %9d\n' "$name" "$errors" "$warnings" "$accepted"
  total_errors=$((total_errors + errors))
  total_warnings=$((total_warnings + warnings))
  total_accepted=$((total_accepted + accepted))
  ((errors + warnings == 0)) || failed=1
}

# skipped NAME REASON: a module this SDK cannot check, said in the table.
skipped() { printf '%-28s skipped: %s\n' "$1" "$2"; }

# Swift Testing and XCTest are not in an SDK subset without the platform's developer frameworks.
has_test_frameworks() {
  printf 'import XCTest\nimport Testing\n' >"$out/probe.swift"
  "${compile[@]}" -typecheck "$out/probe.swift" >/dev/null 2>&1
}

# dependency NAME DIR: ArgumentParser's modules, built only so that ours can import them; their
# diagnostics are their own and not counted.
dependency() {
  local -a files
  mapfile -d '' -t files < <(find "$2" -name '*.swift' -print0)
  "${compile[@]}" -Xfrontend -experimental-allow-module-with-compiler-errors -swift-version 5 \
    -parse-as-library -module-name "$1" -I "$out" -emit-module \
    -emit-module-path "$out/$1.swiftmodule" "${files[@]}" >"$out/$1.log" 2>&1 || true
}

# check_platform PLATFORM: the modules of one platform, in dependency order.
check_platform() {
  platform=$1
  compiler "$platform"
  out=$work/$platform
  mkdir -p "$out"
  # The package's settings (Package.swift's loop at its end), package access across its modules,
  # testing as in a debug build (for the tests' @testable imports), and the C modules' module
  # maps (zlib, libFuzzer's driver).
  settings=(-swift-version 6 -enable-testing -enable-upcoming-feature ExistentialAny
    -enable-upcoming-feature InternalImportsByDefault -enable-upcoming-feature MemberImportVisibility
    -I "$out" -I "$root/Sources/CZlib" -I "$root/Tools/fuzz/CLibFuzzer")
  total_errors=0 total_warnings=0 total_accepted=0
  echo "== ${target_of[$platform]}"
  printf '%-28s %7s %9s %9s\n' module errors warnings accepted

  local tests=0 parser=.build/checkouts/swift-argument-parser/Sources
  has_test_frameworks && tests=1
  check InteractionModel interaction_log Sources/InteractionModel
  check InteractionLog interaction_log Sources/InteractionLog
  check InteractionRecorder interaction_log Sources/InteractionRecorder
  check InteractionHost interaction_log Sources/InteractionHost
  # On macOS the bridge compiles against the stand-in, as on Linux (SiriKit's extension API is
  # iOS and watchOS only); on iOS against Intents and IntentsUI.
  [[ $platform == macos ]] && check SiriKitStandIn interaction_log Sources/SiriKitStandIn
  check InteractionSiriKit interaction_log Sources/InteractionSiriKit
  check InteractionProjection interaction_log Sources/InteractionProjection
  check InteractionJudging interaction_log Sources/InteractionJudging
  check InteractionTimeTravel interaction_log Sources/InteractionTimeTravel
  check InteractionInspector interaction_log Sources/InteractionInspector
  check InteractionReplay interaction_log Sources/InteractionReplay
  if [[ -d "$parser" ]]; then
    dependency ArgumentParserToolInfo "$parser/ArgumentParserToolInfo"
    dependency ArgumentParser "$parser/ArgumentParser"
    check CommandSupport interaction_log Sources/CommandSupport
    check ILogSupport interaction_log Sources/ILogSupport
    check InteractionReplayCommand interaction_log Sources/InteractionReplayCommand
  else
    skipped InteractionReplayCommand "run 'swift package resolve' first (ArgumentParser)"
    failed=1
  fi
  if ((tests)); then
    check InteractionTesting interaction_log Sources/InteractionTesting
  else
    skipped InteractionTesting "this SDK has no XCTest or Swift Testing (Xcode's has)"
  fi
  check StartWorkout interaction_log Examples/StartWorkout/Sources
  check BillSplit interaction_log Examples/BillSplit/Sources
  check PaymentsIntents PaymentsExtension Examples/PaymentsExtension/Sources/PaymentsIntents
  # What the examples' tests link besides the libraries, on an iOS simulator too.
  check InteractionSamples interaction_log Sources/InteractionSamples
  check InteractionTestSupport interaction_log Tests/InteractionTestSupport
  if [[ $platform == macos && -d "$parser" ]]; then
    # The rest of what `swift build` compiles on a Mac: ilog and the tools.
    check ilog interaction_log Sources/ilog
    check InteractionLogReference interaction_log Tools/fuzz/Reference
    check InteractionFuzzing interaction_log Tools/fuzz/Harnesses
    check ilog_fuzz interaction_log Tools/fuzz/Driver
    check ilog_bench interaction_log Tools/bench
    local tool
    for tool in log-writer-child make-recordings generate-sirikit recorder-trap-child \
      replay-example recording-child crash-loop stress watch-latency; do
      check "${tool//-/_}" interaction_log "Tools/$tool"
    done
    check payments_replay PaymentsExtension Examples/PaymentsExtension/Sources/payments-replay
    if ((tests)); then
      # `swift build --build-tests`: the test targets.
      local dir
      extra=("${test_flags[@]}")
      # What the judging core's and the inspector's tests share (the samples recorded).
      check SampleSessionSupport interaction_log Tests/SampleSessionSupport
      for dir in Tests/*Tests; do check "$(basename "$dir")" interaction_log "$dir"; done
      check StartWorkoutTests interaction_log Examples/StartWorkout/Tests
      check BillSplitTests interaction_log Examples/BillSplit/Tests
      check PaymentsIntentsTests PaymentsExtension Examples/PaymentsExtension/Tests
      extra=()
    else
      skipped "test targets" "this SDK has no XCTest or Swift Testing (Xcode's has)"
    fi
  fi
  printf '%-28s %7d %9d %9d\n' total "$total_errors" "$total_warnings" "$total_accepted"

  # Entries of this platform that no longer occur: a list to shorten (or another SDK).
  local key unused=0
  for key in "${!allowed[@]}"; do
    [[ $key == "$platform "* && ${allowed["$key"]} -eq 0 ]] || continue
    unused=$((unused + 1))
    ((verbose || no_unused)) && echo "  unused  ${key#"$platform "}"
  done
  if ((unused)); then
    echo "$unused listed diagnostics of $platform did not occur"
    ((no_unused)) && failed=1
  fi
}

for platform in "${platforms[@]}"; do check_platform "$platform"; done

if ((failed)); then
  echo "check-apple-platforms: FAILED (diagnostics above; accepted ones: $allowed_file)"
  exit 1
fi
echo "check-apple-platforms: clean for ${platforms[*]}"
