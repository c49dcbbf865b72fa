import Foundation
import InteractionTestSupport
import Testing

/// README.md's transcripts are what `ilog` prints: every `$ swift run ilog …` line of a console
/// block that reads and writes nothing but the recordings (no `-o`, no shell quoting or pipes)
/// is run, and each line shown under it, `…` lines apart (however indented), is a line of its
/// output, in order.
@Suite struct ReadmeTranscriptTests {
  /// A command of a transcript and the lines shown under it.
  struct Transcript: CustomStringConvertible {
    var line: Int
    var arguments: [String]
    var shown: [String]

    var description: String { "README.md:\(line): ilog \(arguments.joined(separator: " "))" }
  }

  /// The runnable `swift run ilog` commands of the console blocks in `text`.
  static func transcripts(in text: String) -> [Transcript] {
    var found: [Transcript] = []
    var inConsole = false
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      if line.hasPrefix("```") {
        inConsole = line == "```console"
        continue
      }
      guard inConsole else { continue }
      if line.hasPrefix("$ ") {
        let words = line.dropFirst(2).split(separator: " ").map(String.init)
        let runnable =
          words.starts(with: ["swift", "run", "ilog"]) && !words.contains("-o")
          && !line.contains("'") && !line.contains("\"") && !line.contains("|")
        found.append(
          Transcript(
            line: index + 1, arguments: runnable ? Array(words.dropFirst(3)) : [], shown: []))
      } else if let last = found.indices.last, line.drop(while: { $0 == " " }) != "…" {
        found[last].shown.append(String(line))
      }
    }
    return found.filter { !$0.arguments.isEmpty }
  }

  static let readme =
    (try? String(contentsOfFile: PackageRoot.path + "/README.md", encoding: .utf8)) ?? ""

  @Test func theReadmeHasTranscriptsToRun() {
    #expect(Self.transcripts(in: Self.readme).count >= 4)
  }

  @Test(arguments: transcripts(in: readme))
  func eachTranscriptIsWhatIlogPrints(_ transcript: Transcript) throws {
    let outcome = try ILogBinary.run(transcript.arguments, in: PackageRoot.path)
    var lines = outcome.outputLines[...]
    for shown in transcript.shown {
      guard let position = lines.firstIndex(of: shown) else {
        Issue.record(
          "\(transcript): no line \(shown.debugDescription) in order in:\n\(outcome.output)")
        return
      }
      lines = lines[(position + 1)...]
    }
  }

  @Test func aTranscriptThatDriftsIsFound() {
    let text =
      "```console\n$ swift run ilog inspect x\na\n…\nb\n$ swift run ilog report x -o y\n```\n"
    let found = Self.transcripts(in: text)
    #expect(found.map(\.arguments) == [["inspect", "x"]])
    #expect(found.first?.shown == ["a", "b"])
  }
}
