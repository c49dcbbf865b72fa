import InteractionLog

extension HTMLTimeline {
  /// The timeline as a `<table>`, after a line naming each process's file: a row per call with
  /// its number, its time, its process, the call and the object called, its answers, and for
  /// the interface the claimed set so far.
  ///
  /// - Parameters:
  ///   - anchor: The id of the element for an event, which evidence links point at.
  ///   - marks: The finding codes citing each event, which mark its row.
  /// - Returns: The table, inside a box that scrolls sideways when it is wider than the page.
  func table(anchor: (EventReference) -> String, marks: [EventReference: [FindingCode]]) -> String {
    var out = "<div class=\"tl\"><div class=\"cap\">The calls in time order <small>both "
    out += "extensions' calls together, each at its process's clock reading</small></div>"
    out += "<p class=\"procs\">"
    out += legends.map { legend in
      "<span>" + Self.badge(legend.process) + " " + HTMLText.escape(legend.text) + "</span>"
    }.joined(separator: " ")
    out += "</p><table class=\"calls\"><thead><tr><th class=\"n\">#</th>"
    out += "<th class=\"at\" title=\"since the interaction's first call, on each process's own "
    out += "clock\">at</th><th>process</th><th>call</th><th>answer</th>"
    if hasInterface { out += "<th class=\"cl\">claimed so far</th>" }
    out += "</tr></thead><tbody>"
    let start = self.start
    for row in rows {
      let callCodes = marks[row.event] ?? []
      let answerCodes = row.answers.map { answer in answer.event.flatMap { marks[$0] } ?? [] }
      let isMarked =
        !callCodes.isEmpty || answerCodes.contains { !$0.isEmpty }
        || row.answers.contains { $0.kind == .missing }
      var classes = row.process.rawValue
      if row.isDispatch { classes += " d" }
      if isMarked { classes += " x" }
      out += "<tr class=\"\(classes)\" id=\"\(anchor(row.event))\">"
      out += "<td class=\"n\">" + HTMLText.escape(row.number) + "</td>"
      out += Self.time(row.time, since: start)
      out += "<td class=\"pr\">" + Self.badge(row.process) + "</td>"
      out += "<td class=\"c\">" + row.call + Self.codes(callCodes)
      if let instance = row.instance {
        out += "<div class=\"in\">" + Self.instance(instance) + "</div>"
      }
      out += "</td><td class=\"an\">"
      for (answer, codes) in zip(row.answers, answerCodes) {
        out += "<div"
        switch answer.kind {
        case .answered: break
        case .missing: out += " class=\"miss\""
        case .cutOff: out += " class=\"cut\""
        }
        if let event = answer.event { out += " id=\"\(anchor(event))\"" }
        out += ">" + answer.label + Self.codes(codes) + "</div>"
      }
      out += "</td>"
      if hasInterface { out += "<td class=\"cl\">" + row.claimed + "</td>" }
      out += "</tr>"
    }
    return out + "</tbody></table></div>"
  }

  /// The time cell: `+0.300 ms` since `start`, the call's own time on hover.
  private static func time(_ time: WallTime?, since start: WallTime?) -> String {
    guard let time, let start else { return "<td class=\"at\"></td>" }
    // `start` is the earliest time of the rows, so the difference is never negative.
    let nanoseconds =
      UInt64(max(0, time.microsecondsSinceEpoch - start.microsecondsSinceEpoch)) * 1000
    return "<td class=\"at\" title=\"\(HTMLText.escape(time.description))\">+"
      + RenderText.latency(nanoseconds) + "</td>"
  }

  private static func badge(_ process: Process) -> String {
    "<span class=\"pk \(process.rawValue)\">" + process.name + "</span>"
  }

  private static func codes(_ codes: [FindingCode]) -> String {
    codes.map { " " + HTMLText.element("span", $0.rawValue, class: "code") }.joined()
  }

  /// `StartWorkoutIntentHandler#2` with its number bold, its name breakable at its words.
  private static func instance(_ name: String) -> String {
    let parts = name.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
    var out = breakable(String(parts[0]))
    if parts.count == 2 { out += "<b>#" + HTMLText.escape(String(parts[1])) + "</b>" }
    return out
  }

  /// A type name that may break before each capital that follows a lower-case letter, so that
  /// `StartWorkoutIntentHandler` wraps in a narrow column at its words.
  static func breakable(_ name: String) -> String {
    var out = ""
    var previous: Character?
    for character in name {
      if character.isUppercase, previous?.isLowercase == true { out += "<wbr>" }
      out += HTMLText.escape(String(character))
      previous = character
    }
    return out
  }
}
