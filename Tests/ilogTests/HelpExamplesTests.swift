import Foundation
import InteractionTestSupport
import Testing

/// Every example every `--help` prints runs as printed, in a directory laid out as the examples
/// assume (`session/`, `ui.ilog`, `fleet/*/`, `Recordings/`, …): a usage error, a crash or a
/// hang in one fails here, not in a user's terminal.
@Suite(.serialized) struct HelpExamplesTests {
  /// The subcommands, as `ilog --help` lists them.
  static func subcommands() throws -> [String] {
    let help = try ILogBinary.run(["--help"]).output
    let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0.hasPrefix("SUBCOMMANDS:") }) else { return [] }
    // A name is indented by two spaces; a description's wrapped lines, by more.
    return lines[(start + 1)...].prefix { !$0.isEmpty }.compactMap { line in
      guard line.hasPrefix("  "), !line.hasPrefix("   ") else { return nil }
      return line.split(separator: " ").first.map(String.init)
    }
  }

  /// The examples of a help text's `EXAMPLES:` section: each `$ ` line, with the lines a
  /// trailing `\` continues; any other line there is an example wrapped where a shell would not
  /// read it, returned apart.
  static func examples(in help: String) -> (examples: [String], wrapped: [String]) {
    let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0.hasPrefix("EXAMPLES:") }) else {
      return ([], [])
    }
    var examples: [String] = []
    var wrapped: [String] = []
    var current: String?
    for raw in lines[(start + 1)...].prefix(while: { !$0.isEmpty }) {
      let line = raw.trimmingCharacters(in: .whitespaces)
      if let continued = current {
        current = continued + " " + line
      } else if line.hasPrefix("$ ") {
        current = String(line.dropFirst(2))
      } else {
        wrapped.append(line)
        continue
      }
      if let text = current, text.hasSuffix("\\") {
        current = String(text.dropLast()).trimmingCharacters(in: .whitespaces)
      } else if let text = current {
        examples.append(text)
        current = nil
      }
    }
    return (examples, wrapped)
  }

  /// A directory with what the examples name: sessions, single logs, a torn log, a fleet, and
  /// the package's recordings.
  static func workspace() throws -> TemporaryDirectory {
    let directory = TemporaryDirectory("help-examples")
    let files = FileManager.default
    let recordings = PackageRoot.path + "/Recordings"
    try files.createSymbolicLink(
      atPath: directory.path + "/Recordings", withDestinationPath: recordings)
    let sessions = [
      "session": "empty-set-last", "other-session": "two-process", "before": "start-workout",
      "after": "empty-set-last", "fleet/a": "start-workout", "fleet/b": "empty-set-last",
      "device-logs/s1": "start-workout",
    ]
    for (name, recording) in sessions {
      try files.createDirectory(
        atPath: directory.path + "/" + name, withIntermediateDirectories: true)
      for log in ["intents-extension-501.ilog", "ui-extension-502.ilog"] {
        try files.copyItem(
          atPath: "\(recordings)/\(recording)/\(log)", toPath: "\(directory.path)/\(name)/\(log)")
      }
    }
    let ui = "\(recordings)/empty-set-last/ui-extension-502.ilog"
    for name in ["ui.ilog", "ui-extension.ilog"] {
      try files.copyItem(atPath: ui, toPath: directory.path + "/" + name)
    }
    try files.copyItem(
      atPath: "\(recordings)/empty-set-last/intents-extension-501.ilog",
      toPath: directory.path + "/intents-extension.ilog")
    // A log cut short, as a crash leaves it.
    let bytes = try Data(contentsOf: URL(fileURLWithPath: ui))
    try files.createDirectory(
      atPath: directory.path + "/crashed", withIntermediateDirectories: true)
    try bytes.prefix(bytes.count - 7).write(
      to: URL(fileURLWithPath: directory.path + "/crashed/ui-extension-502.ilog"))
    try files.createDirectory(
      atPath: directory.path + "/Tests/AppTests", withIntermediateDirectories: true)
    return directory
  }

  /// Runs an example under bash with `ilog` first on the path, stopping one that follows a log
  /// (`tail -f`, `watch` without `--until-end`) after a while, as its user would with Ctrl-C.
  static func run(_ example: String, in directory: String) throws -> (ProgramResult, Bool) {
    let binary = URL(fileURLWithPath: try ILogBinary.path()).deletingLastPathComponent().path
    let follows =
      example.contains(" -f ")
      || (example.hasPrefix("ilog watch") && !example.contains("--until-end"))
    // The example in the background; a follower is stopped after 3 s, anything else after 120 s.
    let limit = follows ? 30 : 1200
    // Job control on, so that the example runs in a process group of its own, which the
    // stop reaches whole (a pipeline's every process).
    let script = """
      set -m -o pipefail
      ( \(example) ) &
      pid=$!
      i=0
      while kill -0 $pid 2>/dev/null && [ $i -lt \(limit) ]; do sleep 0.1; i=$((i+1)); done
      if kill -0 $pid 2>/dev/null; then
        kill -TERM -- -$pid 2>/dev/null
        wait $pid
        echo "stopped after its wait" >&2
        exit 124
      fi
      wait $pid
      """
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] = binary + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    let result = try runProgram(
      "/bin/bash", ["-c", script], environment: environment, currentDirectory: directory)
    return (result, follows)
  }

  @Test func everyExampleOfEveryHelpRuns() throws {
    let directory = try Self.workspace()
    var ran = 0
    let commands = try Self.subcommands()
    #expect(commands.contains("replay") && commands.contains("inspect"), "\(commands)")
    for command in commands {
      let help = try ILogBinary.run([command, "--help"]).output
      let (examples, wrapped) = Self.examples(in: help)
      #expect(!examples.isEmpty, "ilog \(command) --help has no example")
      #expect(wrapped.isEmpty, "ilog \(command) --help: an example wraps: \(wrapped)")
      for example in examples {
        #expect(example.hasPrefix("ilog \(command)"), "\(command): \(example)")
        let (result, follows) = try Self.run(example, in: directory.path)
        ran += 1
        // 0 or 1 (findings, a divergence, damage): what the example shows. A follower stopped
        // after its wait has shown what it follows.
        let stopped = follows && result.status == 124
        #expect(
          [0, 1].contains(result.status) || stopped,
          "\(example): exit \(result.status)\n\(result.error)")
        #expect(!result.error.contains("Usage:"), "\(example):\n\(result.error)")
      }
    }
    #expect(ran >= 30, "\(ran) examples")
  }
}
