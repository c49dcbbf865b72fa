/// The parameters an interaction's `configureView` completions have claimed so far: the running
/// set SiriKit checks before it offers more, and never offers again (R7).
///
/// Each parameter is kept with the call that claimed it first, in the order the claims came. The
/// rule for a completion called more than once: only a call's **first** completion claims. Apple
/// documents that the completion is called once and not what SiriKit does with a second call; the
/// first answer is the one SiriKit acts on (it shows that view and moves on), so later answers
/// claim nothing here and are flagged as `completion-repeated` instead. A first completion that
/// claims nothing still answers its call: a later one of the same call claims nothing either.
///
/// Claims count whether or not the completion reported success: with success false SiriKit shows
/// its default view for those parameters, which are displayed all the same (R8).
///
/// The simulated host, the projector behind the inspector, the replays and the snippet all keep
/// their running set in this value, so they agree on what was claimed after each call (but for a
/// first completion that comes after the host stopped waiting, which the host never sees).
public struct ClaimedParameters: Hashable, Sendable {
  /// One claimed parameter and the call that claimed it first.
  public struct Claim: Hashable, Sendable {
    /// The parameter claimed.
    public var parameter: Parameter
    /// The call that claimed it first, as its caller numbers calls (the inspector's 1-based
    /// ``index`` among an interaction's interface calls).
    public var call: Int

    /// Creates a claim from its parts, each the property of the same name.
    public init(parameter: Parameter, call: Int) {
      self.parameter = parameter
      self.call = call
    }
  }

  /// Every claimed parameter, in the order the claims came; a completion's own claims sorted.
  public private(set) var claims: [Claim] = []
  /// The calls whose first completion was counted: a later completion of theirs claims nothing.
  public private(set) var answeredCalls: Set<Int> = []
  /// The claimed parameters, for `contains`.
  private var members: Set<Parameter> = []

  /// An empty set: nothing claimed yet.
  public init() {}

  /// Counts one completion of a call, by the rule: the call's first completion claims its set;
  /// a later completion of the same call claims nothing.
  ///
  /// - Parameters:
  ///   - call: The call the completion answers.
  ///   - claimed: The parameters the completion claims.
  /// - Returns: Whether the completion was counted (it was the call's first).
  @discardableResult
  public mutating func noteCompletion(
    ofCall call: Int, claiming claimed: some Sequence<Parameter>
  ) -> Bool {
    guard answeredCalls.insert(call).inserted else { return false }
    for parameter in claimed.sorted() where members.insert(parameter).inserted {
      claims.append(Claim(parameter: parameter, call: call))
    }
    return true
  }

  /// This set with one more completion counted, by the rule of
  /// ``noteCompletion(ofCall:claiming:)``.
  public func notingCompletion(
    ofCall call: Int, claiming claimed: some Sequence<Parameter>
  ) -> ClaimedParameters {
    var copy = self
    copy.noteCompletion(ofCall: call, claiming: claimed)
    return copy
  }

  /// Whether a parameter was claimed.
  public func contains(_ parameter: Parameter) -> Bool { members.contains(parameter) }

  /// The call that claimed a parameter first, or `nil` if none claimed it.
  public func firstClaimer(of parameter: Parameter) -> Int? {
    claims.first { $0.parameter == parameter }?.call
  }

  /// The claimed parameters.
  public var parameters: Set<Parameter> { members }

  /// The claimed parameters, sorted.
  public var sorted: [Parameter] { members.sorted() }

  /// Whether nothing was claimed.
  public var isEmpty: Bool { claims.isEmpty }

  /// How many parameters were claimed.
  public var count: Int { claims.count }
}
