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
  /// `watch EXPRESSION`: shown at every stop, stopping where its value changes.
  case watch(StepExpression)
  case delete(Int?)
  /// `unwatch N`, or every watch.
  case unwatch(Int?)
  case disable(Int)
  case enable(Int)
  case breakpoints
  /// `info watch`: the watches and their values at the last stop.
  case watches
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
      self = Self.breakpoint(rest)
    case ("watch", false):
      do throws(StepExpressionError) {
        self = .watch(try StepExpression(rest.joined(separator: " ")))
      } catch {
        self = .invalid("watch: \(error)")
      }
    case ("unwatch", _):
      if rest.isEmpty {
        self = .unwatch(nil)
      } else if rest.count == 1, let number = Int(rest[0]) {
        self = .unwatch(number)
      } else {
        self = .invalid("unwatch takes a watch's number, or none for all")
      }
    case ("disable", false), ("enable", false):
      if rest.count == 1, let number = Int(rest[0]) {
        self = name == "disable" ? .disable(number) : .enable(number)
      } else {
        self = .invalid("\(name) takes a breakpoint's number, as info breakpoints lists them")
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
    case ("info", false) where rest == ["breakpoints"] || rest == ["b"]: self = .breakpoints
    case ("info", false) where rest == ["watch"] || rest == ["watches"]: self = .watches
    case ("p", true), ("print", true): self = .print
    case ("w", true), ("where", true): self = .where
    case ("history", true): self = .history
    case ("h", true), ("help", true), ("?", true): self = .help
    case ("q", true), ("quit", true): self = .quit
    default: self = .invalid("unknown command '\(line)'; type help for the commands")
    }
  }

  /// Reads `break WHAT [if CONDITION]`.
  private static func breakpoint(_ words: [Substring]) -> StepCommand {
    let split = words.firstIndex(of: "if")
    let target = words[..<(split ?? words.endIndex)]
    var condition: StepExpression?
    if let split {
      let text = words[(split + 1)...].joined(separator: " ")
      do throws(StepExpressionError) {
        condition = try StepExpression(text)
      } catch {
        return .invalid("break … if: \(error)")
      }
    }
    guard let breakpoint = StepBreakpoint(words: Array(target), condition: condition) else {
      return .invalid(
        "break takes kind K, parameter P, instance I, finding CODE or divergence, then "
          + "optionally if CONDITION, such as: break configureView, break workoutName, "
          + "break WorkoutViewController#2, break finding header-not-on-top, "
          + "break configureView if answer.size.height > 200")
    }
    return .break(breakpoint)
  }

  /// What `help` prints.
  static let commandList = """
    s, step [N]          issue this call (or N calls) and stop before the next
    n, next              go on to the first call of the next interaction
    c, continue          go on to the next breakpoint, or the end
    g, goto N            stop before step N; a step already issued is reached by replaying
                         again from the start, silently; a step that then comes out otherwise
                         than in the first run is said (state kept across instances)
    back                 stop before the previous step (goto the step before this one)
    r, run               replay again from the start and stop before the first step
    b, break WHAT [if CONDITION]
                         stop before calls of a kind (break configureView), offering or
                         resolving a parameter in any spelling (break workoutName, break
                         INStartWorkoutIntent.intentDescription), to an instance or a type
                         (break WorkoutViewController#2), where a finding becomes provable
                         (break finding header-not-on-top), or at the next divergence (break
                         divergence); with if, only where CONDITION holds. Said with its
                         locations when set; each stop names it and its hit count
    watch EXPRESSION     show EXPRESSION at every stop, and stop where its value changes
    d, delete [N]        delete breakpoint N, or every one
    disable N, enable N  keep breakpoint N without stopping at it, or stop at it again
    unwatch [N]          delete watch N, or every one
    i, breakpoints       list the breakpoints and the watches (info breakpoints, info watch)
    CONDITION, EXPRESSION  key paths compared with values, joined by and: step, interaction,
                         instance, kind, call.parameter, offered, claimed, answer.kind,
                         answer.success, answer.claimed, answer.size.width,
                         answer.size.height, snippet.count, snippet.height, divergences;
                         ==, !=, <, <=, >, >=, contains; not; such as: claimed contains
                         workoutName, answer.size.height > 200, offered == []
                         (answer is the previous step's, claimed and snippet the state
                         before the call)
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
