import Testing

/// The checks find what they are meant to find, so that a clean repository run means something.
@Suite struct CheckerTests {
  /// A link out of the repository, assembled so that this file cites nothing.
  static let outside = ".." + "/shared/x.md"

  /// A small repository in memory.
  static let files: [String: String] = [
    "README.md": """
    # Title
    See [the rules](Docs/Rules.md#r4), [a file](Docs/Rules.md), [missing](Docs/Gone.md),
    [a bad anchor](Docs/Rules.md#r99), [outside](\(outside)), [web](https://example.com/a(b)).
    ```
    [in a fence](Docs/Gone.md)
    ```
    Code `[in a span](Docs/Gone.md)` is no link; [here](#title) is.
    """,
    "Docs/Rules.md": """
    ### <a id="r4"></a>R4 · The empty set first
    ## `empty-set-not-first`
    ## Two · words—and more
    ## Twice
    ## Twice
    """,
  ]

  static func resolver() -> LinkResolver {
    LinkResolver(
      exists: { path in files[path] != nil || path == "Docs" },
      text: { files[$0] })
  }

  @Test func brokenLinksAreReportedWithTheirLine() {
    var resolver = Self.resolver()
    let problems = resolver.problems(inMarkdown: "README.md", text: Self.files["README.md"]!)
    #expect(
      problems.map(\.description) == [
        "README.md:2: link to Docs/Gone.md: no file Docs/Gone.md",
        "README.md:3: link to Docs/Rules.md#r99: Docs/Rules.md has no anchor #r99",
        "README.md:3: link to \(Self.outside) points outside the repository",
      ])
  }

  @Test func anchorsAreHeadingSlugsAndHTMLIDs() {
    let anchors = MarkdownDocument(Self.files["Docs/Rules.md"]!).anchors
    #expect(
      anchors == [
        "r4", "r4--the-empty-set-first", "empty-set-not-first", "two--wordsand-more", "twice",
        "twice-1",
      ])
  }

  @Test func citationsOfDocsAnchorsInCommentsAreChecked() {
    var resolver = Self.resolver()
    let problems = resolver.problems(
      inCitations: "Sources/A.swift",
      text: "/// As Docs/Rules.md#r4 says.\n/// Not Docs/Rules.md#r5, nor MyDocs/Rules.md#x.\n")
    #expect(
      problems.map(\.description) == [
        "Sources/A.swift:2: link to Docs/Rules.md#r5: Docs/Rules.md has no anchor #r5"
      ])
  }

  @Test func undefinedCodesAreReportedWithTheirLine() {
    let defined = RuleCodes.defined(in: MarkdownDocument(Self.files["Docs/Rules.md"]!))
    #expect(defined == ["R4"])
    let text = "first (R4)\nsecond (R4, D7) and S5-update-1\n0xD8, R123, FR4, R4a\n"
    #expect(RuleCodes.citations(in: text).map(\.code) == ["R4", "R4", "D7", "S5"])
    #expect(
      RuleCodes.problems(in: "x.swift", text: text, defined: defined).map(\.description) == [
        "x.swift:2: D7 is cited but Docs/SiriKit.md defines no anchor #d7",
        "x.swift:2: S5 is cited but Docs/SiriKit.md defines no anchor #s5",
      ])
  }

  @Test func externalDocumentsAreReportedButTheSiriKitDocIsNot() {
    let text = "// see Docs/SiriKit.md\n// (" + "DESIGN" + ".md §2)\n"
    #expect(
      ExternalCitations.problems(in: "y.swift", text: text).map(\.line) == [2])
  }

  @Test func theSDKBesideTheRepositoryIsAToolButADocumentBesideItIsNot() {
    let shared = ".." + "/shared"
    let text = "swiftc-ios at \(shared)/apple-sdk/swiftc-ios\nsee \(shared)/notes.md\n"
    #expect(ExternalCitations.problems(in: ".ci/run", text: text).map(\.line) == [2])
  }
}
