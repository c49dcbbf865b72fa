public import InteractionSiriKit

#if os(iOS) || os(watchOS)
public import Intents
#else
public import SiriKitStandIn
#endif

/// The Intents extension's principal class: a handler per intent, each new, as SiriKit may ask
/// for one before every call.
///
/// Recording is the two lines in `handler(for:)` that hand the call to ``recorder`` when there
/// is one (``init()`` takes the process's, a test hands in its own): the handler it returns
/// records every resolve, confirm and handle, and answers `responds(to:)` as the app's handler
/// does, so SiriKit calls through it only the optional methods the handler implements.
public class BillSplitExtension: INExtension {
  /// Where the calls are recorded; `nil` records nothing.
  let recorder: SiriKitRecorder?

  /// Creates the extension with a recorder of the caller's, such as a test's.
  public init(recorder: SiriKitRecorder?) {
    self.recorder = recorder
    super.init()
  }

  /// The system's way in: the process's recorder, if it has an App Group container.
  public override convenience init() {
    self.init(recorder: BillSplitLog.intentsExtension)
  }

  public override func handler(for intent: INIntent) -> Any? {
    guard let recorder else { return Self.newHandler(for: intent) }
    return recorder.recordHandler(for: intent, provider: self) { Self.newHandler(for: intent) }
  }

  /// A new handler for the intents the app handles; `nil` for any other.
  static func newHandler(for intent: INIntent) -> Any? {
    switch intent {
    case is INSendPaymentIntent: SendPaymentHandler()
    case is INRequestPaymentIntent: RequestPaymentHandler()
    case is INSearchForAccountsIntent: SearchForAccountsHandler()
    default: nil
    }
  }
}
