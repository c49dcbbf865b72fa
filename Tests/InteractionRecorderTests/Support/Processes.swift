import Foundation
import InteractionTestSupport

/// What a child process did: how it ended and what it printed.
struct ChildResult {
  var status: Int32
  var reason: Process.TerminationReason
  var output: String
  var error: String
}

/// Runs a program to its end and returns how it ended and what it printed, without a
/// backtrace: a trapping child need not spend time printing one.
func run(_ executable: String, _ arguments: [String]) throws -> ChildResult {
  var environment = ProcessInfo.processInfo.environment
  environment["SWIFT_BACKTRACE"] = "enable=no"
  let result = try runProgram(executable, arguments, environment: environment)
  return ChildResult(
    status: result.status, reason: result.reason, output: result.outputText,
    error: result.errorText)
}

/// Whether this process can write where permissions say it may not (root can).
var ignoresPermissions: Bool { geteuid() == 0 }
