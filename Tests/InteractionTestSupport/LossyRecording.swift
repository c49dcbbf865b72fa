import Foundation
package import InteractionLog

/// A copy of a committed recording whose logs record a loss, in a temporary directory.
///
/// As a recorder under pressure, a careless edit or a mixed-up copy leaves them: every byte
/// reads, and the events say that something is missing. The directory goes with the value.
package struct LossyRecording {
  /// What the copy lost.
  package enum Loss: String, CaseIterable, Sendable, CustomStringConvertible {
    /// The UI log's first `configureViewCompletion` became a `gap` event: the writer dropped it.
    case gap
    /// The UI log's `end` event counts one dropped event that no `gap` event names.
    case endDropped
    /// The UI log's first `configureViewCompletion` became an `error` event: the recorder
    /// could not write it.
    case recorderError
    /// The UI log's first `configureViewCompletion` is deleted: its sequence number never comes.
    case sequenceJump
    /// The handling log's first `resolve` is deleted: its completion links to nothing.
    case resolveDeleted
    /// The UI log's block is marked unsealed, though the file ends with its `end` event.
    case unsealedBlock
    /// `ilog recover`'s copy of `Recordings/killed-mid-interaction`: its cut-off call never
    /// answers, and an `error` event says what the copy could not hold.
    case recoveredCopy
    /// The handling log belongs to another recording session.
    case otherSession

    package var description: String { rawValue }

    /// The loss kind the logs record, as readers name it.
    package var kind: LogLoss.Kind {
      switch self {
      case .gap: .gap
      case .endDropped: .dropped
      case .recorderError, .recoveredCopy: .recorderError
      case .sequenceJump: .sequenceJump
      case .resolveDeleted: .brokenLink
      case .unsealedBlock: .unsealedBlock
      case .otherSession: .otherSession
      }
    }

    /// The committed recording the copy starts from.
    package var recording: String {
      self == .recoveredCopy ? "killed-mid-interaction" : "start-workout"
    }
  }

  /// The temporary directory, removed when the value goes.
  package let directory: TemporaryDirectory
  /// The copy: a session directory.
  package let path: String

  /// Copies `Recordings/<loss.recording>`'s logs and makes them record `loss`.
  ///
  /// - Parameters:
  ///   - loss: What the copy loses.
  ///   - name: The temporary directory's name: the test's, by default.
  /// - Throws: What reading, writing or running `ilog recover` throws.
  package init(_ loss: Loss, name: String = #function) throws {
    directory = TemporaryDirectory("\(name)-\(loss)")
    path = "\(directory.path)/\(loss.recording)"
    let source = "\(packageRoot)/Recordings/\(loss.recording)"
    if loss == .recoveredCopy {
      let result = try runProgram(builtProduct("ilog"), ["recover", source, "-o", path])
      guard result.status == 1, FileManager.default.fileExists(atPath: path) else {
        throw LossyRecordingError("ilog recover: exit \(result.status): \(result.error)")
      }
      return
    }
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    let ui = "ui-extension-502.ilog"
    let handling = "intents-extension-501.ilog"
    for file in [handling, ui] {
      var events = try Self.events(of: "\(source)/\(file)")
      if file == ui { try Self.apply(loss, toInterface: &events) }
      if file == handling { try Self.apply(loss, toHandling: &events) }
      let copier = try LogCopier(path: "\(path)/\(file)")
      for event in events { try copier.append(event) }
      try copier.close()
    }
    if loss == .unsealedBlock {
      // FORMAT.md §2.1: byte 17 of a block's header holds its flags, bit 0 "sealed".
      let url = URL(fileURLWithPath: "\(path)/\(ui)")
      var bytes = try Data(contentsOf: url)
      bytes[17] &= ~1
      try bytes.write(to: url)
    }
  }

  private static func events(of file: String) throws -> [Event] {
    let reader = try LogReader(path: file, policy: .strict)
    var events: [Event] = []
    while let record = try reader.next() { events.append(record.event) }
    return events
  }

  private static func apply(_ loss: Loss, toInterface events: inout [Event]) throws {
    guard
      let completion = events.firstIndex(where: { $0.kind == .configureViewCompletion }),
      let end = events.lastIndex(where: { $0.kind == .end })
    else { throw LossyRecordingError("the UI log has no configureViewCompletion or end") }
    switch loss {
    case .gap:
      events[completion].payload = .gap(dropped: 1, reason: "buffer full")
      events[completion].call = nil
    case .recorderError:
      events[completion].payload = .error(message: "event too large to log", code: nil)
    case .sequenceJump:
      events.remove(at: completion)
    case .endDropped:
      guard case .end(let count, _, let errors) = events[end].payload else { return }
      events[end].payload = .end(events: count, dropped: 1, errors: errors)
    case .resolveDeleted, .unsealedBlock, .recoveredCopy, .otherSession:
      break
    }
  }

  private static func apply(_ loss: Loss, toHandling events: inout [Event]) throws {
    switch loss {
    case .resolveDeleted:
      guard let resolve = events.firstIndex(where: { $0.kind == .resolve }) else {
        throw LossyRecordingError("the handling log has no resolve")
      }
      events.remove(at: resolve)
    case .otherSession:
      for index in events.indices { events[index].session = "another-session" }
    default:
      break
    }
  }
}

/// Why a lossy copy could not be made.
package struct LossyRecordingError: Error, CustomStringConvertible {
  package var description: String
  init(_ description: String) { self.description = description }
}
