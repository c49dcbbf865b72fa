/// The six calls SiriKit makes into an app's extensions, by the names the log, the host, the
/// replayer, the stepper's breakpoints and the statistics all use.
///
/// Each name is spelled here once: an event of a call has the call's name as its `kind`, the
/// event of its answer the name followed by `Completion` (``completionName``).
public enum CallKind: String, CaseIterable, Hashable, Sendable, Codable {
  /// `handler(for:)` on the Intents extension's handler provider.
  case dispatch
  /// A `resolve<Parameter>(for:with:)` method of the intent's handler.
  case resolve
  /// `confirm(intent:completion:)`.
  case confirm
  /// `handle(intent:completion:)`.
  case handle
  /// `configure(with:context:completion:)` on the Intents UI extension's view controller.
  case configure
  /// `configureView(for:of:interactiveBehavior:context:completion:)` on the view controller.
  case configureView

  /// The name of its answer's event, such as `resolveCompletion`.
  public var completionName: String { rawValue + "Completion" }

  /// Whether the Intents UI extension is asked (`configure`, `configureView`), not the Intents
  /// extension.
  public var isInterface: Bool { self == .configure || self == .configureView }

  /// The calls that answer with a latency, in the order the statistics list them: resolving,
  /// confirming and handling, then the interface (`dispatch` returns at once).
  public static let timed: [CallKind] = [.resolve, .confirm, .handle, .configureView, .configure]
}
