import Foundation
import InteractionLog
import InteractionModel
import InteractionTestSupport
import Testing

/// Today's `ilog report` page in a real browser: what only its script does, that it fetches
/// nothing, and that a broken script fails the check; the pictures of Docs/ come from here.
@Suite(.serialized, BrowserInstallation.gate, .sharedBrowser)
struct ReportPageTests {
  /// A page's script made not to run.
  enum ScriptBreak: String, CaseIterable, Sendable {
    /// The `<script>` element taken out.
    case removed
    /// One character of the script changed: its hash no longer matches the page's security
    /// policy, which then blocks it.
    case altered

    func apply(to html: String) throws -> String {
      // The report's own script is the page's last; the time-travel panel's comes first.
      guard let start = html.range(of: "<script>", options: .backwards),
        let end = html.range(of: "</script>", range: start.upperBound..<html.endIndex)
      else { throw WebDriverError("the page has no <script>") }
      switch self {
      case .removed:
        return String(html[..<start.lowerBound] + html[end.upperBound...])
      case .altered:
        return html.replacingCharacters(
          in: start.upperBound..<end.lowerBound,
          with: " "
            + html[start.upperBound..<end.lowerBound])
      }
    }
  }

  /// What is wrong with what only the script does on a report page; empty when it works.
  ///
  /// On the page of `Recordings/empty-set-last` (one interaction), the script shows and fills the filters, counts the interactions, and the search
  /// hides an interaction that does not match.
  static func scriptProblems(_ browser: Browser) async throws -> [String] {
    guard try await browser.isShown(browser.element("nav.filters")) else {
      return ["the filters stay hidden: the script did not run"]
    }
    var problems: [String] = []
    let codes = try await browser.execute(
      "return [...document.getElementById('fc').options].map(o => o.value)")
    if codes.arrayValue?.contains("header-not-on-top") != true {
      problems.append("the code filter lacks header-not-on-top: \(codes)")
    }
    let count = try await browser.text(of: browser.element("#fn"))
    if count != "1 of 1 interactions" { problems.append("the count reads \"\(count)\"") }
    try await browser.type("no-such-intent", into: browser.element("#fq"))
    do {
      try await browser.wait(
        until: "document.getElementById('fn').textContent === '0 of 1 interactions' && "
          + "document.querySelector('table.list tbody tr').hidden", timeout: 10)
    } catch {
      let after = try await browser.text(of: browser.element("#fn"))
      problems.append("searching for no-such-intent left \"\(after)\" and the row shown")
    }
    return problems
  }

  @Test func theScriptFillsTheFiltersAndTheSearchNarrowsThePage() async throws {
    let browser = try Browser.current()
    let directory = TemporaryDirectory()
    try await browser.open(file: ILogPages.report("Recordings/empty-set-last", in: directory))
    let problems = try await Self.scriptProblems(browser)
    #expect(problems.isEmpty, "the page's script: \(problems.joined(separator: "; "))")
  }

  @Test(arguments: ScriptBreak.allCases)
  func aBrokenScriptFailsTheCheck(_ breakage: ScriptBreak) async throws {
    let browser = try Browser.current()
    let directory = TemporaryDirectory()
    let page = try ILogPages.report("Recordings/empty-set-last", in: directory)
    let broken = directory.file("broken-\(breakage.rawValue).html")
    try breakage.apply(to: String(contentsOfFile: page, encoding: .utf8))
      .write(toFile: broken, atomically: true, encoding: .utf8)
    try await browser.open(file: broken)
    #expect(
      try await Self.scriptProblems(browser) == ["the filters stay hidden: the script did not run"])
  }

  @Test func thePageMakesNoNetworkRequest() async throws {
    let browser = try Browser.current()
    let directory = TemporaryDirectory()
    try await browser.open(file: ILogPages.report("Recordings/empty-set-last", in: directory))
    let problems = try await Self.scriptProblems(browser)
    #expect(problems.isEmpty, "the page's script: \(problems.joined(separator: "; "))")
    // Everything the page loaded beyond itself: nothing.
    let loaded = try await browser.execute(
      "return performance.getEntriesByType('resource').map(e => e.name)")
    #expect(loaded == [])
    // A request the page's script could make is refused by its policy before it leaves.
    let policy = try await browser.execute(
      """
      window.violations = [];
      document.addEventListener('securitypolicyviolation', e => violations.push(e.effectiveDirective));
      new Image().src = arguments[0] + '/status';
      fetch(arguments[0] + '/status').then(() => violations.push('fetched'), () => {});
      return document.querySelector('meta[http-equiv="Content-Security-Policy"]').content
      """, .string("http://127.0.0.1:9"))
    #expect(policy.stringValue?.hasPrefix("default-src 'none';") == true)
    try await browser.wait(until: "window.violations.length >= 2")
    let refused = try await browser.execute("return window.violations.slice().sort()")
    #expect(refused == ["connect-src", "img-src"])
  }

  /// The report pages Docs/ shows, pictured at 1400 × 1500; kept under `ILOG_SCREENSHOTS`.
  @Test(arguments: ["empty-set-last", "superset-claim", "reasked-claimed"])
  func theReportPageIsPictured(_ recording: String) async throws {
    let browser = try Browser.current()
    let directory = TemporaryDirectory()
    try await browser.open(file: ILogPages.report("Recordings/\(recording)", in: directory))
    try await browser.wait(until: "!document.querySelector('nav.filters').hidden")
    let png = try await browser.screenshot()
    let size = try #require(Screenshots.size(ofPNG: png))
    #expect(size.width == browser.windowSize.width && size.height == browser.windowSize.height)
    try Screenshots.keep(png, as: "report-\(recording)")
  }
}
