import ArgumentParser
import ILogSupport
import InteractionInspector

/// What `recover` and `redact` copy, and where to: the log or session, and the new output.
struct CopyArguments: ParsableArguments {
  @Argument(help: ArgumentHelp("The log file, or a session directory.", valueName: "file-or-dir"))
  var source: String

  @Option(
    name: .shortAndLong,
    help: ArgumentHelp(
      "Where the copy goes: a new file, or a new directory for a session.", valueName: "out"))
  var output: String

  /// Each log of ``source`` with the path of its copy (see ``CopyDestination/pairs(source:output:)``).
  ///
  /// - Returns: The files read and where each is copied, in name order.
  /// - Throws: ``InputError`` for unreadable input, or when ``output`` exists.
  func pairs() throws(InputError) -> [(source: String, destination: String)] {
    try CopyDestination.pairs(source: source, output: output)
  }
}
