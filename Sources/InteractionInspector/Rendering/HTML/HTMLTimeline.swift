import InteractionModel

/// One interaction as a sequence diagram in an HTML table: the host, the provider, every handler
/// copy and every controller instance as lanes (columns of one fixed width, so that the table's
/// background draws their lifelines), and a row per call and per completion with its arrow.
///
/// Rows whose event a finding cites as evidence carry the finding's code and are marked; each
/// row's id is its event's, so that evidence links land on it.
struct HTMLTimeline {
  /// What a row draws.
  enum Arrow: String {
    /// A call: a solid arrow from the host to the lane.
    case call = "c"
    /// A completion: a dashed arrow from the lane back to the host.
    case reply = "r"
    /// A completion that never came: a dashed arrow that ends in a cross.
    case missing = "m"
    /// The log stops here: a note across the lanes.
    case cutOff = "t"
  }

  struct Lane {
    var name: String
    var role: String
  }

  struct Row {
    var arrow: Arrow
    var lane: Int
    /// The label, already HTML.
    var label: String
    /// The call's number, shown in the first column.
    var number: String = ""
    /// The event the row stands for.
    var event: EventReference?
    /// A second event the row stands for: the completion of a dispatch drawn with its call.
    var alsoEvent: EventReference?
    /// Whether the label may run past its arrow's end, over the empty lanes to its right: a
    /// dispatch's arrow reaches only the provider's lane, next to the host's.
    var isWide = false
    /// The running claimed set, already HTML.
    var claimed: String = ""
  }

  /// A heading row between the Intents extension's calls and the Intents UI extension's.
  struct Group {
    var before: Int
    var text: String
  }

  private(set) var lanes = [Lane(name: "SiriKit", role: "host")]
  private(set) var rows: [Row] = []
  private(set) var groups: [Group] = []
  private var laneIndex: [String: Int] = [:]

  /// Lays out an interaction.
  ///
  /// - Parameters:
  ///   - interaction: A finished interaction, its phases and findings complete.
  ///   - files: The session's short file names.
  init(_ interaction: InteractionReport, files: FileNames) {
    if let handling = interaction.handling, !handling.calls.isEmpty {
      let view = HandlingView(handling)
      groups.append(
        Group(
          before: rows.count,
          text: "Intents extension · \(files.name(handling.file)) · \(view.handlerSummary)"))
      addHandling(handling, numbers: view)
    }
    if let interface = interaction.interface, !interface.calls.isEmpty {
      let file = interface.calls[0].event.file
      groups.append(Group(before: rows.count, text: "Intents UI extension · \(files.name(file))"))
      addInterface(interface, names: ParameterNames(interaction))
    }
  }

  private mutating func lane(_ instance: String?, file: String, role: String) -> Int {
    let key = "\(file)\u{0}\(instance ?? "")"
    if let index = laneIndex[key] { return index }
    lanes.append(Lane(name: instance ?? "(unknown)", role: role))
    laneIndex[key] = lanes.count - 1
    return lanes.count - 1
  }

  private mutating func addHandling(_ handling: HandlingPhase, numbers view: HandlingView) {
    var numberOf: [Int: Int] = [:]
    for row in view.rows { if let number = row.number { numberOf[row.call.index] = number } }
    for call in handling.calls {
      let role = call.method == .dispatch ? "provider" : "handler"
      let index = lane(call.instance, file: handling.file, role: role)
      var row = Row(
        arrow: .call, lane: index, label: HTMLText.element("b", call.label),
        number: numberOf[call.index].map(String.init) ?? "", event: call.event)
      // A dispatch that returned one handler takes one row, as the text output leaves it out
      // altogether: every call after it would otherwise take two rows more.
      if call.method == .dispatch, call.completions.count == 1,
        let completion = call.completions.first, completion.handler != nil
      {
        row.label +=
          " " + HTMLText.escape(RenderText.answer(completion, method: .dispatch))
          + Self.latency(completion.latency)
        row.alsoEvent = completion.event
        row.isWide = true
        rows.append(row)
        continue
      }
      rows.append(row)
      for completion in call.completions {
        let answer = RenderText.answer(completion, method: call.method)
        rows.append(
          Row(
            arrow: .reply, lane: index,
            label: HTMLText.escape(answer) + Self.latency(completion.latency),
            event: completion.event))
      }
      if call.completions.isEmpty { rows.append(Self.noCompletion(call.isCutOff, lane: index)) }
    }
  }

  private mutating func addInterface(_ interface: InterfacePhase, names: ParameterNames) {
    for call in interface.calls {
      let index = lane(call.instance, file: call.event.file, role: "controller")
      let view = UICallView(call, in: interface, names: names)
      var label = HTMLText.element("b", call.method.rawValue)
      if call.method == .configureView {
        label += " " + view.offered.map(Self.offered).joined(separator: " ")
      } else {
        label += " " + HTMLText.element("span", call.context.name, class: "q")
      }
      rows.append(
        Row(
          arrow: .call, lane: index, label: label, number: String(call.index), event: call.event))
      let claimed = view.claimed.map(Self.claimed).joined(separator: " ")
      for completion in call.completions {
        var parts: [String] = []
        if let success = completion.success {
          parts.append(success ? "success" : HTMLText.element("span", "no success", class: "no"))
        }
        if let claimedHere = completion.claimed {
          parts.append(
            "claimed "
              + (claimedHere.isEmpty
                ? HTMLText.element("span", "none", class: "q")
                : names.names(claimedHere).map { HTMLText.element("span", $0, class: "p") }
                  .joined(separator: " ")))
        }
        parts.append(HTMLText.escape(RenderText.size(completion.size)))
        rows.append(
          Row(
            arrow: .reply, lane: index,
            label: parts.joined(separator: " · ") + Self.latency(completion.latency),
            event: completion.event, claimed: claimed))
      }
      if call.completions.isEmpty {
        var row = Self.noCompletion(call.isCutOff, lane: index)
        row.claimed = claimed
        rows.append(row)
      }
    }
  }

  private static func noCompletion(_ isCutOff: Bool, lane: Int) -> Row {
    isCutOff
      ? Row(arrow: .cutOff, lane: lane, label: "the log stops here: cut off before a completion")
      : Row(arrow: .missing, lane: lane, label: "no completion")
  }

  private static func latency(_ nanoseconds: UInt64?) -> String {
    guard let nanoseconds else { return "" }
    return " " + HTMLText.element("span", RenderText.latency(nanoseconds), class: "lat")
  }

  private static func offered(_ item: UICallView.Offered) -> String {
    switch item {
    case .emptySet: HTMLText.element("span", "(empty set)", class: "q")
    case .notApplicable: ""
    case .parameter(let name): HTMLText.element("span", name, class: "p")
    case .reasked(let name, let by):
      HTMLText.element("span", "! \(name) (claimed in #\(by))", class: "p bad")
    }
  }

  private static func claimed(_ item: UICallView.Claimed) -> String {
    switch item {
    case .none: HTMLText.element("span", "—", class: "q")
    case .new(let name): HTMLText.element("span", "+ " + name, class: "p new")
    case .carried(let name): HTMLText.element("span", "· " + name, class: "p old")
    }
  }
}
