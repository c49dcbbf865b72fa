import Foundation
import InteractionModel
import InteractionSamples
import InteractionSiriKit

#if os(iOS)
import Intents
import IntentsUI
#else
import SiriKitStandIn
#endif

/// What the bridged view controllers share: the sample they forward to, and the conversions of
/// a call's arguments and answers.
///
/// SiriKit calls a view controller on the main thread, as the replay does; the samples are
/// main-actor types, so each call reaches them through `MainActor.assumeIsolated`. With a
/// recorder, each call goes through the bridge's recording lines first, as in an app.
class BridgedViewController<Sample: HostedViewControlling>: NSObject, @unchecked Sendable {
  /// The sample controller.
  let sample: Sample
  /// Records each call, or `nil`.
  let recording: SiriKitRecorder?

  init(_ sample: Sample, recording: SiriKitRecorder?) {
    self.sample = sample
    self.recording = recording
    super.init()
  }

  /// A `configureView` call, recorded if there is a recorder, then forwarded.
  func receiveConfigureView(
    _ parameters: Set<INParameter>, _ interaction: INInteraction,
    _ interactiveBehavior: INUIInteractiveBehavior, _ context: INUIHostedViewContext,
    _ completion: @escaping (Bool, Set<INParameter>, CGSize) -> Void
  ) {
    guard let recording else {
      return forwardConfigureView(parameters, interaction, interactiveBehavior, context, completion)
    }
    recording.recordConfigureView(
      for: parameters, of: interaction, interactiveBehavior: interactiveBehavior,
      context: context, instance: self, completion: completion,
      body: { completion in
        forwardConfigureView(parameters, interaction, interactiveBehavior, context, completion)
      })
  }

  /// A `configure(with:context:completion:)` call, recorded if there is a recorder, then
  /// forwarded.
  func receiveConfigure(
    _ interaction: INInteraction, _ context: INUIHostedViewContext,
    _ completion: @escaping (CGSize) -> Void
  ) {
    guard let recording else { return forwardConfigure(interaction, context, completion) }
    recording.recordConfigure(
      with: interaction, context: context, instance: self, completion: completion,
      body: { completion in forwardConfigure(interaction, context, completion) })
  }

  /// Forwards a `configureView` call to the sample, converting both ways.
  func forwardConfigureView(
    _ parameters: Set<INParameter>, _ interaction: INInteraction,
    _ interactiveBehavior: INUIInteractiveBehavior, _ context: INUIHostedViewContext,
    _ completion: @escaping (Bool, Set<INParameter>, CGSize) -> Void
  ) {
    guard let sample = sample as? any ParameterViewConfiguring else { return }
    let converter = BridgedSamples.converter
    let offered = converter.parameters(parameters, of: interaction).value
    let model = Unchecked(
      (
        parameters: Set(offered.map(\.model)),
        interaction: converter.interaction(interaction).value,
        behavior: InteractiveBehavior(interactiveBehavior), context: HostedViewContext(context)
      ))
    let answer = Unchecked(completion)
    // Offered parameters go back as the very objects SiriKit offered, others are made.
    let siriKitParameter = Unchecked { (parameter: Parameter) -> INParameter? in
      offered.first { $0.model == parameter }?.siriKit
        ?? (try? converter.siriKitParameter(parameter, of: interaction))
    }
    let forward = Unchecked(sample)
    MainActor.assumeIsolated {
      forward.value.configureView(
        for: model.value.parameters, of: model.value.interaction,
        interactiveBehavior: model.value.behavior, context: model.value.context
      ) { success, claimed, size in
        answer.value(success, Set(claimed.compactMap(siriKitParameter.value)), CGSize(size))
      }
    }
  }

  /// Forwards a `configure(with:context:completion:)` call to the sample.
  func forwardConfigure(
    _ interaction: INInteraction, _ context: INUIHostedViewContext,
    _ completion: @escaping (CGSize) -> Void
  ) {
    guard let sample = sample as? any InteractionConfiguring else { return }
    let model = Unchecked(
      (
        interaction: BridgedSamples.converter.interaction(interaction).value,
        context: HostedViewContext(context)
      ))
    let answer = Unchecked(completion)
    let forward = Unchecked(sample)
    MainActor.assumeIsolated {
      forward.value.configure(with: model.value.interaction, context: model.value.context) {
        answer.value(CGSize($0))
      }
    }
  }
}

/// A view controller that implements only `configureView`, as its sample does.
class BridgedParameterViewController<Sample: ParameterViewConfiguring>:
  BridgedViewController<Sample>, INUIHostedViewControlling, @unchecked Sendable
{
  func configureView(
    for parameters: Set<INParameter>, of interaction: INInteraction,
    interactiveBehavior: INUIInteractiveBehavior, context: INUIHostedViewContext,
    completion: @escaping (Bool, Set<INParameter>, CGSize) -> Void
  ) {
    receiveConfigureView(parameters, interaction, interactiveBehavior, context, completion)
  }
}

/// A view controller that implements only `configure(with:context:completion:)`.
class BridgedInteractionViewController<Sample: InteractionConfiguring>:
  BridgedViewController<Sample>, INUIHostedViewControlling, @unchecked Sendable
{
  func configure(
    with interaction: INInteraction, context: INUIHostedViewContext,
    completion: @escaping (CGSize) -> Void
  ) {
    receiveConfigure(interaction, context, completion)
  }
}

/// A view controller that implements both methods.
class BridgedBothMethodsViewController<
  Sample: ParameterViewConfiguring & InteractionConfiguring
>: BridgedViewController<Sample>, INUIHostedViewControlling, @unchecked Sendable {
  func configureView(
    for parameters: Set<INParameter>, of interaction: INInteraction,
    interactiveBehavior: INUIInteractiveBehavior, context: INUIHostedViewContext,
    completion: @escaping (Bool, Set<INParameter>, CGSize) -> Void
  ) {
    receiveConfigureView(parameters, interaction, interactiveBehavior, context, completion)
  }

  func configure(
    with interaction: INInteraction, context: INUIHostedViewContext,
    completion: @escaping (CGSize) -> Void
  ) {
    receiveConfigure(interaction, context, completion)
  }
}
