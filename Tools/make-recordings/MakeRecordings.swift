import ArgumentParser
import Foundation

/// `make-recordings`: records the sample sessions of `Recordings/` through the simulated host and
/// the recorder, byte for byte reproducibly.
@main
struct MakeRecordings: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "make-recordings",
    abstract: "Record the sample SiriKit sessions of Recordings/, byte for byte reproducibly.",
    discussion: """
      Each recording is a session directory <output>/<name>/ holding the Intents extension's \
      and the Intents UI extension's logs (intents-extension-501.ilog, ui-extension-502.ilog), \
      recorded by InteractionRecorder while InteractionHost drives the InteractionSamples \
      extensions. Clocks, process and thread ids, session and interaction ids and seeds are \
      fixed, so every run writes the same bytes. Existing .ilog files of a recording are \
      replaced; nothing else is touched but the expected `ilog inspect` outputs written beside \
      them, expected-inspect.txt and expected-inspect.json, rendered from the new logs by the \
      inspector's renderers with paths relative to the parent of --output \
      (Recordings/start-workout). --check compares those too.

      The long session (--long <dir>) is not committed: at 10 000 interactions its two logs \
      take about 5.7 MB, and would change with every change to what the recorder writes.

      EXIT STATUS: 0 done (for --check: no difference); 1 --check found a difference; \
      2 a recording failed; 64 usage error.
      """)

  @Option(
    name: .customLong("only"),
    help: ArgumentHelp("Record only this recording; repeat for several.", valueName: "name"))
  var only: [String] = []

  @Option(help: ArgumentHelp("The directory that holds the recordings.", valueName: "dir"))
  var output = "Recordings"

  @Flag(
    help: """
      Record into a temporary directory and compare every byte with --output instead of \
      writing there, and the expected outputs with what the logs there render to; exit 1 on a \
      difference.
      """)
  var check = false

  @Flag(help: "List the recordings and what each shows, and exit.")
  var list = false

  @Option(
    help: ArgumentHelp(
      "Record only the long session (not committed: too large for git) into <dir>/long-session/.",
      valueName: "dir"))
  var long: String?

  @Option(help: ArgumentHelp("How many interactions the long session holds.", valueName: "count"))
  var longCount = Corpus.defaultLongCount

  @Flag(help: .hidden)
  var inProcess = false

  @Option(help: .hidden)
  var side: SideRole?

  func validate() throws {
    let unknown = only.filter { !Corpus.committedNames.contains($0) }
    guard unknown.isEmpty else {
      throw ValidationError(
        "unknown recording \(unknown.joined(separator: ", ")); known: "
          + Corpus.committedNames.joined(separator: ", "))
    }
    guard longCount >= 1 else { throw ValidationError("--long-count must be at least 1") }
    guard long == nil || (only.isEmpty && !check) else {
      throw ValidationError("--long cannot be combined with --only or --check")
    }
  }

  func run() async throws {
    if let side {
      let closed = await ChildProcessMain.serve(as: side)
      throw ExitCode(closed ? 0 : 2)
    }
    if list {
      for plan in Corpus.committed + [Corpus.long(count: longCount)] {
        print("\(plan.name)\t\(plan.summary)")
      }
      return
    }
    let plans =
      long == nil
      ? Corpus.committed.filter { only.isEmpty || only.contains($0.name) }
      : [Corpus.long(count: longCount)]
    do {
      let same = try await Self.make(
        plans, output: long ?? output, check: check, inProcess: inProcess)
      if !same { throw ExitCode(1) }
    } catch let error as RecordingError {
      FileHandle.standardError.write(Data("make-recordings: \(error)\n".utf8))
      throw ExitCode(2)
    }
  }

  /// Records the plans into `output`, or with `check` compares a fresh recording with it.
  ///
  /// - Returns: `false` when `check` found a difference.
  @MainActor
  private static func make(
    _ plans: [RecordingPlan], output: String, check: Bool, inProcess: Bool
  ) async throws(RecordingError) -> Bool {
    let maker = CorpusMaker(
      executable: executable, forceInProcess: inProcess, report: { print($0) })
    if check { return try await maker.check(plans, against: output) }
    try await maker.record(plans, into: output)
    return true
  }

  /// This executable, which the two-process recordings start again as their children.
  static var executable: String {
    Bundle.main.executablePath ?? CommandLine.arguments[0]
  }
}

extension SideRole: ExpressibleByArgument {}
