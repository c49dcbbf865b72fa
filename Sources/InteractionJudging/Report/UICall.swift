public import InteractionLog
public import InteractionModel

/// One call the Intents UI extension's view controller received for an interaction:
/// `configureView` or `configure`, with every completion and the claimed set after it (D4, D5).
public struct UICall: Hashable, Sendable {
  /// Which method was called.
  public enum Method: String, Hashable, Codable, Sendable, CaseIterable {
    /// `configureView(for:of:interactiveBehavior:context:completion:)` (iOS 11 and later).
    case configureView
    /// `configure(with:context:completion:)` (augmenting the default interface).
    case configure
  }

  /// The call's 1-based position among the interaction's interface calls, in event order.
  public var index: Int
  /// Which method was called.
  public var method: Method
  /// The controller instance called, `TypeName#n`.
  public var instance: String?
  /// The parameters offered, sorted by their text form; `nil` for ``Method/configure``.
  public var offered: [Parameter]?
  /// The interactive behavior passed, for ``Method/configureView``.
  public var interactiveBehavior: InteractiveBehavior?
  /// Where the view appears.
  public var context: HostedViewContext
  /// The call event.
  public var event: EventReference
  /// The call event's wall-clock time, as the Intents UI extension's clock read it; `nil` when
  /// not known.
  ///
  /// The HTML report orders both processes' calls by it, as the reader merges their files.
  public var time: WallTime?
  /// The call id that links the call to its completions, unique within its file.
  public var callID: UInt64?
  /// Every completion, in the order they came; more than one is a completion called twice.
  public var completions: [UICompletion]
  /// Every parameter claimed in this interaction by the time the next interface call came (or,
  /// for the last call, by the end), sorted: the running set that SiriKit checks before it
  /// offers more (R7).
  ///
  /// Counted by the rule of ``ClaimedParameters``, as the simulated host and the replays count
  /// them: only a call's first completion claims (a repeated one is `completion-repeated`), and
  /// claims count whether or not it reported success (with success false SiriKit shows its
  /// default view for those parameters, R8).
  public var claimedAfter: [Parameter]
  /// Whether no completion came because the log ends, not cleanly, before one could.
  public var isCutOff: Bool

  /// Creates a call with no completion yet.
  ///
  /// - Parameters:
  ///   - index: The call's 1-based position in the interaction.
  ///   - method: `configureView` or `configure`.
  ///   - instance: The controller instance, `TypeName#n`.
  ///   - offered: The parameters offered (sorted here), or `nil` for `configure`.
  ///   - interactiveBehavior: The interactive behavior, for `configureView`.
  ///   - context: Where the view appears.
  ///   - event: Where the call event is.
  ///   - callID: The id its completions carry.
  ///   - claimedAfter: The running claimed set, sorted here.
  public init(
    index: Int, method: Method, instance: String?, offered: [Parameter]?,
    interactiveBehavior: InteractiveBehavior?, context: HostedViewContext,
    event: EventReference, callID: UInt64?, claimedAfter: [Parameter] = []
  ) {
    self.index = index
    self.method = method
    self.instance = instance
    self.offered = offered?.inAscendingOrder
    self.interactiveBehavior = interactiveBehavior
    self.context = context
    self.event = event
    self.callID = callID
    completions = []
    self.claimedAfter = claimedAfter.inAscendingOrder
    isCutOff = false
  }

  /// The first completion's latency in nanoseconds, which is the one SiriKit acts on.
  public var latency: UInt64? { completions.first?.latency }

  /// What this call claimed, sorted: its first completion's set, by the rule of
  /// ``ClaimedParameters`` (a repeated completion claims nothing).
  public var claimed: [Parameter] {
    var claims = ClaimedParameters()
    for completion in completions {
      claims.noteCompletion(ofCall: index, claiming: completion.claimed ?? [])
    }
    return claims.sorted
  }

  /// Whether this is a `configureView` call with an empty parameter set.
  public var offersEmptySet: Bool { method == .configureView && offered?.isEmpty == true }
}
