public import InteractionLog

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

  /// Creates a recording from its parts, each the property of the same name: one a test
  /// builds without a log.
  public init(
    path: String, files: [String] = [], interactions: [RecordedInteraction],
    sourceValues: [RecordedSourceValue] = [], damages: [LogDamage] = []
  ) {
    self.path = path
    self.files = files
    self.interactions = interactions
    self.sourceValues = sourceValues
    self.damages = damages
  }

  /// Reads a recording: one log file or a session directory of them, merged by time.
  ///
  /// A torn tail ends the recording where it tears (``damages`` says where): the interaction
  /// under way is kept up to its last complete event, and a call whose completion was lost
  /// counts as unanswered.
  ///
  /// - Parameter path: A log file or a session directory.
  /// - Throws: ``ReplayError/unreadable(_:)`` if the path holds no log, or damage comes before
  ///   the end of a file.
  public init(contentsOf path: String) throws(ReplayError) {
    var builder = RecordingBuilder()
    let reader: LogReader
    do {
      reader = try LogReader(path: path, policy: .pointInTime)
      while let record = try reader.next() {
        builder.add(record)
      }
    } catch {
      throw .unreadable(error)
    }
    self.init(
      path: path, files: reader.files, interactions: builder.interactions(),
      sourceValues: builder.sourceValues, damages: reader.damages)
  }

  /// The interactions a selection picks.
  ///
  /// - Parameter selection: Which interactions.
  /// - Returns: The interactions in recorded order.
  public func interactions(_ selection: InteractionSelection) -> [RecordedInteraction] {
    interactions.filter { selection.includes($0) }
  }
}
