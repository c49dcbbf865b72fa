/// The renderers' format's former name: it is the `--format` of `inspect`, `stats` and
/// `diff`, not of `ilog report`, which always writes HTML.
@available(*, deprecated, renamed: "OutputFormat")
public typealias ReportFormat = OutputFormat
