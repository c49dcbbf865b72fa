import ArgumentParser

/// When text output is coloured (`--color`).
enum ColorChoice: String, CaseIterable, ExpressibleByArgument {
  /// On a terminal, unless `NO_COLOR` is set or `TERM` is `dumb`.
  case auto
  case always
  case never
}

extension ColorChoice {
  /// `--color`'s help, the same for every command that colours its text.
  static let help = ArgumentHelp(
    "Colour text output: auto (on a terminal, unless NO_COLOR is set), always or never.",
    valueName: "when")
}
