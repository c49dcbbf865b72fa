/// How a shell spells the command that replays a run: `ilog`'s own over its samples, a
/// ``ReplayTool``-style executable with `replay` and `explore` subcommands, or an executable that
/// runs a replay command alone.
///
/// A report's next steps print it: the step-through (``replay``), the exploration beside it
/// (``explore``), and the option that names the subjects (``subjectOption``). Each spelling
/// says which of these it has, so no printed command is guessed from the text of another.
public enum ReplayCommandName: Hashable, Sendable {
  /// `ilog replay` and `ilog explore`, over the samples: `--sample NAME`.
  case ilog
  /// An executable with `replay` and `explore` subcommands, such as a `ReplayTool`: its name as
  /// a shell runs it (`my-tool`, `swift run my-tool`), with `--subject NAME`.
  case tool(String)
  /// An executable that runs one command alone, as a shell runs it (`my-replay`,
  /// `swift run my-replay`), with `--subject NAME`: no explore is known beside it.
  case executable(String)

  /// The words that replay: `ilog replay`, `my-tool replay`, or the executable itself.
  public var replay: String {
    switch self {
    case .ilog: "ilog replay"
    case .tool(let name): name + " replay"
    case .executable(let name): name
    }
  }

  /// The words that explore the same subjects: `ilog explore`, `my-tool explore`; `nil` for an
  /// executable run alone, whose explore is not known.
  public var explore: String? {
    switch self {
    case .ilog: "ilog explore"
    case .tool(let name): name + " explore"
    case .executable: nil
    }
  }

  /// The option that names the subjects: `--sample` for `ilog`'s samples, `--subject` for a
  /// user's.
  public var subjectOption: String {
    switch self {
    case .ilog: "--sample"
    case .tool, .executable: "--subject"
    }
  }

  /// The spelling a replay command's words stand for, as ``replay`` prints them: `ilog replay`
  /// is ``ilog``, `NAME replay` a ``tool(_:)`` named `NAME`, anything else an
  /// ``executable(_:)``.
  ///
  /// What `ReplaySubjectCatalog.commandName` and the deprecated `commandName` properties hold
  /// reads back into a spelling through it.
  ///
  /// - Parameter replay: The words that replay, such as `ilog replay` or `my-replay`.
  public init(replay: String) {
    let suffix = " replay"
    if replay == Self.ilog.replay {
      self = .ilog
    } else if replay.hasSuffix(suffix), replay.count > suffix.count {
      self = .tool(String(replay.dropLast(suffix.count)))
    } else {
      self = .executable(replay)
    }
  }
}
