package import InteractionInspector
package import InteractionLog

/// What `ilog tail` runs: the last events of logs, then each batch appended, filtered and
/// rendered as it comes, until told to stop or every writer closed its file.
package struct EventTail {
  private let follower: LogFollower
  private var selector: EventSelector
  private var renderer: EventRenderer
  private let lastEvents: Int

  /// - Parameters:
  ///   - paths: Log files and session directories.
  ///   - filter: Which events to render.
  ///   - format: Text lines or JSON lines.
  ///   - lastEvents: How many of the last events ``lastEventsText(confirmingDamage:)`` renders.
  /// - Throws: ``InputError`` for a missing path or a directory without logs.
  package init(paths: [String], filter: EventFilter, format: EventRenderer.Format, lastEvents: Int)
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
  package var damages: [LogDamage] { follower.damages }

  /// The lines of the last events that pass the filter, each ended by a newline.
  ///
  /// - Parameter confirmingDamage: Report damage only once a second read finds it (following).
  /// - Returns: The text, empty when no event passes.
  /// - Throws: `LogReadError` when a file cannot be read.
  package mutating func lastEventsText(confirmingDamage: Bool) throws(LogReadError) -> String {
    let records = try follower.poll(confirmingDamage: confirmingDamage)
    let selected = records.filter { selector.accepts($0.event) }
    return selected.suffix(lastEvents).map { renderer.line(for: $0.event) + "\n" }.joined()
  }

  /// Hands the lines of each batch of new events that pass the filter to `write`, until
  /// `shouldStop` says so or, with `untilEnd`, every followed file ends with an end event.
  ///
  /// - Parameters:
  ///   - interval: Seconds between two polls.
  ///   - untilEnd: Stop once every writer closed its file.
  ///   - shouldStop: Asked after every batch and several times per interval, such as whether
  ///     the user pressed Ctrl-C.
  ///   - write: Receives each batch's text, each line ended by a newline; possibly empty.
  /// - Throws: `LogReadError` when a file cannot be read.
  package mutating func follow(
    every interval: Double, untilEnd: Bool, until shouldStop: () -> Bool,
    write: (String) -> Void
  ) throws(LogReadError) {
    let follower = follower
    try follower.follow(
      every: interval,
      until: { shouldStop() || (untilEnd && follower.allFilesEnded) },
      handler: { records in
        var text = ""
        for record in records where selector.accepts(record.event) {
          text += renderer.line(for: record.event) + "\n"
        }
        write(text)
      })
  }
}
