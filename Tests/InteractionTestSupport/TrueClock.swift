/// The clock of what really happened, shared by the processes of a ``ForeignLog`` session: each
/// event takes the next millisecond, whatever each process's own clock says.
package final class TrueClock {
  private var milliseconds = 0

  package init() {}

  /// The next event's true time, in milliseconds since the session began.
  package func tick() -> Int {
    milliseconds += 1
    return milliseconds
  }
}
