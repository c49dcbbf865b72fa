import InteractionLog

/// One event of the generated recording: what a SiriKit host would hand to
/// `LogWriter.append(_:interaction:instance:call:)`, and when it happened.
///
/// The time is used only where no writer's clock is involved (the pre-encoded corpus and its
/// baselines); the ``LogWriter`` rows take their times from the system clock, as callers do.
struct GeneratedEvent {
  var payload: EventPayload
  var interaction: String?
  var instance: String?
  var call: UInt64?
  var time: WallTime
  var monotonicNanoseconds: UInt64
}

extension GeneratedEvent {
  /// The complete event as a writer with `identity` would log it from thread `thread`.
  func event(sequence: UInt64, identity: LogWriter.Identity, thread: UInt64) -> Event {
    Event(
      sequence: sequence, time: time, monotonicNanoseconds: monotonicNanoseconds,
      processID: identity.processID, role: identity.role, thread: thread,
      session: identity.session, interaction: interaction, instance: instance, call: call,
      payload: payload)
  }
}
