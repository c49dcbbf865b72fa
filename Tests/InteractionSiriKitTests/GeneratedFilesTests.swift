import Foundation
import InteractionTestSupport
import Testing

/// The committed generated files are what generate-sirikit makes from the committed table.
@Suite struct GeneratedFilesTests {
  @Test func theCommittedFilesAreFresh() throws {
    let root = GeneratedTable.packageRoot
    let tool = builtProduct("generate-sirikit")
    try #require(
      FileManager.default.isExecutableFile(atPath: tool),
      "no generate-sirikit at \(builtProductCandidates("generate-sirikit")); build it with `swift build`"
    )
    let result = try runProgram(tool, ["--check", "--root", root.path])
    #expect(result.status == 0, "\(result.error)")
  }
}
