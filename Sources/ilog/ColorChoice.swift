import ArgumentParser

/// When text output is coloured (`--color`).
enum ColorChoice: String, CaseIterable, ExpressibleByArgument {
  /// On a terminal, unless `NO_COLOR` is set or `TERM` is `dumb`.
  case auto
  case always
  case never
}
