import ArgumentParser
import InteractionReplay

extension ReplaySubjectCatalog {
  /// The subjects registered under `name`.
  ///
  /// - Throws: A `ValidationError` that lists the registered names when none is `name`.
  static func subjects(named name: String) throws -> ReplaySubjects {
    let name = formerNames.first { $0.key == name }?.value ?? name
    guard let subjects = self.subjects.first(where: { $0.key == name })?.value else {
      throw ValidationError(
        "unknown subject '\(name)'; registered: "
          + self.subjects.map(\.key).joined(separator: ", "))
    }
    return subjects
  }

  /// The command `explore`'s report names to step through a plan in `replay`: the catalog's
  /// (`ilog replay`, a ``ReplayTool``'s `NAME replay`, or another executable the catalog
  /// names), or `nil` when that is this executable's own name, which runs `explore` alone and
  /// takes no `--mode`: the report then prints no command it would reject.
  static var replayCommandForExplore: ReplayCommandName? {
    if case .executable(let name) = command, name == executableName { return nil }
    return command
  }
}
