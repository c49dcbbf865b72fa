package import InteractionLog

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Input a tool cannot read at all, or an output it must not write: `what: where`, such as
/// `not a log (empty file): e.ilog`; `ilog` prints it after `ilog: ` and exits with status 2.
package struct InputError: Error, Hashable, CustomStringConvertible {
  /// What went wrong, such as `not a log (empty file)`.
  package var what: String
  /// The path it went wrong at.
  package var location: String

  package init(what: String, location: String) {
    self.what = what
    self.location = location
  }

  /// Restates a reader's error in the `what: where` order.
  package init(_ error: LogReadError) {
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

  package var description: String { "\(what): \(location)" }
}
