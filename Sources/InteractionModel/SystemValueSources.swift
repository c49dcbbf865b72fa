#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// The system's clock and random UUIDs, recorded nowhere: what extension code uses when it runs
/// without a recorder or a replay.
public struct SystemValueSources: ValueSources {
  /// Creates the system's sources.
  public init() {}

  /// The system clock's current time.
  ///
  /// - Returns: `Date()`.
  public func now() -> Date { Date() }

  /// A new random UUID.
  ///
  /// - Returns: `UUID()`.
  public func makeUUID() -> UUID { UUID() }
}
