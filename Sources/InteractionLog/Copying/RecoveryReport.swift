/// What ``LogRecovery`` read from a log and wrote into its copy.
public struct RecoveryReport: Hashable, Sendable {
  /// A run of sequence numbers missing from the original, and the damage that took them.
  public struct Gap: Hashable, Sendable {
    /// The first missing sequence number.
    public var firstSequence: UInt64
    /// How many numbers are missing.
    public var count: UInt64
    /// The damage read just before the events after the gap; empty when the numbers were
    /// missing without any (a writer that skipped them).
    public var damages: [LogDamage]

    /// Creates the record of a missing run.
    ///
    /// - Parameters:
    ///   - firstSequence: The first missing sequence number.
    ///   - count: How many numbers are missing.
    ///   - damages: The damage read just before the events after the gap, if any.
    public init(firstSequence: UInt64, count: UInt64, damages: [LogDamage]) {
      self.firstSequence = firstSequence
      self.count = count
      self.damages = damages
    }
  }

  /// The log that was read; it is never written to.
  public var source: String
  /// The copy.
  public var destination: String
  /// What reading the original found, damage included (read with the salvage policy).
  public var summary: FileSummary
  /// Events of the original in the copy.
  public var copiedEvents = 0
  /// Every event in the copy: the original's and those recovery added.
  public var writtenEvents = 0
  /// Missing runs of sequence numbers, each marked in the copy by a `gap` event.
  public var gaps: [Gap] = []
  /// The kinds of the events recovery wrote, in file order: a `header` when the original's was
  /// lost, a `gap` for each missing run with room for one, an `error` naming damage after the
  /// last readable event, an `end` when the original had none or its counts no longer held.
  public var added: [EventKind] = []

  /// Creates a report with nothing copied, written or added yet.
  ///
  /// - Parameters:
  ///   - source: The log that was read.
  ///   - destination: The copy.
  ///   - summary: What reading the original found.
  public init(source: String, destination: String, summary: FileSummary) {
    self.source = source
    self.destination = destination
    self.summary = summary
  }

  /// Whether the original's header was lost and the copy starts with one recovery wrote.
  public var addedHeader: Bool { added.first == .header }
  /// Whether the copy ends with an `end` event recovery wrote.
  public var addedEnd: Bool { added.last == .end }

  /// Events known to be missing from the copy, by their sequence numbers.
  ///
  /// A torn tail's incomplete event is not counted: nothing says how many followed it.
  public var lostEvents: UInt64 { gaps.reduce(0) { $0 + $1.count } }

  /// Whether the copy holds everything the original did: nothing damaged, nothing missing.
  public var isComplete: Bool { summary.damages.isEmpty && gaps.isEmpty }
}
