/// Content a tool puts above the report's sessions: its markup, the style sheet it needs and
/// its script, which the page's security policy admits by `scriptHash` (`sha256-…`).
///
/// `ilog report` puts the time-travel panel there; the report's sessions follow it in a
/// section of their own, so that the page keeps one `main` element, the prelude's.
package struct HTMLReportPrelude: Sendable {
  package var markup: String
  package var style: String
  package var script: String
  package var scriptHash: String

  /// A prelude; each argument is the property of the same name.
  package init(markup: String, style: String, script: String, scriptHash: String) {
    self.markup = markup
    self.style = style
    self.script = script
    self.scriptHash = scriptHash
  }
}
