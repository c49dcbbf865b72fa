import InteractionHost
import InteractionSamples

/// The recordings `make-recordings` makes, in the order it makes them.
///
/// Every value that reaches a log is fixed here or derived from what is fixed here: session ids
/// (the recordings' names), interaction identifiers, the seed of the long session's mix, the
/// start time, and the process ids in ``SessionTimeline``.
enum Corpus {
  /// How many interactions the long session holds unless `--long-count` says otherwise.
  static let defaultLongCount = 10_000

  /// The seed from which the long session draws its scenarios.
  static let longSessionSeed: UInt64 = 0x5EED_2026

  /// The recordings committed in `Recordings/`, in the order they are recorded.
  static let committed: [RecordingPlan] = [
    single(
      "start-workout", "S1",
      summary: "start workout (S1), documented order: the empty set first, then the description"),
    single(
      "empty-set-last", "S2",
      summary: "start workout (S2) with the empty set last: BNRun's header as footer (D7)"),
    single(
      "end-workout", "S3",
      summary: "end workout (S3): no resolve, confirm ready, handle handleInApp"),
    single(
      "double-completion", "S4",
      summary: "send message (S4): an unclaimed row, and a completion called twice (D7)"),
    single(
      "superset-claim", "S5",
      summary: "ride status (S5): a claim of three parameters suppresses their rows (R7, D7)"),
    single(
      "indexed-accounts", "S6",
      summary: "search accounts (S6): one indexed accounts[i] parameter per call (D6)"),
    single(
      "notebook-grouping", "S7",
      summary: "notebook search (S7): every tasks[i] claimed in the first call (D7)"),
    single(
      "both-methods", "S8",
      summary: "both methods implemented (S8): iOS 11 calls only configureView (D5)"),
    single(
      "both-methods-ios10", "S8", platform: .iOS10,
      summary: "both methods implemented (S8) on iOS 10: one configure call only (D5)"),
    single(
      "reasked-claimed", "S5", faults: [.reaskClaimed],
      summary: "ride status (S5) from a host that offers claimed parameters again (R7, D7)"),
    single(
      "mixed-api", "S8", faults: [.mixedAPI],
      summary: "both methods implemented (S8), a host that calls configure too (R10)"),
    single(
      "caching-handler", "S4", provider: .caching,
      summary: "send message (S4) with a handler that caches between calls; a copy per call (D1)"),
    single(
      "completion-missing", "S1", controller: .forgetful,
      summary: "a controller that never answers a non-empty set: the host times out (D7)"),
    single(
      "maps-ride-card", "S5", source: .maps, controller: .rideCard,
      summary: "ride booking from Maps: handle only, configure again per ride update (R11, R14)"),
    twoProcess,
    killedMidInteraction,
  ]

  /// The names of the committed recordings, in order.
  static var committedNames: [String] { committed.map(\.name) }

  /// A recording of one scenario, whose interaction identifier is the scenario's name.
  private static func single(
    _ name: String, _ scenario: String, platform: PlannedInteraction.Platform = .iOS11AndLater,
    source: PlannedInteraction.Source = .siri,
    controller: PlannedInteraction.Controller = .scenario,
    faults: [PlannedInteraction.Fault] = [], provider: PlannedInteraction.Provider = .samples,
    summary: String
  ) -> RecordingPlan {
    RecordingPlan(
      name: name, summary: summary,
      interactions: [
        PlannedInteraction(
          scenario: scenario, identifier: scenario, delivery: delivery(for: scenario),
          platform: platform, source: source, controller: controller, faults: faults,
          provider: provider)
      ])
  }

  /// The delivery that reproduces a scenario: the empty set last for S2, documented otherwise.
  private static func delivery(for scenario: String) -> PlannedInteraction.Delivery {
    SampleScenarios.named(scenario)?.emptySetLast == true ? .emptySetLast : .documented
  }

  /// A morning run in two real processes: start the workout, message a friend, end the workout.
  private static let twoProcess = RecordingPlan(
    name: "two-process",
    summary: "S1, S4 and S3 with each extension in a child process of its own (D8)",
    interactions: ["S1", "S4", "S3"].map { scenario in
      PlannedInteraction(
        scenario: scenario, identifier: scenario, delivery: delivery(for: scenario))
    },
    processes: .children)

  /// Every sample scenario four times (enough for the UI extension's log to seal a block), then
  /// a start workout whose Intents UI extension is killed, as jetsam kills one over its memory
  /// limit, while it lays out the workout view.
  private static let killedMidInteraction = RecordingPlan(
    name: "killed-mid-interaction",
    summary: "S1–S8 four times, then the UI extension killed (SIGKILL) in configureView: torn tail",
    interactions: (1...4).flatMap { round in
      SampleScenarios.all.map { scenario in
        PlannedInteraction(
          scenario: scenario.name, identifier: "\(scenario.name)-\(round)",
          delivery: delivery(for: scenario.name))
      }
    } + [
      PlannedInteraction(
        scenario: "S1", identifier: "S1-killed", delivery: .documented, controller: .overMemory)
    ],
    processes: .children)

  /// The long session, made on demand (`--long <dir>`) rather than committed: `count`
  /// interactions, each a scenario drawn from a seeded generator, buffered.
  ///
  /// - Parameter count: The number of interactions.
  /// - Returns: The plan of `long-session`.
  static func long(count: Int = defaultLongCount) -> RecordingPlan {
    var generator = SeededGenerator(seed: longSessionSeed)
    let scenarios = SampleScenarios.all.map(\.name)
    let width = String(count).count
    let interactions = (1...max(1, count)).map { number in
      let scenario = scenarios[Int(generator.next() % UInt64(scenarios.count))]
      let digits = String(number)
      let padded = String(repeating: "0", count: max(0, width - digits.count)) + digits
      return PlannedInteraction(
        scenario: scenario, identifier: "\(scenario)-\(padded)", delivery: delivery(for: scenario))
    }
    return RecordingPlan(
      name: "long-session",
      summary:
        "\(count) interactions of S1–S8 in a seeded mix, buffered, made on demand: benchmarks",
      interactions: interactions, writer: .buffered)
  }
}
