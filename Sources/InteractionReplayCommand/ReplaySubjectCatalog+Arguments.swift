import ArgumentParser
import InteractionReplay

extension ReplaySubjectCatalog {
  /// The subjects registered under `name`.
  ///
  /// - Throws: A `ValidationError` that lists the registered names when none is `name`.
  static func subjects(named name: String) throws -> ReplaySubjects {
    guard let subjects = self.subjects.first(where: { $0.key == name })?.value else {
      throw ValidationError(
        "unknown subject '\(name)'; registered: "
          + self.subjects.map(\.key).joined(separator: ", "))
    }
    return subjects
  }
}
