import InteractionLog

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Input the tool cannot read at all (exit status 2), printed as `ilog: <what>: <where>`.
struct InputError: Error, Hashable, CustomStringConvertible {
  /// What went wrong, such as `not a log (empty file)`.
  var what: String
  /// The path it went wrong at.
  var location: String

  init(what: String, location: String) {
    self.what = what
    self.location = location
  }

  /// Restates a reader's error in this tool's `what: where` order.
  init(_ error: LogReadError) {
    switch error {
    case .system(let error):
      let reason = String(cString: strerror(error.code))
      self.init(what: "cannot \(error.operation) (\(reason))", location: error.path)
    case .notALogPath(let path):
      self.init(what: "not a log file or a directory of *.ilog files", location: path)
    case .damaged(let damage):
      self.init(what: "damage: \(damage.kind.rawValue): \(damage.message)", location: damage.file)
    }
  }

  var description: String { "\(what): \(location)" }
}
