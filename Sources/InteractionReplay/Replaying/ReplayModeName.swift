/// The replay modes a command line names (`--mode`), as ``ReplayMode/name`` spells them.
package enum ReplayModeName: String, CaseIterable, Sendable {
  case exact
  case host
  case chaos

  /// The name of a mode.
  package init(_ mode: ReplayMode) {
    switch mode {
    case .exact: self = .exact
    case .host: self = .host
    case .chaos: self = .chaos
    }
  }
}
