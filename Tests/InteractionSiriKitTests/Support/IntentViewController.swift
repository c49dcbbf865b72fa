import Foundation
import InteractionSiriKit

#if os(iOS)
import Intents
import IntentsUI
#else
import SiriKitStandIn
#endif
// CGSize's `==` and `.zero`: CoreGraphics declares them on Apple platforms (Foundation on Linux).
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// An Intents UI view controller for the start-workout intent, written as an iOS developer
/// writes one.
///
/// As BNRun's (Docs/SiriKit.md#bnrun): the empty set gets the header, the intent's description
/// gets the workout view, anything else the default interface. Recording is the three lines
/// around the body; without a recorder, the body alone runs.
final class IntentViewController: NSObject, INUIHostedViewControlling {
  /// The recorder, or `nil` when not recording (as in a replay).
  let recording: SiriKitRecorder?

  init(recording: SiriKitRecorder? = nil) {
    self.recording = recording
  }

  func configureView(
    for parameters: Set<INParameter>, of interaction: INInteraction,
    interactiveBehavior: INUIInteractiveBehavior, context: INUIHostedViewContext,
    completion: @escaping (Bool, Set<INParameter>, CGSize) -> Void
  ) {
    guard let recording else { return show(parameters, of: interaction, completion: completion) }
    recording.recordConfigureView(
      for: parameters, of: interaction, interactiveBehavior: interactiveBehavior,
      context: context, instance: self, completion: completion
    ) { show(parameters, of: interaction, completion: $0) }
  }

  private func show(
    _ parameters: Set<INParameter>, of interaction: INInteraction,
    completion: @escaping (Bool, Set<INParameter>, CGSize) -> Void
  ) {
    guard !parameters.isEmpty else {
      completion(true, [], CGSize(width: 320, height: 44))
      return
    }
    let description = INParameter(
      for: type(of: interaction.intent), keyPath: "intentDescription")
    guard parameters.contains(description) else {
      completion(false, [], .zero)
      return
    }
    completion(true, [description], CGSize(width: 320, height: 180))
  }
}
