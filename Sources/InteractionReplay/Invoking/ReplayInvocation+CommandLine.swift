import InteractionHost
import InteractionLog

extension ReplayInvocation {
  /// What a command line prints for a command it does not know.
  package static let placeholderCommand = "<your ReplayCommand executable>"
  /// What a command line prints for subjects it does not know.
  package static let placeholderSubject = "<name>"

  /// The option that names the subjects: the command's, `--subject` when it is not known.
  private var subjectOption: String { command?.subjectOption ?? "--subject" }

  /// The command line, as a shell runs it, that replays the invocation: the command, the
  /// recording and the subjects, the mode, the chaos plan's delivery, seed, order and faults, the
  /// selected interaction, the comparisons, the timeout, the accepted kinds, the second run and
  /// where it stops; options at their defaults are left out.
  ///
  /// - Parameter until: The last sequence number to replay, in place of ``until``; `nil` keeps it.
  /// - Returns: The words joined by spaces, each quoted where a shell would split it.
  package func commandLine(until: UInt64? = nil) -> String {
    let words = arguments(until: until).map(quotedUnlessPlaceholder)
    return ([command?.replay ?? Self.placeholderCommand] + words).joined(separator: " ")
  }

  /// The arguments after the command that replay the invocation, unquoted: what
  /// ``commandLine(until:)`` prints, and what the command parses back into the same invocation.
  ///
  /// - Parameter until: The last sequence number to replay, in place of ``until``; `nil` keeps it.
  /// - Returns: The words, the recording first.
  package func arguments(until: UInt64? = nil) -> [String] {
    var words = [
      recording, subjectOption, subjectName ?? Self.placeholderSubject,
    ]
    words += ["--mode", mode.name]
    words += modeArguments + sharedArguments
    // `explore` has no `--accept`: only `replay` takes it.
    for kind in acceptedDivergences.sorted(by: { $0.rawValue < $1.rawValue }) {
      words += ["--accept", kind.rawValue]
    }
    if !replaysTwice { words.append("--once") }
    if let until = until ?? self.until { words += ["--until", "\(until)"] }
    return words
  }

  /// The command line of `explore` over the same recording and subjects, with the options
  /// `replay` and `explore` share: explore chooses the chaos plans itself.
  ///
  /// The command is ``command``'s ``ReplayCommandName/explore``, or an executable's own name,
  /// which is then the explore command run alone.
  package var exploreCommandLine: String {
    let words =
      [recording, subjectOption, subjectName ?? Self.placeholderSubject]
      + sharedArguments + (replaysTwice ? [] : ["--once"])
    let explore = command.map { $0.explore ?? $0.replay } ?? Self.placeholderCommand
    return ([explore] + words.map(quotedUnlessPlaceholder)).joined(separator: " ")
  }

  /// The chaos plan's delivery, seed, order and faults.
  private var modeArguments: [String] {
    var words: [String] = []
    if case .chaos(let plan) = mode {
      if let delivery = DeliveryName(plan.delivery) {
        words += ["--delivery", delivery.rawValue]
      }
      switch plan.delivery {
      case .explicit(let sets): words += ["--order", OrderText.text(sets)]
      case .seededPermutation(let seed): words += ["--seed", "\(seed)"]
      case .documented, .emptySetLast: break
      }
      for name in plan.faults.names { words += ["--fault", name] }
    }
    return words
  }

  /// The options `replay` and `explore` share, after the subjects: the interaction, the
  /// comparisons, the accepted losses and the timeout.
  ///
  /// A zero timeout is left out with the default: a test's, it would make a command that waits
  /// for no completion at all.
  private var sharedArguments: [String] {
    var words: [String] = []
    if case .identifiers(let identifiers) = selection, identifiers.count == 1,
      let identifier = identifiers.first
    {
      words += ["--interaction", identifier]
    }
    if answers == .always, mode != .exact { words.append("--compare-answers") }
    if findings == .never { words.append("--no-check-findings") }
    for kind in acceptedLosses.sorted() { words += ["--accept-loss", kind.rawValue] }
    switch sizes {
    case .ignored: words.append("--ignore-sizes")
    case .within(let tolerance) where tolerance != Self.defaultSizeTolerance:
      words += ["--size-tolerance", "\(tolerance)"]
    case .within: break
    }
    if timeout != Self.defaultTimeout, timeout > 0 {
      words += ["--timeout", Self.number(timeout)]
    }
    return words
  }

  /// A number as an option takes it back: `2` for 2.0, `0.5` for 0.5.
  private static func number(_ value: Double) -> String {
    value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }

  private func quotedUnlessPlaceholder(_ word: String) -> String {
    word == Self.placeholderSubject ? word : Self.quoted(word)
  }

  /// A word as a shell reads it back: as it is when it has only letters, digits and `/._-`, else
  /// in single quotes.
  package static func quoted(_ text: String) -> String {
    let plain = text.allSatisfy { $0.isLetter || $0.isNumber || "/._-".contains($0) }
    return plain && !text.isEmpty
      ? text
      : "'"
        + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''")
        + "'"
  }
}
