/// Where an interactive `--step` reads its commands: a terminal, or in tests a script.
protocol StepInput {
  /// Shows `prompt` and reads one line, without its newline; `nil` at the end of input.
  mutating func readLine(prompt: String) -> String?
  /// The lines read so far that were not empty, oldest first.
  var history: [String] { get }
  /// Whether a failing command ends the commands, as in `gdb -batch`: true for a script.
  var stopsAtFirstFailure: Bool { get }
  /// Where the last line read came from, such as `line 3`; `nil` at a terminal.
  var lastPlace: String? { get }
}

extension StepInput {
  var stopsAtFirstFailure: Bool { false }
  var lastPlace: String? { nil }
}
