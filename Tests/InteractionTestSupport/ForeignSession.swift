/// A session written by another writer: the Intents extension's and the Intents UI extension's
/// logs, composed line by line and compressed by `gzip`, with the two processes' events in the
/// order a real session may merge them.
package struct ForeignSession {
  package let clock = TrueClock()
  package var intents: ForeignLog
  package var ui: ForeignLog

  /// - Parameter uiClockOffset: Milliseconds the UI process's clock is ahead of the Intents
  ///   extension's (negative: behind).
  package init(uiClockOffset: Int = 0) {
    intents = ForeignLog(role: "intents-extension", processID: 801, clock: clock)
    ui = ForeignLog(role: "ui-extension", processID: 802, clock: clock, clockOffset: uiClockOffset)
  }

  /// A handling run the way SiriKit drives it: a handler for each of resolve, confirm and handle.
  package mutating func handlingRun(_ intent: ForeignIntent, handlers: String) {
    resolveSteps(intent, handlers: handlers)
    handleSteps(intent, handlers: handlers)
  }

  /// The run's first half: dispatch and resolve, dispatch and confirm.
  package mutating func resolveSteps(_ intent: ForeignIntent, handlers: String) {
    intents.dispatch(intent, to: "\(handlers)#1")
    intents.resolve("workoutName", on: "\(handlers)#1")
    intents.dispatch(intent, to: "\(handlers)#2")
    intents.confirm(intent, on: "\(handlers)#2")
  }

  /// The run's second half: dispatch and handle.
  package mutating func handleSteps(_ intent: ForeignIntent, handlers: String) {
    intents.dispatch(intent, to: "\(handlers)#3")
    intents.handle(intent, on: "\(handlers)#3")
  }

  /// The UI's side of an interaction: its snapshot and two views.
  package mutating func interface(_ identifier: String, of intent: ForeignIntent) {
    ui.snapshot(identifier, of: intent)
    views(of: identifier)
  }

  /// The two views of an interaction: the empty set, then the workout's name.
  package mutating func views(of identifier: String) {
    ui.configureView([], of: identifier, on: "\(identifier)-View#1")
    ui.configureView(
      ["INStartWorkoutIntent.workoutName"], of: identifier, on: "\(identifier)-View#2")
  }

  /// Closes both logs and writes them into `directory`; returns the directory's path.
  @discardableResult
  package mutating func write(into directory: TemporaryDirectory) throws -> String {
    intents.close()
    ui.close()
    _ = try intents.write(into: directory.path)
    _ = try ui.write(into: directory.path)
    return directory.path
  }
}
