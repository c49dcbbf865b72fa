public import InteractionModel

#if os(iOS) || os(watchOS)
public import Intents
#else
public import SiriKitStandIn
#endif
#if os(iOS)
public import IntentsUI
#endif

/// Replay subjects made of real SiriKit objects: a model controller around an Intents UI view
/// controller, a model handler provider around an Intents extension.
///
/// Recorded values become SiriKit objects, and the answers come back through the same
/// conversions the recorder uses, so a replay compares what the real code does:
///
/// ```swift
/// let subjects = ReplaySubjects(
///   provider: { _ in SiriKitReplay.provider(IntentHandler()) },
///   controller: { _ in SiriKitReplay.controller(IntentViewController()) })
/// ```
///
/// What cannot be converted (an intent class outside the catalog without a mapping, a recorded
/// parameter whose class the interaction does not have) makes the call answer as SiriKit would
/// for nothing shown or handled, so the replay reports a divergence at that step.
public enum SiriKitReplay {
  #if !os(watchOS)
  /// A model controller that drives an Intents UI view controller.
  ///
  /// On Apple platforms it adopts `ParameterViewConfiguring` and `InteractionConfiguring`
  /// exactly when the controller implements `configureView` and `configure(with:)`. Linux cannot
  /// ask, so there it adopts both, and the simulated host learns from its first call that the
  /// controller lacks one and calls the other, as SiriKit would (a replay that makes a recorded
  /// call of a method the controller lacks gets no completion, and reports it).
  ///
  /// - Parameters:
  ///   - controller: The view controller, as the extension creates it.
  ///   - mappings: Conversions of the app's own intent classes.
  /// - Returns: The controller for `ReplaySubjects`.
  @MainActor
  public static func controller(
    _ controller: any INUIHostedViewControlling, mappings: [SiriKitIntentMapping] = []
  ) -> any HostedViewControlling {
    self.controller(
      controller, converter: SiriKitConverter(registry: SiriKitIntentRegistry(mappings: mappings)))
  }

  /// A model controller over a converter with its own registry, for tests of the bridge.
  @MainActor
  package static func controller(
    _ controller: any INUIHostedViewControlling, converter: SiriKitConverter
  ) -> SiriKitControllerAdapter {
    let implements = SiriKitRuntime.optionalMethods(of: controller)
    switch (implements.configure, implements.configureView) {
    case (true, true): return SiriKitConfiguringBothAdapter(controller, converter: converter)
    case (false, true): return SiriKitParameterViewAdapter(controller, converter: converter)
    case (true, false): return SiriKitInteractionAdapter(controller, converter: converter)
    case (false, false): return SiriKitControllerAdapter(controller, converter: converter)
    }
  }
  #endif

  /// A model handler provider that asks an Intents extension for each intent's handler and
  /// drives it through the catalog's replay adapters.
  ///
  /// - Parameters:
  ///   - provider: The extension object, usually an `INExtension` subclass.
  ///   - mappings: Conversions of the app's own intent classes.
  /// - Returns: The provider for `ReplaySubjects`.
  public static func provider(
    _ provider: any INIntentHandlerProviding, mappings: [SiriKitIntentMapping] = []
  ) -> any IntentHandlerProviding {
    SiriKitProviderAdapter(
      provider, converter: SiriKitConverter(registry: SiriKitIntentRegistry(mappings: mappings)))
  }
}
