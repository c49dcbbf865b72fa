extension HTMLTimeline {
  /// Up to this many lanes have the style sheet's width each.
  static let roomyLanes = 9
  /// The pixels that more lanes share.
  static let laneRoom = 1000

  /// The diagram as a `<table>`: a lane heading per column, then the rows, each arrow a cell that
  /// spans from the host's lane to the row's lane.
  ///
  /// - Parameters:
  ///   - anchor: The id of the row for an event, which evidence links point at.
  ///   - marks: The finding codes citing each event, which mark its row.
  /// - Returns: The table, inside a box that scrolls sideways when the lanes are wider than it.
  func table(anchor: (EventReference) -> String, marks: [EventReference: [FindingCode]]) -> String {
    let width = lanes.count
    var style = "--lanes:\(width)"
    // Narrower lanes when there are many, so that a diagram fits a laptop's window before it
    // scrolls sideways; names wrap at their words.
    if width > Self.roomyLanes { style += ";--lane:\(max(88, Self.laneRoom / width))px" }
    var out = "<div class=\"tl\"><table class=\"seq\" style=\"\(style)\"><thead><tr><th></th>"
    for lane in lanes {
      let name = lane.name.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
      var heading = Self.breakable(String(name[0]))
      if name.count == 2 { heading += "<b>#" + HTMLText.escape(String(name[1])) + "</b>" }
      out += "<th class=\"ln \(lane.role)\" title=\"\(HTMLText.escape(lane.name))\">\(heading)"
      out += "<small>\(lane.role)</small></th>"
    }
    out += "<th class=\"cl\">claimed so far</th></tr></thead><tbody>"
    var groupIndex = 0
    for (index, row) in rows.enumerated() {
      while groupIndex < groups.count, groups[groupIndex].before == index {
        out += "<tr class=\"g\"><th colspan=\"\(width + 2)\">"
        out += HTMLText.escape(groups[groupIndex].text) + "</th></tr>"
        groupIndex += 1
      }
      var codes = row.event.flatMap { marks[$0] } ?? []
      for code in row.alsoEvent.flatMap({ marks[$0] }) ?? [] where !codes.contains(code) {
        codes.append(code)
      }
      let isMarked = !codes.isEmpty || row.arrow == .missing
      var classes = row.arrow.rawValue
      if isMarked { classes += " x" }
      if row.isWide { classes += " w" }
      out += "<tr class=\"\(classes)\""
      if let event = row.event { out += " id=\"\(anchor(event))\"" }
      out += "><td class=\"n\">\(HTMLText.escape(row.number))</td>"
      var label = row.label
      if let event = row.alsoEvent { label = "<span id=\"\(anchor(event))\"></span>" + label }
      for code in codes { label += " " + HTMLText.element("span", code.rawValue, class: "code") }
      let span = row.arrow == .cutOff ? width : row.lane + 1
      out += "<td class=\"a\" colspan=\"\(span)\">\(label)</td>"
      // The lanes' lifelines are the table's background, so the cells after the arrow are left
      // out, which keeps a long session's page small; a marked row has them for its colour.
      if isMarked || !row.claimed.isEmpty {
        if span < width { out += "<td colspan=\"\(width - span)\"></td>" }
        out += "<td class=\"cl\">\(row.claimed)</td>"
      }
      out += "</tr>"
    }
    return out + "</tbody></table></div>"
  }

  /// A type name that may break before each capital that follows a lower-case letter, so that
  /// `StartWorkoutIntentHandler` wraps in a narrow lane at its words.
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
