#!/usr/bin/env bash
# Type-checks, for arm64-apple-ios15.0 against a real iPhoneOS SDK, every library module an app or a
# test links and every example, in dependency order (each module emitted so that the next imports
# it), with the package's own Swift settings. Fails on any error or warning except the diagnostics
# listed, by exact text and with their reason, in Tools/apple-platforms/old-sdk-diagnostics.txt
# (those that come only from an SDK whose standard library predates the toolchain's).
#
# Usage:
#   Tools/check-apple-platforms.sh                        on a Mac: Xcode's iPhoneOS SDK via xcrun
#   Tools/check-apple-platforms.sh --swiftc-ios PATH      elsewhere: a swiftc wrapper that targets
#                                                         an iPhoneOS SDK (CI: apple-sdk/swiftc-ios)
#   Options: --verbose (print every diagnostic, the accepted ones too), --keep DIR (build there).
# Exit status: 0 clean; 1 an error or warning; 2 bad usage or no compiler.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

swiftc_ios=""
verbose=0
work=""
while (($#)); do
  case "$1" in
    --swiftc-ios) swiftc_ios=${2:?--swiftc-ios needs a path}; shift 2 ;;
    --verbose) verbose=1; shift ;;
    --keep) work=${2:?--keep needs a directory}; shift 2 ;;
    -h | --help) sed -n '2,15p' "$0"; exit 0 ;;
    *) echo "check-apple-platforms: unknown argument '$1' (see --help)" >&2; exit 2 ;;
  esac
done

target=arm64-apple-ios15.0
if [[ -n "$swiftc_ios" ]]; then
  [[ -x "$swiftc_ios" ]] || { echo "check-apple-platforms: $swiftc_ios is not executable" >&2; exit 2; }
  swiftc_ios=$(cd "$(dirname "$swiftc_ios")" && pwd)/$(basename "$swiftc_ios")
  # shellcheck source=apple-platforms/repaired-sdk.sh
  source Tools/apple-platforms/repaired-sdk.sh
  IOS_SDK=$(repaired_sdk "${IOS_SDK:-$(dirname "$swiftc_ios")/iPhoneOS16.5.sdk}")
  export IOS_SDK
  compile=("$swiftc_ios")
elif [[ "$(uname)" == Darwin ]]; then
  sdk=$(xcrun --sdk iphoneos --show-sdk-path)
  platform=$(xcrun --sdk iphoneos --show-sdk-platform-path)
  # XCTest and Swift Testing live in the platform's developer frameworks, not in the SDK.
  compile=(xcrun --sdk iphoneos swiftc -target "$target" -sdk "$sdk"
    -F "$platform/Developer/Library/Frameworks" -I "$platform/Developer/usr/lib")
else
  echo "check-apple-platforms: no iPhoneOS SDK: on a Mac it uses Xcode's; elsewhere pass --swiftc-ios" >&2
  exit 2
fi

allowed_file=Tools/apple-platforms/old-sdk-diagnostics.txt
# A set, looked up without a pipe: `printf | grep -q` under pipefail failed whenever grep found
# an early line and quit before printf had written the rest (SIGPIPE), rejecting an accepted one.
declare -A allowed=()
while IFS= read -r entry; do allowed["$entry"]=1; done < <(grep -vE '^(#|$)' "$allowed_file")

if [[ -z "$work" ]]; then
  work=$(mktemp -d "${TMPDIR:-/tmp}/ilog-apple-check.XXXXXX")
  trap 'rm -rf "$work"' EXIT
fi
mkdir -p "$work"
# The compiler driver leaves a temporary directory per compile: here they go with the rest (the
# repaired SDK's place was fixed above).
mkdir -p "$work/tmp"
export TMPDIR="$work/tmp"

# The package's settings (Package.swift's loop at its end), and package access across its modules.
settings=(-swift-version 6 -parse-as-library -enable-upcoming-feature ExistentialAny
  -enable-upcoming-feature InternalImportsByDefault -enable-upcoming-feature MemberImportVisibility
  -I "$work" -I "$root/Sources/CZlib")

failed=0
total_errors=0
total_warnings=0
total_accepted=0
printf '%-28s %7s %9s %9s\n' module errors warnings accepted

# check NAME PACKAGE SOURCE-DIR... : emits NAME.swiftmodule into $work and counts its diagnostics.
check() {
  local name=$1 package=$2; shift 2
  local -a files
  mapfile -d '' -t files < <(find "$@" -name '*.swift' -print0 | sort -z)
  local log=$work/$name.log
  set +e
  "${compile[@]}" "${settings[@]}" -package-name "$package" -module-name "$name" \
    -typecheck -wmo "${files[@]}" >"$log" 2>&1
  local status=$?
  # The module's interface for the modules after it, emitted despite errors (an accepted one
  # included) so that they are checked too; the diagnostics are the full type-check's above.
  "${compile[@]}" "${settings[@]}" -package-name "$package" -module-name "$name" \
    -Xfrontend -experimental-allow-module-with-compiler-errors \
    -Xfrontend -experimental-skip-all-function-bodies \
    -emit-module -emit-module-path "$work/$name.swiftmodule" "${files[@]}" >/dev/null 2>&1
  set -e
  local errors=0 warnings=0 accepted=0 line message kind
  while IFS= read -r line; do
    [[ "$line" =~ ^(.*):[0-9]+:[0-9]+:\ (error|warning):\ (.*)$ ]] || continue
    kind=${BASH_REMATCH[2]}
    # Recognised by file and exact text, never by line: an edit elsewhere in the file keeps it.
    message="${BASH_REMATCH[1]}: $kind: ${BASH_REMATCH[3]}"
    if [[ -n "${allowed["$message"]+accepted}" ]]; then
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

# Swift Testing and XCTest are not in an SDK subset without the platform's developer frameworks.
has_test_frameworks() {
  printf 'import XCTest\nimport Testing\n' >"$work/probe.swift"
  "${compile[@]}" -typecheck "$work/probe.swift" >/dev/null 2>&1
}

argument_parser=.build/checkouts/swift-argument-parser/Sources
check InteractionModel interaction_log Sources/InteractionModel
check InteractionLog interaction_log Sources/InteractionLog
check InteractionRecorder interaction_log Sources/InteractionRecorder
check InteractionHost interaction_log Sources/InteractionHost
check InteractionSiriKit interaction_log Sources/InteractionSiriKit
check InteractionProjection interaction_log Sources/InteractionProjection
check InteractionInspector interaction_log Sources/InteractionInspector
check InteractionReplay interaction_log Sources/InteractionReplay
if [[ -d "$argument_parser" ]]; then
  # ArgumentParser is ours to build only so that ReplayCommand can import it; its diagnostics
  # are its own and not counted.
  for module in ArgumentParserToolInfo ArgumentParser; do
    mapfile -d '' -t files < <(find "$argument_parser/$module" -name '*.swift' -print0)
    "${compile[@]}" -Xfrontend -experimental-allow-module-with-compiler-errors -swift-version 5 \
      -parse-as-library -module-name "$module" -I "$work" -emit-module \
      -emit-module-path "$work/$module.swiftmodule" "${files[@]}" \
      >"$work/$module.log" 2>&1 || true
  done
  check ILogSupport interaction_log Sources/ILogSupport
  check InteractionReplayCommand interaction_log Sources/InteractionReplayCommand
else
  echo "InteractionReplayCommand     skipped: run 'swift package resolve' first (ArgumentParser)"
  failed=1
fi
if has_test_frameworks; then
  check InteractionTesting interaction_log Sources/InteractionTesting
else
  echo "InteractionTesting           skipped: this SDK has no XCTest or Swift Testing (Xcode's has)"
fi
check StartWorkout interaction_log Examples/StartWorkout/Sources
check BillSplit interaction_log Examples/BillSplit/Sources
check PaymentsIntents PaymentsExtension Examples/PaymentsExtension/Sources/PaymentsIntents

printf '%-28s %7d %9d %9d\n' total "$total_errors" "$total_warnings" "$total_accepted"
if ((failed)); then
  echo "check-apple-platforms: FAILED for $target (diagnostics above; accepted ones: $allowed_file)"
  exit 1
fi
echo "check-apple-platforms: clean for $target"
