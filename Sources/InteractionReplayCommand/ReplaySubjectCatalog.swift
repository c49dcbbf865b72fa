public import InteractionReplay

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The types a ``ReplayTool`` (or a ``ReplayCommand`` or ``ExploreCommand`` alone) can replay,
/// by name: what a user registers in their own executable target, with the properties every
/// replay of them checks.
///
/// ```swift
/// enum MySubjects: ReplaySubjectCatalog {
///   static let subjects: KeyValuePairs<String, ReplaySubjects> = [
///     "workout": .types(
///       provider: { WorkoutIntentHandler() }, controller: { IntentViewController() },
///       properties: [.headerOnTop])
///   ]
/// }
/// ```
public protocol ReplaySubjectCatalog {
  /// The subjects by name, in the order `--help` lists them.
  static var subjects: KeyValuePairs<String, ReplaySubjects> { get }
  /// The executable's name, as a shell runs it: by default the name the process was started
  /// with; a ``ReplayTool`` is named so in its `--help`.
  static var commandName: String { get }
  /// The command a report's next steps tell the reader to run: by default ``commandName``'s
  /// spelling (``ReplayCommandName/init(replay:)``), an executable with `--subject`.
  static var command: ReplayCommandName { get }
  /// The modules a generated test imports for the subjects' types (`explore -o`), when the
  /// command line names none: by default none.
  static var testImports: [String] { get }
  /// Names still accepted for a subject renamed, each with the name it now has: `--help` lists
  /// them beside it, and `--subject` takes them. By default none.
  static var formerNames: KeyValuePairs<String, String> { get }
}

extension ReplaySubjectCatalog {
  /// The name the process was started with, without its directory.
  public static var commandName: String { executableName }

  /// ``commandName``'s spelling: `ilog replay` is `ilog`'s, `NAME replay` a tool's, any other
  /// an executable's.
  public static var command: ReplayCommandName { ReplayCommandName(replay: commandName) }

  /// The name the process was started with, without its directory: ``commandName``'s default.
  package static var executableName: String {
    CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "replay"
  }

  /// No modules: a user's command names them with `--import`.
  public static var testImports: [String] { [] }

  /// No former names.
  public static var formerNames: KeyValuePairs<String, String> { [:] }

  /// The subjects as `--help` lists them: each name, with its former names beside it.
  package static var subjectList: String {
    subjects.map { name, _ in
      let former = formerNames.filter { $0.value == name }.map(\.key)
      return former.isEmpty
        ? name : "\(name) (formerly \(former.joined(separator: ", ")): the same subject)"
    }.joined(separator: ", ")
  }
}
