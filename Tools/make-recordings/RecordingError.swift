/// What can go wrong while making recordings, with the values involved.
enum RecordingError: Error, CustomStringConvertible {
  /// A plan names a scenario that `InteractionSamples` does not have.
  case unknownScenario(String)
  /// A side answered something other than what the request calls for.
  case unexpectedReply(request: String, reply: String)
  /// A side reported a failure.
  case sideFailed(role: SideRole, message: String)
  /// A child process could not be started, or ended without answering.
  case child(role: SideRole, message: String)
  /// A recording that should end in a kill did not, or one that should not did.
  case kill(recording: String, expected: Bool)
  /// The recorder of a side met failures or dropped events.
  case recorder(role: SideRole, message: String)
  /// A file operation on the output failed.
  case file(path: String, message: String)

  var description: String {
    switch self {
    case .unknownScenario(let name):
      "unknown sample scenario \"\(name)\""
    case .unexpectedReply(let request, let reply):
      "a side answered \(reply) to \(request)"
    case .sideFailed(let role, let message):
      "the \(role.rawValue) side failed: \(message)"
    case .child(let role, let message):
      "the \(role.rawValue) child process: \(message)"
    case .kill(let recording, let expected):
      expected
        ? "\(recording): the UI extension's process was expected to be killed, and was not"
        : "\(recording): a side's process died unexpectedly"
    case .recorder(let role, let message):
      "the \(role.rawValue) side's recorder: \(message)"
    case .file(let path, let message):
      "\(path): \(message)"
    }
  }
}
