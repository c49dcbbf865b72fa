public import InteractionLog

/// Why a recording cannot be replayed.
public enum ReplayError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The recording could not be read: a missing path, or damage before its end.
  case unreadable(LogReadError)
  /// The recording holds no interaction matching the selection.
  case nothingSelected(path: String, selection: String)
  /// A delivery order given as text does not fit a selected interaction
  /// (``Recording/order(fromText:selection:)``).
  case orderMismatch(OrderMismatch)

  /// What went wrong, with the recording's path or the read error involved.
  public var description: String {
    switch self {
    case .unreadable(let error):
      "cannot read the recording: \(error)"
    case .nothingSelected(let path, let selection):
      "\(path): no recorded interaction matches \(selection)"
    case .orderMismatch(let mismatch):
      "\(mismatch)"
    }
  }
}
