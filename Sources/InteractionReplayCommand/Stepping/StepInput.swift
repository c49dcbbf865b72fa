/// Where an interactive `--step` reads its commands: a terminal, or in tests a script.
protocol StepInput {
  /// Shows `prompt` and reads one line, without its newline; `nil` at the end of input.
  mutating func readLine(prompt: String) -> String?
  /// The lines read so far that were not empty, oldest first.
  var history: [String] { get }
}
