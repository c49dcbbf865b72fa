/// Finds, one record at a time, what a session's logs say they lost (``LogLoss``): the facts
/// `ilog verify` and `ilog inspect` print about a log that reads, gathered where every verdict
/// can consult them.
///
/// ```swift
/// var account = LossAccount()
/// while let record = try reader.next() { account.add(record) }
/// let losses = account.losses(summaries: reader.summaries)
/// ```
///
/// Memory stays bounded: per file, a few counters, the link check's bounded state and at most
/// ``keptPerKind`` losses of each kind (the rest are counted in one more line).
public struct LossAccount: Sendable {
  /// The most losses of one kind kept per file; the rest are summed up in one line.
  public static let keptPerKind = 10

  private struct FileState: Sendable {
    var lastSequence: UInt64?
    var gapDropped: UInt64 = 0
    var errorEvents: UInt64 = 0
    var end: (dropped: UInt64, errors: UInt64, record: LogRecord)?
    var links = LinkCheck()
    var losses: [LogLoss] = []
    var kept: [LogLoss.Kind: Int] = [:]
    var omitted: [LogLoss.Kind: Int] = [:]

    mutating func record(_ loss: LogLoss) {
      if kept[loss.kind, default: 0] < LossAccount.keptPerKind {
        kept[loss.kind, default: 0] += 1
        losses.append(loss)
      } else {
        omitted[loss.kind, default: 0] += 1
      }
    }
  }

  private var files: [String: FileState] = [:]
  private var order: [String] = []
  /// The session of the first event read, and its file: every other file must share it.
  private var session: (id: String, file: String)?
  private var otherSessions: [String: (id: String, record: LogRecord)] = [:]

  public init() {}

  /// Accounts for the next record of its file, in file order.
  public mutating func add(_ record: LogRecord) {
    let event = record.event
    if files[record.file] == nil {
      order.append(record.file)
      files[record.file] = FileState()
      if let session {
        if session.id != event.session { otherSessions[record.file] = (event.session, record) }
      } else {
        session = (event.session, record.file)
      }
    }
    var state = files[record.file] ?? FileState()
    defer { files[record.file] = state }
    state.links.check(record)
    let expected = (state.lastSequence ?? 0) + 1
    state.lastSequence = event.sequence
    if case .gap = event.payload {
      // `ilog recover` writes a gap at the first number it lost: the gap says it already.
    } else if event.sequence > expected {
      let missing = event.sequence - expected
      state.record(
        loss(
          .sequenceJump, record,
          "\(count(missing, "event")) missing: seq \(expected)"
            + (missing == 1 ? "" : "-\(event.sequence - 1)") + " never came"))
    }
    switch event.payload {
    case .gap(let dropped, let reason):
      state.gapDropped += dropped
      state.record(
        loss(
          .gap, record,
          "\(count(dropped, "event")) dropped by the writer"
            + (reason.isEmpty ? "" : " (\(reason))")))
    case .error(let message, let code):
      state.errorEvents += 1
      state.record(
        loss(
          .recorderError, record,
          "the recorder failed: \(message)" + (code.map { " (code \($0))" } ?? "")))
    case .end(_, let dropped, let errors):
      state.end = (dropped, errors, record)
    default:
      break
    }
  }

  /// Every loss of the files read, file by file in the order their first record came.
  ///
  /// - Parameter summaries: The reader's summaries of the same files, for the blocks left
  ///   unsealed in a file that ends with its `end` event.
  /// - Returns: The losses, in file order and, within a file, in the order they were read.
  public func losses(summaries: [FileSummary] = []) -> [LogLoss] {
    var all: [LogLoss] = []
    for file in order {
      guard var state = files[file] else { continue }
      if let other = otherSessions[file], let session {
        all.append(
          LogLoss(
            kind: .otherSession, file: file,
            message:
              "session \"\(other.id)\", not \"\(session.id)\" of \(session.file): two recording "
              + "sessions in one place are never merged; give each session's files apart"))
      }
      if let end = state.end {
        if end.dropped > state.gapDropped {
          state.record(
            loss(
              .dropped, end.record,
              "the end event counts \(count(end.dropped, "dropped event"))"
                + (state.gapDropped == 0 ? "" : ", the gap events \(state.gapDropped)")))
        }
        if end.errors > state.errorEvents {
          state.record(
            loss(
              .recorderError, end.record,
              "the end event counts \(count(end.errors, "recorder error"))"
                + (state.errorEvents == 0 ? "" : ", the file holds \(state.errorEvents)")))
        }
      }
      for problem in state.links.problems {
        state.record(
          LogLoss(
            kind: .brokenLink, file: file, sequence: problem.sequence, offset: problem.offset,
            line: problem.line, message: problem.message))
      }
      state.omitted[.brokenLink, default: 0] +=
        state.links.problemCount - state.links.problems.count
      if let summary = summaries.first(where: { $0.path == file }), summary.openBlocks > 0,
        summary.hasEnd, summary.damages.isEmpty
      {
        state.record(
          LogLoss(
            kind: .unsealedBlock, file: file,
            message:
              "\(count(UInt64(summary.openBlocks), "block")) not sealed, though the file ends "
              + "with its end event: a writer stopped inside it, or its bytes were changed"))
      }
      all += state.losses.sorted { ($0.sequence ?? .max) < ($1.sequence ?? .max) }
      for kind in LogLoss.Kind.allCases {
        if let more = state.omitted[kind], more > 0 {
          all.append(LogLoss(kind: kind, file: file, message: "and \(more) more"))
        }
      }
    }
    return all
  }

  /// The links checked in `file` as its records were accounted for: what `ilog verify`
  /// prints whole (the losses keep the first few).
  ///
  /// - Parameter file: A file whose records were added.
  /// - Returns: Its link check, or `nil` for a file no record came from.
  package func links(of file: String) -> LinkCheck? { files[file]?.links }

  private func loss(_ kind: LogLoss.Kind, _ record: LogRecord, _ message: String) -> LogLoss {
    LogLoss(
      kind: kind, file: record.file, sequence: record.event.sequence,
      offset: record.blockOffset, line: record.line, message: message)
  }

  private func count(_ number: UInt64, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}
