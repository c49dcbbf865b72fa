#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// When a replay test records its recording instead of replaying it, as swift-snapshot-testing's
/// record modes do.
///
/// The environment variable `ILOG_RECORD` (`missing`, `all` or `never`) overrides the mode a test
/// passes; without it the default is ``missing``, or ``never`` when `CI` is set, so that CI never
/// passes by recording.
public enum RecordMode: String, Hashable, Sendable, CaseIterable {
  /// Record through the simulated host when the recording is absent, then fail so that someone
  /// looks at it; replay it when it is there.
  case missing
  /// Record anew every time, replacing the recording's log files, and fail.
  case all
  /// Only replay; a missing recording fails.
  case never

  /// The name of the environment variable that overrides every test's mode.
  public static let environmentVariable = "ILOG_RECORD"

  /// The mode a test runs in.
  ///
  /// - Parameters:
  ///   - requested: The mode the test asked for, if any.
  ///   - environment: The environment; the process's when `nil`.
  /// - Returns: `ILOG_RECORD` if it names a mode, else `requested`, else ``never`` under CI and
  ///   ``missing`` elsewhere.
  public static func resolved(
    requested: RecordMode? = nil,
    environment: [String: String]? = nil
  ) -> RecordMode {
    let environment = environment ?? ProcessInfo.processInfo.environment
    if let forced = environment[environmentVariable].flatMap(RecordMode.init(rawValue:)) {
      return forced
    }
    if let requested { return requested }
    let ci = environment["CI"].map { !$0.isEmpty && $0 != "0" && $0.lowercased() != "false" }
    return ci == true ? .never : .missing
  }
}
