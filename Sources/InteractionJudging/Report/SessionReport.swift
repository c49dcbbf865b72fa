/// What inspecting a recording found: its processes, its interactions (when retained), the count
/// of every finding code, and the damage.
public struct SessionReport: Hashable, Codable, Sendable {
  /// The session ids the events carry, sorted; one for a well-formed recording.
  public var sessions: [String]
  /// One report per log file, in the order the files were first read from.
  public var processes: [ProcessReport]
  /// The interactions, by ``InteractionReport/position``, when the fold retains them
  /// (``InspectionConfiguration/retainsInteractions``); empty otherwise.
  public var interactions: [InteractionReport]
  /// How many interactions the fold finished, retained or not.
  public var interactionCount: Int
  /// How many findings of each code, retained or not, by code.
  public var findingCounts: [String: Int]
  /// Every damage the reader found, in file order.
  public var damages: [DamageNote]
  /// The events that break a link between events of their file (a call id used twice, a
  /// completion without its call, an event before its interaction's snapshot), file by file in
  /// the order the files were first read from, at most 100 per file
  /// (``ProcessReport/brokenLinks`` counts them all).
  public var brokenLinks: [BrokenLink]

  /// Creates an empty report.
  public init() {
    sessions = []
    processes = []
    interactions = []
    interactionCount = 0
    findingCounts = [:]
    damages = []
    brokenLinks = []
  }

  /// Every finding of the retained interactions, in interaction order.
  public var findings: [Finding] { interactions.flatMap(\.findings) }
  /// Whether a file ends inside a block (a torn tail): the session is inspected up to the tear.
  public var isTorn: Bool { damages.contains(where: \.isTornTail) }
  /// Whether every file ends with an `end` event, sealed and undamaged.
  public var isCleanlyClosed: Bool {
    !processes.isEmpty && processes.allSatisfy(\.isCleanlyClosed)
  }
  /// How many findings there are in all.
  public var findingCount: Int { findingCounts.values.reduce(0, +) }
}
