/// Why a parameter value is unsupported, as an `…UnsupportedReason` enumeration case.
///
/// Each typed resolution result has its own reason enumeration (for example
/// `INSendMessageRecipientUnsupportedReason.noAccount` is 1), so a reason carries its raw value
/// and, when the recorder knew it, its name. The model keeps no tables.
public struct UnsupportedReason: Hashable, Codable, Sendable {
  /// The raw value of the SiriKit enumeration case.
  public var rawValue: Int
  /// The case's Swift name, such as `noAccount`, if known.
  public var name: String?

  /// Creates a reason from its parts, each the property of the same name.
  public init(rawValue: Int, name: String? = nil) {
    self.rawValue = rawValue
    self.name = name
  }
}

extension UnsupportedReason: CustomStringConvertible {
  /// The name followed by the raw value, such as `noAccount (1)`, or the raw value alone.
  public var description: String {
    guard let name else { return String(rawValue) }
    return "\(name) (\(rawValue))"
  }
}
