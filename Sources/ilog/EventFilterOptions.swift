import ArgumentParser
import CommandSupport
import ILogSupport
import InteractionInspector
import InteractionLog
import InteractionReplayCommand

/// The options that choose events, shared by `events`, `export` and `tail` through `@OptionGroup`.
struct EventFilterOptions: ParsableArguments {
  @Option(
    name: .customLong("kind"),
    help: ArgumentHelp(
      "Only events of this kind (repeatable). A kind ilog/1 does not define is kept, with a "
        + "warning, for logs of newer writers.",
      valueName: "kind"))
  var kinds: [String] = []

  @Option(help: ArgumentHelp("Only events of this interaction.", valueName: "id"))
  var interaction: String?

  @Option(
    name: .customLong("role"),
    help: ArgumentHelp(
      "Only events of writers with this role (repeatable): intents-extension, ui-extension, "
        + "app, test, …",
      valueName: "role"))
  var roles: [String] = []

  @Option(
    name: .customLong("pid"),
    help: ArgumentHelp(
      "Only events of the writer with this process id (repeatable).", valueName: "pid"))
  var processIDs: [Int32] = []

  @Option(
    name: .customLong("intent"),
    help: ArgumentHelp(
      "Only events of intents of this class (repeatable): the calls that carry one, and the "
        + "events linked to them by call, handler or interaction.",
      valueName: "class"))
  var intents: [String] = []

  @Option(
    name: .customLong("parameter"),
    help: ArgumentHelp(
      "Only resolve calls, configureView calls and their completions that mention this "
        + "parameter (repeatable): a key path such as workoutName or accounts[1], optionally "
        + "after its class (INStartWorkoutIntent.workoutName); it also mentions what lies below it.",
      valueName: "parameter"))
  var parameters: [String] = []

  @Option(
    help: ArgumentHelp(
      "Only events at or after this time, RFC 3339 (2026-11-21T19:38:00Z, or with an offset).",
      valueName: "time"))
  var since: String?

  @Option(help: ArgumentHelp("Only events at or before this time, RFC 3339.", valueName: "time"))
  var until: String?

  func validate() throws {
    if kinds.contains(where: \.isEmpty) { throw ValidationError("--kind needs a kind name.") }
    if interaction?.isEmpty == true {
      throw ValidationError("--interaction needs an interaction identifier.")
    }
    if roles.contains(where: \.isEmpty) { throw ValidationError("--role needs a role name.") }
    if intents.contains(where: \.isEmpty) { throw ValidationError("--intent needs a class name.") }
    if parameters.contains(where: \.isEmpty) {
      throw ValidationError("--parameter needs a parameter key path.")
    }
    let since = try Self.time(since, "--since")
    let until = try Self.time(until, "--until")
    if let since, let until, until < since {
      throw ValidationError("--until \(until) is before --since \(since).")
    }
  }

  /// The filter the options describe.
  var filter: EventFilter {
    EventFilter(
      kinds: Set(kinds.map(EventKind.init(rawValue:))), interaction: interaction,
      roles: Set(roles.map(ProcessRole.init(rawValue:))), processIDs: Set(processIDs),
      intents: Set(intents), parameters: parameters.map(ParameterPattern.init),
      since: since.flatMap { WallTime($0) }, until: until.flatMap { WallTime($0) })
  }

  /// Warns on standard error about kinds asked for that ilog/1 does not define.
  func warnAboutUnknownKinds() {
    for kind in filter.unknownKinds {
      StandardError.write("ilog: warning: unknown kind: \(kind)")
    }
  }

  private static func time(_ text: String?, _ option: String) throws -> WallTime? {
    guard let text else { return nil }
    guard let time = WallTime(text) else {
      throw ValidationError(
        "\(option): expected an RFC 3339 time such as 2026-11-21T19:38:00Z, found '\(text)'.")
    }
    return time
  }
}
