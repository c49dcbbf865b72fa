/// Why an exploration stopped before it tried every plan it planned: what was found so far is
/// reported, and the plans not tried are named.
public enum ExplorationCutShort: Hashable, Sendable {
  /// ``ExplorationLimits/deadline`` passed, after this many seconds: no plan started after it.
  case deadline(Double)
  /// The caller asked it to stop (`ilog explore` on Ctrl-C).
  case interrupted

  /// The reason in words: `by the deadline of 30 s`, `by an interruption (Ctrl-C)`.
  public var reason: String {
    switch self {
    case .deadline(let seconds): "by the deadline of \(seconds.formatted) s (--deadline)"
    case .interrupted: "by an interruption (Ctrl-C)"
    }
  }
}

extension Double {
  /// `30` for 30.0, `0.5` for 0.5.
  fileprivate var formatted: String {
    rounded() == self && abs(self) < 1e15 ? String(Int(self)) : String(self)
  }
}
