/// Something wrong at one line of one file, as a check reports it.
struct RepositoryProblem: Hashable, Sendable, CustomStringConvertible {
  /// The file, relative to the repository's root.
  var file: String
  /// The line, from 1.
  var line: Int
  /// What is wrong, in a sentence.
  var message: String

  /// `Docs/ilog.md:7: …`, as compilers print a place.
  var description: String { "\(file):\(line): \(message)" }
}
