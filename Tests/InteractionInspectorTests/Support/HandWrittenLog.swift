import InteractionLog
import InteractionModel
import InteractionTestSupport

/// Logs written event by event with ``LogWriter``, for sequences no host produces.
struct HandWrittenLog {
  let writer: LogWriter
  private var nextCall: UInt64 = 0
  /// The intent that ``dispatch(to:)``, ``confirm(on:answer:)`` and ``handle(on:)`` carry.
  var intent = workout

  init(path: String, role: ProcessRole) throws {
    writer = try LogWriter(
      path: path,
      identity: LogWriter.Identity(
        role: role, session: "H-1", processID: 700, platform: "test-platform"),
      clock: SteppingClock())
  }

  /// Writes a call and returns its id.
  @discardableResult
  mutating func call(
    _ payload: EventPayload, interaction: String? = nil, instance: String? = nil
  ) -> UInt64 {
    nextCall += 1
    writer.append(payload, interaction: interaction, instance: instance, call: nextCall)
    return nextCall
  }

  /// Writes a completion of the call `call`.
  func complete(
    _ call: UInt64, _ payload: EventPayload, interaction: String? = nil, instance: String? = nil
  ) {
    writer.append(payload, interaction: interaction, instance: instance, call: call)
  }

  func close() throws { try writer.close() }

  static let workout = Intent(className: "INStartWorkoutIntent", identifier: "W-1")
  static let ready = IntentResponse(className: "INStartWorkoutIntentResponse", code: .ready)
  static let handled = IntentResponse(
    className: "INStartWorkoutIntentResponse", code: .init(rawValue: 7, name: "handleInApp"))
  static let declined = IntentResponse(
    className: "INStartWorkoutIntentResponse",
    code: .init(rawValue: 6, name: "failureNoMatchingWorkout"))

  /// Dispatches the workout intent to `handler` and returns the handler's instance id.
  mutating func dispatch(to handler: String) {
    let call = self.call(.dispatch(intent: intent), instance: "Provider#1")
    complete(call, .dispatchCompletion(handlerType: "WorkoutHandler"), instance: handler)
  }

  mutating func resolve(_ name: String, on handler: String) {
    let call = self.call(.resolve(parameter: name, value: nil), instance: handler)
    complete(
      call, .resolveCompletion(parameter: name, results: [.notRequired], latency: 1000),
      instance: handler)
  }

  mutating func confirm(on handler: String, answer: IntentResponse = ready) {
    let call = self.call(.confirm(intent: intent), instance: handler)
    complete(call, .confirmCompletion(response: answer, latency: 1000), instance: handler)
  }

  mutating func handle(on handler: String) {
    let call = self.call(.handle(intent: intent), instance: handler)
    complete(call, .handleCompletion(response: Self.handled, latency: 1000), instance: handler)
  }
}
