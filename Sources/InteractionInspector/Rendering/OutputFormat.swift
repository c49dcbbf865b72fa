/// The forms the inspector's renderers write: what `ilog inspect`, `ilog stats` and `ilog diff`
/// take as `--format`.
public enum OutputFormat: String, Hashable, CaseIterable, Sendable {
  /// Aligned tables for a person at a terminal; coloured when the ``TextStyle`` says so.
  case text
  /// JSON with sorted keys and a `schema` field naming its version, for scripts: one document
  /// (stats, diff), or one compact record per line as the inspection goes (inspect).
  case json
  /// GitHub-flavoured Markdown tables: for a pull request or an issue.
  case markdown
  /// A Mermaid diagram (`sequenceDiagram` for inspect and diff), which GitHub renders inside a
  /// code block fenced as `mermaid`.
  case mermaid
}
