import ArgumentParser
import ILogSupport
import InteractionInspector
import InteractionLog

extension ILog {
  /// `ilog redact`: a copy of a log with the user's values replaced, structure kept.
  struct Redact: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Write a copy of a log with values redacted, as the recorder would have.",
      discussion: """
        Applies the recorder's redaction (RedactionPolicy) after the fact. Redacted are the \
        properties of intents and responses (dispatch, confirm and handle events, their \
        completions, interaction snapshots), the intent value of resolve calls and the values \
        of their results. A redacted string becomes as many • as it had characters; under \
        --key-path a whole value becomes a neutral one of its type (0, 0.0, false, the epoch). \
        Class names, identifiers, codes, parameter names, sizes, notes and header metadata are \
        kept. Events of kinds this version does not know are redacted as properties.

        The copy keeps every event's envelope and sequence number. A damaged log is copied as \
        `ilog recover` copies it: what is readable, with its damage reported on standard error \
        and exit status 1. For a session directory, -o names a new directory. Nothing that \
        exists is overwritten.

        EXAMPLES:
          $ ilog redact session/ -o shareable/ --all-strings
          $ ilog redact ui.ilog -o ui-redacted.ilog \\
              --key-path content --key-path INSendMessageIntent.recipients
        """
    )

    @OptionGroup var copy: CopyArguments

    @Option(
      name: .customLong("key-path"),
      help: ArgumentHelp(
        "Redact the whole value at this dotted key path into intents' and responses' properties "
          + "(repeatable), such as content or rideStatus.driver.name; a leading class name "
          + "(INSendMessageIntent.content) limits it to that class.",
        valueName: "path"))
    var keyPaths: [String] = []

    @Flag(help: "Redact every string value.")
    var allStrings = false

    func validate() throws {
      if keyPaths.isEmpty && !allStrings {
        throw ValidationError(
          "Say what to redact: --key-path <path> (repeatable) or --all-strings.")
      }
      if keyPaths.contains(where: { $0.split(separator: ".").isEmpty }) {
        throw ValidationError("--key-path needs a key path such as content or rideStatus.driver.")
      }
    }

    /// The policy the options describe.
    var policy: RedactionPolicy {
      RedactionPolicy(keyPaths: Set(keyPaths), redactsAllStrings: allStrings)
    }

    func run() throws {
      let pairs = try copy.pairs()
      let copies = try RedactedCopy.make(
        pairs, policy: policy,
        progress: Terminal.progressMeter("redact", files: pairs.map(\.source)))
      for copy in copies { print(copy.line) }
      try ILog.fail(reporting: copies.flatMap(\.problems))
    }
  }
}
