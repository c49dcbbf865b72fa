/// Why the loop itself could not go on (as opposed to a check that failed after a kill).
enum CrashLoopError: Error, CustomStringConvertible {
  /// The child could not be started, or did not die of the kill.
  case child(String)
  /// A product the loop runs is not built.
  case missingProduct(String)

  var description: String {
    switch self {
    case .child(let message): message
    case .missingProduct(let path): "\(path) is not built: run `swift build` first"
    }
  }
}
