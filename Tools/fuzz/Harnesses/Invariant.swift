/// Traps with `message` when `condition` is false, in every build.
///
/// `precondition` drops its message in optimised builds, and a fuzzer's crash report is only
/// as useful as the message it shows, so the harnesses check their invariants through here.
///
/// - Parameters:
///   - condition: The invariant.
///   - message: What broke, with the values involved.
///   - file: Where the invariant is checked.
///   - line: The line it is checked on.
func require(
  _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
  file: StaticString = #fileID, line: UInt = #line
) {
  if !condition() { fatalError(message(), file: file, line: line) }
}
