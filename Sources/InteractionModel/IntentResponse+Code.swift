extension IntentResponse {
  /// A response code: its raw value and its name in the response class's code enumeration.
  ///
  /// Every response class has its own enumeration, and the same raw value means different things in
  /// different classes (7 is `handleInApp` for `INStartWorkoutIntentResponseCode`, 3 is `success`
  /// for `INSendMessageIntentResponseCode`), so a code carries its name and the model keeps no
  /// tables. Two codes are equal when both the raw value and the name are.
  public struct Code: Hashable, Codable, Sendable {
    /// The raw value of the SiriKit enumeration case.
    public var rawValue: Int
    /// The case's name as Swift spells it, such as `handleInApp`.
    public var name: String

    /// Creates a code from its parts, each the property of the same name.
    public init(rawValue: Int, name: String) {
      self.rawValue = rawValue
      self.name = name
    }

    /// `unspecified` (0), the first case of every SiriKit response code enumeration.
    public static let unspecified = Code(rawValue: 0, name: "unspecified")
    /// `ready` (1), the usual answer to confirm, the same in every SiriKit response code
    /// enumeration.
    public static let ready = Code(rawValue: 1, name: "ready")
  }
}

extension IntentResponse.Code: CustomStringConvertible {
  /// The name followed by the raw value, such as `handleInApp (7)`.
  public var description: String { "\(name) (\(rawValue))" }
}
