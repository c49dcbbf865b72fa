extension ParameterRow {
  /// A row of the shipped catalog.
  ///
  /// Its text comes from `Tools/generate-sirikit/sirikit.json` and every entry is expanded by the
  /// tests, so an invalid one is a bug in the table: it traps rather than making every caller
  /// handle an error.
  static func shipped(_ text: String, groupsElements: Bool = false) -> ParameterRow {
    do {
      return try ParameterRow(text, groupsElements: groupsElements)
    } catch {
      preconditionFailure("invalid row in the standard intent catalog: \(error)")
    }
  }
}
