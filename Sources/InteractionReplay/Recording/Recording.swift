public import InteractionLog
import InteractionModel

/// A recorded session, read into the steps a replay re-issues: per interaction, the Intents
/// extension's handling and the Intents UI extension's `configure` and `configureView` calls, each
/// with the answers its completion gave.
///
/// ```swift
/// let recording = try Recording(contentsOf: "Recordings/start-workout")
/// print(recording.interactions.map(\.identifier))  // ["S1"]
/// ```
public struct Recording: Sendable {
  /// The file or session directory it was read from.
  public var path: String
  /// The log files read, in the order given.
  public var files: [String]
  /// The interactions, in the order their first call was recorded.
  public var interactions: [RecordedInteraction]
  /// The values the recorder's sources handed out, in recorded order.
  public var sourceValues: [RecordedSourceValue]
  /// Damage met while reading (such as a torn tail): the recording ends there.
  public var damages: [LogDamage]
  /// The files that end without their `end` event, with no damage: their writer stopped.
  public var unclosedFiles: [String]
  /// The roles of the processes whose logs were read, such as `ui-extension`.
  public var roles: Set<ProcessRole>
  /// What the logs say they lost, though they read: gaps, drops, recorder errors, sequence
  /// jumps, broken links, unsealed blocks, a file of another session.
  public var losses: [LogLoss]

  /// Creates a recording from its parts, each the property of the same name: one a test
  /// builds without a log.
  public init(
    path: String, files: [String] = [], interactions: [RecordedInteraction],
    sourceValues: [RecordedSourceValue] = [], damages: [LogDamage] = [],
    unclosedFiles: [String] = [], roles: Set<ProcessRole> = [], losses: [LogLoss] = []
  ) {
    self.path = path
    self.files = files
    self.interactions = interactions
    self.sourceValues = sourceValues
    self.damages = damages
    self.unclosedFiles = unclosedFiles
    self.roles = roles
    self.losses = losses
  }

  /// Reads a recording: one log file or a session directory of them, merged by time.
  ///
  /// A torn tail ends the recording where it tears (``damages`` says where): the interaction
  /// under way is kept up to its last complete event, and a call whose completion was lost
  /// counts as unanswered. Such a recording reads, but its ``damage`` is not empty, and no
  /// replay of it passes. So for what the logs say they lost (``losses``).
  ///
  /// - Parameter path: A log file or a session directory.
  /// - Throws: ``ReplayError/unreadable(_:)`` if the path holds no log, or one of its files is
  ///   not a log at all (empty, or not gzip: a `not-a-log` damage at byte 0), as `ilog inspect`
  ///   refuses it.
  public init(contentsOf path: String) throws(ReplayError) {
    var builder = RecordingBuilder()
    var account = LossAccount()
    let reader: LogReader
    do throws(LogReadError) {
      reader = try LogReader(path: path, policy: .pointInTime)
      // Nothing of such a file can be read: that is unreadable input, not a damaged log.
      for file in reader.files {
        if let reason = try LogFileReader.notALogReason(at: file) {
          throw LogReadError.damaged(
            LogDamage(kind: .notALog, file: file, offset: 0, message: reason))
        }
      }
      while let record = try reader.next() {
        builder.add(record)
        account.add(record)
      }
    } catch {
      throw .unreadable(error)
    }
    let summaries = reader.summaries
    self.init(
      path: path, files: reader.files, interactions: builder.interactions(),
      sourceValues: builder.sourceValues, damages: reader.damages,
      unclosedFiles: summaries.filter { !$0.hasEnd && $0.damages.isEmpty }.map(\.path),
      roles: builder.roles, losses: account.losses(summaries: summaries))
  }

  /// What is wrong with the recording's logs: its ``damages``, ``unclosedFiles``, the
  /// interactions they cut off and its ``losses``.
  public var damage: RecordingDamage {
    RecordingDamage(
      damages: damages, unclosedFiles: unclosedFiles,
      cutOffInteractions: interactions.filter(\.isCutOff).map {
        $0.identifier ?? $0.intent.className
      }, losses: losses)
  }

  /// The ``damage`` as a replay of `subjects` sees it: a session directory without the log of
  /// a process the subjects replay (a controller and no `ui-extension` log) is missing it, since
  /// the replay would check nothing of that process and pass.
  ///
  /// - Parameter subjects: The subjects replayed.
  /// - Returns: The damage, with the missing roles.
  func damage(replaying subjects: ReplaySubjects) -> RecordingDamage {
    var roles: [ProcessRole] = []
    if subjects.makeProvider != nil { roles.append(.intentsExtension) }
    if subjects.makeController != nil { roles.append(.uiExtension) }
    return damage(expecting: roles)
  }

  /// The ``damage``, and the roles a session directory has no log of among `expected`.
  ///
  /// - Parameter expected: The processes whose logs a replay needs.
  /// - Returns: The damage, with the missing roles.
  func damage(expecting expected: [ProcessRole]) -> RecordingDamage {
    var damage = self.damage
    // A file given alone is one process by choice; only a session directory can lack one.
    // Damage already fails the replay and says which file it hit, which may be the one missing.
    guard !files.contains(path), !roles.isEmpty, damages.isEmpty else { return damage }
    damage.missingRoles = expected.filter { !roles.contains($0) }
    if !damage.missingRoles.isEmpty { damage.session = path }
    return damage
  }

  /// The interactions a selection picks.
  ///
  /// - Parameter selection: Which interactions.
  /// - Returns: The interactions in recorded order.
  public func interactions(_ selection: InteractionSelection) -> [RecordedInteraction] {
    interactions.filter { selection.includes($0) }
  }
}
