import Foundation
import InteractionLog
import InteractionRecorder
public import InteractionSiriKit

/// Where the two extensions record: one recorder per process, in the App Group container they
/// share, one session directory per day, so that both processes' files of a session sit side by
/// side without the two talking to each other.
public enum WorkoutLog {
  /// The App Group of the app and both extensions.
  public static let appGroup = "group.com.example.workouts"

  /// The Intents extension's recorder, made on first use.
  ///
  /// `nil` where there is no App Group container. A test binds its own with
  /// `WorkoutLog.$intentsExtension.withValue(…)`.
  @TaskLocal public static var intentsExtension = recorder(role: .intentsExtension)

  /// The Intents UI extension's recorder, made on first use.
  ///
  /// `nil` where there is no App Group container. A test binds its own with
  /// `WorkoutLog.$uiExtension.withValue(…)`.
  @TaskLocal public static var uiExtension = recorder(role: .uiExtension)

  /// A recorder writing `InteractionLogs/<day>/<role>-<pid>.ilog` in the App Group container.
  static func recorder(role: ProcessRole) -> SiriKitRecorder? {
    guard let container = Platform.container(ofAppGroup: appGroup) else { return nil }
    let day = ISO8601DateFormatter.string(
      from: Date(), timeZone: .current, formatOptions: [.withFullDate])
    let directory = container.appendingPathComponent("InteractionLogs").path
    return Recorder(directory: directory, session: day, role: role).siriKit
  }
}
