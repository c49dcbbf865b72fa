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

  /// Every line of a text that mentions one of ``names`` (matched with case, so that
  /// `Docs/SiriKit.md` is no hit).
  static func problems(in path: String, text: String) -> [RepositoryProblem] {
    guard names.contains(where: { text.contains($0) }) else { return [] }
    var problems: [RepositoryProblem] = []
    for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
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
