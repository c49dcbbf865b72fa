import Foundation

/// One process's log written as another writer would write it from FORMAT.md alone: `ilog/1`
/// JSON lines composed here (envelope and fields in §3's order) and compressed by the `gzip`
/// program, without our writer and without the `IL` block index (§6.3).
///
/// Each event happens at the shared ``TrueClock``'s next tick; the process writes it with its own
/// wall clock, `clockOffset` milliseconds off, so a session whose processes' clocks disagree merges
/// in another order than the one things happened in.
package struct ForeignLog {
  /// The process's role, `intents-extension` or `ui-extension`.
  package let role: String
  /// The writer's process id; the file is `<role>-<pid>.ilog`.
  package let processID: Int
  /// How many milliseconds the process's wall clock is ahead (negative: behind).
  package let clockOffset: Int
  /// The interaction every event names from now on, as an Intents extension that knows it
  /// writes (`nil`: only the events given one name it).
  package var naming: String?
  private let clock: TrueClock
  private var lines: [String] = []
  private var nextCall: UInt64 = 0

  /// Starts a log with its `header` event.
  ///
  /// - Parameters:
  ///   - role: The process's role.
  ///   - processID: The process id.
  ///   - clock: The session's true clock.
  ///   - clockOffset: Milliseconds the process's clock is ahead of the true one.
  package init(role: String, processID: Int, clock: TrueClock, clockOffset: Int = 0) {
    self.role = role
    self.processID = processID
    self.clock = clock
    self.clockOffset = clockOffset
    event(
      "header",
      #""format":"ilog/1","tool":"foreign-writer 2.0","platform":"iOS 17.5","metadata":{}"#)
  }

  /// The file's name.
  package var fileName: String { "\(role)-\(processID).ilog" }

  /// The sequence number the next event gets.
  package var nextSequence: Int { lines.count + 1 }

  /// Appends an event: the envelope, then `fields` (JSON members without braces).
  package mutating func event(
    _ kind: String, _ fields: String, interaction: String? = nil, instance: String? = nil,
    call: UInt64? = nil
  ) {
    let now = clock.tick()
    var envelope =
      #"{"v":1,"seq":\#(nextSequence),"kind":"\#(kind)","#
      + #""time":"\#(Self.time(now, offset: clockOffset))","#
      + #""mono":\#(now * 1_000_000 + 5_000_000_000),"pid":\#(processID),"role":"\#(role)","#
      + #""thread":1,"session":"foreign""#
    if let interaction = interaction ?? naming {
      envelope += #","interaction":"\#(interaction)""#
    }
    if let instance { envelope += #","instance":"\#(instance)""# }
    if let call { envelope += #","call":\#(call)"# }
    lines.append(envelope + "," + fields + "}")
  }

  /// Appends a call with the next call id, and returns the id.
  @discardableResult
  package mutating func call(
    _ kind: String, _ fields: String, interaction: String? = nil, instance: String? = nil
  ) -> UInt64 {
    nextCall += 1
    event(kind, fields, interaction: interaction, instance: instance, call: nextCall)
    return nextCall
  }

  // MARK: The Intents extension

  /// `dispatch` of `intent` to the provider, and its completion returning `handler`.
  package mutating func dispatch(_ intent: ForeignIntent, to handler: String) {
    let id = call("dispatch", #""intent":\#(intent.json)"#, instance: "Provider#1")
    event(
      "dispatchCompletion", #""handler":"\#(Self.type(of: handler))""#, instance: handler,
      call: id)
  }

  /// `resolve` of a parameter, answered `notRequired`.
  package mutating func resolve(_ parameter: String, on handler: String) {
    let id = call("resolve", #""parameter":"\#(parameter)""#, instance: handler)
    event(
      "resolveCompletion",
      #""parameter":"\#(parameter)","results":[{"result":"notRequired"}],"latency":1000"#,
      instance: handler, call: id)
  }

  /// `confirm`, answered `ready`.
  package mutating func confirm(_ intent: ForeignIntent, on handler: String) {
    let id = call("confirm", #""intent":\#(intent.json)"#, instance: handler)
    event(
      "confirmCompletion", #""response":\#(intent.response("ready", 1)),"latency":1000"#,
      instance: handler, call: id)
  }

  /// `handle`, answered `handleInApp`.
  package mutating func handle(_ intent: ForeignIntent, on handler: String) {
    let id = call("handle", #""intent":\#(intent.json)"#, instance: handler)
    event(
      "handleCompletion", #""response":\#(intent.response("handleInApp", 7)),"latency":1000"#,
      instance: handler, call: id)
  }

  // MARK: The Intents UI extension

  /// The `interaction` event: the snapshot of `identifier`, for `intent`.
  package mutating func snapshot(
    _ identifier: String, of intent: ForeignIntent, status: String = "ready"
  ) {
    event(
      "interaction",
      #""snapshot":{"identifier":"\#(identifier)","intent":\#(intent.json),"#
        + #""handlingStatus":"\#(status)","direction":"outgoing"}"#,
      interaction: identifier)
  }

  /// A `configureView` call offering `parameters` (sorted), answered with success and a claim
  /// of all of them.
  package mutating func configureView(
    _ parameters: [String], of interaction: String, on controller: String
  ) {
    let list = "[" + parameters.map { #""\#($0)""# }.joined(separator: ",") + "]"
    let id = call(
      "configureView",
      #""parameters":\#(list),"interactiveBehavior":"none","context":"siriSnippet""#,
      interaction: interaction, instance: controller)
    event(
      "configureViewCompletion",
      #""success":true,"claimed":\#(list),"size":{"width":320.0,"height":44.0},"latency":2000"#,
      interaction: interaction, instance: controller, call: id)
  }

  // MARK: Writing

  /// Why a log could not be written.
  package enum WriteError: Error {
    /// No `gzip` on `PATH`.
    case noGzip
    /// `gzip` failed, with what it said.
    case gzipFailed(String)
  }

  /// Ends the log with its `end` event.
  package mutating func close() {
    event("end", #""events":\#(nextSequence),"dropped":0,"errors":0"#)
  }

  /// The uncompressed content: one line per event, each ended by a newline.
  package var text: String { lines.map { $0 + "\n" }.joined() }

  /// Writes the log into `directory`, compressed by `gzip`, and returns its path.
  package func write(into directory: String) throws -> String {
    let path = "\(directory)/\(fileName)"
    guard let gzip = which("gzip") else { throw WriteError.noGzip }
    let result = try runProgram(gzip, ["-c", "-n"], stdin: Data(text.utf8))
    guard result.status == 0 else { throw WriteError.gzipFailed(result.error) }
    try result.outputData.write(to: URL(fileURLWithPath: path))
    return path
  }

  /// `2026-11-21T09:30:00.001000Z` for the true time `milliseconds`, `offset` milliseconds off.
  private static func time(_ milliseconds: Int, offset: Int) -> String {
    let total = (9 * 3600 + 30 * 60) * 1000 + offset + milliseconds
    return String(
      format: "2026-11-21T%02d:%02d:%02d.%06dZ", total / 3_600_000, total / 60_000 % 60,
      total / 1000 % 60, total % 1000 * 1000)
  }

  /// `WorkoutHandler` for `WorkoutHandler#3`.
  private static func type(of instance: String) -> String {
    String(instance.split(separator: "#").first ?? Substring(instance))
  }
}
