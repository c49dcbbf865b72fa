import ArgumentParser
import ILogSupport
import InteractionInspector
import InteractionLog

extension ILog {
  /// `ilog verify`: reads every block of every file and reports what it found.
  struct Verify: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Check logs block by block and report their state.",
      discussion: """
        Reads every file to its end with the salvage policy, so that all damage is found, and \
        prints per file: blocks (and how many are still open), events, compressed and \
        uncompressed bytes with their ratio, the sequence range, whether the file starts with a \
        header and ends with an end event, and every damage with its byte offset and line. \
        Events whose links break the format are reported the same way: a call id used by two \
        calls, a completion whose call is not in the file, an event that refers to an \
        interaction before its snapshot. The losses the events record are listed too (a gap \
        event, an end event counting dropped events or recorder errors the file does not \
        hold, an error event, a sequence number that skips, events of another session than \
        the first file's): they leave the status alone, since the bytes are sound (a copy \
        ilog recover wrote marks what it lost this way), but replay, explore, make-test and \
        watch fail on them. For \
        each session directory given, a line says whether every process's file was closed \
        cleanly. A one-line summary follows. The exit status is 0 only when every file is \
        clean and closed cleanly.

        EXAMPLES:
          $ ilog verify session/
          $ ilog verify ui-extension.ilog && echo closed cleanly
        """
    )

    @OptionGroup var input: LogInput

    func run() throws {
      let reader = try input.open(policy: .salvage)
      let report = try VerifyReport(
        reading: reader, paths: input.paths,
        progress: Terminal.progressMeter("verify", files: reader.files))
      print(report.text, terminator: "")
      if !report.isClean { throw ExitCode(1) }
    }
  }
}
