import Foundation
import InteractionFuzzing
import InteractionTestSupport
import Testing

/// The fuzzers' committed corpus and crash reproducers, run through their harnesses in the
/// normal test suite: whatever once crashed a harness (or the library under it) must not again.
///
/// `Tools/fuzz/corpus/<harness>/` holds the minimised corpus of the long runs,
/// `Tools/fuzz/regressions/<harness>/` the reproducers of what they found, each named for the
/// bug. The harnesses check their invariants with traps, so a failure here ends the test process
/// with the broken invariant's message.
@Suite struct FuzzCorpusTests {
  static func inputs(_ harness: FuzzHarness, in folder: String) throws -> [String] {
    let directory = "\(packageRoot)/Tools/fuzz/\(folder)/\(harness.rawValue)"
    guard FileManager.default.fileExists(atPath: directory) else { return [] }
    return try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
      .filter { !$0.hasPrefix(".") }.map { "\(directory)/\($0)" }
  }

  @Test(arguments: FuzzHarness.allCases)
  func committedCorpusRunsCleanly(_ harness: FuzzHarness) throws {
    let inputs = try Self.inputs(harness, in: "corpus")
    #expect(!inputs.isEmpty, "Tools/fuzz/corpus/\(harness.rawValue) is empty")
    for path in inputs {
      harness.run(try InputFile.contents(of: path))
    }
  }

  @Test(arguments: FuzzHarness.allCases)
  func crashReproducersRunCleanly(_ harness: FuzzHarness) throws {
    for path in try Self.inputs(harness, in: "regressions") {
      harness.run(try InputFile.contents(of: path))
    }
  }
}
