import Foundation
import Testing

/// The tests run the same on a Mac as on Linux: no test source invokes a program with options
/// only util-linux or GNU give (BSD's `script` rejects `-c`, BSD's `time` has no `-f`), except
/// through the portable helpers of `Tests/InteractionTestSupport`, which choose by what the system
/// has.
@Suite struct PortableInvocationTests {
  /// An invocation only one system's tools take, found by a pattern on one line of Swift.
  struct Rule: Sendable {
    /// What the line does, for the finding.
    var what: String
    /// A regular expression that matches such a line.
    var pattern: String
    /// What to use instead.
    var instead: String
  }

  static let rules: [Rule] = [
    Rule(
      what: "runs script(1) directly", pattern: #"/usr/bin/script|(tool|which)\("script"\)"#,
      instead: "PseudoTerminalCommand"),
    Rule(
      what: "passes util-linux script's options",
      pattern: #""-q[a-z]*c"|"-q", "-e", "-c"|"-qfec"|"-qec""#, instead: "PseudoTerminalCommand"),
    Rule(
      what: "runs /usr/bin/time (GNU's -f and -o)", pattern: #"/usr/bin/time|"-f", "%M""#,
      instead: "PeakMemory"),
    Rule(
      what: "runs a GNU coreutils-only program",
      pattern: #"(tool|which)\("(sha256sum|md5sum|timeout|nproc|tac)"\)"#,
      instead: "OptionalTool (sha256sum or shasum), or Foundation"),
  ]

  /// The helpers that may spell the invocations out, choosing by the system.
  static let helpers: Set<String> = [
    "Tests/InteractionTestSupport/PseudoTerminalCommand.swift",
    "Tests/InteractionTestSupport/PeakMemory.swift",
    "Tests/InteractionTestSupport/OptionalTool.swift",
    // The helpers' tests, which give each flavor its path; and this file, whose rules name what
    // they find.
    "Tests/ilogTests/PortableProgramTests.swift",
    "Tests/RepositoryTests/PortableInvocationTests.swift",
  ]

  /// The findings in `text`, the file at `path`: `path:line: what (use instead)`.
  static func findings(in text: String, path: String) -> [String] {
    guard !helpers.contains(path) else { return [] }
    let whole = NSRange(text.startIndex..., in: text)
    var found: [(line: Int, text: String)] = []
    for rule in rules {
      // Matched on the whole text at once: line by line, Foundation's matching took minutes.
      guard let expression = try? NSRegularExpression(pattern: rule.pattern) else {
        Issue.record("the pattern \(rule.pattern) does not compile")
        continue
      }
      for match in expression.matches(in: text, range: whole) {
        guard let start = Range(match.range, in: text)?.lowerBound else { continue }
        let line = text[..<start].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
        found.append((line, "\(path):\(line): \(rule.what) (use \(rule.instead))"))
      }
    }
    return found.sorted { $0.line < $1.line }.map(\.text)
  }

  /// Every Swift file that a test target compiles: under `Tests/`, and the examples' tests.
  static func testSources(_ tree: RepositoryTree) -> [String] {
    (tree.files(under: "Tests") + tree.files(under: "Examples")).filter {
      $0.hasSuffix(".swift") && ($0.hasPrefix("Tests/") || $0.contains("/Tests/"))
    }
  }

  @Test func noTestInvokesAUtilLinuxOrGNUOnlyProgramOutsideTheHelpers() {
    let tree = RepositoryTree.checkout
    let sources = Self.testSources(tree)
    #expect(sources.contains("Tests/ilogTests/InteractiveStepTests.swift"))
    #expect(sources.contains("Examples/StartWorkout/Tests/StartWorkoutReplayTests.swift"))
    let found = sources.flatMap { Self.findings(in: tree.text(of: $0) ?? "", path: $0) }
    #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
  }

  /// The rules find what the tests once did, and let the helpers do it.
  @Test(arguments: [
    #"process.executableURL = URL(fileURLWithPath: "/usr/bin/script")"#,
    #"process.arguments = ["-qfec", command, "/dev/null"]"#,
    #"["-qec", "ILOG_READ_THREADS=1 \(ilog) verify \(path)", "/dev/null"])"#,
    #"guard let script = ILogBinary.tool("script") else { return nil }"#,
    #"let time = "/usr/bin/time""#,
    #"time, ["-f", "%M", "-o", report, try ILogBinary.path()] + arguments)"#,
    #"let sha256sum = try #require(which("sha256sum"))"#,
  ])
  func aNonPortableLineIsFound(line: String) {
    #expect(Self.findings(in: "let a = 1\n" + line, path: "Tests/XTests/X.swift").count == 1)
    #expect(
      Self.findings(in: line, path: "Tests/InteractionTestSupport/PeakMemory.swift").isEmpty)
  }

  @Test func portableLinesAreNotFound() {
    let text = """
      let script = try #require(PseudoTerminalCommand(command))
      let (outcome, peak) = try PeakMemory.run(ilog, arguments)
      let gzip = try #require(ILogBinary.tool("gzip"))
      if name == "style" || name == "script" {
      """
    #expect(Self.findings(in: text, path: "Tests/XTests/X.swift").isEmpty)
  }
}
