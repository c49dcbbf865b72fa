import ArgumentParser
import ILogSupport
import InteractionInspector
import InteractionLog

extension ILog {
  /// `ilog recover`: a clean copy of what is readable of a log.
  struct Recover: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Write a clean copy of what is readable of a log; never touch the original.",
      discussion: """
        Reads the log with the salvage policy and writes every readable event, as it was and \
        with its sequence number, into a new, cleanly closed log (`ilog verify` finds it \
        clean). Where events were lost, a gap event takes the first missing number and counts \
        them; a lost header is written again; damage after the last readable event is named by \
        an error event; an end event is added when the original has none or its counts no \
        longer hold. The report names every damage with its byte offset and every run of lost \
        events. For a session directory, -o names a new directory that gets a copy of each log.

        Nothing that exists is overwritten. The exit status is 0 when the copy is complete, 1 \
        when something was unreadable, 2 for unreadable input or an output that exists.

        EXAMPLES:
          $ ilog recover crashed/ui-extension-502.ilog -o ui-extension-502.ilog
          $ ilog recover session/ -o recovered/ && ilog verify recovered/
        """
    )

    @OptionGroup var copy: CopyArguments

    func run() throws {
      let pairs = try copy.pairs()
      let report = try RecoverCommandReport(
        recovering: pairs,
        progress: Terminal.progressMeter("recover", files: pairs.map(\.source)))
      print(report.text, terminator: "")
      if !report.isComplete { throw ExitCode(1) }
    }
  }
}
