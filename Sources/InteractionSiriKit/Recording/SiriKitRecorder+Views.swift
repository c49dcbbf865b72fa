#if !os(watchOS)
#if os(iOS)
import Foundation
public import Intents
public import IntentsUI
#else
// The public signatures' CGSize is Foundation's on Linux; IntentsUI brings CoreGraphics' on iOS.
public import Foundation
public import SiriKitStandIn
#endif
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
    let offered = converter.parameters(parameters, of: interaction)
    note(offered.notes)
    var snapshotNotes: [String] = []
    recorder.recordConfigureView(
      for: offered.value.map(\.model), ofInteraction: interaction.identifier,
      version: Self.version(of: interaction),
      snapshot: {
        // Converted once per version: the log holds a snapshot per change of an identifier.
        let shown = converter.interaction(interaction)
        snapshotNotes = shown.notes
        return shown.value
      },
      interactiveBehavior: InteractiveBehavior(interactiveBehavior),
      context: HostedViewContext(context), instance: instance,
      body: { recordingCompletion in
        note(snapshotNotes)
        body { success, claimed, size in
          // Offered parameters were converted, and noted, already; a claim of only those (the
          // usual answer) converts nothing.
          var recorded: [Parameter] = []
          recorded.reserveCapacity(claimed.count)
          // Each once, as a set would hold them: two SiriKit parameters may name one model one.
          for (model, object) in offered.value
          where Self.contains(claimed, object) && !recorded.contains(model) {
            recorded.append(model)
          }
          if recorded.count < claimed.count {
            let unoffered = converter.parameters(claimed.subtracting(parameters), of: interaction)
            note(unoffered.notes)
            for (model, _) in unoffered.value where !recorded.contains(model) {
              recorded.append(model)
            }
          }
          // Recorded first, then SiriKit gets the very objects the controller passed.
          recordingCompletion(success, recorded, Size(size))
          completion(success, claimed, size)
        }
      })
  }

  /// What tells one version of an interaction from another without converting it.
  ///
  /// The objects SiriKit handed over and the handling status: Maps hands over a new
  /// interaction, or a new response, when a ride's status changes; a response changed in place
  /// is not seen.
  private static func version(of interaction: INInteraction) -> Int {
    var hasher = Hasher()
    hasher.combine(ObjectIdentifier(interaction))
    hasher.combine(ObjectIdentifier(interaction.intent))
    hasher.combine(interaction.intentResponse.map(ObjectIdentifier.init))
    hasher.combine(interaction.intentHandlingStatus.rawValue)
    return hasher.finalize()
  }

  /// Whether a claimed set holds an offered parameter: first by identity in a small set, since a
  /// controller usually hands back the objects it was offered, then by equality, which hashes.
  private static func contains(_ claimed: Set<INParameter>, _ offered: INParameter) -> Bool {
    (claimed.count <= 16 && claimed.contains { $0 === offered }) || claimed.contains(offered)
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
    var snapshotNotes: [String] = []
    recorder.recordConfigure(
      withInteraction: interaction.identifier, version: Self.version(of: interaction),
      snapshot: {
        let shown = converter.interaction(interaction)
        snapshotNotes = shown.notes
        return shown.value
      },
      context: HostedViewContext(context), instance: instance, completion: { _ in },
      body: { modelCompletion in
        note(snapshotNotes)
        body { size in
          modelCompletion(Size(size))
          completion(size)
        }
      })
  }
}
#endif
