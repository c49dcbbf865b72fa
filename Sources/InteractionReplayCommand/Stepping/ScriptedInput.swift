/// Commands read from a file or a pipe (`--commands FILE`, `-` for standard input), as `lldb -s`
/// or `gdb -batch -x` read theirs: each line is echoed after the prompt, so that the transcript
/// reads as a session typed at a terminal; the end of the file ends the commands.
struct ScriptedInput: StepInput {
  /// The commands not read yet, last first, each with its line number in the file.
  private var lines: [(number: Int, text: String)]
  private let echo: (String) -> Void
  private(set) var history: [String] = []
  private(set) var lastPlace: String?
  var stopsAtFirstFailure: Bool { true }

  /// - Parameters:
  ///   - text: The commands, one a line; empty lines and lines starting with `#` are skipped.
  ///   - echo: Where the prompt and the line read go.
  init(_ text: String, echo: @escaping (String) -> Void) {
    lines = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
      .map { (number: $0.offset + 1, text: String($0.element)) }
      .filter { line in
        let trimmed = line.text.drop(while: \.isWhitespace)
        return !trimmed.isEmpty && !trimmed.hasPrefix("#")
      }
      .reversed()
    self.echo = echo
  }

  mutating func readLine(prompt: String) -> String? {
    guard let (number, line) = lines.popLast() else { return nil }
    lastPlace = "line \(number)"
    echo(prompt + line + "\n")
    history.append(line)
    return line
  }
}

extension ScriptedInput {
  /// The commands of a file, or of standard input for `-`; `nil` when the file cannot be read.
  ///
  /// - Parameters:
  ///   - path: The file's path, or `-`.
  ///   - echo: Where the prompt and the line read go.
  init?(contentsOf path: String, echo: @escaping (String) -> Void) {
    guard let text = Self.text(atPath: path) else { return nil }
    self.init(text, echo: echo)
  }

  /// A file's text, or standard input's for `-`.
  private static func text(atPath path: String) -> String? {
    if path == "-" {
      var lines: [String] = []
      while let line = Swift.readLine() { lines.append(line) }
      return lines.joined(separator: "\n")
    }
    return LocalFile.bytes(atPath: path).map { String(decoding: $0, as: UTF8.self) }
  }
}
