import InteractionLog

extension Recorder {
  /// Where a call goes: the interaction it is about and the object it goes to.
  struct CallTarget {
    var interaction: String?
    var instance: String?
  }

  /// Records one call: writes the call event, runs `body` with a completion that writes a
  /// completion event every time it is called and then forwards to `completion`.
  ///
  /// The call event is written before `body` runs, so a trap in the user's code leaves the call
  /// in the log. The completion may come on any thread, any number of times; each time is an
  /// event with the call's id and the time since `body` started, so that a missing or repeated
  /// completion shows in the log. When not recording, `body` gets `completion` itself.
  ///
  /// - Parameters:
  ///   - payload: The call event's payload, built only when recording.
  ///   - target: The call's interaction and object, found only when recording.
  ///   - completion: The caller's completion, which every completion reaches.
  ///   - completionPayload: The completion event's payload for an answer and a latency in
  ///     nanoseconds.
  ///   - body: Calls the user's code with the completion it is given.
  func recordCall<Answer>(
    _ payload: () -> EventPayload, target: () -> CallTarget,
    completion: @escaping @Sendable (Answer) -> Void,
    completionPayload: @escaping @Sendable (Answer, UInt64) -> EventPayload,
    body: (_ completion: @escaping @Sendable (Answer) -> Void) -> Void
  ) {
    guard status.isRecording else { return body(completion) }
    let target = target()
    let call = nextCallID()
    append(payload(), interaction: target.interaction, instance: target.instance, call: call)
    let start = clock.monotonicNanoseconds()
    body { [self] answer in
      // Written before forwarding: if the caller's completion traps, the answer is in the log.
      append(
        completionPayload(answer, latency(since: start)), interaction: target.interaction,
        instance: target.instance, call: call)
      completion(answer)
    }
  }

  /// Nanoseconds on the monotonic clock since `start`.
  private func latency(since start: UInt64) -> UInt64 {
    let now = clock.monotonicNanoseconds()
    return now >= start ? now - start : 0
  }
}
