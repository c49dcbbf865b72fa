import ArgumentParser
import CommandSupport
import ILogSupport
import InteractionInspector
import InteractionLog

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension ILog {
  /// `ilog watch`: the inspector's findings of a session, live, as its logs are written.
  struct Watch: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Print each exception of a session as soon as the events that show it are written.",
      discussion: """
        Follows every log of a session directory, those that appear later included (a process \
        that starts), folds the events as they come, and prints each exception the moment the \
        event that shows it is on disk: an empty-set-not-first with the first non-empty \
        configureView call, not when the interaction ends. An exception a later event could \
        still settle otherwise (completion-missing, an empty-set call that may yet come, a \
        foreign-claim a response to come may make the interaction's own, a dispatch after \
        handle that a call may follow) is printed once its interaction is finished. Each \
        exception is printed once, as `ilog inspect` lists it, with its interaction and the \
        events that show it (file#sequence); `ilog inspect` gives the complete account \
        afterwards.

        On a terminal a status line at the bottom counts the files followed, events, \
        interactions and exceptions so far; it is never written elsewhere. --format json \
        writes one compact JSON object per exception and line, {"schema": \
        "\(WatchedFinding.schema)", "code", "explanation", "evidence": [{"file", "sequence"}], \
        "hint", "interaction", "intentClass", "identifier", "interactionOpen"}, flushed as it \
        is found.

        Follows one session: a directory, which may hold no log yet, or the files of one \
        session. Runs until Ctrl-C or, with --until-end, until every file's writer has closed \
        it, or no file has grown for --idle-limit seconds (60): a writer that crashed never \
        closes its file, and watch then finishes the interactions still open as cut off and \
        fails on each file not closed. When every writer has closed its file, --until-end \
        reads the files once more, whole, as inspect does: a trailer cut off, a block's \
        index or sealed flag changed, and what the logs say they lost (gaps, drops, recorder \
        errors, sequence jumps, broken links, unsealed blocks, a file of another session) \
        fail the watch, each on a line of its own.

        EXIT STATUS: 0 (Ctrl-C included); 1 damage, a loss, a file not closed when \
        --idle-limit stopped the watch, or with --strict any exception printed; 2 usage \
        error or a missing path.

        EXAMPLES:
          $ ilog watch session/
          $ ilog watch --strict --until-end session/
          $ ilog watch --format json session/ | jq -r '.code'
        """
    )

    @OptionGroup var input: LogInput
    @OptionGroup var output: WatchOutputOptions

    @Flag(help: "Exit with status 1 when any exception was printed (for CI).")
    var strict = false

    @Flag(help: "Stop once every followed file ends with an end event.")
    var untilEnd = false

    @Option(help: ArgumentHelp("Seconds between two looks at the files.", valueName: "seconds"))
    var interval = 0.02

    @Option(
      help: ArgumentHelp(
        "With --until-end, stop after this many seconds without a new event, as for a writer "
          + "that crashed, and fail on the files not closed; 0 waits for the end however long. "
          + "Longer than a pause between two interactions of a UI test.",
        valueName: "seconds"))
    var idleLimit = 60.0

    func validate() throws {
      if !(interval > 0 && interval <= 3600) {
        throw ValidationError("--interval: between 0 and 3600 seconds, such as 0.02.")
      }
      if !(idleLimit >= 0 && idleLimit <= 86_400) {
        throw ValidationError("--idle-limit: between 0 and 86400 seconds, such as 60.")
      }
      // One fold joins one session's processes; inspect reads several sessions one by one.
      if InspectedSession.groups(input.paths).count > 1 {
        throw ValidationError(
          "watch follows one session: give one directory, or the files of one session.")
      }
    }

    func run() throws {
      var watch = try FindingWatch(
        paths: input.paths,
        renderer: WatchedFindingRenderer(
          format: output.format == .json ? .json : .text, style: output.style()),
        showsStatus: Terminal.standardOutputIsATerminal)
      Self.write(try watch.poll())
      let interruption = InterruptionFlag()
      try watch.follow(
        every: interval, untilEnd: untilEnd, idleLimit: idleLimit > 0 ? idleLimit : nil,
        until: { interruption.happened }, write: Self.write)
      Self.write(watch.closingText)
      // `30 s`, not `30.0 s`.
      let seconds = idleLimit.rounded() == idleLimit ? "\(Int(idleLimit))" : "\(idleLimit)"
      let stopped =
        watch.stoppedIdle
        ? watch.unendedFiles.map {
          "\($0): not closed cleanly (no end event, and no new event for \(seconds) s: its "
            + "writer stopped, as in a crash)"
        } : []
      // Every writer closed its file: the files are judged whole, as inspect and replay judge
      // them, so that a watch that ends green means what an inspect would.
      let whole = untilEnd && !watch.stoppedIdle && watch.allFilesEnded && watch.damages.isEmpty
      try ILog.fail(
        reporting: watch.damages.map { "damage: \($0)" } + stopped
          + (whole ? try watch.verifyWhole() : []))
      try ILog.finish(
        problems: [], findings: watch.status.findings, strict: strict, format: output.outputFormat)
    }

    /// Prints `text` and hands it to the reader at once, even through a pipe.
    private static func write(_ text: String) {
      guard !text.isEmpty else { return }
      print(text, terminator: "")
      // nil flushes every output stream; `stdout` itself is a C global Swift 6 will not touch.
      fflush(nil)
    }
  }
}
