import Foundation

/// Runs the toolchain's swift-format over rendered files with the package's configuration, so
/// that the committed files pass `Tools/format.sh --lint` and the output depends only on the
/// table, the renderers and the configuration.
struct Formatter {
  /// The package's `.swift-format`.
  var configuration: URL

  /// An error running swift-format, with what it printed.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// The files, formatted; one swift-format process for them all, in a temporary directory.
  func format(_ files: [GeneratedFile]) throws -> [GeneratedFile] {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("generate-sirikit-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let urls = files.enumerated().map { position, file in
      directory.appendingPathComponent("\(position)-" + (file.path as NSString).lastPathComponent)
    }
    for (file, url) in zip(files, urls) {
      try file.text.write(to: url, atomically: true, encoding: .utf8)
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      ["swift", "format", "format", "--in-place", "--configuration", configuration.path]
      + urls.map(\.path)
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw Failure(
        description: "swift format failed (\(process.terminationStatus)): "
          + String(decoding: message, as: UTF8.self))
    }
    return try zip(files, urls).map { file, url in
      GeneratedFile(path: file.path, text: try String(contentsOf: url, encoding: .utf8))
    }
  }
}
