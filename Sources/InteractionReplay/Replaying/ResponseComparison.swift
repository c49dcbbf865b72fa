public import InteractionModel

/// Which parts of an intent response a replay compares with the recorded one.
public enum ResponseComparison: Hashable, Sendable {
  /// The class, the code and every property.
  case all
  /// The class and the code only.
  case code
  /// The class, the code and these properties (absent on both sides counts as equal).
  case properties(Set<String>)

  /// The part of a response this comparison looks at.
  ///
  /// - Returns: The response without the properties that are not compared.
  public func compared(_ response: IntentResponse) -> IntentResponse {
    var response = response
    switch self {
    case .all:
      break
    case .code:
      response.properties = [:]
    case .properties(let names):
      response.properties = response.properties.filter { names.contains($0.key) }
    }
    return response
  }
}
