/// A command typed at an interactive `--step` prompt.
enum StepCommand: Equatable {
  /// Issues this many calls and stops before the next.
  case step(Int)
  case next
  case `continue`
  /// Stops before this step, replaying again from the start when it is not ahead.
  case goto(Int)
  /// Stops before the step before this one, replaying again from the start.
  case back
  /// Replays again from the start and stops before the first step.
  case run
  case `break`(StepBreakpoint)
  case delete(Int?)
  case breakpoints
  case print
  case `where`
  case history
  case help
  case quit
  /// Not a command, or a command with words it cannot take: the text says why.
  case invalid(String)

  /// Reads one line: a command's name or its one-letter short form, and its words.
  init(_ line: String) {
    let words = line.split(separator: " ")
    guard let name = words.first else {
      self = .invalid("no command")
      return
    }
    let rest = Array(words.dropFirst())
    switch (name, rest.isEmpty) {
    case ("s", true), ("step", true): self = .step(1)
    case ("s", false), ("step", false):
      if rest.count == 1, let count = Int(rest[0]), count >= 1 {
        self = .step(count)
      } else {
        self = .invalid("step takes a count of calls from 1, or none for one")
      }
    case ("g", false), ("goto", false):
      if rest.count == 1, let step = Int(rest[0]), step >= 1 {
        self = .goto(step)
      } else {
        self = .invalid("goto takes a step number from 1, as where and the report print it")
      }
    case ("back", true): self = .back
    case ("r", true), ("run", true): self = .run
    case ("n", true), ("next", true): self = .next
    case ("c", true), ("continue", true): self = .continue
    case ("b", _), ("break", _):
      if let breakpoint = StepBreakpoint(words: rest) {
        self = .break(breakpoint)
      } else {
        self = .invalid(
          "break takes kind K, parameter P, instance I or divergence, such as: "
            + "break configureView, break INStartWorkoutIntent.intentDescription, "
            + "break WorkoutViewController#2")
      }
    case ("d", _), ("delete", _):
      if rest.isEmpty {
        self = .delete(nil)
      } else if rest.count == 1, let number = Int(rest[0]) {
        self = .delete(number)
      } else {
        self = .invalid("delete takes a breakpoint's number, or none for all")
      }
    case ("i", true), ("info", true), ("breakpoints", true): self = .breakpoints
    case ("info", false) where rest == ["breakpoints"]: self = .breakpoints
    case ("p", true), ("print", true): self = .print
    case ("w", true), ("where", true): self = .where
    case ("history", true): self = .history
    case ("h", true), ("help", true), ("?", true): self = .help
    case ("q", true), ("quit", true): self = .quit
    default: self = .invalid("unknown command '\(line)'; type help for the commands")
    }
  }

  /// What `help` prints.
  static let commandList = """
    s, step [N]          issue this call (or N calls) and stop before the next
    n, next              go on to the first call of the next interaction
    c, continue          go on to the next breakpoint, or the end
    g, goto N            stop before step N; a step already issued is reached by replaying
                         again from the start, silently (replays are deterministic)
    back                 stop before the previous step (goto the step before this one)
    r, run               replay again from the start and stop before the first step
    b, break WHAT        stop before calls of a kind (break configureView), offering or
                         resolving a parameter (break INStartWorkoutIntent.intentDescription),
                         to an instance or a type (break WorkoutViewController#2), or at the
                         next divergence (break divergence: after the divergent call, with
                         its recorded − and replayed + answers, or at the end of the replay)
    d, delete [N]        delete breakpoint N, or every one
    i, breakpoints       list the breakpoints
    p, print             the call, its recorded answer, the last replayed answer, the claimed
                         set and the snippet stack so far (at the end: the snippet as left)
    w, where             the step, the recorded call and its file, the interaction
    history              the commands typed so far
    h, help              this list
    q, quit              stop the replay, without a report
    Enter on an empty line repeats the last command. The line edits as lldb's does: ← and →,
    Ctrl-A and Ctrl-E to its start and end, Ctrl-W, Ctrl-U and Ctrl-K delete the word before
    the cursor, all before it, all after it; ↑ and ↓ go through the commands of this run and
    the runs before (kept in ~/.ilog_history, or $ILOG_HISTORY); Tab completes a command, a
    parameter, an instance, an interaction id or a finding code, twice lists the candidates.
    """
}
