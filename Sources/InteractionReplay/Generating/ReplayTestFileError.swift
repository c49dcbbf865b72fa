/// Why a ``ReplayTestFile`` could not be made or written.
package enum ReplayTestFileError: Error, Hashable, CustomStringConvertible {
  /// The recording could not be read.
  case unreadableRecording(path: String, ReplayError)
  /// The recording holds no interaction, or none with the identifier asked for.
  case noInteraction(path: String, identifier: String?)
  /// Something is already at the output path, and it was not to be replaced.
  case outputExists(path: String)
  /// The output file could not be written, for the reason given.
  case unwritable(path: String, reason: String)

  /// What went wrong, such as `no recorded interaction with identifier W-9`.
  package var what: String {
    switch self {
    case .unreadableRecording(_, let error): "\(error)"
    case .noInteraction(_, let identifier):
      "no recorded interaction\(identifier.map { " with identifier \($0)" } ?? "")"
    case .outputExists: "already exists, never overwritten"
    case .unwritable(_, let reason): "cannot write (\(reason))"
    }
  }

  /// The recording or the output file it went wrong at.
  package var location: String {
    switch self {
    case .unreadableRecording(let path, _), .noInteraction(let path, _), .outputExists(let path),
      .unwritable(let path, _):
      path
    }
  }

  package var description: String { "\(what): \(location)" }
}
