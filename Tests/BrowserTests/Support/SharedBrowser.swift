import Testing

/// A suite trait that starts one browser for the whole suite and ends it after the last test:
/// the tests reach it as ``Browser/shared``.
///
/// One browser per suite keeps the suite's wall time small (starting Chromium takes a second or
/// more on a loaded machine); the suite must be `.serialized`, since its tests share one window.
struct SharedBrowser: SuiteTrait, TestScoping {
  /// Light, unless the pictures are asked for in dark (``Screenshots/colorScheme``).
  var colorScheme = Screenshots.colorScheme

  /// Once around the suite, not around each test.
  var isRecursive: Bool { false }

  func provideScope(
    for test: Test, testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    let browser = try await Browser.launch(colorScheme: colorScheme)
    do {
      try await Browser.$shared.withValue(browser) { try await function() }
    } catch {
      await browser.quit()
      throw error
    }
    await browser.quit()
  }
}

extension Trait where Self == SharedBrowser {
  /// One browser for the suite (``SharedBrowser``).
  static var sharedBrowser: Self { Self() }
}

extension Browser {
  /// The suite's shared browser.
  ///
  /// - Throws: When the suite lacks the ``SharedBrowser`` trait.
  static func current() throws -> Browser {
    guard let shared else { throw WebDriverError("the suite has no .sharedBrowser trait") }
    return shared
  }
}
