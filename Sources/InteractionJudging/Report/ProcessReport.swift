/// One process's log file as the fold saw it: who wrote it, how much it holds, and how it ends.
public struct ProcessReport: Hashable, Codable, Sendable {
  /// The log file.
  public var file: String
  /// The writing process's id, from its events.
  public var processID: Int32?
  /// The process's role, such as `intents-extension` or `ui-extension`.
  public var role: String?
  /// The writer's name and version, from the header.
  public var tool: String?
  /// The platform, from the header.
  public var platform: String?
  /// The header's free-form metadata.
  public var metadata: [String: String]
  /// Events read from the file.
  public var events: Int
  /// The first sequence number read, if any event was.
  public var firstSequence: UInt64?
  /// The last sequence number read, if any event was.
  public var lastSequence: UInt64?
  /// Calls (events that a completion answers) read from the file.
  public var calls: Int
  /// `note` events.
  public var notes: Int
  /// `error` events: the recorder's own failures.
  public var errors: Int
  /// Events the writer dropped, as its `gap` events count them.
  public var droppedEvents: UInt64
  /// Events of kinds this version does not know (kept, not inspected).
  public var unknownEvents: Int
  /// Completions that came after their interaction was finished.
  ///
  /// Their call is in the file, but more than ``InspectionConfiguration/window`` interactions
  /// came between. A completion whose call
  /// is not in the file at all is a broken link (``SessionReport/brokenLinks``).
  public var lateCompletions: Int
  /// How many events of the file break a link between events (``SessionReport/brokenLinks``
  /// lists the first 100 of each file).
  public var brokenLinks: Int
  /// Whether the file holds so many scattered call or interaction ids that the links were
  /// checked only in part.
  public var isLinkCheckPartial: Bool
  /// Whether the file ends with an `end` event.
  public var hasEnd: Bool
  /// Whether it ends with an `end` event, every block sealed and nothing damaged.
  public var isCleanlyClosed: Bool
  /// The damage the reader found in it.
  public var damages: [DamageNote]

  /// Creates an empty report for a file.
  ///
  /// - Parameter file: The log file.
  public init(file: String) {
    self.file = file
    metadata = [:]
    events = 0
    calls = 0
    notes = 0
    errors = 0
    droppedEvents = 0
    unknownEvents = 0
    lateCompletions = 0
    brokenLinks = 0
    isLinkCheckPartial = false
    hasEnd = false
    isCleanlyClosed = false
    damages = []
  }

  /// Whether the file ends inside a block: a crash or power loss during a write.
  public var isTorn: Bool { damages.contains(where: \.isTornTail) }
}
