#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

extension WallTime {
  /// The time of `date`, to the microsecond.
  ///
  /// - Parameter date: The time; fractions of a microsecond are rounded to the nearest one.
  public init(_ date: Date) {
    microsecondsSinceEpoch = Int64((date.timeIntervalSince1970 * 1_000_000).rounded())
  }

  /// The current time of the system clock.
  public static var now: WallTime { WallTime(Date()) }

  /// The time as a `Date`.
  public var date: Date {
    Date(timeIntervalSince1970: Double(microsecondsSinceEpoch) / 1_000_000)
  }
}
