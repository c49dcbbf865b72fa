/// Commands read from a file or a pipe (`--commands FILE`, `-` for standard input), as `lldb -s`
/// or `gdb -batch -x` read theirs: each line is echoed after the prompt, so that the transcript
/// reads as a session typed at a terminal; the end of the file ends the commands.
struct ScriptedInput: StepInput {
  private var lines: [String]
  private let echo: (String) -> Void
  private(set) var history: [String] = []

  /// - Parameters:
  ///   - text: The commands, one a line; empty lines and lines starting with `#` are skipped.
  ///   - echo: Where the prompt and the line read go.
  init(_ text: String, echo: @escaping (String) -> Void) {
    lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      .filter { line in
        let trimmed = line.drop(while: \.isWhitespace)
        return !trimmed.isEmpty && !trimmed.hasPrefix("#")
      }
      .reversed()
    self.echo = echo
  }

  mutating func readLine(prompt: String) -> String? {
    guard let line = lines.popLast() else { return nil }
    echo(prompt + line + "\n")
    history.append(line)
    return line
  }
}
