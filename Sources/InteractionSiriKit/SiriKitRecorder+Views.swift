#if canImport(IntentsUI) || !canImport(Intents)
#if canImport(IntentsUI)
public import Intents
public import IntentsUI
#else
public import SiriKitStandIn
#endif
public import Foundation
import InteractionModel
import InteractionRecorder

extension SiriKitRecorder {
  /// Records a `configureView` call with SiriKit's arguments, then each completion, and hands
  /// SiriKit back exactly what the controller's code passed its completion.
  ///
  /// ```swift
  /// func configureView(
  ///   for parameters: Set<INParameter>, of interaction: INInteraction,
  ///   interactiveBehavior: INUIInteractiveBehavior, context: INUIHostedViewContext,
  ///   completion: @escaping (Bool, Set<INParameter>, CGSize) -> Void
  /// ) {
  ///   recorder.siriKit.recordConfigureView(
  ///     for: parameters, of: interaction, interactiveBehavior: interactiveBehavior,
  ///     context: context, instance: self, completion: completion
  ///   ) { completion in
  ///     // the controller's own code, unchanged, calling `completion`
  ///   }
  /// }
  /// ```
  ///
  /// A parameter that cannot be a model parameter is left out of the recorded sets, and one
  /// that names neither the intent's nor the response's class is recorded as it is; either
  /// way a note says so, and SiriKit still gets it.
  ///
  /// - Parameters:
  ///   - parameters: The parameters SiriKit offers.
  ///   - interaction: The interaction they belong to.
  ///   - interactiveBehavior: What the user can do with the view.
  ///   - context: Where the view appears.
  ///   - instance: The controller the call goes to.
  ///   - completion: The completion SiriKit gave.
  ///   - body: Configures the view, calling the completion it is given.
  public func recordConfigureView(
    for parameters: Set<INParameter>, of interaction: INInteraction,
    interactiveBehavior: INUIInteractiveBehavior, context: INUIHostedViewContext,
    instance: AnyObject,
    completion: @escaping (Bool, Set<INParameter>, CGSize) -> Void,
    body: (_ completion: @escaping (Bool, Set<INParameter>, CGSize) -> Void) -> Void
  ) {
    guard recorder.isRecording else { return body(completion) }
    let shown = converter.interaction(interaction)
    let offered = converter.parameters(parameters, of: shown.value)
    note(shown.notes + offered.notes)
    let siriKitCompletion = UncheckedSendable(completion)
    let answers = ForwardingQueue<(Bool, Set<INParameter>, CGSize)>()
    let forward: @Sendable (Bool, Set<Parameter>, Size) -> Void = { _, _, _ in
      guard let answer = answers.pop() else { return }
      siriKitCompletion.value(answer.0, answer.1, answer.2)
    }
    recorder.recordConfigureView(
      for: Set(offered.value.keys), of: shown.value,
      interactiveBehavior: InteractiveBehavior(interactiveBehavior),
      context: HostedViewContext(context), instance: instance, completion: forward
    ) { modelCompletion in
      body { success, claimed, size in
        // Offered parameters were converted, and noted, already.
        let unoffered = converter.parameters(claimed.subtracting(parameters), of: shown.value)
        note(unoffered.notes)
        var recorded = Set(unoffered.value.keys)
        for (model, object) in offered.value where claimed.contains(object) {
          recorded.insert(model)
        }
        answers.push((success, claimed, size))
        modelCompletion(success, recorded, Size(size))
      }
    }
  }

  /// Records a `configure(with:context:completion:)` call with SiriKit's arguments, then each
  /// completion's size, and hands SiriKit back the size the controller's code passed.
  ///
  /// Used like
  /// ``recordConfigureView(for:of:interactiveBehavior:context:instance:completion:body:)``.
  ///
  /// - Parameters:
  ///   - interaction: The interaction to show.
  ///   - context: Where the view appears.
  ///   - instance: The controller the call goes to.
  ///   - completion: The completion SiriKit gave.
  ///   - body: Configures the view, calling the completion it is given.
  public func recordConfigure(
    with interaction: INInteraction, context: INUIHostedViewContext, instance: AnyObject,
    completion: @escaping (CGSize) -> Void,
    body: (_ completion: @escaping (CGSize) -> Void) -> Void
  ) {
    guard recorder.isRecording else { return body(completion) }
    let shown = converter.interaction(interaction)
    note(shown.notes)
    let siriKitCompletion = UncheckedSendable(completion)
    let sizes = ForwardingQueue<CGSize>()
    let forward: @Sendable (Size) -> Void = { _ in
      guard let size = sizes.pop() else { return }
      siriKitCompletion.value(size)
    }
    recorder.recordConfigure(
      with: shown.value, context: HostedViewContext(context), instance: instance,
      completion: forward
    ) { modelCompletion in
      body { size in
        sizes.push(size)
        modelCompletion(Size(size))
      }
    }
  }
}
#endif
