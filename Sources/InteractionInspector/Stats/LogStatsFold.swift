public import InteractionLog
import InteractionModel

/// Folds a recording's events into ``LogStats``, in memory bounded whatever the log's size.
///
/// ```swift
/// var stats = LogStatsFold()
/// while let record = try reader.next() { stats.consume(record) }
/// let figures = stats.finish(summaries: reader.summaries)
/// ```
///
/// Interactions per intent come from the inspection fold's interactions, passed to
/// ``count(_:)``, since only it (or the projection under it) knows which events make one
/// interaction.
public struct LogStatsFold: Sendable {
  private var stats = LogStats()
  private var digests: [String: LatencyDigest] = [:]

  public init() {}

  /// Events counted so far.
  public var events: Int { stats.events }

  /// Interactions counted so far.
  public var interactions: Int { stats.interactionsByIntent.values.reduce(0, +) }

  /// Counts one event, and its latency if it is a completion.
  ///
  /// - Parameter record: The next event.
  public mutating func consume(_ record: LogRecord) {
    let payload = record.event.payload
    stats.events += 1
    stats.eventsByKind[payload.kind.rawValue, default: 0] += 1
    let latency: (call: CallKind, value: UInt64?)?
    switch payload {
    case .resolveCompletion(_, _, let value): latency = (.resolve, value)
    case .confirmCompletion(_, let value): latency = (.confirm, value)
    case .handleCompletion(_, let value): latency = (.handle, value)
    case .configureCompletion(_, let value): latency = (.configure, value)
    case .configureViewCompletion(_, _, _, let value): latency = (.configureView, value)
    default: latency = nil
    }
    if let latency, let value = latency.value {
      digests[latency.call.rawValue, default: LatencyDigest()].add(value)
    }
  }

  /// Counts a finished interaction under its intent class.
  ///
  /// - Parameter interaction: An interaction the inspection fold emitted.
  public mutating func count(_ interaction: InteractionReport) {
    count(intentClass: interaction.intentClass)
  }

  /// Counts a finished interaction of `intentClass` (`?` when unknown).
  package mutating func count(intentClass: String?) {
    stats.interactionsByIntent[intentClass ?? "?", default: 0] += 1
  }

  /// Adds the figures of another fold, as if its events and interactions had come after this
  /// one's: what counting sessions apart and adding them gives.
  ///
  /// - Parameter other: A fold of other events.
  public mutating func merge(_ other: LogStatsFold) {
    stats.events += other.stats.events
    stats.eventsByKind.merge(other.stats.eventsByKind, uniquingKeysWith: +)
    stats.interactionsByIntent.merge(other.stats.interactionsByIntent, uniquingKeysWith: +)
    digests.merge(other.digests) { mine, theirs in
      var merged = mine
      merged.merge(theirs)
      return merged
    }
  }

  /// The figures, with each file's blocks, bytes and damage.
  ///
  /// - Parameter summaries: What reading each file found.
  /// - Returns: The counts so far, the latencies summarised, and one entry per file.
  public func finish(summaries: [FileSummary]) -> LogStats {
    var stats = stats
    stats.latencies = digests.compactMapValues(LatencySummary.init)
    for summary in summaries {
      let notes = summary.damages.map(DamageNote.init)
      stats.files.append(
        FileStats(
          path: summary.path, blocks: summary.blocks, openBlocks: summary.openBlocks,
          events: summary.events, compressedBytes: summary.compressedBytes,
          payloadBytes: summary.payloadBytes, firstSequence: summary.firstSequence,
          lastSequence: summary.lastSequence, isCleanlyClosed: summary.isCleanlyClosed,
          isTorn: notes.contains(where: \.isTornTail), compressionRatio: summary.compressionRatio))
      stats.blocks += summary.blocks
      stats.openBlocks += summary.openBlocks
      stats.compressedBytes += summary.compressedBytes
      stats.payloadBytes += summary.payloadBytes
      stats.damages += notes
    }
    stats.compressionRatio =
      stats.payloadBytes == 0 ? nil : Double(stats.compressedBytes) / Double(stats.payloadBytes)
    return stats
  }
}
