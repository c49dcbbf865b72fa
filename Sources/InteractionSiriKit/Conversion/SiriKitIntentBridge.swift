package import InteractionModel
package import InteractionRecorder

#if os(iOS) || os(watchOS)
package import Intents
#else
package import SiriKitStandIn
#endif

/// The conversions and wrappers of one intent class of the catalog; the generated code declares
/// one per intent, and ``SiriKitIntentRegistry`` finds it by class name.
package protocol SiriKitIntentBridge: Sendable {
  /// The intent's Objective-C class name, such as `INStartWorkoutIntent`.
  static var intentClassName: String { get }
  /// The response's Objective-C class name, such as `INStartWorkoutIntentResponse`.
  static var responseClassName: String { get }
  /// The intent class.
  static var intentClass: INIntent.Type { get }
  /// The response class.
  static var responseClass: INIntentResponse.Type { get }

  /// The intent's typed properties as model values; the identifier is set by the caller.
  ///
  /// - Parameter intent: An intent of ``intentClass``.
  /// - Returns: Each property that is set, by name.
  /// - Throws: A ``SiriKitConversionError`` naming the property that did not convert.
  static func modelProperties(of intent: INIntent) throws(SiriKitConversionError) -> [String: Value]

  /// One of the intent's typed properties as a model value, as ``modelProperties(of:)`` has it:
  /// what a resolve call records, without converting the rest.
  ///
  /// - Parameters:
  ///   - name: The property's name.
  ///   - intent: An intent of ``intentClass``.
  /// - Returns: The value, or `nil` where the property is unset or not one the bridge converts.
  /// - Throws: A ``SiriKitConversionError`` if the intent is of another class.
  static func modelProperty(_ name: String, of intent: INIntent) throws(SiriKitConversionError)
    -> Value?

  /// An intent of ``intentClass`` with the given properties; the identifier is set by the caller.
  ///
  /// - Parameter properties: Model values by property name.
  /// - Returns: The intent.
  /// - Throws: A ``SiriKitConversionError`` naming the property that did not convert.
  static func siriKitIntent(properties: [String: Value]) throws(SiriKitConversionError) -> INIntent

  /// The response as the model holds it: its code's name from the response class's table, and
  /// its typed properties.
  ///
  /// - Parameter response: A response of ``responseClass``.
  /// - Returns: The model response.
  /// - Throws: A ``SiriKitConversionError`` naming the property that did not convert.
  static func modelResponse(from response: INIntentResponse) throws(SiriKitConversionError)
    -> IntentResponse

  /// A response of ``responseClass`` for a model response, made with Apple's
  /// `init(code:userActivity:)` and the code named in the model.
  ///
  /// - Parameter response: A model response of this intent's response class.
  /// - Returns: The SiriKit response.
  /// - Throws: A ``SiriKitConversionError`` for an unknown code name or a property that did not
  ///   convert.
  static func siriKitResponse(from response: IntentResponse) throws(SiriKitConversionError)
    -> INIntentResponse

  /// A handler that records every resolve, confirm and handle call, then forwards it to
  /// `handler`; `nil` when `handler` does not adopt the intent's handling protocol.
  ///
  /// Its methods record through `recorder`'s call-style API with the real types
  /// (``SiriKitRecorder/recordResolve(parameter:for:instance:completion:body:)`` and its
  /// siblings), which convert, write notes for what they do not understand, and hand SiriKit the
  /// very objects the handler passed.
  ///
  /// - Parameters:
  ///   - handler: What the user's `handler(for:)` returned.
  ///   - recorder: The recorder to write to; `recorder.siriKit` records with the real types.
  /// - Returns: The recording handler, adopting the intent's handling protocol.
  static func recordingHandler(wrapping handler: Any, recorder: Recorder) -> AnyObject?

  /// A model handler that replays calls by parameter name through `handler`'s typed methods;
  /// `nil` when `handler` does not adopt the intent's handling protocol.
  ///
  /// It should adopt `WrappedTypeNaming` with `handler`'s type name, so that the replay compares
  /// the handler's type, not the adapter's, with the recorded dispatch; it makes SiriKit objects
  /// with a ``SiriKitConverter`` and ``SiriKitResolutionResultMaking``, and converts answers back
  /// with ``ResolutionResult/init(_:)`` and ``SiriKitConverter/response(_:)``.
  ///
  /// - Parameter handler: What the user's `handler(for:)` returned.
  /// - Returns: The model handler.
  static func replayHandler(wrapping handler: Any) -> (any IntentHandler)?
}

extension SiriKitIntentBridge {
  /// The property from all of them, for a bridge that converts them only together.
  package static func modelProperty(_ name: String, of intent: INIntent)
    throws(SiriKitConversionError) -> Value?
  {
    try modelProperties(of: intent)[name]
  }
}
