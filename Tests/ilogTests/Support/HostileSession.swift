import Foundation
import InteractionLog
import InteractionModel
import InteractionTestSupport

/// A session whose every name and value tries to break out of HTML.
///
/// Tags, quotes, `</script>`, comment openers and character references in the intent's class
/// and properties, the interaction's identifier, parameter key paths, instance ids, handler types
/// and response codes. Written with the real ``LogWriter`` (through ``LogBuilder``), as an
/// attacker's recording would be.
enum HostileSession {
  /// Text that runs script if it lands unescaped in content.
  static let tag = "<script>alert(1)</script>"
  /// Text that ends an attribute value and adds a handler if it lands unescaped in one.
  static let quote = "x\" onmouseover=\"alert(2)"
  /// Text that ends an inline script or style element, or opens a comment.
  static let breakout = "</script></style><!--<img src=x onerror=alert(3)>"
  /// A character reference that must show as written, not as `<`.
  static let reference = "&lt;b&gt;"

  static let intentClass = "IN<b>Hostile</b>'Intent"
  static let responseClass = "Resp<i>onse\""
  static let interaction = "I\"><svg onload=alert(4)>"
  static let controller = "View</script><script>alert(5)//#1"
  static let handler = "Handler\"><img src=x onerror=alert(6)>#1"

  /// Writes both extensions' logs into `directory`; the controller claims a parameter of
  /// another class, so that a finding quotes hostile names too.
  static func write(in directory: String) throws {
    let clock = SessionLogs.clock()
    let intent = Intent(
      className: intentClass, identifier: quote,
      properties: [tag: .string(breakout), "note": .string(reference), quote: .integer(1)])
    let response = IntentResponse(
      className: responseClass, code: .init(rawValue: 7, name: "<u>code</u>"),
      properties: ["detail": .string(tag)])
    let intents = try LogBuilder(
      path: directory + "/intents-extension-4242.ilog",
      identity: SessionLogs.identity(.intentsExtension, pid: 4242), clock: clock,
      interaction: interaction)
    intents.dispatch(intent, to: handler, handlerType: breakout, from: quote)
    intents.resolve(
      tag, value: .string(breakout),
      results: [.success(.string(tag)), .disambiguation([.string(quote)])], latency: 100_000,
      on: handler)
    intents.handle(intent, answering: response, latency: 200_000, on: handler)
    try intents.close()

    let ui = try LogBuilder(
      path: directory + "/ui-extension-4243.ilog",
      identity: SessionLogs.identity(.uiExtension, pid: 4243), clock: clock,
      interaction: interaction)
    ui.writer.append(
      .interaction(
        Interaction(
          intent: intent, response: response, handlingStatus: .success, direction: .outgoing,
          identifier: interaction)),
      interaction: interaction)
    let own = try Parameter(for: intentClass, keyPath: "<script>alert(7)</script>[0]")
    let foreign = try Parameter(for: "Other\"<img src=x onerror=alert(8)>", keyPath: "k'ey")
    ui.call(
      .configureView(parameters: [own], interactiveBehavior: .none, context: .siriSnippet),
      on: controller,
      completions: [
        .configureViewCompletion(
          success: true, claimed: [own, foreign], size: Size(width: 320, height: 60),
          latency: 300_000)
      ])
    try ui.close()
  }
}
