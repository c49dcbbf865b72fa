import InteractionLog
public import InteractionModel

#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

extension Recorder: ValueSources {
  /// The current wall-clock time, written to the log as a `sourceValue` event (`source`
  /// `clock`), so that a replay can hand the same time back to the code that asked.
  ///
  /// A controller that shows "started 2 minutes ago" behaves the same in a replay only if it
  /// reads the time through here. The time is cut to the microsecond first, so that the value
  /// returned is exactly the one in the log.
  ///
  /// - Returns: The time of the recorder's clock.
  public func now() -> Date {
    let time = clock.wallTime()
    append(.sourceValue(source: Self.clockSource, value: time.description))
    return time.date
  }

  /// A new random UUID, written to the log as a `sourceValue` event (`source` `uuid`), so that a
  /// replay can hand the same UUID back to the code that asked.
  ///
  /// - Returns: A new UUID.
  public func makeUUID() -> UUID {
    let uuid = UUID()
    append(.sourceValue(source: Self.uuidSource, value: uuid.uuidString))
    return uuid
  }

  /// The `source` of the wall-clock values ``now()`` hands out.
  public static let clockSource = "clock"
  /// The `source` of the UUIDs ``makeUUID()`` hands out.
  public static let uuidSource = "uuid"
}
