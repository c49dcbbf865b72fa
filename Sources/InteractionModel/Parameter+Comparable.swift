extension Parameter: Comparable {
  /// Orders parameters by their text form, so that a set prints in a stable order.
  ///
  /// Two parameters have the same text form only if they are equal, so this order agrees with `==`.
  ///
  /// - Parameters:
  ///   - lhs: A parameter.
  ///   - rhs: Another parameter.
  /// - Returns: Whether `lhs`'s ``description`` sorts before `rhs`'s.
  public static func < (lhs: Parameter, rhs: Parameter) -> Bool {
    lhs.description < rhs.description
  }
}
