package import InteractionReplay

/// A catalog as the subcommands of a ``ReplayTool`` see it: the same subjects and imports, and
/// the command that replays them `NAME replay`, so that what `replay` and `explore` print names
/// the subcommand that runs it.
package enum ToolCatalog<Base: ReplaySubjectCatalog>: ReplaySubjectCatalog {
  package static var subjects: KeyValuePairs<String, ReplaySubjects> { Base.subjects }
  package static var commandName: String { command.replay }
  package static var command: ReplayCommandName { .tool(Base.commandName) }
  package static var testImports: [String] { Base.testImports }
}
