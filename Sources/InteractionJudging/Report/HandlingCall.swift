public import InteractionLog
import InteractionModel

/// One call the Intents extension received for an intent: `handler(for:)`, a resolve, confirm or
/// handle, with every completion that came for it.
public struct HandlingCall: Hashable, Codable, Sendable {
  /// Which method was called.
  public enum Method: String, Hashable, Codable, Sendable, CaseIterable {
    /// `handler(for:)` on the handler provider.
    case dispatch
    /// `resolveX(for:with:)` for one parameter.
    case resolve
    /// `confirm(intent:completion:)`.
    case confirm
    /// `handle(intent:completion:)`.
    case handle
  }

  /// The call's 1-based position among the phase's calls, in event order.
  public var index: Int
  /// Which method was called.
  public var method: Method
  /// The object called: the provider for ``Method/dispatch``, otherwise the handler.
  public var instance: String?
  /// The handler's type, as the dispatch that returned the handler named it, when known.
  public var handlerType: String?
  /// The parameter's property name, for ``Method/resolve``.
  public var parameter: String?
  /// The call event.
  public var event: EventReference
  /// The call event's wall-clock time, as the Intents extension's clock read it; `nil` when
  /// not known.
  ///
  /// The HTML report orders both processes' calls by it, as the reader merges their files.
  public var time: WallTime?
  /// The call id that links the call to its completions, unique within its file.
  public var callID: UInt64?
  /// Every completion, in the order they came; more than one is a completion called twice.
  public var completions: [HandlingCompletion]
  /// Whether no completion came because the log ends, not cleanly, before one could: a crash or a
  /// torn tail cut the recording, so a missing completion is not known to be missing.
  public var isCutOff: Bool

  /// Creates a call with no completion yet.
  ///
  /// - Parameters:
  ///   - index: The call's 1-based position in its phase.
  ///   - method: `handler(for:)`, resolve, confirm or handle.
  ///   - instance: The object called, `TypeName#n`.
  ///   - handlerType: The handler's type, when known.
  ///   - parameter: For a resolve, the parameter's name.
  ///   - event: Where the call event is.
  ///   - callID: The id its completions carry.
  public init(
    index: Int, method: Method, instance: String?, handlerType: String? = nil,
    parameter: String? = nil, event: EventReference, callID: UInt64?
  ) {
    self.index = index
    self.method = method
    self.instance = instance
    self.handlerType = handlerType
    self.parameter = parameter
    self.event = event
    self.callID = callID
    completions = []
    isCutOff = false
  }

  /// The first completion's latency in nanoseconds, which is the one SiriKit acts on.
  public var latency: UInt64? { completions.first?.latency }

  /// The method as a person reads it: `dispatch`, `resolve workoutName`, `confirm`, `handle`.
  public var label: String {
    if method == .resolve, let parameter { return "resolve \(parameter)" }
    return method.rawValue
  }
}
