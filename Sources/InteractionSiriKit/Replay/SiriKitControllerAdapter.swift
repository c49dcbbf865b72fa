import Foundation
import InteractionModel

#if os(iOS) || os(watchOS)
import Intents
#else
import SiriKitStandIn
#endif
#if os(iOS)
import IntentsUI
#endif

#if !os(watchOS)
/// A model controller that drives a SiriKit view controller: recorded values become SiriKit
/// objects, answers come back as model values.
///
/// This class adopts neither configuring protocol; its subclasses adopt the ones the controller
/// implements, so that the replayer and the host see the same methods SiriKit would. On Linux,
/// where only a call tells, they adopt both, and the host calls them through
/// `OptionalViewMethodProbing`, which says when the controller turned out to lack one.
@MainActor
package class SiriKitControllerAdapter: HostedViewControlling, OptionalViewMethodProbing,
  WrappedTypeNaming
{
  /// The SiriKit controller.
  let controller: any INUIHostedViewControlling
  /// The conversions.
  let converter: SiriKitConverter
  /// The controller's type name, which the replay's labels use.
  package nonisolated let wrappedTypeName: String
  /// What could not be converted, one sentence each, in order.
  private let failures = Locked<[String]>([])

  /// Wraps a controller.
  init(_ controller: any INUIHostedViewControlling, converter: SiriKitConverter) {
    self.controller = controller
    self.converter = converter
    wrappedTypeName = String(describing: type(of: controller))
  }

  /// What the adapter could not convert so far, one sentence each: what a test reads when a
  /// replay diverged at a call that answered nothing.
  package var conversionFailures: [String] { failures.withLock { $0 } }

  /// Remembers a conversion failure.
  nonisolated func fail(_ text: String) {
    failures.withLock { $0.append(text) }
  }

  /// Calls the controller's `configureView` with SiriKit objects and converts its answers.
  ///
  /// - Returns: Whether the controller implements the method (an interaction that does not
  ///   convert is answered here, as a view that shows nothing).
  func configureViewIfImplemented(
    for parameters: Set<Parameter>, of interaction: Interaction,
    interactiveBehavior: InteractiveBehavior, context: HostedViewContext,
    completion: @escaping @Sendable (Bool, Set<Parameter>, Size) -> Void
  ) -> Bool {
    let shown: INInteraction
    do {
      shown = try converter.siriKitInteraction(interaction)
    } catch {
      fail("configureView: interaction \(interaction.identifier): \(error)")
      completion(false, [], .zero)
      return true
    }
    var offered: Set<INParameter> = []
    for parameter in parameters {
      do {
        offered.insert(try converter.siriKitParameter(parameter, of: shown))
      } catch {
        fail("configureView: parameter \(parameter): \(error)")
      }
    }
    let missing = SiriKitRuntime.configureView(
      of: controller, for: offered, of: shown,
      interactiveBehavior: INUIInteractiveBehavior(interactiveBehavior),
      context: INUIHostedViewContext(context)
    ) { [self] success, claimed, size in
      var converted: Set<Parameter> = []
      for parameter in claimed {
        do {
          converted.insert(try Parameter(parameter))
        } catch {
          fail("configureView: claimed parameter \(parameter): \(error)")
        }
      }
      completion(success, converted, Size(size))
    }
    return missing.isEmpty
  }

  /// Calls the controller's `configure(with:context:completion:)` with SiriKit objects and
  /// converts its answer.
  ///
  /// - Returns: Whether the controller implements the method (an interaction that does not
  ///   convert is answered here, as a view of no size).
  func configureIfImplemented(
    with interaction: Interaction, context: HostedViewContext,
    completion: @escaping @Sendable (Size) -> Void
  ) -> Bool {
    let shown: INInteraction
    do {
      shown = try converter.siriKitInteraction(interaction)
    } catch {
      fail("configure: interaction \(interaction.identifier): \(error)")
      completion(.zero)
      return true
    }
    return SiriKitRuntime.configure(
      controller, with: shown, context: INUIHostedViewContext(context)
    ) { size in completion(Size(size)) }.isEmpty
  }

  /// Calls `configureView`; a method the controller lacks is remembered as a failure, for a
  /// replay that calls it because the recording does.
  func forwardConfigureView(
    for parameters: Set<Parameter>, of interaction: Interaction,
    interactiveBehavior: InteractiveBehavior, context: HostedViewContext,
    completion: @escaping @Sendable (Bool, Set<Parameter>, Size) -> Void
  ) {
    guard
      configureViewIfImplemented(
        for: parameters, of: interaction, interactiveBehavior: interactiveBehavior,
        context: context, completion: completion)
    else {
      return fail(
        "\(wrappedTypeName) does not implement "
          + "configureView(for:of:interactiveBehavior:context:completion:)")
    }
  }

  /// Calls `configure(with:context:completion:)`; a method the controller lacks is remembered
  /// as a failure, for a replay that calls it because the recording does.
  func forwardConfigure(
    with interaction: Interaction, context: HostedViewContext,
    completion: @escaping @Sendable (Size) -> Void
  ) {
    guard configureIfImplemented(with: interaction, context: context, completion: completion)
    else {
      return fail("\(wrappedTypeName) does not implement configure(with:context:completion:)")
    }
  }
}

/// The adapter of a controller that implements only `configureView`.
final class SiriKitParameterViewAdapter: SiriKitControllerAdapter, ParameterViewConfiguring {
  func configureView(
    for parameters: Set<Parameter>, of interaction: Interaction,
    interactiveBehavior: InteractiveBehavior, context: HostedViewContext,
    completion: @escaping @Sendable (Bool, Set<Parameter>, Size) -> Void
  ) {
    forwardConfigureView(
      for: parameters, of: interaction, interactiveBehavior: interactiveBehavior,
      context: context, completion: completion)
  }
}

/// The adapter of a controller that implements only `configure(with:context:completion:)`.
final class SiriKitInteractionAdapter: SiriKitControllerAdapter, InteractionConfiguring {
  func configure(
    with interaction: Interaction, context: HostedViewContext,
    completion: @escaping @Sendable (Size) -> Void
  ) {
    forwardConfigure(with: interaction, context: context, completion: completion)
  }
}

/// The adapter of a controller that implements both methods.
final class SiriKitConfiguringBothAdapter: SiriKitControllerAdapter, ParameterViewConfiguring,
  InteractionConfiguring
{
  func configureView(
    for parameters: Set<Parameter>, of interaction: Interaction,
    interactiveBehavior: InteractiveBehavior, context: HostedViewContext,
    completion: @escaping @Sendable (Bool, Set<Parameter>, Size) -> Void
  ) {
    forwardConfigureView(
      for: parameters, of: interaction, interactiveBehavior: interactiveBehavior,
      context: context, completion: completion)
  }

  func configure(
    with interaction: Interaction, context: HostedViewContext,
    completion: @escaping @Sendable (Size) -> Void
  ) {
    forwardConfigure(with: interaction, context: context, completion: completion)
  }
}
#endif
