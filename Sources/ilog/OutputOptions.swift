import ArgumentParser
import Foundation
import InteractionInspector

/// The output options `inspect`, `stats` and `diff` share through `@OptionGroup`.
struct OutputOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Output format: text (aligned tables), json (for scripts), markdown (for pull requests) or "
        + "mermaid (a diagram GitHub renders).", valueName: "format"))
  var format: OutputFormat = .text

  @Option(
    help: ArgumentHelp(
      "Colour text output: auto (on a terminal, unless NO_COLOR is set), always or never.",
      valueName: "when"))
  var color: ColorChoice = .auto

  /// The style for text output, from `--color`, the environment and whether standard output is
  /// a terminal.
  func style(environment: [String: String] = ProcessInfo.processInfo.environment) -> TextStyle {
    guard format == .text else { return .plain }
    switch color {
    case .always: return .ansi
    case .never: return .plain
    case .auto:
      return .automatic(isTerminal: Terminal.standardOutputIsATerminal, environment: environment)
    }
  }
}
