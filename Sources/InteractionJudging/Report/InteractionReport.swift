public import InteractionModel

/// Everything one interaction went through, as the fold projected it from the events: the
/// Intents extension's handling, the Intents UI extension's calls, and the findings of the rules.
public struct InteractionReport: Hashable, Codable, Sendable {
  /// How the handling phase was tied to the interaction.
  public enum Link: String, Hashable, Codable, Sendable {
    /// The Intents extension's events carry the interaction's identifier.
    case interactionIdentifier = "interaction-identifier"
    /// The phase's intent has the class and identifier of the snapshot's intent, and it is the
    /// latest such phase not linked yet (see ``InspectionFold``).
    case intent
  }
  /// The versions written after the first (``snapshot``), oldest first, when the intent,
  /// response or status changed under the same identifier; `nil` when there is one version.
  public var laterVersions: [SnapshotVersion]?

  /// The interaction's 1-based position in the session, by its first event.
  public var position: Int
  /// The intent's class name, from the snapshot or the handling phase; `nil` if neither was seen.
  public var intentClass: String?
  /// The interaction's 1-based position among the session's interactions with the same intent
  /// class: what a diff matches on.
  public var classOrdinal: Int
  /// The interaction's identifier; `nil` for a handling phase no interaction was linked to.
  public var identifier: String?
  /// The interaction as the Intents UI extension received it, from its `interaction` event.
  public var snapshot: Interaction?
  /// The `interaction` event.
  public var snapshotEvent: EventReference?
  /// How ``handling`` was tied to the interaction, when it was.
  public var link: Link?
  /// The Intents extension's calls, if any were seen or linked.
  public var handling: HandlingPhase?
  /// The Intents UI extension's calls, if any.
  public var interface: InterfacePhase?
  /// Whether the log ends, not cleanly, while the interaction was under way: what is shown is
  /// everything up to the cut.
  public var isTruncated: Bool
  /// What the rules found, in the order of the rule registry.
  public var findings: [Finding]

  /// A report of an interaction with no phase, snapshot or finding yet; each argument is the
  /// property of the same name.
  public init(position: Int, intentClass: String?, classOrdinal: Int, identifier: String?) {
    self.position = position
    self.intentClass = intentClass
    self.classOrdinal = classOrdinal
    self.identifier = identifier
    isTruncated = false
    findings = []
  }

  /// The class names a claimed parameter may belong to: the intent's and the response's, from
  /// the snapshot, or else from the handling phase.
  public var ownClassNames: Set<String> {
    var names = Set<String>()
    if let snapshot {
      names.insert(snapshot.intent.className)
      if let response = snapshot.response { names.insert(response.className) }
    }
    if let intentClass = handling?.intentClass ?? intentClass { names.insert(intentClass) }
    for call in handling?.calls ?? [] {
      for completion in call.completions {
        if let responseClass = completion.responseClass { names.insert(responseClass) }
      }
    }
    return names
  }
}
