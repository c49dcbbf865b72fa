import Foundation
import InteractionTestSupport
import Testing

/// Chromium and its WebDriver server, `chromedriver`, as this machine has them: where they are,
/// and whether the browser tests run.
///
/// Where either is missing the tests are skipped with ``missingReason``, except when
/// `ILOG_BROWSER_TESTS=required` (set by `.ci/run`), where they run and fail on it instead, so
/// that CI never passes without a browser.
enum BrowserInstallation {
  /// The browser's executable: Debian's `chromium`, or another build of Chromium or Chrome.
  static let browser = ["chromium", "chromium-browser", "google-chrome"].lazy.compactMap(which)
    .first

  /// The WebDriver server that drives it (Debian: the `chromium-driver` package).
  static let driver = which("chromedriver")

  /// Whether `ILOG_BROWSER_TESTS=required` turns a missing browser into a failure.
  static let isRequired = ProcessInfo.processInfo.environment["ILOG_BROWSER_TESTS"] == "required"

  /// What is missing and how to install it; `nil` when both are here.
  static var missingReason: String? {
    var missing: [String] = []
    if browser == nil { missing.append("chromium") }
    if driver == nil { missing.append("chromedriver") }
    if which("curl") == nil { missing.append("curl") }
    if missing.isEmpty { return nil }
    return "needs \(missing.joined(separator: " and ")) on PATH (Linux: apt-get install "
      + "chromium chromium-driver curl; macOS: brew install --cask chromium chromedriver); "
      + "ILOG_BROWSER_TESTS=required makes this a failure"
  }

  /// The trait of every browser suite: skipped with ``missingReason`` where the browser or its
  /// driver is missing, unless required.
  static var gate: ConditionTrait {
    .enabled(
      if: missingReason == nil || isRequired,
      Comment(rawValue: missingReason ?? "the browser and its driver are installed"))
  }
}
