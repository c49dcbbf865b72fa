import Foundation
import InteractionModel

/// How a test handler or controller calls its completion.
enum CompletionPlan: Sendable {
  /// Once, before returning.
  case once
  /// Twice, before returning.
  case twice
  /// Never.
  case never
  /// Once, from another thread, after returning.
  case onAnotherThread

  /// Calls `completion` as planned.
  func complete(_ completion: @escaping @Sendable () -> Void) {
    switch self {
    case .once: completion()
    case .twice:
      completion()
      completion()
    case .never: break
    case .onAnotherThread: Thread.detachNewThread { completion() }
    }
  }
}

/// A handler that only handles; counts its calls and can look at the log from inside them.
class HandleOnlyHandler: IntentHandler, @unchecked Sendable {
  // @unchecked: the plan and hook are set before the handler is shared and never change; the
  // counter is behind a lock. Not final, so that a subclass can add conformances (a test needs it).
  let plan: CompletionPlan
  let calls = Counter()
  let inside: (@Sendable (String) -> Void)?

  init(plan: CompletionPlan = .once, inside: (@Sendable (String) -> Void)? = nil) {
    self.plan = plan
    self.inside = inside
  }

  func handle(intent: Intent, completion: @escaping @Sendable (IntentResponse) -> Void) {
    calls.increment()
    inside?("handle")
    plan.complete { completion(Fixtures.handled) }
  }
}

/// A handler that handles and confirms.
final class ConfirmingHandler: HandleOnlyHandler, IntentConfirming, @unchecked Sendable {
  func confirm(intent: Intent, completion: @escaping @Sendable (IntentResponse) -> Void) {
    calls.increment()
    inside?("confirm")
    plan.complete { completion(Fixtures.ready) }
  }
}

/// A handler that handles and resolves.
final class ResolvingHandler: HandleOnlyHandler, IntentResolving, @unchecked Sendable {
  var resolvableParameters: [String] { ["workoutName", "goalValue"] }

  func resolve(
    parameter name: String, for intent: Intent,
    completion: @escaping @Sendable ([ResolutionResult]) -> Void
  ) {
    calls.increment()
    inside?("resolve")
    let value = intent[name] ?? .null
    plan.complete { completion([.success(value)]) }
  }
}

/// A handler that handles, confirms and resolves.
final class FullHandler: HandleOnlyHandler, IntentConfirming, IntentResolving,
  @unchecked Sendable
{
  var resolvableParameters: [String] { ["workoutName", "goalValue", "isOpenEnded"] }

  func confirm(intent: Intent, completion: @escaping @Sendable (IntentResponse) -> Void) {
    calls.increment()
    inside?("confirm")
    plan.complete { completion(Fixtures.ready) }
  }

  func resolve(
    parameter name: String, for intent: Intent,
    completion: @escaping @Sendable ([ResolutionResult]) -> Void
  ) {
    calls.increment()
    inside?("resolve")
    let value = intent[name] ?? .null
    plan.complete { completion([.success(value), .disambiguation([value, "walk"])]) }
  }
}

/// A provider like an Intents extension's: a handler per intent class, or none.
final class SampleProvider: IntentHandlerProviding, @unchecked Sendable {
  // @unchecked: every stored property is immutable after init and itself thread-safe.
  let shared: FullHandler
  let reusesHandlers: Bool
  let calls = Counter()

  init(reusesHandlers: Bool, plan: CompletionPlan = .once) {
    self.reusesHandlers = reusesHandlers
    shared = FullHandler(plan: plan)
  }

  func handler(for intent: Intent) -> (any IntentHandler)? {
    calls.increment()
    switch intent.className {
    case "INStartWorkoutIntent": return reusesHandlers ? shared : FullHandler(plan: shared.plan)
    case "INEndWorkoutIntent": return ConfirmingHandler()
    default: return nil
    }
  }
}

/// A provider that is a value, not an object.
struct ValueProvider: IntentHandlerProviding {
  func handler(for intent: Intent) -> (any IntentHandler)? { HandleOnlyHandler() }
}
