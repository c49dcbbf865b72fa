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

  /// Checks the options both `replay` and `explore` take: neither the timeout nor the size
  /// tolerance is negative.
  ///
  /// - Throws: A `ValidationError` naming both options.
  static func checkComparison(timeout: Double, sizeTolerance: Double) throws {
    guard timeout >= 0, sizeTolerance >= 0 else {
      throw ValidationError("--timeout and --size-tolerance must not be negative.")
    }
  }
}
