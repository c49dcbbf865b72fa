public import InteractionJudging
public import InteractionLog

/// The merged timeline of one session, a position per call or completion, with the state of
/// each event's interaction right after it.
///
/// Built from the session's ``LogRecord``s in the order a ``LogReader`` of all its files hands
/// them on, as ``InspectionFold`` reads them. Headers, snapshots, notes, gaps, ends and other
/// bookkeeping events take no position. After each call or completion the timeline asks the
/// fold for the event's open interaction as `ilog watch` sees it (its provisional report, with
/// the findings no later event can withdraw); a finding the rules prove only once the
/// interaction is finished takes the position at which the fold finished it. A handling call
/// read before its interaction's snapshot (the run waits to be joined) gets its interaction,
/// and the handling state, from the finished report; no finding is provable there yet.
///
/// Each position keeps only what it changed in its interaction; ``state(at:)`` replays the
/// changes of the interaction up to the position, as the page's script does.
public struct TimeTravelTimeline: Sendable {
  /// The positions, in the merged order.
  public internal(set) var events: [TimeTravelEvent]
  /// Per position, what it changed in its interaction.
  var changes: [TimeTravelChange]
  /// Every finding, by the position from which it is provable.
  public internal(set) var findings: [TimeTravelFinding]
  /// Per interaction, its positions in order.
  var positionsByInteraction: [String: [Int]]

  /// The timeline of `records`, read in their order.
  ///
  /// - Parameters:
  ///   - records: A session's events, both processes merged as a reader hands them on.
  ///   - configuration: The rules and expected orders, as for `ilog inspect`.
  public init(
    records: some Sequence<LogRecord>,
    configuration: InspectionConfiguration = InspectionConfiguration()
  ) {
    var builder = TimelineBuilder(configuration: configuration)
    for record in records { builder.consume(record) }
    self = builder.finish(summaries: [])
  }

  /// The timeline of the logs at `paths`, read together as one session.
  ///
  /// - Parameters:
  ///   - paths: A session's directory or files.
  ///   - policy: What to do about damage.
  ///   - configuration: The rules and expected orders, as for `ilog inspect`.
  /// - Returns: The timeline of every call and completion in the files.
  /// - Throws: ``LogReadError`` when a file cannot be read (or is damaged, under `.strict`).
  public static func reading(
    paths: [String], policy: RecoveryPolicy = .pointInTime,
    configuration: InspectionConfiguration = InspectionConfiguration()
  ) throws(LogReadError) -> TimeTravelTimeline {
    try TimeTravelTimeline(
      reader: LogReader(paths: paths, policy: policy), configuration: configuration)
  }

  /// The timeline of everything `reader` reads from where it stands.
  ///
  /// - Parameters:
  ///   - reader: A reader of one session's files.
  ///   - configuration: The rules and expected orders, as for `ilog inspect`.
  /// - Throws: ``LogReadError`` when the reader fails.
  public init(
    reader: LogReader, configuration: InspectionConfiguration = InspectionConfiguration()
  ) throws(LogReadError) {
    var builder = TimelineBuilder(configuration: configuration)
    while let record = try reader.next() { builder.consume(record) }
    self = builder.finish(summaries: reader.summaries)
  }

  init(
    events: [TimeTravelEvent], changes: [TimeTravelChange], findings: [TimeTravelFinding]
  ) {
    self.events = events
    self.changes = changes
    self.findings = findings.sorted { $0.position < $1.position }
    var positions: [String: [Int]] = [:]
    for (position, event) in events.enumerated() {
      if let interaction = event.interaction {
        positions[interaction, default: []].append(position)
      }
    }
    positionsByInteraction = positions
  }

  /// How many positions there are.
  public var count: Int { events.count }

  /// The position of the event at `sequence` in `file`, if it has one.
  public func position(of file: String, sequence: UInt64) -> Int? {
    events.firstIndex { $0.file == file && $0.sequence == sequence }
  }

  /// The state of `position`'s interaction right after it.
  ///
  /// - Parameter position: A position, `0..<count`.
  /// - Returns: The snippet, claimed set, handling state and findings at that moment.
  public func state(at position: Int) -> TimeTravelState {
    let interaction = events[position].interaction
    var views: [Int: TimeTravelView] = [:]
    var claimed: [String] = []
    var handling = ""
    for earlier in interaction.flatMap({ positionsByInteraction[$0] }) ?? [] {
      guard earlier <= position else { break }
      let change = changes[earlier]
      for view in change.views { views[view.index] = view }
      if let changed = change.claimed { claimed = changed }
      if let changed = change.handling { handling = changed }
    }
    let shown = findings.filter { finding in
      finding.position == position
        || (finding.interaction == interaction && finding.position <= position)
    }
    return TimeTravelState(
      interaction: interaction, views: views.values.sorted { $0.index < $1.index },
      claimed: claimed, handling: handling, findings: shown)
  }
}
