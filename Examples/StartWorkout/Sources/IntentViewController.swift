public import Foundation
import InteractionSiriKit

// CGSize.zero: CoreGraphics declares it on Apple platforms (Foundation on Linux).
#if canImport(CoreGraphics)
import CoreGraphics
#endif
#if os(iOS)
public import Intents
public import IntentsUI
#else
public import SiriKitStandIn
#endif

/// The Intents UI extension's principal class: a header for the empty parameter set, the
/// workout for the intent's description, anything else left to Siri's default interface.
///
/// Recording is the five lines at the top of `configureView` that hand the call to the
/// process's recorder together with the controller's own code.
public class IntentViewController: Platform.ViewController {
  /// The header's size: the app's name and icon.
  static let headerSize = CGSize(width: 320, height: 44)
  /// The workout view's size: its name, goal and a map.
  static let workoutSize = CGSize(width: 320, height: 180)

  public func configureView(
    for parameters: Set<INParameter>, of interaction: INInteraction,
    interactiveBehavior: INUIInteractiveBehavior, context: INUIHostedViewContext,
    completion: @escaping (Bool, Set<INParameter>, CGSize) -> Void
  ) {
    guard let log = WorkoutLog.uiExtension else { return show(parameters, interaction, completion) }
    log.recordConfigureView(
      for: parameters, of: interaction, interactiveBehavior: interactiveBehavior,
      context: context, instance: self, completion: completion
    ) { show(parameters, interaction, $0) }
  }

  /// Shows the header or the workout, claiming what it shows.
  private func show(
    _ parameters: Set<INParameter>, _ interaction: INInteraction,
    _ completion: @escaping (Bool, Set<INParameter>, CGSize) -> Void
  ) {
    // SiriKit asks with the empty set for the view at the top of the snippet.
    guard !parameters.isEmpty else { return completion(true, [], Self.headerSize) }
    let description = INParameter(for: type(of: interaction.intent), keyPath: "intentDescription")
    guard interaction.intent is INStartWorkoutIntent, parameters.contains(description) else {
      return completion(false, [], .zero)
    }
    completion(true, [description], Self.workoutSize)
  }
}

#if canImport(UIKit)
// UIKit isolates a view controller to the main actor, while Intents UI's protocol is not
// isolated: SiriKit calls the controller on the main thread, which the conformance checks when
// called. Elsewhere (Linux, macOS) the base class, NSObject, is not isolated: no attribute needed.
extension IntentViewController: @preconcurrency INUIHostedViewControlling {}
#else
extension IntentViewController: INUIHostedViewControlling {}
#endif
