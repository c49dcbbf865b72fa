public import InteractionRecorder

/// Records an extension's calls with SiriKit's own types: the user hands SiriKit's arguments and
/// completion to it together with their own code, and gets SiriKit's types back.
///
/// It converts to the model, records through ``Recorder``, and converts the answers back; what
/// it does not understand is recorded as it is, with a note event saying what and why.
///
/// ```swift
/// override func handler(for intent: INIntent) -> Any? {
///   recorder.siriKit.recordHandler(for: intent, provider: self) { StartWorkoutHandler() }
/// }
/// ```
public struct SiriKitRecorder: Sendable {
  /// The recorder the calls are written to.
  public let recorder: Recorder
  /// The conversions, through the generated catalog and the user's mappings.
  let converter: SiriKitConverter

  /// Creates a SiriKit recorder over a recorder.
  ///
  /// - Parameters:
  ///   - recorder: The recorder to write to.
  ///   - mappings: Conversions of the app's own intent classes, such as Xcode-generated custom
  ///     intents; without one, such an intent is recorded through the properties its class
  ///     declares.
  public init(_ recorder: Recorder, mappings: [SiriKitIntentMapping] = []) {
    self.recorder = recorder
    self.converter =
      mappings.isEmpty
      ? SiriKitConverter.catalog
      : SiriKitConverter(registry: SiriKitIntentRegistry(mappings: mappings))
  }

  /// Creates a SiriKit recorder with its own conversions, for tests of the bridge.
  package init(_ recorder: Recorder, converter: SiriKitConverter) {
    self.recorder = recorder
    self.converter = converter
  }

  /// Writes what a conversion did not understand, one note event each.
  func note(_ notes: [String]) {
    for text in notes {
      recorder.note(text, metadata: ["source": "InteractionSiriKit"])
    }
  }
}

extension Recorder {
  /// This recorder, taking SiriKit's types: `recorder.siriKit.recordConfigureView(…)`.
  public var siriKit: SiriKitRecorder { SiriKitRecorder(self) }
}
