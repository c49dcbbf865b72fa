import InteractionLog
import InteractionModel

/// Which events `ilog events`, `export` and `tail` print.
///
/// By kind, interaction, writer, intent, parameter and time: every criterion given must hold; an
/// empty one holds for every event.
struct EventFilter: Hashable {
  /// Kinds to keep; empty keeps every kind.
  var kinds: Set<EventKind> = []
  /// The interaction to keep; `nil` keeps every event.
  var interaction: String?
  /// Writers' roles to keep.
  var roles: Set<ProcessRole> = []
  /// Writers' process ids to keep.
  var processIDs: Set<Int32> = []
  /// Intent classes to keep: events that carry such an intent or are linked to one
  /// (see ``IntentLinker``).
  var intents: Set<String> = []
  /// Parameters to keep: events whose resolve parameter, configureView parameters or claimed
  /// set mention one of them.
  var parameters: [ParameterPattern] = []
  /// The earliest time kept, inclusive.
  var since: WallTime?
  /// The latest time kept, inclusive.
  var until: WallTime?

  /// Whether ``accepts(_:intentClass:)`` needs the event's intent class.
  var needsIntentClass: Bool {
    !intents.isEmpty || parameters.contains { $0.className != nil }
  }

  /// Whether `event`, which concerns `intentClass` as far as the log's links tell, passes.
  func accepts(_ event: Event, intentClass: String? = nil) -> Bool {
    guard kinds.isEmpty || kinds.contains(event.kind),
      interaction == nil || event.interaction == interaction,
      roles.isEmpty || roles.contains(event.role),
      processIDs.isEmpty || processIDs.contains(event.processID),
      since.map({ event.time >= $0 }) ?? true,
      until.map({ event.time <= $0 }) ?? true,
      intents.isEmpty || intentClass.map(intents.contains) == true
    else { return false }
    return parameters.isEmpty || mentionsParameter(event, intentClass: intentClass)
  }

  private func mentionsParameter(_ event: Event, intentClass: String?) -> Bool {
    let mentioned: [(className: String?, keyPath: String)]
    switch event.payload {
    case .resolve(let parameter, _), .resolveCompletion(let parameter, _, _):
      mentioned = [(intentClass, parameter)]
    case .configureView(let parameters, _, _),
      .configureViewCompletion(_, let parameters, _, _):
      mentioned = parameters.map { ($0.className, $0.subscriptedKeyPath) }
    default:
      return false
    }
    return parameters.contains { pattern in
      mentioned.contains { pattern.matches(className: $0.className, keyPath: $0.keyPath) }
    }
  }

  /// The kinds asked for that ilog/1 does not define, sorted.
  var unknownKinds: [EventKind] {
    kinds.subtracting(EventKind.known).sorted()
  }
}

/// A ``EventFilter`` applied to a stream: it follows the log's links to find intent classes,
/// so it must see every event, in order, kept or not.
struct EventSelector {
  let filter: EventFilter
  private var linker = IntentLinker()

  init(_ filter: EventFilter) {
    self.filter = filter
  }

  /// Whether `event` passes the filter.
  mutating func accepts(_ event: Event) -> Bool {
    let intentClass = filter.needsIntentClass ? linker.intentClass(of: event) : nil
    return filter.accepts(event, intentClass: intentClass)
  }
}

/// A parameter as `--parameter` names it: a key path such as `workoutName` or `accounts[1]`,
/// optionally after a class name (`INSearchForAccountsIntentResponse.accounts`).
///
/// It mentions a parameter at its own key path or below it (`rideStatus` mentions
/// `rideStatus.driver.name`). Without a subscript it mentions every index (`accounts` mentions
/// `accounts[1]`). With a class name it mentions only that class's parameters, and a resolve
/// parameter whose intent the log does not link to a class.
struct ParameterPattern: Hashable, CustomStringConvertible {
  let className: String?
  let keyPath: String

  init(_ text: String) {
    // Property names start in lower case, class names (INFooIntent) in upper case.
    if let dot = text.firstIndex(of: "."), text.first?.isUppercase == true {
      className = String(text[..<dot])
      keyPath = String(text[text.index(after: dot)...])
    } else {
      className = nil
      keyPath = text
    }
  }

  var description: String { className.map { "\($0).\(keyPath)" } ?? keyPath }

  /// Whether a parameter of `className` (`nil`: not known) at `keyPath` is mentioned.
  func matches(className: String?, keyPath candidate: String) -> Bool {
    if let wanted = self.className, let className, wanted != className { return false }
    let path = keyPath.contains("[") ? candidate : Self.withoutSubscripts(candidate)
    return path == keyPath || path.hasPrefix(keyPath + ".") || path.hasPrefix(keyPath + "[")
  }

  private static func withoutSubscripts(_ text: String) -> String {
    var result = ""
    var depth = 0
    for character in text {
      switch character {
      case "[": depth += 1
      case "]": depth = max(0, depth - 1)
      default: if depth == 0 { result.append(character) }
      }
    }
    return result
  }
}
