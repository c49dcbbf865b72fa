public import ArgumentParser
import CommandSupport

/// A command an executable's `main` runs: ``ReplayCommand``, ``ExploreCommand`` and
/// ``ReplayTool`` each get their `main()` here, once.
///
/// A usage error prints its message with the usage and exits 2, as `ilog` does, rather than
/// ArgumentParser's 64.
public protocol ReplayMainCommand: AsyncParsableCommand {}

extension ReplayMainCommand {
  /// Parses the process's arguments and runs the command, exiting with the documented status: a
  /// usage error prints its message with the usage and exits 2 rather than ArgumentParser's 64.
  public static func main() async {
    await CommandMain.run(self) { error in
      exitCode(for: error) == .validationFailure ? (fullMessage(for: error), 2) : nil
    }
  }

  /// Parses the process's arguments and runs the command from synchronous code, such as a
  /// `main.swift` whose other code does not `await`: the same as the asynchronous ``main()``.
  ///
  /// At the top level of a `main.swift`, Swift picks a synchronous `main()` even after
  /// `await` when ArgumentParser's are visible (a target without `MemberImportVisibility`), and
  /// ArgumentParser's would stop at run time ("Asynchronous root command needs availability
  /// annotation"). This one runs the asynchronous ``main()`` on the main dispatch queue, which
  /// serves the main actor the replay runs on, and never returns: the command exits.
  public static func main() {
    CommandMain.runOnMainQueue { await Self.main() }
  }

  /// Not available: ``main()`` parses the process's own arguments.
  @available(*, unavailable, message: "call `main()`, which parses the process's own arguments")
  public static func main(_ arguments: [String]?) {
    fatalError("unavailable")
  }
}
