#!/usr/bin/env bash
# stand-in-check: compares every public declaration of SiriKitStandIn (the Linux stand-in for
# Intents and IntentsUI) with Apple's, as Swift imports it from an iPhoneOS SDK, and reports each
# stand-in declaration that has no exact Apple counterpart.
#
# Usage:
#   Tools/stand-in-check/check.sh --sdk PATH|auto [--floor 15.0] [--scratch-path DIR]
#                                 [--cache DIR] [--no-cache] [--keep DIR]
#   --sdk auto    $IOS_SDK; on a Mac, Xcode's iPhoneOS SDK; else the SDK beside swiftc-ios (on
#                 PATH) or ../shared/apple-sdk/iPhoneOS*.sdk beside the repository. A copy whose symlinked headers
#                 are text files holding their target (usr/include/pthread.h…) is repaired into
#                 $TMPDIR/ilog-apple-sdk/ first, as Tools/check-apple-platforms.sh does.
#   --floor       the deployment target (default: Package.swift's .iOS(.vN)): an Apple
#                 `introduced:` at or below it is not a difference; deprecations always are.
#   --scratch-path  where `swift build --target SiriKitStandIn` builds (default
#                 $TMPDIR/standin-build; never the package's .build).
#   --cache       where Apple's symbol graphs are kept between runs, per SDK and compiler (default
#                 $TMPDIR/stand-in-check-cache); --no-cache extracts them again.
# Output: one line per difference on stdout,
#   Type.member: stand-in 'decl' ≠ Apple 'decl'  [file:line, generated|hand-written]
#   Type.member: stand-in 'decl' ≠ no Apple declaration (…)
# then, on stderr, what was skipped, what could not be checked, and the differences by cause.
# Exit status: 0 no difference; 1 differences; 2 bad usage or a setup error (no SDK, no tool,
# the build or an extraction failed).
#
# How: both sides become symbol graphs (swift-symbolgraph-extract): the stand-in's from its
# build, Apple's from the SDK's Intents and IntentsUI (and CoreLocation, Foundation, Contacts…
# for the stand-in's types with those prefixes, when the SDK has them). Declarations are compared
# by path (`INPerson.init(personHandle:nameComponents:…)`), one stand-in declaration against every
# Apple overload at that path, the type's superclasses and the protocols it conforms to. Enum
# cases' raw values come from swift-synthesize-interface, option sets' from the headers.
# Normalised away (a client cannot tell them apart): open/public/final/dynamic, @objc,
# @nonobjc, @NSCopying, convenience/required/override, `optional` on requirements (the stand-in
# has a requirement with a default in a protocol extension instead: that pairing is checked, in
# both directions), internal parameter names, `let x: T` vs `var x: T { get }` (and a settable
# stored `var` vs `{ get set }`), attribute order, and Apple `introduced:` versions at or below
# the floor. Not reported: Apple declarations or conformances the stand-in lacks (a subset is the
# point), members that override NSObject's when Apple's type only inherits them, default
# implementations (checked through their requirement), `package` declarations (not in a public
# symbol graph). Types from a framework the SDK lacks (Contacts in the subset SDK) are listed as
# not checkable on stderr and do not fail the check, as are members Apple's graphs lack that the
# stand-in marks `@available(iOS N, *)` with N after the SDK's version (SDKSettings.json), or
# `@available(iOS, unavailable)` (a case Linux keeps only to hold its raw value).
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
tmp=${TMPDIR:-/tmp}

usage() { sed -n '2,/^# How:/p' "$0" | sed '$d;s/^# \{0,1\}//'; }
fail() { echo "stand-in-check: $*" >&2; exit 2; }

sdk_arg=""
floor=""
scratch=$tmp/standin-build
cache_root=$tmp/stand-in-check-cache
use_cache=1
work=""
while (($#)); do
  case "$1" in
    --sdk) sdk_arg=${2:-}; [[ -n "$sdk_arg" ]] || fail "--sdk needs a path or 'auto'"; shift 2 ;;
    --sdk=*) sdk_arg=${1#--sdk=}; shift ;;
    --floor) floor=${2:-}; [[ "$floor" =~ ^[0-9]+(\.[0-9]+)*$ ]] || fail "--floor needs a version"; shift 2 ;;
    --scratch-path) scratch=${2:?--scratch-path needs a directory}; shift 2 ;;
    --cache) cache_root=${2:?--cache needs a directory}; shift 2 ;;
    --no-cache) use_cache=0; shift ;;
    --keep) work=${2:?--keep needs a directory}; shift 2 ;;
    -h | --help) usage; exit 0 ;;
    *) fail "unknown argument '$1' (see --help)" ;;
  esac
done
[[ -n "$sdk_arg" ]] || fail "--sdk PATH|auto is required (see --help)"
command -v python3 >/dev/null || fail "python3 is not installed"

# The floor: Package.swift's iOS platform.
if [[ -z "$floor" ]]; then
  floor=$(sed -nE 's/.*\.iOS\(\.v([0-9]+)(_([0-9]+))?\).*/\1.\3/p' "$root/Package.swift" | head -1)
  floor=${floor%.}
  [[ -n "$floor" ]] || floor=15.0
fi
target=${IOS_TARGET:-arm64-apple-ios${floor}}

# Tools: the toolchain's, through xcrun on a Mac.
darwin=0
[[ "$(uname)" == Darwin ]] && darwin=1
tool() {
  if ((darwin)); then xcrun --find "$1" 2>/dev/null && return; fi
  local found
  found=$(command -v "$1" 2>/dev/null) && { echo "$found"; return; }
  local swiftc
  swiftc=$(command -v swiftc 2>/dev/null) || return 1
  found=$(dirname "$(readlink -f "$swiftc")")/$1
  [[ -x "$found" ]] && echo "$found"
}
extract=$(tool swift-symbolgraph-extract) || fail "swift-symbolgraph-extract not found (a Swift toolchain's usr/bin)"
synthesize=$(tool swift-synthesize-interface) || fail "swift-synthesize-interface not found (Swift 6.1 or later)"
command -v swift >/dev/null || fail "swift not found"

# The SDK.
sdk=""
apinotes=""
if [[ "$sdk_arg" == auto ]]; then
  if [[ -n "${IOS_SDK:-}" ]]; then
    sdk=$IOS_SDK
  elif ((darwin)); then
    sdk=$(xcrun --sdk iphoneos --show-sdk-path 2>/dev/null) || fail "no iPhoneOS SDK in Xcode"
  else
    for dir in "$(dirname "$(command -v swiftc-ios 2>/dev/null || echo /nonexistent/x)")" "$root/../shared/apple-sdk"; do
      for candidate in "$dir"/iPhoneOS*.sdk; do
        [[ -d "$candidate" ]] && { sdk=$candidate; break 2; }
      done
    done
    [[ -n "$sdk" ]] || fail "--sdk auto found no iPhoneOS SDK (set IOS_SDK or pass --sdk PATH)"
  fi
else
  sdk=$sdk_arg
fi
[[ -d "$sdk/System/Library/Frameworks/Intents.framework" ]] ||
  fail "$sdk is not an iPhoneOS SDK with Intents.framework"
sdk=$(cd "$sdk" && pwd)
[[ -d "$(dirname "$sdk")/apinotes" ]] && apinotes=$(dirname "$sdk")/apinotes

# shellcheck source=../apple-platforms/repaired-sdk.sh
source "$root/Tools/apple-platforms/repaired-sdk.sh"
sdk=$(repaired_sdk "$sdk")
if [[ -z "$apinotes" && -d "$(dirname "$sdk")/apinotes" ]]; then apinotes=$(dirname "$sdk")/apinotes; fi

# Off a Mac, a resource directory without the toolchain's Linux Dispatch/os/Block/CoreFoundation
# module maps (they shadow the SDK's), shared with swiftc-ios (same layout, same default place).
module_cache=${IOS_MODULE_CACHE:-$tmp/swiftc-ios-cache}
sdk_flags=(-target "$target" -sdk "$sdk" -module-cache-path "$module_cache/modules")
if ((!darwin)); then
  rd=$module_cache/resource-dir
  if [[ ! -e "$rd/shims" ]]; then
    [[ -d "$apinotes" ]] || fail "no apinotes folder (Dispatch.apinotes, os.apinotes) beside $sdk to build $rd"
    toolchain=$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")
    mkdir -p "$rd/apinotes"
    ln -sfn "$toolchain/lib/swift/shims" "$rd/shims"
    ln -sfn "$(readlink -f "$toolchain/lib/swift/clang")" "$rd/clang"
    ln -sfn "$toolchain/lib/swift/host" "$rd/host"
    cp "$apinotes/"*.apinotes "$rd/apinotes/"
  fi
  sdk_flags+=(-resource-dir "$rd")
fi

if [[ -z "$work" ]]; then
  work=$(mktemp -d "$tmp/stand-in-check.XXXXXX")
  trap 'rm -rf "$work"' EXIT
fi
mkdir -p "$work/stand-in"

# 1. The stand-in: build it (its own scratch path), then its public symbol graph.
echo "stand-in-check: building SiriKitStandIn in $scratch" >&2
if ! (cd "$root" && swift build --target SiriKitStandIn --scratch-path "$scratch") >"$work/build.log" 2>&1; then
  tail -30 "$work/build.log" >&2
  fail "swift build --target SiriKitStandIn failed (log above)"
fi
modules_dir=$(cd "$root" && swift build --target SiriKitStandIn --scratch-path "$scratch" --show-bin-path 2>/dev/null)/Modules
[[ -e "$modules_dir/SiriKitStandIn.swiftmodule" ]] || fail "no SiriKitStandIn.swiftmodule in $modules_dir"
host_triple=$(swift -print-target-info 2>/dev/null | python3 -c 'import json,sys; print(json.load(sys.stdin)["target"]["triple"])')
"$extract" -module-name SiriKitStandIn -target "$host_triple" -I "$modules_dir" \
  -minimum-access-level public -skip-synthesized-members -output-dir "$work/stand-in" \
  >"$work/stand-in.log" 2>&1 || { cat "$work/stand-in.log" >&2; fail "the stand-in's symbol graph failed"; }

# 2. Apple's side: Intents, IntentsUI, and the frameworks of the stand-in's other types.
declare -A prefix_framework=([CL]=CoreLocation [CN]=Contacts [NS]=Foundation [UI]=UIKit [CG]=CoreGraphics)
modules=(Intents IntentsUI)
missing=()
mapfile -t prefixes < <(python3 - "$work/stand-in/SiriKitStandIn.symbols.json" <<'EOF'
import json, sys
graph = json.load(open(sys.argv[1]))
names = {s["pathComponents"][0] for s in graph["symbols"] if len(s["pathComponents"]) == 1}
print("\n".join(sorted({n[:2] for n in names if not n.startswith("IN")})))
EOF
)
for prefix in "${prefixes[@]}"; do
  framework=${prefix_framework[$prefix]:-}
  [[ -n "$framework" ]] || continue
  if [[ -d "$sdk/System/Library/Frameworks/$framework.framework" ]]; then
    modules+=("$framework")
  else
    missing+=("$prefix=$framework")
  fi
done
key=$( { echo "$sdk" "$target" "${modules[*]}"; cat "$sdk/SDKSettings.json" 2>/dev/null;
  "$extract" --version 2>/dev/null || swift --version 2>/dev/null; } | sha256sum 2>/dev/null ||
  { echo "$sdk" "$target" "${modules[*]}"; } | shasum -a 256)
apple=$cache_root/${key%% *}
if ((!use_cache)) || [[ ! -e "$apple/.complete" ]]; then
  rm -rf "$apple" && mkdir -p "$apple/graphs" "$apple/interfaces" "$apple/logs"
  echo "stand-in-check: extracting Apple's symbol graphs (${modules[*]}) into $apple" >&2
  pids=()
  run() { # NAME COMMAND…: in the background, two at a time (2 cores).
    local name=$1; shift
    while (($(jobs -rp | wc -l) >= 2)); do wait -n || true; done
    ("$@" >"$apple/logs/$name.log" 2>&1; echo $? >"$apple/logs/$name.status") &
  }
  for module in "${modules[@]}"; do
    run "graph-$module" "$extract" -module-name "$module" "${sdk_flags[@]}" \
      -minimum-access-level public -skip-synthesized-members -output-dir "$apple/graphs"
  done
  for module in Intents IntentsUI; do
    run "interface-$module" "$synthesize" -module-name "$module" "${sdk_flags[@]}" \
      -include-submodules -o "$apple/interfaces/$module.swiftinterface"
  done
  wait
  for status in "$apple"/logs/*.status; do
    if [[ "$(cat "$status")" != 0 ]]; then
      log=${status%.status}.log
      grep -E 'error' "$log" | head -20 >&2 || tail -20 "$log" >&2
      fail "$(basename "${status%.status}") failed for $sdk (log: $log)"
    fi
  done
  touch "$apple/.complete"
fi

# 3. The comparison.
headers=()
for module in Intents IntentsUI; do
  headers+=(--headers "$sdk/System/Library/Frameworks/$module.framework/Headers")
done
missing_list=$(IFS=,; echo "${missing[*]}")
# The SDK's iOS version: a stand-in member introduced later (marked so) is listed, not compared.
sdk_version=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1])).get("Version", ""))' \
  "$sdk/SDKSettings.json" 2>/dev/null || true)
set +e
python3 "$here/compare.py" --stand-in "$work/stand-in" --apple "$apple/graphs" \
  --interfaces "$apple/interfaces" "${headers[@]}" --sources "$root/Sources/SiriKitStandIn" \
  --floor "$floor" --sdk-version "$sdk_version" --missing-frameworks "$missing_list" --root "$root"
status=$?
set -e
case $status in
  0 | 1) exit $status ;;
  *) fail "the comparison failed (exit $status)" ;;
esac
