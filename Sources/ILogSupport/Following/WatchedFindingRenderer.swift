package import InteractionInspector
package import InteractionLog

/// Renders findings one at a time, as `ilog watch` prints them while the logs are written.
///
/// Text: a short block per finding, the interaction and the code first, then the explanation,
/// the evidence (`file#seq`, the file named by its base name where that is unambiguous) and the
/// hint, as `ilog inspect` lists findings. JSON: one compact ``WatchedFinding`` per line.
package struct WatchedFindingRenderer: Sendable {
  /// What the renderer writes.
  package enum Format: Sendable {
    /// A short block of text per finding.
    case text
    /// One JSON line per finding (``WatchedFinding``).
    case json
  }

  private let format: Format
  private let style: TextStyle

  /// - Parameters:
  ///   - format: Text blocks or JSON lines.
  ///   - style: How text marks codes and headings; JSON is never styled.
  package init(format: Format, style: TextStyle = .plain) {
    self.format = format
    self.style = style
  }

  /// The text of `finding`, ended by a newline.
  ///
  /// - Parameters:
  ///   - finding: What to render.
  ///   - files: The files followed so far, to name evidence by base name where that is
  ///     unambiguous.
  /// - Returns: One JSON line, or a block of text lines.
  /// - Throws: ``JSONEncodeError`` when JSON cannot write the finding.
  package func text(
    for finding: WatchedFinding, files: [String]
  ) throws(JSONEncodeError) -> String {
    switch format {
    case .json:
      var line = try ReportJSONEncoder().encode(finding)
      line.append(UInt8(ascii: "\n"))
      return String(decoding: line, as: UTF8.self)
    case .text:
      let names = FileNames(files)
      var heading = StyledLine(
        "#\(finding.interaction) \(finding.intentClass ?? "(intent unknown)")", .heading)
      if let identifier = finding.identifier {
        heading += StyledLine("  interaction \(identifier)", .heading)
      }
      heading += StyledLine("  ") + StyledLine(finding.code.rawValue, .bad)
      var lines = [heading, StyledLine("  " + finding.explanation)]
      if !finding.evidence.isEmpty {
        lines.append(
          StyledLine("  evidence  ", .dim)
            + StyledLine(finding.evidence.map(names.reference).joined(separator: ", ")))
      }
      lines.append(StyledLine("  hint      ", .dim) + StyledLine(finding.hint))
      return lines.map { $0.rendered(style) + "\n" }.joined()
    }
  }
}
