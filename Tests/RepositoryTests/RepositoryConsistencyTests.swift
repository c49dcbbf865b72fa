import Testing

/// The repository stands on its own.
///
/// Every rule and scenario code it cites is defined in Docs/SiriKit.md, every relative link leads
/// somewhere, and nothing cites a document a clone does not contain. Each failure names the file
/// and line.
@Suite struct RepositoryConsistencyTests {
  static let tree = RepositoryTree.checkout

  /// Fuzzer inputs are data, not text anyone cites.
  static let fuzzData = ["Tools/fuzz/corpus", "Tools/fuzz/regressions"]

  /// Where the code, the documentation and `ilog`'s output (the goldens in Recordings/) cite
  /// codes.
  static let codeCitingPaths = ["Sources", "Tools", "Docs", "Recordings", "README.md", "FORMAT.md"]

  @Test func everyCitedCodeIsDefinedInSiriKitDoc() throws {
    let siriKit = try #require(Self.tree.text(of: "Docs/SiriKit.md"), "Docs/SiriKit.md is missing")
    let defined = RuleCodes.defined(in: MarkdownDocument(siriKit))
    #expect(defined.isSuperset(of: ["R4", "R7", "D1", "D8", "S1", "S8"]))
    var problems: [RepositoryProblem] = []
    var files = 0
    for root in Self.codeCitingPaths {
      for path in Self.tree.files(under: root, excluding: Self.fuzzData) {
        guard let text = Self.tree.text(of: path) else { continue }
        files += 1
        problems += RuleCodes.problems(in: path, text: text, defined: defined)
      }
    }
    #expect(files > 100, "the walk found only \(files) files under \(Self.codeCitingPaths)")
    Self.record(problems)
  }

  @Test func everyRelativeLinkLeadsToAFileAndAnchor() {
    var resolver = LinkResolver(Self.tree)
    var problems: [RepositoryProblem] = []
    var documents = 0
    // CheckerTests cites missing files on purpose.
    for path in Self.tree.files(excluding: Self.fuzzData + ["Tests/RepositoryTests"]) {
      guard let text = Self.tree.text(of: path) else { continue }
      if path.lowercased().hasSuffix(".md") {
        documents += 1
        problems += resolver.problems(inMarkdown: path, text: text)
      } else {
        problems += resolver.problems(inCitations: path, text: text)
      }
    }
    #expect(documents >= 9, "the walk found only \(documents) Markdown files")
    Self.record(problems)
  }

  @Test func nothingCitesADocumentOutsideTheRepository() {
    var problems: [RepositoryProblem] = []
    for path in Self.tree.files() {
      guard let text = Self.tree.text(of: path) else { continue }
      problems += ExternalCitations.problems(in: path, text: text)
    }
    Self.record(problems)
  }

  /// One issue per problem, each naming its file and line.
  static func record(_ problems: [RepositoryProblem]) {
    for problem in problems { Issue.record("\(problem)") }
  }
}
