import Foundation
import InteractionModel
import InteractionSamples
import InteractionSiriKit

#if canImport(Intents)
import Intents
#else
import SiriKitStandIn
#endif

extension BridgedSamples {
  /// An `INExtension` that asks its sample provider for each intent's handler and hands SiriKit
  /// the bridged handler around it.
  class BridgedExtension: INExtension, @unchecked Sendable {
    let sample: any IntentHandlerProviding

    init(_ sample: any IntentHandlerProviding) {
      self.sample = sample
      super.init()
    }

    override func handler(for intent: INIntent) -> Any? {
      let model = converter.intent(intent).value
      return sample.handler(for: model).flatMap(BridgedSamples.handler(wrapping:))
    }
  }

  final class SampleIntentsExtension: BridgedExtension, @unchecked Sendable {
    init() { super.init(InteractionSamples.SampleIntentsExtension()) }
  }

  final class CachingHandlerProvider: BridgedExtension, @unchecked Sendable {
    init() { super.init(InteractionSamples.CachingHandlerProvider()) }
  }
}
