package import InteractionReplay

/// A catalog as the subcommands of a ``ReplayTool`` see it: the same subjects and imports, and
/// the command that replays them `NAME replay`, so that what `replay` and `explore` print names
/// the subcommand that runs it.
package enum ToolCatalog<Base: ReplaySubjectCatalog>: ReplaySubjectCatalog {
  package static var subjects: KeyValuePairs<String, ReplaySubjects> { Base.subjects }
  package static var commandName: String { command.replay }
  /// The catalog's own spelling, as the tool's subcommands: an executable named in `command` or
  /// `commandName` replays through its `replay` subcommand here.
  package static var command: ReplayCommandName {
    switch Base.command {
    case .ilog, .tool: Base.command
    case .executable(let name): .tool(name)
    }
  }
  package static var testImports: [String] { Base.testImports }
}
