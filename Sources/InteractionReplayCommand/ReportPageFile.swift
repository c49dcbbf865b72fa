import ArgumentParser
import CommandSupport

/// The page `--report` names, for `replay` and `explore`: claimed before the run, which may be
/// long, so that a path that exists or cannot be created is refused at once; written after it.
struct ReportPageFile {
  /// The command, `replay` or `explore`, as its errors name it.
  let command: String
  private let file: NewFile

  /// Claims `path`, created new; `nil` without one.
  ///
  /// - Throws: `ExitCode(2)` when something exists at the path or it cannot be created, after
  ///   saying so.
  static func claim(_ path: String?, for command: String) throws -> ReportPageFile? {
    guard let path else { return nil }
    do {
      return ReportPageFile(command: command, file: try NewFile(creating: path))
    } catch {
      StandardError.write("\(command): --report: \(error)")
      throw ExitCode(2)
    }
  }

  /// Writes the page and closes the file.
  ///
  /// - Throws: `ExitCode(2)` when the page cannot be made (the recording cannot be read
  ///   again) or the file written, after saying so.
  func write(_ page: () throws -> String) throws {
    do {
      try file.write(try page())
      try file.close()
    } catch {
      StandardError.write("\(command): --report: \(error)")
      throw ExitCode(2)
    }
  }

  /// Closes and removes the unwritten page.
  func discard() {
    file.discard()
  }
}
