#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A date interval as the log writes it: a start to the microsecond and a duration in seconds.
struct DateIntervalFields {
  var start: WallTime
  var duration: Double

  var dateInterval: DateInterval {
    DateInterval(start: start.date, duration: max(0, duration))
  }
}
