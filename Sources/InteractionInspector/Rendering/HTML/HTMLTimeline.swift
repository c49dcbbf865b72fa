import InteractionLog
import InteractionModel

/// One interaction's calls as one timeline: the Intents extension's (dispatch, resolve, confirm,
/// handle) and the Intents UI extension's (configureView, configure) interleaved in time order,
/// a row per call with its process, object, parameters, answers, latencies and, for the
/// interface, the running claimed set.
///
/// The two processes' calls are merged as ``InteractionLog/LogReader`` merges a session's files:
/// by wall-clock time, then file name, then sequence number, each process's own order kept (see
/// `merged(_:_:)`). The processes' clocks may disagree, and the projection joins them by
/// identity, never by time (D3), so there is no rule that would put handling first against the
/// clocks: the timeline shows what the clocks say, and each row's time on hover.
///
/// Rows whose events a finding cites as evidence carry the finding's code next to the call or
/// the answer it cites and are marked; the row's id is its call event's, each answer's id its
/// completion event's, so that evidence links land on them.
struct HTMLTimeline {
  /// The extension a call went to.
  enum Process: String {
    /// The Intents extension: dispatch, resolve, confirm, handle.
    case intents = "ie"
    /// The Intents UI extension: configureView, configure.
    case interface = "ui"

    /// The name of its Xcode target template.
    var name: String { self == .intents ? "Intents" : "Intents UI" }
  }

  /// One answer of a call, or why there is none.
  struct Answer {
    enum Kind {
      case answered
      /// No completion came, and the log went on: the extension never answered.
      case missing
      /// No completion came before the log stopped.
      case cutOff
    }

    var kind: Kind
    /// The text, already HTML.
    var label: String
    /// The completion event, for an answer that came.
    var event: EventReference?
  }

  struct Row {
    var process: Process
    /// The call's number as the text output and the snippet number it; empty for a dispatch.
    var number: String
    /// The method and its parameters, already HTML.
    var call: String
    /// The object called, `TypeName#n`.
    var instance: String?
    var event: EventReference
    var time: WallTime?
    var isDispatch = false
    var answers: [Answer] = []
    /// The running claimed set after an interface call, already HTML; empty for handling.
    var claimed = ""
  }

  /// A process's entry in the line above the table: its file and how many objects served it.
  struct Legend {
    var process: Process
    var text: String
  }

  private(set) var rows: [Row] = []
  private(set) var legends: [Legend] = []

  /// Lays out an interaction.
  ///
  /// - Parameters:
  ///   - interaction: A finished interaction, its phases and findings complete.
  ///   - files: The session's short file names.
  init(_ interaction: InteractionReport, files: FileNames) {
    var handlingRows: [Row] = []
    var interfaceRows: [Row] = []
    if let handling = interaction.handling, !handling.calls.isEmpty {
      let view = HandlingView(handling)
      legends.append(
        Legend(
          process: .intents, text: "\(files.name(handling.file)) · \(view.handlerSummary)"))
      handlingRows = Self.rows(handling, numbers: view)
    }
    if let interface = interaction.interface, !interface.calls.isEmpty {
      let fileNames = Set(interface.calls.map(\.event.file)).sorted().map(files.name)
      legends.append(
        Legend(
          process: .interface,
          text: fileNames.joined(separator: ", ") + " · " + Self.controllerSummary(interface)))
      interfaceRows = Self.rows(interface, names: ParameterNames(interaction))
    }
    rows = Self.merged(handlingRows, interfaceRows)
  }

  /// Whether a row has the claimed-so-far column filled: the interface had calls.
  var hasInterface: Bool { legends.contains { $0.process == .interface } }

  private static func rows(_ handling: HandlingPhase, numbers view: HandlingView) -> [Row] {
    var numberOf: [Int: Int] = [:]
    for row in view.rows { if let number = row.number { numberOf[row.call.index] = number } }
    return handling.calls.map { call in
      var row = Row(
        process: .intents, number: numberOf[call.index].map(String.init) ?? "",
        call: HTMLText.element("b", call.label), instance: call.instance, event: call.event,
        time: call.time, isDispatch: call.method == .dispatch)
      row.answers = call.completions.map { completion in
        Answer(
          kind: .answered,
          label: HTMLText.escape(RenderText.answer(completion, method: call.method))
            + latency(completion.latency),
          event: completion.event)
      }
      if call.completions.isEmpty { row.answers = [noCompletion(call.isCutOff)] }
      return row
    }
  }

  private static func rows(_ interface: InterfacePhase, names: ParameterNames) -> [Row] {
    interface.calls.map { call in
      let view = UICallView(call, in: interface, names: names)
      var label = HTMLText.element("b", call.method.rawValue)
      if call.method == .configureView {
        label += " " + view.offered.map(offered).joined(separator: " ")
      } else {
        label += " " + HTMLText.element("span", call.context.name, class: "q")
      }
      var row = Row(
        process: .interface, number: String(call.index), call: label, instance: call.instance,
        event: call.event, time: call.time,
        claimed: view.claimed.map(claimed).joined(separator: " "))
      row.answers = call.completions.map { completion in
        Answer(
          kind: .answered, label: answer(completion, names: names), event: completion.event)
      }
      if call.completions.isEmpty { row.answers = [noCompletion(call.isCutOff)] }
      return row
    }
  }

  /// `success · claimed intentDescription · 320x180 0.100 ms`.
  private static func answer(_ completion: UICompletion, names: ParameterNames) -> String {
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
    return parts.joined(separator: " · ") + latency(completion.latency)
  }

  /// `a new controller for each of the 2 calls`, as ``HandlingView`` counts handlers (D4, D5).
  private static func controllerSummary(_ interface: InterfacePhase) -> String {
    let calls = interface.calls.count
    let controllers = Set(interface.calls.compactMap(\.instance)).count
    if calls == 1 { return "1 call" }
    if controllers == calls { return "a new controller for each of the \(calls) calls" }
    return "\(RenderText.count(controllers, "controller")) for \(calls) calls"
  }

  private static func noCompletion(_ isCutOff: Bool) -> Answer {
    isCutOff
      ? Answer(kind: .cutOff, label: "the log stops here: cut off before a completion")
      : Answer(kind: .missing, label: "✕ no completion")
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
