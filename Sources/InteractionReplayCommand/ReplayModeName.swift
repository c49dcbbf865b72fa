import ArgumentParser

/// `--mode`: exact, host or chaos.
enum ReplayModeName: String, CaseIterable, ExpressibleByArgument {
  case exact
  case host
  case chaos
}
