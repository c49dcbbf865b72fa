package import InteractionLog
package import InteractionModel

extension EventPayload {
  /// The intent a handling call names: a dispatch's, confirm's or handle's (a resolve names
  /// only its parameter).
  package var handlingIntent: Intent? {
    switch self {
    case .dispatch(let intent), .confirm(let intent), .handle(let intent): intent
    default: nil
    }
  }
}
