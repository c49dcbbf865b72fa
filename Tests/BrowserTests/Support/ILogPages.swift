import Foundation
import InteractionTestSupport

/// The pages the built `ilog` writes, as a user would write them, for the browser to load.
enum ILogPages {
  /// `ilog report RECORDING -o DIRECTORY/NAME`.
  ///
  /// - Returns: The page's path.
  /// - Throws: ``WebDriverError`` with what `ilog` printed when it wrote no page.
  static func report(_ recording: String, in directory: TemporaryDirectory, name: String? = nil)
    throws -> String
  {
    let page = directory.file(
      name ?? "report-\(URL(fileURLWithPath: recording).lastPathComponent).html")
    try write(page, ["report", recording, "-o", page])
    return page
  }

  /// `ilog replay RECORDING --sample SAMPLE --report DIRECTORY/NAME`; the replay may diverge.
  ///
  /// - Returns: The page's path.
  /// - Throws: ``WebDriverError`` with what `ilog` printed when it wrote no page.
  static func replay(_ recording: String, sample: String, in directory: TemporaryDirectory)
    throws -> String
  {
    let page = directory.file("replay-\(sample).html")
    try write(page, ["replay", recording, "--sample", sample, "--report", page])
    return page
  }

  /// `ilog explore RECORDING --sample SAMPLE --report DIRECTORY/NAME`; a plan may fail.
  ///
  /// - Returns: The page's path.
  /// - Throws: ``WebDriverError`` with what `ilog` printed when it wrote no page.
  static func explore(_ recording: String, sample: String, in directory: TemporaryDirectory)
    throws -> String
  {
    let page = directory.file("explore-\(sample).html")
    try write(page, ["explore", recording, "--sample", sample, "--report", page])
    return page
  }

  /// Runs `ilog` from the package's root; exit status 1 (findings, a divergence) still writes.
  private static func write(_ page: String, _ arguments: [String]) throws {
    let ilog = builtProduct("ilog")
    guard FileManager.default.isExecutableFile(atPath: ilog) else {
      throw WebDriverError("no ilog at \(ilog); build it with `swift build`")
    }
    let outcome = try runProgram(ilog, arguments, currentDirectory: packageRoot)
    guard outcome.status <= 1, FileManager.default.fileExists(atPath: page) else {
      throw WebDriverError(
        "ilog \(arguments.joined(separator: " ")) exited \(outcome.status) without a page: \(outcome.error)"
      )
    }
  }
}
