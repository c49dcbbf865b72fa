package import Foundation

/// How a program ended, and what it printed: what every test that runs a program gets back.
package struct ProgramResult: Sendable {
  /// How a program ended, by the names of Foundation's `Process.TerminationReason`, which iOS
  /// lacks: the examples' replay tests link this target on an iOS simulator.
  package enum Ending: Sendable, Equatable {
    /// It exited; ``ProgramResult/status`` is its exit status.
    case exit
    /// A signal ended it; ``ProgramResult/status`` is the signal's number.
    case uncaughtSignal
  }

  /// The exit status, or the signal number when it died of one.
  package var status: Int32
  /// Whether it exited or died of a signal.
  package var reason: Ending
  /// Its standard output, as bytes.
  package var outputData: Data
  /// Its standard error, as bytes.
  package var errorData: Data

  package init(
    status: Int32, reason: Ending, outputData: Data, errorData: Data
  ) {
    self.status = status
    self.reason = reason
    self.outputData = outputData
    self.errorData = errorData
  }

  /// False when a signal ended the process.
  package var exitedNormally: Bool { reason == .exit }
  /// Standard output as UTF-8 text.
  package var output: String { String(decoding: outputData, as: UTF8.self) }
  /// Standard error as UTF-8 text.
  package var error: String { String(decoding: errorData, as: UTF8.self) }
  /// Standard output's lines, each without its newline.
  package var outputLines: [String] {
    output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
  }
  /// Standard error's lines.
  package var errorLines: [String] { error.split(separator: "\n").map(String.init) }
}

#if os(macOS) || os(Linux) || os(Windows)
extension ProgramResult.Ending {
  /// The ending Foundation's reason names.
  ///
  /// - Parameter reason: How a `Process` ended.
  package init(_ reason: Process.TerminationReason) {
    self = reason == .exit ? .exit : .uncaughtSignal
  }
}
#endif
