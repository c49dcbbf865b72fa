import Foundation
import InteractionLog
import InteractionModel
import InteractionTestSupport
import Testing

/// The time-travel page, driven through its DOM contract.
///
/// Stepping to the empty-set call of `Recordings/empty-set-last` and its answer draws the header
/// below the card and proves `header-not-on-top`; deep links; a replay page's divergences; an
/// exploration page's shrunk plan and its replay's divergence. A page without the panel fails
/// them: they are skipped only where no browser is installed.
@Suite(.serialized, BrowserInstallation.gate, .sharedBrowser)
struct TimeTravelPageTests {
  /// The empty-set call of `Recordings/empty-set-last`, as `#tt-event` names it.
  static let emptySetCall = "ui-extension-502.ilog#5"
  /// Its answer: the 44 pt the view takes, which puts it below the card.
  static let emptySetAnswer = "ui-extension-502.ilog#6"

  /// Opens a page and waits until its script has initialised.
  static func open(_ browser: Browser, _ page: String, fragment: String? = nil) async throws {
    try await browser.open(file: page, fragment: fragment)
    try await browser.wait(until: "document.documentElement.dataset.ttReady === 'true'")
  }

  /// The current event's `data-event`, such as `ui-extension-502.ilog#5`.
  static func currentEvent(_ browser: Browser) async throws -> String? {
    try await browser.attribute("data-event", of: browser.element("#tt-event"))
  }

  /// The scrubber's `aria-valuenow`.
  static func position(_ browser: Browser) async throws -> Int? {
    try await browser.attribute("aria-valuenow", of: browser.element("#tt-scrubber")).flatMap {
      Int($0)
    }
  }

  /// Presses → from the first position (or from `start`, where the scrubber stands) until the
  /// current event is `event`, checking that each press moves the scrubber by one.
  ///
  /// - Returns: The position reached.
  static func step(_ browser: Browser, to event: String, from start: Int? = nil) async throws
    -> Int
  {
    if start == nil { try await browser.press(.home) }
    let scrubber = try await browser.element("#tt-scrubber")
    let last = try #require(
      try await browser.attribute("aria-valuemax", of: scrubber).flatMap { Int($0) })
    #expect(try await position(browser) == start ?? 0)
    for expected in (start ?? 0)...last {
      if try await currentEvent(browser) == event { return expected }
      try await browser.press(.arrowRight)
      try await browser.wait(
        until:
          "document.getElementById('tt-scrubber').getAttribute('aria-valuenow') === '\(min(expected + 1, last))'"
      )
    }
    throw WebDriverError("→ from the first position never reached \(event) (\(last + 1) positions)")
  }

  @Test func steppingToTheEmptySetCallDrawsTheHeaderBelowTheCardAndProvesItsFinding() async throws {
    let browser = try Browser.current()
    let directory = TemporaryDirectory()
    let page = try ILogPages.report("Recordings/empty-set-last", in: directory)
    try await Self.open(browser, page)
    #expect(try await browser.attribute("data-mode", of: browser.element("#tt")) == "recording")
    try await browser.press(.home)
    try Screenshots.keep(try await browser.screenshot(), as: "time-travel-empty-set-last-start")

    let call = try await Self.step(browser, to: Self.emptySetCall)
    let event = try await browser.element("#tt-event")
    #expect(try await browser.attribute("data-interaction", of: event) == "S2")
    #expect(try await browser.attribute("data-kind", of: event) == "configureView")
    // Called but not answered: its view is there, with no room yet, and nothing shows that it
    // sits below the card.
    #expect(try await browser.elements("#tt-snippet .tt-view[data-offered=\"\"]").count == 1)
    #expect(try await browser.elements("#tt-findings [data-code=\"header-not-on-top\"]").isEmpty)

    #expect(try await Self.step(browser, to: Self.emptySetAnswer, from: call) == call + 1)
    #expect(
      try await browser.attribute("data-kind", of: browser.element("#tt-event")) == "completion")
    let header = try await browser.element("#tt-snippet .tt-view[data-offered=\"\"]")
    let card = try await browser.element(
      "#tt-snippet .tt-view[data-offered=\"INStartWorkoutIntent.intentDescription\"]")
    let headerTop = try await browser.boundingRect(of: header).top
    let cardTop = try await browser.boundingRect(of: card).top
    #expect(headerTop > cardTop, "the header is drawn below the card, as the user saw it")
    let finding = try await browser.element("#tt-findings [data-code=\"header-not-on-top\"]")
    #expect(try await browser.isShown(finding))
    #expect(try await browser.text(of: finding) != "")
    try Screenshots.keep(
      try await browser.screenshot(), as: "time-travel-empty-set-last-empty-set-call")

    try await browser.press(.end)
    let scrubber = try await browser.element("#tt-scrubber")
    #expect(
      try await browser.attribute("aria-valuenow", of: scrubber)
        == browser.attribute("aria-valuemax", of: scrubber))
    try Screenshots.keep(try await browser.screenshot(), as: "time-travel-empty-set-last-end")
  }

  @Test func nextFindingStopsWhereHeaderNotOnTopBecomesProvable() async throws {
    let browser = try Browser.current()
    let directory = TemporaryDirectory()
    try await Self.open(browser, ILogPages.report("Recordings/empty-set-last", in: directory))
    try await browser.press(.home)
    #expect(try await browser.elements("#tt-findings [data-code=\"header-not-on-top\"]").isEmpty)
    try await browser.press(.character("n"))
    try await browser.wait(until: "document.querySelector('#tt-findings [data-code]')")
    #expect(try await Self.position(browser) != 0)
  }

  @Test func aDeepLinkOpensItsEventAndTheFragmentFollowsThePosition() async throws {
    let browser = try Browser.current()
    let directory = TemporaryDirectory()
    let page = try ILogPages.report("Recordings/empty-set-last", in: directory)
    try await Self.open(browser, page, fragment: "event=ui-extension-502.ilog:5")
    #expect(try await Self.currentEvent(browser) == Self.emptySetCall)

    try await Self.open(browser, page, fragment: "interaction=S2")
    #expect(
      try await browser.attribute("data-interaction", of: browser.element("#tt-event")) == "S2")
    let first = try await Self.currentEvent(browser)
    try await browser.press(.arrowRight)
    try await browser.wait(until: "location.hash.includes('event=')")
    let fragment = try await browser.execute("return decodeURIComponent(location.hash)")
    let moved = try #require(try await Self.currentEvent(browser))
    #expect(moved != first)
    // `file#sequence` in data-event, `file:sequence` in the fragment.
    #expect(
      fragment.stringValue?.contains("event=" + moved.replacingOccurrences(of: "#", with: ":"))
        == true)

    // On hashchange too, without reloading.
    try await browser.execute("location.hash = 'event=ui-extension-502.ilog:5'")
    try await browser.wait(
      until: "document.getElementById('tt-event').dataset.event === '\(Self.emptySetCall)'")
  }

  @Test func aReplayPageListsItsDivergenceAndClickingOneGoesThere() async throws {
    let browser = try Browser.current()
    let directory = TemporaryDirectory()
    // adaptive-header draws the header inside its first view when the empty set has not come
    // first: both configureView answers' sizes differ from the recording's (2 divergences).
    let page = try ILogPages.replay(
      "Recordings/empty-set-last", sample: "adaptive-header", in: directory)
    try await Self.open(browser, page)
    #expect(try await browser.attribute("data-mode", of: browser.element("#tt")) == "replay")
    #expect(try await browser.elements("#tt-recorded").count == 1)
    #expect(try await browser.elements("#tt-replayed").count == 1)
    let divergences = try await browser.elements("#tt-divergences li[data-divergence]")
    #expect(divergences.count == 2)
    let divergence = try #require(divergences.first, "a replay that diverged lists its divergence")
    #expect(try await browser.text(of: divergence) != "")
    let event = try #require(try await browser.attribute("data-event", of: divergence))
    try await browser.click(divergence)
    try await browser.wait(
      until: "document.getElementById('tt-event').dataset.event === '\(event)'")
    #expect(
      try await browser.execute(
        "return document.getElementById('tt-event').classList.contains('tt-divergent')")
        == true)
    try Screenshots.keep(try await browser.screenshot(), as: "time-travel-replay-empty-set-last")
  }

  @Test func anExplorationPageShowsTheShrunkPlanAndItsReplaysDivergence() async throws {
    let browser = try Browser.current()
    let directory = TemporaryDirectory()
    // The workout controller draws its header wherever the empty set lands: one failure,
    // header-not-on-top, shrunk to the empty set last.
    let page = try ILogPages.explore(
      "Recordings/empty-set-last", sample: "workout", in: directory)
    try await Self.open(browser, page)
    #expect(try await browser.attribute("data-mode", of: browser.element("#tt")) == "exploration")
    let shrunk = try await browser.element(".tt-failure[data-failure=\"1\"] .tt-plan[data-shrunk]")
    #expect(try await browser.isShown(shrunk))
    #expect(try await browser.text(of: shrunk).contains("[INStartWorkoutIntent.intentDescription]"))
    #expect(try await browser.elements(".tt-plan[data-plan]").count == 1)
    #expect(try await browser.elements("#tt-failure option").count == 1)
    let divergences = try await browser.elements("#tt-divergences li[data-divergence]")
    let divergence = try #require(divergences.first, "the shrunk replay lists its divergence")
    #expect(try await browser.text(of: divergence).contains("header-not-on-top"))
    let event = try #require(try await browser.attribute("data-event", of: divergence))
    try await browser.click(divergence)
    try await browser.wait(
      until: "document.getElementById('tt-event').dataset.event === '\(event)'")
    // The panel runs over the shrunk replay: the header drawn below the card, proved there.
    #expect(
      try await browser.elements("#tt-replayed #tt-findings [data-code=\"header-not-on-top\"]")
        .count == 1)
    try await browser.wait(until: "location.hash.includes('failure=1')")
  }

  @Test func choosingAnotherFailureShowsItsPlansAndRunsTheSliderOverItsReplay() async throws {
    let browser = try Browser.current()
    let directory = TemporaryDirectory()
    // Three interactions, each with the header shown as a footer: S1, S4, S3.
    let page = try ILogPages.explore("Recordings/two-process", sample: "workout", in: directory)
    try await Self.open(browser, page)
    #expect(try await browser.elements("#tt-failure option").count == 3)
    #expect(try await browser.isShown(browser.element(".tt-failure[data-failure=\"1\"]")))
    #expect(try await !browser.isShown(browser.element(".tt-failure[data-failure=\"2\"]")))
    #expect(
      try await browser.attribute("data-interaction", of: browser.element("#tt-event")) == "S1")

    // As a choice in the menu does: its value, then its change event.
    try await browser.execute(
      "const s = document.getElementById('tt-failure'); s.value = '2'; "
        + "s.dispatchEvent(new Event('change'))")
    try await browser.wait(
      until: "document.getElementById('tt-event').dataset.interaction === 'S4'")
    #expect(try await !browser.isShown(browser.element(".tt-failure[data-failure=\"1\"]")))
    let shrunk = try await browser.element(".tt-failure[data-failure=\"2\"] .tt-plan[data-shrunk]")
    #expect(try await browser.isShown(shrunk))
    #expect(try await browser.text(of: shrunk).contains("[INSendMessageIntent.recipients]"))
    let list = try await browser.element("#tt-divergences")
    #expect(try await browser.attribute("data-failure", of: list) == "2")
    let divergence = try await browser.element("#tt-divergences li[data-divergence]")
    #expect(try await browser.text(of: divergence).contains("interaction S4"))
    try await browser.wait(until: "location.hash.startsWith('#failure=2&event=')")

    // A deep link to the third.
    try await Self.open(browser, page, fragment: "failure=3")
    #expect(
      try await browser.attribute("data-interaction", of: browser.element("#tt-event")) == "S3")
    #expect(try await browser.isShown(browser.element(".tt-failure[data-failure=\"3\"]")))
  }
}
