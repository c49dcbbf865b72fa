import ArgumentParser

/// `--format`: the report as text or as JSON.
enum ReplayOutputFormat: String, CaseIterable, ExpressibleByArgument {
  case text
  case json
}
