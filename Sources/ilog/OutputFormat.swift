// A conformance of a public type is public, so its protocol's module must be imported publicly;
// in an executable nothing outside sees it.
public import ArgumentParser
import Foundation
public import InteractionInspector

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// `--format text|json|markdown|mermaid`, by the formats' raw values.
extension ReportFormat: ExpressibleByArgument {}

/// When text output is coloured.
enum ColorChoice: String, CaseIterable, ExpressibleByArgument {
  /// On a terminal, unless `NO_COLOR` is set or `TERM` is `dumb`.
  case auto
  case always
  case never
}

/// The output options `inspect`, `stats` and `diff` share through `@OptionGroup`.
struct OutputOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Output format: text (aligned tables), json (for scripts), markdown (for pull requests) or "
        + "mermaid (a diagram GitHub renders).", valueName: "format"))
  var format: ReportFormat = .text

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
      return Terminal.wantsColor(isTerminal: Terminal.isTerminal(STDOUT_FILENO), environment)
        ? .ansi : .plain
    }
  }
}

/// What the tool asks of the terminal.
enum Terminal {
  /// Whether the file descriptor is a terminal.
  static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

  /// Colour on a terminal, unless `NO_COLOR` is set to anything but the empty string
  /// (https://no-color.org) or `TERM` is `dumb`.
  static func wantsColor(isTerminal: Bool, _ environment: [String: String]) -> Bool {
    guard isTerminal else { return false }
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
    return environment["TERM"] != "dumb"
  }
}
