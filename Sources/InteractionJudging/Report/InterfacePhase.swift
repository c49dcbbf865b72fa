public import InteractionModel

/// The Intents UI extension's part of one interaction: every `configureView` and `configure` call,
/// in the order they came.
public struct InterfacePhase: Hashable, Codable, Sendable {
  /// Every interface call, in event order; ``UICall/index`` counts from 1.
  public var calls: [UICall]

  /// A phase of `calls`, in event order.
  public init(calls: [UICall] = []) {
    self.calls = calls
  }

  /// The `configureView` calls, in order.
  public var configureViewCalls: [UICall] { Array(calls(of: .configureView)) }
  /// The `configure` calls, in order.
  public var configureCalls: [UICall] { Array(calls(of: .configure)) }
  /// The calls of one method, in order, read where they stand rather than copied: rules and
  /// renderers ask this of every interaction.
  package func calls(of method: UICall.Method) -> LazyFilterSequence<[UICall]> {
    calls.lazy.filter { $0.method == method }
  }
  /// Every parameter claimed by the end of the interaction, sorted.
  public var claimed: [Parameter] { calls.last?.claimedAfter ?? [] }
  /// The running claimed set before a call: what the calls before it had claimed.
  ///
  /// - Parameter call: A call of this phase.
  /// - Returns: The claimed set in force when the call came, sorted.
  public func claimedBefore(_ call: UICall) -> [Parameter] {
    call.index >= 2 && call.index - 2 < calls.count ? calls[call.index - 2].claimedAfter : []
  }
  /// The claims of the calls before a call, each parameter with the call that claimed it first,
  /// by the rule of ``ClaimedParameters``: each call's first completion alone claims.
  ///
  /// It holds what ``claimedBefore(_:)`` holds whenever each first completion came before the
  /// next call, as SiriKit waits for it; ``UICall/claimedAfter`` counts a first completion that
  /// came later from the call it came under, in the order the answers came.
  ///
  /// - Parameter call: A call of this phase.
  /// - Returns: The earlier calls' claims, in the order of the calls.
  public func claims(before call: UICall) -> ClaimedParameters {
    var claims = ClaimedParameters()
    for earlier in calls where earlier.index < call.index {
      for completion in earlier.completions {
        claims.noteCompletion(ofCall: earlier.index, claiming: completion.claimed ?? [])
      }
    }
    return claims
  }
}

extension InterfacePhase {
  /// The views the user saw, top to bottom: one per call, in the order the calls came.
  public var shownViews: [ShownView] { calls.map(ShownView.init) }
}
