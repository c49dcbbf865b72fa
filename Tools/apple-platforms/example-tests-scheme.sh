#!/usr/bin/env bash
# Writes the shared Xcode scheme ExampleTests into .swiftpm/xcode/xcshareddata/xcschemes/ (a
# folder .gitignore keeps out of the repository): it builds and tests only the examples' test
# targets, StartWorkoutTests and BillSplitTests, and what they link. The scheme Xcode makes for
# the package, interaction-log-Package, builds every target, ilog and the tools among them, which
# start programs through Foundation's Process, which iOS lacks; this one builds nothing of them.
# The iOS simulator job of .github/workflows/apple-platforms.yml runs `xcodebuild test -scheme
# ExampleTests` after it.
#
# Usage: Tools/apple-platforms/example-tests-scheme.sh     (prints the scheme's path)
set -euo pipefail
cd "$(dirname "$0")/../.."

targets=(StartWorkoutTests BillSplitTests)
dir=.swiftpm/xcode/xcshareddata/xcschemes
mkdir -p "$dir"

# reference NAME: a target of the package, as Xcode names SwiftPM targets in a scheme.
reference() {
  cat <<XML
            <BuildableReference
               BuildableIdentifier = "primary"
               BlueprintIdentifier = "$1"
               BuildableName = "$1"
               BlueprintName = "$1"
               ReferencedContainer = "container:">
            </BuildableReference>
XML
}

{
  cat <<'XML'
<?xml version="1.0" encoding="UTF-8"?>
<Scheme
   LastUpgradeVersion = "2600"
   version = "1.7">
   <BuildAction
      parallelizeBuildables = "YES"
      buildImplicitDependencies = "YES">
      <BuildActionEntries>
XML
  for target in "${targets[@]}"; do
    cat <<'XML'
         <BuildActionEntry
            buildForTesting = "YES"
            buildForRunning = "NO"
            buildForProfiling = "NO"
            buildForArchiving = "NO"
            buildForAnalyzing = "NO">
XML
    reference "$target"
    echo '         </BuildActionEntry>'
  done
  cat <<'XML'
      </BuildActionEntries>
   </BuildAction>
   <TestAction
      buildConfiguration = "Debug"
      selectedDebuggerIdentifier = "Xcode.DebuggerFoundation.Debugger.LLDB"
      selectedLauncherIdentifier = "Xcode.DebuggerFoundation.Launcher.LLDB"
      shouldUseLaunchSchemeArgsEnv = "YES">
      <Testables>
XML
  for target in "${targets[@]}"; do
    echo '         <TestableReference skipped = "NO">'
    reference "$target"
    echo '         </TestableReference>'
  done
  cat <<'XML'
      </Testables>
   </TestAction>
</Scheme>
XML
} >"$dir/ExampleTests.xcscheme"
echo "$dir/ExampleTests.xcscheme"
