public import Foundation

/// An intent together with the extension's response and the state of its handling.
///
/// https://developer.apple.com/documentation/intents/ininteraction
open class INInteraction: NSObject {
  /// The intent.
  ///
  /// https://developer.apple.com/documentation/intents/ininteraction/intent
  public let intent: INIntent

  /// The extension's response, if it has answered.
  ///
  /// https://developer.apple.com/documentation/intents/ininteraction/intentresponse
  public let intentResponse: INIntentResponse?

  /// How far handling has come.
  ///
  /// https://developer.apple.com/documentation/intents/ininteraction/intenthandlingstatus
  ///
  /// Read-only for apps: SiriKit sets it. A new interaction's status is `.unspecified`; the
  /// bridge sets a recorded status through ``standInIntentHandlingStatus``.
  open var intentHandlingStatus: INIntentHandlingStatus { standInIntentHandlingStatus }

  /// The value behind ``intentHandlingStatus``, which SiriKit sets privately.
  package var standInIntentHandlingStatus: INIntentHandlingStatus = .unspecified

  /// Whether the user started the interaction or received it.
  ///
  /// https://developer.apple.com/documentation/intents/ininteraction/direction
  open var direction: INInteractionDirection = .unspecified

  /// The interaction's identifier; a new interaction gets a fresh UUID string.
  ///
  /// https://developer.apple.com/documentation/intents/ininteraction/identifier
  open var identifier: String = UUID().uuidString

  /// The identifier of the group the interaction belongs to, if any.
  ///
  /// https://developer.apple.com/documentation/intents/ininteraction/groupidentifier
  open var groupIdentifier: String?

  /// When the interaction happened; a new interaction starts now and lasts no time.
  ///
  /// https://developer.apple.com/documentation/intents/ininteraction/dateinterval
  open var dateInterval: DateInterval? = DateInterval(start: Date(), duration: 0)

  /// The value of a parameter: the intent's or the response's property the parameter names,
  /// reached through arrays at the parameter's indexes.
  ///
  /// https://developer.apple.com/documentation/intents/ininteraction/parametervalue(for:)
  ///
  /// The object is the intent if it is of the parameter's class, else the response if it is,
  /// else there is none. SiriKit walks the key path with key-value coding; Linux has none, so the
  /// stand-in reads stored properties, and `identifier` and `intentDescription` of an intent.
  open func parameterValue(for parameter: INParameter) -> Any? {
    let root: NSObject
    if intent.isKind(of: parameter.parameterClass) {
      root = intent
    } else if let intentResponse, intentResponse.isKind(of: parameter.parameterClass) {
      root = intentResponse
    } else {
      return nil
    }
    var current: Any? = root
    var subKeyPath = ""
    for component in parameter.parameterKeyPath.split(separator: ".") {
      subKeyPath += subKeyPath.isEmpty ? String(component) : "." + component
      guard let object = current else { return nil }
      current = StandInKeyValue.value(of: object, forKey: String(component))
      let index = parameter.index(forSubKeyPath: subKeyPath)
      if index != NSNotFound {
        guard let elements = current as? [Any], elements.indices.contains(index) else {
          return nil
        }
        current = elements[index]
      }
    }
    return current
  }

  /// Creates an interaction from an intent and, if the extension answered, its response.
  ///
  /// https://developer.apple.com/documentation/intents/ininteraction/init(intent:response:)
  public init(intent: INIntent, response: INIntentResponse?) {
    self.intent = intent
    self.intentResponse = response
    super.init()
  }
}
