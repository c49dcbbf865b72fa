// For `contains(_:)` with a string: without Foundation it is the one from macOS 13.
import Foundation
import Testing

/// Every Swift snippet of README.md and of the DocC articles that compile on Linux is code that
/// CI compiles: it appears, word for word, in a file of the consumer package
/// Examples/PaymentsExtension, which `.ci/run` builds with warnings as errors and tests under
/// this package's strict settings (`MemberImportVisibility` on).
@Suite struct SnippetTests {
  static let tree = RepositoryTree.checkout

  /// The documents whose snippets must compile.
  ///
  /// InteractionSiriKit's Getting Started is checked against Examples/StartWorkout instead.
  static let documents = [
    "README.md",
    "Sources/InteractionTesting/InteractionTesting.docc/InteractionTesting.md",
    "Sources/InteractionTesting/InteractionTesting.docc/RecordingWithoutADevice.md",
  ]

  @Test func everySnippetIsCompiledByTheExamplePackage() throws {
    let compiled = Self.tree.files(under: "Examples/PaymentsExtension")
      .filter { $0.hasSuffix(".swift") }
      .compactMap { Self.tree.text(of: $0) }
    #expect(compiled.count >= 5, "the example package's files are missing")
    var snippets = 0
    for document in Self.documents {
      let text = try #require(Self.tree.text(of: document), "\(document) is missing")
      for snippet in Self.swiftSnippets(in: text) {
        snippets += 1
        #expect(
          compiled.contains { $0.contains(snippet.code) },
          "\(document):\(snippet.line): this snippet is in no file of Examples/PaymentsExtension")
      }
    }
    #expect(snippets >= 6)
  }

  /// Every Swift snippet of InteractionSiriKit's Getting Started is a file of
  /// Examples/StartWorkout, word for word: code that `swift build` compiles, against the SiriKit
  /// stand-in on Linux.
  @Test func theGettingStartedSnippetsAreTheStartWorkoutExample() throws {
    let compiled = Self.tree.files(under: "Examples/StartWorkout")
      .filter { $0.hasSuffix(".swift") }
      .compactMap { Self.tree.text(of: $0) }
    #expect(compiled.count >= 4, "the example's files are missing")
    let document = "Sources/InteractionSiriKit/InteractionSiriKit.docc/GettingStarted.md"
    let text = try #require(Self.tree.text(of: document), "\(document) is missing")
    let snippets = Self.swiftSnippets(in: text)
    for snippet in snippets {
      #expect(
        compiled.contains { $0.contains(snippet.code) },
        "\(document):\(snippet.line): this snippet is in no file of Examples/StartWorkout")
    }
    #expect(snippets.count >= 6)
  }

  @Test func aSnippetThatDriftsIsFound() {
    let text = "text\n```swift\nlet a = 1\n```\nmore\n  ```swift\n  let b = 2\n  ```\n"
    let snippets = Self.swiftSnippets(in: text)
    #expect(snippets.map(\.code) == ["let a = 1\n", "let b = 2\n"])
    #expect(snippets.map(\.line) == [2, 6])
  }

  /// The code of each ```` ```swift ```` block, its fence's indentation removed, with the line of
  /// its opening fence.
  static func swiftSnippets(in text: String) -> [(code: String, line: Int)] {
    var snippets: [(code: String, line: Int)] = []
    var open: (indent: Int, line: Int, code: String)?
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      let trimmed = line.drop { $0 == " " }
      let indent = line.count - trimmed.count
      if let block = open {
        if trimmed.hasPrefix("```") {
          snippets.append((block.code, block.line))
          open = nil
        } else {
          open?.code += String(line.dropFirst(min(block.indent, indent))) + "\n"
        }
      } else if trimmed == "```swift" {
        open = (indent, index + 1, "")
      }
    }
    return snippets
  }
}
