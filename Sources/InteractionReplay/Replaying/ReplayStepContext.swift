import InteractionHost
public import InteractionModel

/// The step a replay is about to issue, as ``ReplayOptions/beforeStep`` receives it.
///
/// ```swift
/// options.beforeStep = { step in
///   if step.matches(kind: "configureView", parameter: "INStartWorkoutIntent.intentDescription") {
///     raise(SIGTRAP)  // break here in the debugger
///   }
/// }
/// ```
public struct ReplayStepContext: Hashable, Sendable {
  /// The step's position in the replay, from 1.
  public var index: Int
  /// The recorded call's sequence number, if the step re-issues one.
  public var sequence: UInt64?
  /// The call about to be issued.
  public var call: ExtensionCall
  /// The instance the call goes to: the label the replay gives it, such as
  /// `WorkoutViewController#3`.
  public var instance: String
  /// The state before the call.
  public var state: ReplayState
  /// The recorded call the step re-issues, with its recorded answers and file, if there is one.
  public var recorded: RecordedStep?
  /// The step replayed before this one, with its answers, if there is one.
  public var previous: ReplayedStep?
  /// The divergences found so far in this run, before the call.
  public var divergences: [Divergence]
  /// The class of the intent the step's interaction is about, such as `INStartWorkoutIntent`:
  /// what a resolve's parameter name belongs to.
  public var intentClass: String?

  /// Creates a context from its parts, each the property of the same name.
  public init(
    index: Int, sequence: UInt64?, call: ExtensionCall, instance: String, state: ReplayState,
    recorded: RecordedStep? = nil, previous: ReplayedStep? = nil, divergences: [Divergence] = [],
    intentClass: String? = nil
  ) {
    self.intentClass = intentClass
    self.index = index
    self.sequence = sequence
    self.call = call
    self.instance = instance
    self.state = state
    self.recorded = recorded
    self.previous = previous
    self.divergences = divergences
  }

  /// Whether the step is the call to break on.
  ///
  /// - Parameters:
  ///   - kind: The call's kind (`dispatch`, `resolve`, `confirm`, `handle`, `configure`,
  ///     `configureView`), or `nil` for any.
  ///   - parameter: A parameter the call offers or resolves, in any of its spellings
  ///     (``ParameterSpelling``): `INStartWorkoutIntent.workoutName` or `workoutName` match a
  ///     resolve of `workoutName` and a `configureView` that offers it alike; `nil` for any.
  ///   - instance: The instance's label, or its type name for any instance of the type, or `nil`
  ///     for any.
  /// - Returns: `true` if every condition given holds.
  public func matches(kind: String? = nil, parameter: String? = nil, instance: String? = nil)
    -> Bool
  {
    if let kind, call.kindName != kind { return false }
    if let instance, self.instance != instance, !self.instance.hasPrefix(instance + "#") {
      return false
    }
    if let parameter {
      return ParameterSpelling(parameter).matches(call, intentClass: intentClass)
    }
    return true
  }
}
