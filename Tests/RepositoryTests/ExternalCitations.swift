// For `contains(_:)` with a string: without Foundation it is the one from macOS 13.
import Foundation

/// Mentions of documents outside the repository: the team's notes that a clone does not contain.
enum ExternalCitations {
  /// The names that give such a citation away.
  ///
  /// They are assembled from parts so that this file itself cites nothing.
  static let names: [String] = [
    ".." + "/shared", "DESIGN" + ".md", "STYLE" + ".md", "sirikit" + ".md",
  ]

  /// Tools beside the repository that CI and scripts are given, not documents: the iOS SDK
  /// the Apple-platform check type-checks against.
  static let tools: [String] = [".." + "/shared/apple-sdk"]

  /// Every line of a text that mentions one of ``names`` (matched with case, so that
  /// `Docs/SiriKit.md` is no hit), except where the mention is one of ``tools``.
  static func problems(in path: String, text: String) -> [RepositoryProblem] {
    guard names.contains(where: { text.contains($0) }) else { return [] }
    var problems: [RepositoryProblem] = []
    for (offset, fullLine) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let line = tools.reduce(String(fullLine)) { $0.replacingOccurrences(of: $1, with: "") }
      for name in names where line.contains(name) {
        problems.append(
          RepositoryProblem(
            file: path, line: offset + 1,
            message: "cites \(name), which is not in the repository: cite Docs/SiriKit.md or "
              + "Docs/Architecture.md, or give the reason in the text"))
      }
    }
    return problems
  }
}
