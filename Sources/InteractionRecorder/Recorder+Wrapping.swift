public import InteractionModel

extension Recorder {
  /// Wraps a handler whose type is known only at run time in a ``RecordingIntentHandler``.
  ///
  /// The wrapper is made for the handler's dynamic type, so it adopts
  /// `IntentConfirming` and `IntentResolving` exactly when
  /// the handler does. A handler that is already a recording wrapper comes back as it is.
  ///
  /// - Parameter handler: The handler whose calls to record.
  /// - Returns: A wrapper that records each call, then forwards it to `handler`.
  public func recordingHandler(wrapping handler: any IntentHandler) -> any IntentHandler {
    if handler is any RecordingWrapper { return handler }
    return wrap(handler)
  }

  /// Wraps a handler provider whose type is known only at run time in a
  /// ``RecordingHandlerProvider``.
  ///
  /// - Parameter provider: The provider whose calls to record.
  /// - Returns: A wrapper that records each call, and wraps each handler `provider` returns.
  public func recordingProvider(
    wrapping provider: any IntentHandlerProviding
  ) -> any IntentHandlerProviding {
    if provider is any RecordingWrapper { return provider }
    return wrap(provider)
  }

  /// Wraps a controller whose type is known only at run time in a ``RecordingViewController``.
  ///
  /// The wrapper is made for the controller's dynamic type, so it adopts
  /// `InteractionConfiguring` and `ParameterViewConfiguring`
  /// exactly when the controller does. A controller that is already a recording wrapper comes
  /// back as it is.
  ///
  /// - Parameter controller: The controller whose calls to record.
  /// - Returns: A wrapper that records each call, then forwards it to `controller`.
  @MainActor
  public func recordingController(
    wrapping controller: any HostedViewControlling
  ) -> any HostedViewControlling {
    if controller is any RecordingWrapper { return controller }
    return wrap(controller)
  }

  // Generic, so that an existential argument is opened: the wrapper's type argument is the
  // handler's dynamic type, and its conditional conformances follow that type's.
  private func wrap<Handler: IntentHandler>(_ handler: Handler) -> any IntentHandler {
    RecordingIntentHandler(wrapping: handler, recorder: self)
  }

  private func wrap<Provider: IntentHandlerProviding>(
    _ provider: Provider
  ) -> any IntentHandlerProviding {
    RecordingHandlerProvider(wrapping: provider, recorder: self)
  }

  @MainActor
  private func wrap<Controller: HostedViewControlling>(
    _ controller: Controller
  ) -> any HostedViewControlling {
    RecordingViewController(wrapping: controller, recorder: self)
  }
}
