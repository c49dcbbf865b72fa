/// A program a test wanted to run on a platform that cannot start one (iOS, whose Foundation has
/// no `Process`): the test needs a Mac or Linux.
package struct ProgramUnavailable: Error, CustomStringConvertible {
  /// The program's path.
  package var executable: String

  package var description: String {
    "cannot run \(executable): this platform has no Foundation Process (tests that run programs "
      + "need macOS or Linux)"
  }
}
