package import InteractionModel

extension Parameter {
  /// A parameter from its text form, for fixtures.
  package static func fixture(_ text: String) -> Parameter {
    do {
      return try Parameter(text)
    } catch {
      preconditionFailure("bad fixture parameter \(text): \(error)")
    }
  }
}
