extension IntentConfirming {
  /// Confirms an intent and returns the response, through ``confirm(intent:completion:)``.
  ///
  /// If the handler calls its completion more than once, the first response is returned and later
  /// calls are ignored rather than crashing; if it never calls it, this never returns.
  ///
  /// - Parameter intent: The intent to confirm.
  /// - Returns: The response the handler's completion received first.
  public func confirm(intent: Intent) async -> IntentResponse {
    await withCheckedContinuation { continuation in
      let once = ResumeOnce(continuation)
      confirm(intent: intent) { response in once.resume(returning: response) }
    }
  }
}
