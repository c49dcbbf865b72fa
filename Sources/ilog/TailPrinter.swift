import InteractionLog

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What `ilog tail` runs: the last events of logs, then each batch appended, filtered and printed
/// as it comes, until Ctrl-C or every writer closed its file.
struct TailPrinter {
  private let follower: LogFollower
  private var selector: EventSelector
  private var renderer: EventRenderer
  private let lastEvents: Int

  /// - Parameters:
  ///   - paths: Log files and session directories.
  ///   - filter: Which events to print.
  ///   - format: Text lines or JSON lines.
  ///   - lastEvents: How many of the last events to print first.
  /// - Throws: ``InputError`` for a missing path or a directory without logs.
  init(paths: [String], filter: EventFilter, format: EventRenderer.Format, lastEvents: Int)
    throws(InputError)
  {
    // Intent links need every event from the start; without them, skip what -n leaves out.
    let skipping = filter.needsIntentClass ? nil : lastEvents
    do {
      follower = try LogFollower(paths: paths, startNearLast: skipping)
    } catch {
      throw InputError(error)
    }
    selector = EventSelector(filter)
    renderer = EventRenderer(format: format)
    self.lastEvents = lastEvents
  }

  /// Damage found so far.
  var damages: [LogDamage] { follower.damages }

  /// Prints the last events that pass the filter.
  ///
  /// - Parameter confirmingDamage: Report damage only once a second read finds it (following).
  /// - Throws: ``LogReadError`` when a file cannot be read.
  mutating func printLastEvents(confirmingDamage: Bool) throws(LogReadError) {
    let records = try follower.poll(confirmingDamage: confirmingDamage)
    let selected = records.filter { selector.accepts($0.event) }
    for record in selected.suffix(lastEvents) { print(renderer.line(for: record.event)) }
    Self.flushOutput()
  }

  /// Prints each new event that passes the filter, until SIGINT or SIGTERM, or with `untilEnd`
  /// until every followed file ends with an end event.
  ///
  /// - Parameters:
  ///   - seconds: Time between two polls.
  ///   - untilEnd: Stop once every writer closed its file.
  /// - Throws: ``LogReadError`` when a file cannot be read.
  mutating func follow(every seconds: Double, untilEnd: Bool) throws(LogReadError) {
    let interruption = Interruption()
    let follower = follower
    try follower.follow(
      every: .milliseconds(Int64(seconds * 1000)),
      until: { interruption.happened || (untilEnd && follower.allFilesEnded) },
      handler: { records in
        for record in records where selector.accepts(record.event) {
          print(renderer.line(for: record.event))
        }
        Self.flushOutput()
      })
  }

  /// Hands printed lines to the reader at once, even through a pipe.
  private static func flushOutput() {
    // nil flushes every output stream; `stdout` itself is a C global Swift 6 will not touch.
    fflush(nil)
  }
}
