/// One extension of a session being recorded, in this process or in a child process.
@MainActor
protocol RecordingSide {
  /// Carries out a request and returns the side's answer.
  ///
  /// - Parameter request: What to do.
  /// - Returns: The answer; ``SideReply/killed`` when the side's process died on the way.
  /// - Throws: ``RecordingError`` when the side cannot be reached.
  func send(_ request: SideRequest) async throws(RecordingError) -> SideReply
}
