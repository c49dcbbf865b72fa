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
    // Sets sort often and mostly hold one class: compare the paths alone then, without building
    // either text form.
    guard lhs.className == rhs.className else { return lhs.description < rhs.description }
    return lhs.subscriptedKeyPath < rhs.subscriptedKeyPath
  }
}
