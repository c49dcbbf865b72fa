import Testing

@testable import InteractionInspector

/// Widths of text in tables and boxes, counted without walking grapheme clusters when that
/// gives the same count, and lines built as the text output builds them.
@Suite struct TextColumnsTests {
  static let loneScalars: [Unicode.Scalar] = (0...0x2FFF).compactMap { value in
    String.isLoneScalar(UInt32(value)) ? Unicode.Scalar(UInt32(value)) : nil
  }

  @Test func everyLoneScalarIsACharacterBesideTheOthers() {
    let scalars = Self.loneScalars
    #expect(scalars.count > 3000)
    let spread = stride(from: 0, to: scalars.count, by: scalars.count / 61).map { scalars[$0] }
    var joined: [String] = []
    for scalar in scalars {
      for other in spread + [scalar] {
        for pair in [[scalar, other], [other, scalar]] {
          let text = String(String.UnicodeScalarView(pair))
          if text.count != 2 || text.columnCount != 2 { joined.append(text) }
        }
      }
    }
    #expect(joined.isEmpty)
  }

  @Test(arguments: [
    "", "plain ascii", "· claimed", "┌╌ (empty set) ╌┐", "café", "naïve—“quoted”…", "▲ ─│",
    // Outside the lone ranges, counted by grapheme clusters.
    "e\u{301}", "\r\n", "🇫🇷🇩🇪", "👩‍👩‍👧", "\u{600} ", "한국어", "a\u{200D}b", "x\u{FE0F}",
    "\u{1F600} smile", "tab\tand\u{7F}",
  ])
  func columnsAreCharacters(text: String) {
    #expect(text.columnCount == text.count)
    #expect(StyledLine(text).width == text.count)
  }

  @Test func linesJoinSpansInOrderAndAddTheirWidths() {
    let line = StyledLine("#1", .heading) + StyledLine() + StyledLine(" · ", .dim) + "name"
    #expect(line.spans.map(\.text) == ["#1", " · ", "name"])
    #expect(line.spans.map(\.role) == [.heading, .dim, nil])
    #expect(line.width == 9)
    #expect(line.plain == "#1 · name")
    #expect(StyledLine() + "a" == StyledLine("a"))
    #expect(StyledLine().isEmpty && StyledLine("").isEmpty && !line.isEmpty)
    #expect(line.rendered(.ansi) == "\u{1B}[1m#1\u{1B}[0m\u{1B}[2m · \u{1B}[0mname")
  }

  @Test func textLinesDropTrailingBlanksButNotASpaceInsideACharacter() {
    var lines = TextLines(style: .plain)
    lines.append(StyledLine("a  ") + StyledLine("   "))
    lines.append("")
    // U+0600 (a prepended mark) and the space after it are one character, which is kept.
    lines.append(StyledLine("b\u{600} "))
    var table = TextTable([TextTable.Column("x"), TextTable.Column("y", right: true)])
    table.add([["long value "], ["1"]])
    lines.append(table, indent: "  ")
    // The table pads with blanks only before something: its cell's own trailing blank stays.
    #expect(lines.text == "a\n\nb\u{600} \n  x            y\n  long value   1\n")
  }
}
