import ArgumentParser
import InteractionInspector

/// `watch`'s output options: `inspect`'s, with the two formats a live stream of findings has.
struct WatchOutputOptions: ParsableArguments {
  /// The formats `watch` writes.
  enum Format: String, ExpressibleByArgument, CaseIterable {
    case text
    case json
  }

  @Option(
    help: ArgumentHelp(
      "Output format: text (a line per finding, under a status line on a terminal) or json (an "
        + "object per finding and line, for scripts).", valueName: "format"))
  var format: Format = .text

  @Option(help: ColorChoice.help)
  var color: ColorChoice = .auto

  /// The format as the inspector's renderers name it.
  var outputFormat: OutputFormat { format == .json ? .json : .text }

  /// The style for text output, as `inspect`'s ``OutputOptions`` chooses it.
  func style() -> TextStyle {
    OutputOptions.style(format: outputFormat, color: color)
  }
}
