import Foundation
import InteractionTestSupport
import Testing

/// Where `ilog recover` and `ilog redact` write: never over an existing file, never through a
/// symbolic link, dangling or not.
@Suite struct OutputPathTests {
  enum Occupant: String, CaseIterable {
    case existingFile, linkToAFile, danglingLink
  }

  @Test(arguments: Occupant.allCases, ["recover", "redact"])
  func anOccupiedOutputPathIsRefusedAndLeftAlone(occupant: Occupant, command: String) throws {
    let directory = TemporaryDirectory()
    let source = directory.file("in.ilog")
    try SessionLogs.writeUIExtension(to: source)
    let output = directory.file("out.ilog")
    let target = directory.file("precious.txt")
    switch occupant {
    case .existingFile:
      try Data("precious".utf8).write(to: URL(fileURLWithPath: output))
    case .linkToAFile:
      try Data("precious".utf8).write(to: URL(fileURLWithPath: target))
      try FileManager.default.createSymbolicLink(atPath: output, withDestinationPath: target)
    case .danglingLink:
      try FileManager.default.createSymbolicLink(atPath: output, withDestinationPath: target)
    }
    let outcome = try ILogBinary.run(BadInputTests.arguments(command, source, output: output))
    #expect(!outcome.crashed)
    #expect(outcome.error == "ilog: already exists, never overwritten: \(output)\n")
    #expect(outcome.status == 2)
    switch occupant {
    case .existingFile:
      #expect(try Data(contentsOf: URL(fileURLWithPath: output)) == Data("precious".utf8))
    case .linkToAFile:
      #expect(try Data(contentsOf: URL(fileURLWithPath: target)) == Data("precious".utf8))
    case .danglingLink:
      #expect(!FileManager.default.fileExists(atPath: target))
    }
  }
}
