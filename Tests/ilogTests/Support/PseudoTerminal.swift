import Foundation
import InteractionTestSupport

/// A command run in a pseudo-terminal of its own through `script(1)` (``PseudoTerminalCommand``,
/// util-linux's or BSD's): a test reads what the terminal was sent, as a screen of lines, and
/// types into it.
///
/// Not tmux: a tmux server outlives the client that starts it and keeps the descriptor by which
/// Foundation's `Process` sees its child end, so waiting for the client never returns.
final class PseudoTerminal {
  let process = Process()
  private let keyboard = Pipe()
  private let scratch = TemporaryDirectory("pty")
  private var outputPath: String { scratch.file("terminal") }

  /// Starts `command`, a shell command line, in a new pseudo-terminal; `nil` when `script` is
  /// not installed.
  init?(_ command: String) throws {
    guard let script = PseudoTerminalCommand(command) else { return nil }
    _ = FileManager.default.createFile(atPath: outputPath, contents: nil)
    let output = try FileHandle(forWritingTo: URL(fileURLWithPath: outputPath))
    process.executableURL = URL(fileURLWithPath: script.executable)
    process.arguments = script.arguments
    process.standardInput = keyboard
    process.standardOutput = output
    process.standardError = output
    try process.run()
    try output.close()
  }

  /// What the terminal was sent so far, escape sequences and carriage returns included.
  var received: String {
    (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
  }

  /// The lines the terminal shows: each line as its last carriage return left it, without
  /// colours or erase sequences.
  var screen: [String] {
    let plain = received.replacingOccurrences(
      of: "\u{1B}\\[[0-9;]*[A-Za-z]", with: "", options: .regularExpression)
    let lines = plain.replacingOccurrences(of: "\r\n", with: "\n")
      .split(separator: "\n", omittingEmptySubsequences: false)
    return lines.map { line in
      String(line.split(separator: "\r", omittingEmptySubsequences: false).last ?? "")
    }
  }

  /// Types `text` at the keyboard, such as `"\u{03}"` for Ctrl-C.
  func type(_ text: String) {
    keyboard.fileHandleForWriting.write(Data(text.utf8))
  }

  /// Waits for the command's end, at most `timeout` seconds (then kills it); its exit status.
  func wait(timeout: TimeInterval) async -> Int32? {
    let ended = await Polling.until(timeout: timeout) { !process.isRunning }
    if !ended { process.terminate() }
    process.waitUntilExit()
    try? keyboard.fileHandleForWriting.close()
    return ended ? process.terminationStatus : nil
  }
}
