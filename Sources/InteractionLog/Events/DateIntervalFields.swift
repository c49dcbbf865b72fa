#if canImport(FoundationEssentials)
package import FoundationEssentials
#else
package import Foundation
#endif

/// A date interval as the log writes it: a start to the microsecond and a duration in seconds.
package struct DateIntervalFields {
  package var start: WallTime
  package var duration: Double

  package init(start: WallTime, duration: Double) {
    self.start = start
    self.duration = duration
  }

  package var dateInterval: DateInterval {
    DateInterval(start: start.date, duration: max(0, duration))
  }
}
