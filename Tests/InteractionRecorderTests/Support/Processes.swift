import Foundation
import InteractionTestSupport

/// Runs a program to its end and returns how it ended and what it printed, without a
/// backtrace: a trapping child need not spend time printing one.
func run(_ executable: String, _ arguments: [String]) throws -> ProgramResult {
  var environment = ProcessInfo.processInfo.environment
  environment["SWIFT_BACKTRACE"] = "enable=no"
  return try runProgram(executable, arguments, environment: environment)
}

/// Whether this process can write where permissions say it may not (root can).
var ignoresPermissions: Bool { geteuid() == 0 }
