import Foundation
import InteractionModel
import InteractionSamples
import InteractionSiriKit

#if os(iOS) || os(watchOS)
import Intents
#else
import SiriKitStandIn
#endif

extension BridgedSamples {
  /// An `INExtension` that asks its sample provider for each intent's handler and hands SiriKit
  /// the bridged handler around it; with a recorder, through the bridge's recording line, as
  /// in an app.
  class BridgedExtension: INExtension, @unchecked Sendable {
    let sample: any IntentHandlerProviding
    let recording: SiriKitRecorder?

    init(_ sample: any IntentHandlerProviding, recording: SiriKitRecorder?) {
      self.sample = sample
      self.recording = recording
      super.init()
    }

    override func handler(for intent: INIntent) -> Any? {
      let body = { [sample] () -> Any? in
        sample.handler(for: converter.intent(intent).value)
          .flatMap(BridgedSamples.handler(wrapping:))
      }
      guard let recording else { return body() }
      return recording.recordHandler(for: intent, provider: self, body: body)
    }
  }

  final class SampleIntentsExtension: BridgedExtension, @unchecked Sendable {
    init(recording: SiriKitRecorder? = nil) {
      super.init(InteractionSamples.SampleIntentsExtension(), recording: recording)
    }
  }

  final class CachingHandlerProvider: BridgedExtension, @unchecked Sendable {
    init(recording: SiriKitRecorder? = nil) {
      super.init(InteractionSamples.CachingHandlerProvider(), recording: recording)
    }
  }
}
