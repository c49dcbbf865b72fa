import InteractionModel
import InteractionRecorder

#if os(iOS) || os(watchOS)
public import Intents
#else
public import SiriKitStandIn
#endif

extension SiriKitRecorder {
  /// Records a `handler(for:)` call, and returns the handler wrapped for recording when the
  /// catalog has a recording handler for the intent, the handler itself otherwise.
  ///
  /// ```swift
  /// override func handler(for intent: INIntent) -> Any? {
  ///   recorder.siriKit.recordHandler(for: intent, provider: self) {
  ///     intent is INStartWorkoutIntent ? StartWorkoutHandler() : nil
  ///   }
  /// }
  /// ```
  ///
  /// The recording handler adopts the intent's handling protocol, forwards every call to the
  /// handler and answers `responds(to:)` as the handler does. For an intent outside the catalog,
  /// or a handler that does not adopt the intent's handling protocol, the handler comes back as
  /// it is and a note says that its calls are recorded only through the call-style API
  /// (``recordResolve(parameter:for:instance:completion:body:)`` and its siblings).
  ///
  /// - Parameters:
  ///   - intent: The intent SiriKit asks a handler for.
  ///   - provider: The extension object the call goes to.
  ///   - body: Finds the handler, as the extension's `handler(for:)` does.
  /// - Returns: The handler to hand SiriKit.
  public func recordHandler(
    for intent: INIntent, provider: AnyObject, body: () -> Any?
  ) -> Any? {
    guard recorder.isRecording else { return body() }
    let converted = converter.intent(intent)
    note(converted.notes)
    let className = converted.value.className
    let bridge = converter.registry.bridge(forIntent: className)
    return recorder.recordForeignDispatch(of: converted.value, provider: provider, body: body) {
      handler in
      if let bridge, let recording = bridge.recordingHandler(wrapping: handler, recorder: recorder)
      {
        return recording
      }
      let reason =
        bridge == nil
        ? "\(className) is not in the catalog"
        : "\(String(describing: type(of: handler))) does not adopt \(className)'s handling protocol"
      note([
        "\(reason): the handler's calls are recorded only where it uses the call-style API"
      ])
      return handler
    }
  }
}
