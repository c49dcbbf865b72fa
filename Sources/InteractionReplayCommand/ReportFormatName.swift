import ArgumentParser

/// `--format`: the report as text or as JSON.
enum ReportFormatName: String, CaseIterable, ExpressibleByArgument {
  case text
  case json
}
