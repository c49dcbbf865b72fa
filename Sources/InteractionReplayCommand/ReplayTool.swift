public import ArgumentParser

/// One executable with `replay` and `explore` subcommands over registered types: every command
/// either prints (a failure's step-through, the next steps' exploration) is one the same
/// executable accepts.
///
/// ```swift
/// import InteractionReplay
/// import InteractionReplayCommand
/// import MyIntentsUI
///
/// enum MySubjects: ReplaySubjectCatalog {
///   static let subjects: KeyValuePairs<String, ReplaySubjects> = [
///     "workout": .types(controller: { IntentViewController() }, properties: [.headerOnTop])
///   ]
/// }
///
/// ReplayTool<MySubjects>.main()  // in main.swift; `await` it in an `@main` type's `static func main() async`
/// ```
///
/// ```
/// $ my-replay explore Recordings/start-workout --subject workout
///    step through it: my-replay replay Recordings/start-workout --subject workout --mode chaos …
/// $ my-replay replay Recordings/start-workout --subject workout --mode chaos …
/// ```
///
/// `replay` is the default subcommand: `my-replay RECORDING --subject NAME` replays, as an
/// executable that runs ``ReplayCommand`` alone does. Both check the properties registered with
/// the subjects (``InteractionReplay/ReplaySubjects/properties``). The exit status is the
/// subcommand's.
public struct ReplayTool<Catalog: ReplaySubjectCatalog>: ReplayMainCommand {
  /// The executable's name as the catalog gives it (``ReplaySubjectCatalog/commandName``), its
  /// abstract, and the two subcommands, `replay` the default.
  public static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: Catalog.commandName,
      abstract: "Replay and explore recordings against registered types.",
      discussion: """
        Subjects: \(Catalog.subjectList)

        Every command a report prints runs here: a failure's step-through and the next \
        steps' exploration name `\(Catalog.commandName) replay` and \
        `\(Catalog.commandName) explore`.
        """,
      subcommands: [
        ReplayCommand<ToolCatalog<Catalog>>.self, ExploreCommand<ToolCatalog<Catalog>>.self,
      ],
      defaultSubcommand: ReplayCommand<ToolCatalog<Catalog>>.self)
  }

  /// Creates the command with its arguments not yet parsed, as `ParsableArguments` requires;
  /// run it with `main()` instead.
  public init() {}
}
