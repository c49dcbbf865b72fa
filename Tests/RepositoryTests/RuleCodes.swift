/// The rule and scenario codes the repository cites (`R4`, `D7`, `S2`, `F3`) and where
/// Docs/SiriKit.md defines them.
enum RuleCodes {
  /// Every code on every line of a text, with its line from 1: a letter R, D, S or F and one or
  /// two digits, standing alone as a word (`S5-update-1` cites `S5`; `0xD8` cites nothing).
  static func citations(in text: String) -> [(code: String, line: Int)] {
    var found: [(code: String, line: Int)] = []
    for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let characters = Array(line)
      var index = 0
      while index < characters.count {
        let character = characters[index]
        let startsWord = index == 0 || !isWordCharacter(characters[index - 1])
        guard startsWord, "RDSF".contains(character) else {
          index += 1
          continue
        }
        var end = index + 1
        while end < characters.count, end - index <= 2, characters[end].isASCII,
          characters[end].isNumber
        {
          end += 1
        }
        let digits = end - index - 1
        if (1...2).contains(digits), end == characters.count || !isWordCharacter(characters[end]) {
          found.append((String(characters[index..<end]), offset + 1))
        }
        index = end
      }
    }
    return found
  }

  /// The codes a document defines: each anchor that is a code, such as `r4` from
  /// `<a id="r4"></a>`, in upper case.
  static func defined(in document: MarkdownDocument) -> Set<String> {
    Set(
      document.anchors.filter { anchor in
        citations(in: anchor.uppercased()).map(\.code) == [anchor.uppercased()]
      }.map { $0.uppercased() })
  }

  /// The problems of a file whose codes `defined` should all hold.
  static func problems(in path: String, text: String, defined: Set<String>) -> [RepositoryProblem] {
    citations(in: text).filter { !defined.contains($0.code) }.map { citation in
      RepositoryProblem(
        file: path, line: citation.line,
        message: "\(citation.code) is cited but Docs/SiriKit.md defines no anchor "
          + "#\(citation.code.lowercased())")
    }
  }

  private static func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_"
  }
}
