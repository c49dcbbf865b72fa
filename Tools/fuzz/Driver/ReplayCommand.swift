import ArgumentParser
import Foundation
import InteractionFuzzing

/// `ilog-fuzz replay <harness> <file-or-dir>…`: runs inputs through a harness once each.
struct ReplayCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "replay",
    abstract: "Run corpus entries or crash reproducers through a harness, once each.",
    discussion: "Works in any build; a broken invariant traps with its message."
  )

  @Argument(help: "The harness: \(FuzzHarness.allCases.map(\.rawValue).joined(separator: ", ")).")
  var harness: FuzzHarness

  @Argument(help: "Input files, or directories whose files are inputs.")
  var paths: [String]

  func run() throws {
    var count = 0
    for path in try InputPaths.files(in: paths) {
      harness.run(try InputFile.contents(of: path))
      count += 1
    }
    print("\(harness.rawValue): \(count) inputs ran")
  }
}
