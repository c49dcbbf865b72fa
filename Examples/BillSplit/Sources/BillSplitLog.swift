import Foundation
import InteractionLog
import InteractionRecorder
public import InteractionSiriKit

/// Where the two extensions record: one recorder per process, in the App Group container they
/// share, one session directory per day, so that both processes' files of a session sit side by
/// side without the two talking to each other.
///
/// Each is handed to the objects that record (``BillSplitExtension/init(recorder:)``,
/// ``BillSplitViewController/recorder``) rather than bound as a task-local, so a test records
/// with its own recorders by handing them in.
public enum BillSplitLog {
  /// The App Group of the app and both extensions.
  public static let appGroup = "group.com.example.billsplit"

  /// The Intents extension's recorder, made on first use; `nil` without an App Group container.
  public static let intentsExtension = recorder(role: .intentsExtension)

  /// The Intents UI extension's recorder, made on first use; `nil` without an App Group
  /// container.
  public static let uiExtension = recorder(role: .uiExtension)

  /// A recorder writing `InteractionLogs/<day>/<role>-<pid>.ilog` in the App Group container.
  static func recorder(role: ProcessRole) -> SiriKitRecorder? {
    guard let container = Platform.container(ofAppGroup: appGroup) else { return nil }
    let day = ISO8601DateFormatter.string(
      from: Date(), timeZone: .current, formatOptions: [.withFullDate])
    let directory = container.appendingPathComponent("InteractionLogs").path
    return Recorder(directory: directory, session: day, role: role).siriKit
  }
}
