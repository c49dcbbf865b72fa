/// Who a finding is about: what SiriKit did (the order and kind of calls it made), or what the
/// extension's code did with them (its answers, and so what the user sees).
///
/// A replay under a chaos plan makes SiriKit's part on purpose, so its findings of
/// ``siriKit`` origin are the plan itself and never fail it; a finding of ``extensionCode``
/// origin on the replayed run is a bug the plan shows.
public enum FindingOrigin: String, Hashable, Codable, Sendable {
  /// What SiriKit did: the order of the calls, which instances it called, what it asked again.
  case siriKit = "sirikit"
  /// What the extension's code did: its completions, its claims and sizes, and so the snippet
  /// the user sees.
  case extensionCode = "code"
}
