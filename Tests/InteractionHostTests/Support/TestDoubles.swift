import Dispatch
import InteractionModel

/// A message handler that declares its parameters in an order of its own, plus one the catalog
/// does not know, and counts nothing: for the resolve order.
final class OwnOrderMessageHandler: IntentResolving {
  let resolvableParameters = ["extraNote", "content", "recipients", "content"]

  func resolve(
    parameter name: String, for intent: Intent,
    completion: @escaping @Sendable ([ResolutionResult]) -> Void
  ) {
    completion([.notRequired])
  }

  func handle(intent: Intent, completion: @escaping @Sendable (IntentResponse) -> Void) {
    completion(IntentResponse(className: "INSendMessageIntentResponse", code: .ready))
  }
}

/// A handler whose handle never completes, or completes twice, or completes later on another
/// thread, depending on `mode`.
final class MisbehavingHandler: IntentHandler {
  enum Mode { case never, twice, otherThread }
  let mode: Mode

  init(_ mode: Mode) { self.mode = mode }

  static func response(_ rawValue: Int, _ name: String) -> IntentResponse {
    IntentResponse(
      className: "INSendMessageIntentResponse",
      code: IntentResponse.Code(rawValue: rawValue, name: name))
  }

  func handle(intent: Intent, completion: @escaping @Sendable (IntentResponse) -> Void) {
    switch mode {
    case .never:
      break
    case .twice:
      completion(Self.response(3, "success"))
      completion(Self.response(4, "failure"))
    case .otherThread:
      DispatchQueue.global().async { completion(Self.response(3, "success")) }
    }
  }
}

/// A provider that answers every intent with one kind of handler, made anew each time.
struct ClosureProvider: IntentHandlerProviding {
  let make: @Sendable () -> any IntentHandler

  func handler(for intent: Intent) -> (any IntentHandler)? { make() }
}

/// Where ``HoldingViewController`` instances keep a completion they did not call at once.
@MainActor
final class CompletionStash {
  var pending: (@Sendable (Bool, Set<Parameter>, Size) -> Void)?
  var hasHeld = false
}

/// A controller that holds back the completion of the first non-empty call and calls it late, at
/// the start of the next call (on another instance), then answers that call at once.
@MainActor
final class HoldingViewController: ParameterViewConfiguring {
  static let lateSize = Size(width: 1, height: 1)
  let stash: CompletionStash

  init(stash: CompletionStash) { self.stash = stash }

  func configureView(
    for parameters: Set<Parameter>, of interaction: Interaction,
    interactiveBehavior: InteractiveBehavior, context: HostedViewContext,
    completion: @escaping @Sendable (Bool, Set<Parameter>, Size) -> Void
  ) {
    if let pending = stash.pending {
      stash.pending = nil
      pending(true, [], Self.lateSize)
    }
    if !parameters.isEmpty, !stash.hasHeld {
      stash.hasHeld = true
      stash.pending = completion
      return
    }
    completion(true, parameters, Size(width: 320, height: 10))
  }
}

/// The durations the host asked an injected sleep for.
final class SleepLog: Sendable {
  private let durations = Locked<[Duration]>([])

  var recorded: [Duration] { durations.withLock { $0 } }

  /// A sleep that records its duration and returns at once.
  var sleep: @Sendable (Duration) async throws -> Void {
    { [self] duration in durations.withLock { $0.append(duration) } }
  }
}
