import InteractionHost

/// How a replay waits for the completion of a call whose completion the recording shows never
/// came: the call's recorded step has no answer (``RecordedStep/step`` timed out) and its
/// interaction was not cut off (``RecordedInteraction/isCutOff``: a log that stopped under a call
/// says nothing of its completion).
public enum RecordedSilence: Hashable, Sendable {
  /// The whole ``ReplayOptions/timeout``, as for any call: a controller fixed to call its
  /// completion later still has that long. The default of ``ReplayOptions``.
  case awaited
  /// At most ``grace``: time for a completion dispatched to the main queue or a task to come,
  /// not the timeout, since the recording already shows none came. An ``Explorer`` replays
  /// every plan so, where each silent call would otherwise cost the timeout under each plan and
  /// each run.
  case trusted

  /// How long ``trusted`` waits, in seconds: 50 ms, or the timeout when that is shorter.
  public static let grace = 0.05

  /// How long to wait for the completion of `recorded`, a call of `interaction`, under a
  /// timeout of `timeout` seconds.
  func wait(for recorded: RecordedStep?, in interaction: RecordedInteraction?, timeout: Double)
    -> Double
  {
    guard self == .trusted, let recorded, recorded.step.timedOut,
      interaction?.isCutOff == false
    else { return timeout }
    return min(timeout, Self.grace)
  }
}
