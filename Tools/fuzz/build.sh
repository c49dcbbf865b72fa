#!/usr/bin/env bash
# Builds ilog-fuzz with libFuzzer and AddressSanitizer in its own scratch path (.build-fuzz), with
# FUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION defined so that the block reader skips its CRC-32
# check (as htslib does under the fuzzer). Prints the binary's path.
#
# usage: Tools/fuzz/build.sh [debug|release]   (release by default: several times the executions)
set -euo pipefail
cd "$(dirname "$0")/../.."
configuration="${1:-release}"
# lld, which ships with the toolchain: gold fails on the fuzzer runtime's debug information.
swift build -c "$configuration" --scratch-path .build-fuzz --product ilog-fuzz \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld \
  -Xswiftc -DFUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION 2>&1 |
  { grep -v "Cannot export local symbol" >&2 || true; }
echo ".build-fuzz/$configuration/ilog-fuzz"
