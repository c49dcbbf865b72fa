package import ArgumentParser
import Dispatch

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The `main()` of `ilog` and of `ReplayCommand`: parses the process's arguments for a root
/// command, runs the chosen command, and exits with the tool's documented status.
package enum CommandMain {
  /// Runs `root`'s command line; it returns when the command succeeded, and exits otherwise.
  ///
  /// An error that `failure` maps is written to standard error, and the process exits with its
  /// status; any other error (help, `--version`, an `ExitCode` a command threw) is left to
  /// ArgumentParser, which would exit with 64 (`EX_USAGE`) for a usage error.
  ///
  /// - Parameters:
  ///   - root: The root command.
  ///   - failure: The message and exit status for an error the tool reports itself, or `nil`.
  package static func run<Root: ParsableCommand>(
    _ root: Root.Type, failure: (any Error) -> (message: String, status: Int32)?
  ) async {
    do {
      var command = try Root.parseAsRoot()
      if var command = command as? any AsyncParsableCommand {
        try await command.run()
      } else {
        try command.run()
      }
    } catch {
      if let failure = failure(error) {
        StandardError.write(failure.message)
        Root.exit(withError: ExitCode(failure.status))
      }
      Root.exit(withError: error)
    }
  }

  /// Runs an asynchronous `main()` from synchronous code, on the main dispatch queue, which
  /// serves the main actor the command runs on, and exits with status 0 when it returns: the
  /// synchronous `main()` of `ReplayCommand` and `ExploreCommand` for a plain `main.swift`.
  ///
  /// - Parameter main: The command's asynchronous `main()`, which exits itself on a failure.
  package static func runOnMainQueue(_ main: @escaping @MainActor () async -> Void) -> Never {
    Task { @MainActor in
      await main()
      exit(0)
    }
    dispatchMain()
  }
}
