import Foundation
import InteractionLog
import InteractionModel

/// A session whose every name and value tries to break out of HTML.
///
/// Tags, quotes, `</script>`, comment openers and character references in the intent's class and properties, the
/// interaction's identifier, parameter key paths, instance ids, handler types and response
/// codes. Written with the real ``LogWriter``, as an attacker's recording would be.
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
    let clock = SteppingClock()
    let intent = Intent(
      className: intentClass, identifier: quote,
      properties: [tag: .string(breakout), "note": .string(reference), quote: .integer(1)])
    let response = IntentResponse(
      className: responseClass, code: .init(rawValue: 7, name: "<u>code</u>"),
      properties: ["detail": .string(tag)])
    let intents = try LogWriter(
      path: directory + "/intents-extension-4242.ilog",
      identity: SessionLogs.identity(.intentsExtension, pid: 4242), clock: clock)
    intents.append(.dispatch(intent: intent), interaction: interaction, instance: quote, call: 1)
    intents.append(
      .dispatchCompletion(handlerType: breakout), interaction: interaction, instance: handler,
      call: 1)
    intents.append(
      .resolve(parameter: tag, value: .string(breakout)), interaction: interaction,
      instance: handler, call: 2)
    intents.append(
      .resolveCompletion(
        parameter: tag, results: [.success(.string(tag)), .disambiguation([.string(quote)])],
        latency: 100_000),
      interaction: interaction, instance: handler, call: 2)
    intents.append(.handle(intent: intent), interaction: interaction, instance: handler, call: 3)
    intents.append(
      .handleCompletion(response: response, latency: 200_000), interaction: interaction,
      instance: handler, call: 3)
    try intents.close()

    let ui = try LogWriter(
      path: directory + "/ui-extension-4243.ilog",
      identity: SessionLogs.identity(.uiExtension, pid: 4243), clock: clock)
    ui.append(
      .interaction(
        Interaction(
          intent: intent, response: response, handlingStatus: .success, direction: .outgoing,
          identifier: interaction)),
      interaction: interaction)
    let own = try Parameter(for: intentClass, keyPath: "<script>alert(7)</script>[0]")
    let foreign = try Parameter(for: "Other\"<img src=x onerror=alert(8)>", keyPath: "k'ey")
    ui.append(
      .configureView(parameters: [own], interactiveBehavior: .none, context: .siriSnippet),
      interaction: interaction, instance: controller, call: 1)
    ui.append(
      .configureViewCompletion(
        success: true, claimed: [own, foreign], size: Size(width: 320, height: 60),
        latency: 300_000),
      interaction: interaction, instance: controller, call: 1)
    try ui.close()
  }
}
