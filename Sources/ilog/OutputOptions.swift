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

  @Option(help: ColorChoice.help)
  var color: ColorChoice = .auto

  /// The style for text output, from `--color`, the environment and whether standard output is
  /// a terminal.
  func style(environment: [String: String] = ProcessInfo.processInfo.environment) -> TextStyle {
    Self.style(format: format, color: color, environment: environment)
  }

  /// The style for output in `format` under `--color`'s choice.
  static func style(
    format: OutputFormat, color: ColorChoice,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> TextStyle {
    guard format == .text else { return .plain }
    switch color {
    case .always: return .ansi
    case .never: return .plain
    case .auto:
      return .automatic(isTerminal: Terminal.standardOutputIsATerminal, environment: environment)
    }
  }
}
