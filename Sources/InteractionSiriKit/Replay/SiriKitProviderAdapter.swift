import InteractionModel

#if os(iOS) || os(watchOS)
import Intents
#else
import SiriKitStandIn
#endif

/// A model handler provider that asks a SiriKit handler provider for each intent's handler and
/// hands the replay the catalog's replay adapter around it.
final class SiriKitProviderAdapter: IntentHandlerProviding, WrappedTypeNaming, @unchecked Sendable {
  /// The SiriKit provider; called only from the replay's dispatch, one call at a time.
  private let provider: any INIntentHandlerProviding
  /// The conversions.
  private let converter: SiriKitConverter
  /// The provider's type name, which the replay's labels use.
  let wrappedTypeName: String
  /// What could not be converted, one sentence each, in order.
  private let failures = Locked<[String]>([])

  /// Wraps a provider.
  init(_ provider: any INIntentHandlerProviding, converter: SiriKitConverter) {
    self.provider = provider
    self.converter = converter
    wrappedTypeName = String(describing: type(of: provider))
  }

  /// What the adapter could not convert so far, one sentence each.
  var conversionFailures: [String] { failures.withLock { $0 } }

  /// The replay adapter around the SiriKit handler for the intent; `nil` when the provider
  /// returns none, or the intent or handler cannot be bridged (with a failure remembered).
  func handler(for intent: Intent) -> (any IntentHandler)? {
    let made: INIntent
    do {
      made = try converter.siriKitIntent(intent)
    } catch {
      failures.withLock { $0.append("handler(for:): intent \(intent.className): \(error)") }
      return nil
    }
    guard let handler = provider.handler(for: made) else { return nil }
    guard let bridge = converter.registry.bridge(forIntent: intent.className) else {
      failures.withLock {
        $0.append("handler(for:): \(intent.className) has no replay adapter in the catalog")
      }
      return nil
    }
    guard let adapter = bridge.replayHandler(wrapping: handler) else {
      failures.withLock {
        $0.append(
          "handler(for:): \(String(describing: type(of: handler))) does not adopt "
            + "\(intent.className)'s handling protocol")
      }
      return nil
    }
    return adapter
  }
}
