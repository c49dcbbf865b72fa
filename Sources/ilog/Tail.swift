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
  /// `ilog tail`: the last events of logs, and with `-f` those appended after, as `tail -f`.
  struct Tail: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Print the last events of logs; with -f, follow them as they are written.",
      discussion: """
        Prints the last -n events (10 by default; a directory's files merged by time), as \
        `ilog events` prints them. With -f it then polls the files and prints each event as \
        soon as the writer's append returns, until Ctrl-C (exit status 0) or, with \
        --until-end, until every file's writer has closed it. A directory is followed as a \
        session: logs that appear in it later are followed from their start.

        A block still being written reads as a torn tail: that is the writer at work, never \
        damage. Other damage is reported on standard error once a second read finds it too, \
        and makes the exit status 1. The filters of `ilog events` apply.

        EXAMPLES:
          $ ilog tail session/
          $ ilog tail -f -n 0 session/
          $ ilog tail -f --until-end --kind configureViewCompletion ui-extension.ilog
        """
    )

    @OptionGroup var input: LogInput

    @Option(
      name: [.customShort("n"), .customLong("lines")],
      help: ArgumentHelp("How many of the last events to print first.", valueName: "n"))
    var count = 10

    @Flag(
      name: [.customShort("f"), .customLong("follow")],
      help: "Go on printing events as they are appended.")
    var follow = false

    @Flag(help: "With -f, stop once every followed file ends with an end event.")
    var untilEnd = false

    @Option(
      help: ArgumentHelp("With -f, seconds between two looks at the files.", valueName: "seconds"))
    var interval = 0.25

    @Flag(help: "Print each event's canonical JSON line instead of text.")
    var json = false

    @OptionGroup(title: "Filters") var filterOptions: EventFilterOptions

    func validate() throws {
      if count < 0 { throw ValidationError("-n: the number of events cannot be negative.") }
      if untilEnd && !follow { throw ValidationError("--until-end goes with -f.") }
      if !(interval > 0 && interval <= 3600) {
        throw ValidationError("--interval: between 0 and 3600 seconds, such as 0.25.")
      }
    }

    func run() throws {
      filterOptions.warnAboutUnknownKinds()
      _ = try LogPaths.files(at: input.paths, allowingEmpty: follow)
      var tail = try EventTail(
        paths: input.paths, filter: filterOptions.filter, format: json ? .json : .text,
        lastEvents: count)
      Self.write(try tail.lastEventsText(confirmingDamage: follow))
      if follow {
        let interruption = InterruptionFlag()
        try tail.follow(
          every: interval, untilEnd: untilEnd,
          until: { interruption.happened }, write: Self.write)
      }
      try ILog.fail(reporting: tail.damages.map { "damage: \($0)" })
    }

    /// Prints `text` and hands it to the reader at once, even through a pipe.
    private static func write(_ text: String) {
      print(text, terminator: "")
      // nil flushes every output stream; `stdout` itself is a C global Swift 6 will not touch.
      fflush(nil)
    }
  }
}
