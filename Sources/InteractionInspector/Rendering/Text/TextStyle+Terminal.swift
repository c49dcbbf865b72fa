extension TextStyle {
  /// The style `--color auto` chooses: colour on a terminal, unless `NO_COLOR` is set to
  /// anything but the empty string (https://no-color.org) or `TERM` is `dumb`.
  ///
  /// - Parameters:
  ///   - isTerminal: Whether the output is a terminal.
  ///   - environment: The process's environment.
  /// - Returns: ``ansi`` or ``plain``.
  package static func automatic(isTerminal: Bool, environment: [String: String]) -> TextStyle {
    guard isTerminal else { return .plain }
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .plain }
    return environment["TERM"] == "dumb" ? .plain : .ansi
  }
}
