import Foundation

/// A shell command line run in a pseudo-terminal of its own by `script(1)`, spelled as the
/// system's `script` takes it: util-linux's on Linux, BSD's on macOS.
///
/// The two take different options: util-linux's runs `-c COMMAND` and reports its exit status
/// with `-e`; BSD's takes the command's words after the typescript file and always exits with the
/// command's status. Which one is installed is asked of the program itself (util-linux's answers
/// `--version`, BSD's rejects it), not guessed from the operating system. Every test that needs a
/// terminal starts its program through this type; `RepositoryTests` fails on a `script`
/// invocation anywhere else.
package struct PseudoTerminalCommand: Sendable, Equatable {
  /// Which `script(1)` a system has.
  package enum Flavor: Sendable, Equatable {
    /// util-linux's (Debian's bsdutils package): `script -q -e -f -c COMMAND FILE`.
    case utilLinux
    /// BSD's (macOS, FreeBSD): `script -q FILE COMMAND…`.
    case bsd

    /// The flavor whose `script --version` printed `text` (both streams).
    ///
    /// - Parameter text: What `script --version` printed; BSD's prints its usage.
    package init(versionOutput text: String) {
      self = text.contains("util-linux") ? .utilLinux : .bsd
    }
  }

  /// Why a test that needs a terminal is skipped where ``installed`` is `nil`.
  package static let unavailableReason =
    "needs script(1) for a pseudo-terminal (Linux: apt-get install bsdutils; macOS has it)"

  /// The `script` on PATH and its flavor; `nil` where there is none, or it cannot be run.
  package static let installed: (path: String, flavor: Flavor)? = {
    guard let path = which("script"),
      let probe = try? runProgram(path, ["--version"])
    else { return nil }
    return (path, Flavor(versionOutput: probe.output + probe.error))
  }()

  /// The `script` program.
  package var executable: String
  /// Its arguments: quiet, no typescript kept (`/dev/null`), the command's exit status as its
  /// own.
  package var arguments: [String]

  /// The invocation of `script` at `path`, of `flavor`, that runs `command`.
  ///
  /// - Parameters:
  ///   - command: A command line for `/bin/sh -c`; start it with `exec` so that no shell stays
  ///     between the terminal and the program (dash would take a Ctrl-C typed there as its own).
  ///   - path: The `script` program.
  ///   - flavor: Which options it takes.
  package init(_ command: String, script path: String, flavor: Flavor) {
    executable = path
    switch flavor {
    case .utilLinux:
      // -q: no banners; -e: the command's exit status; -f: flush each write; -c: through the
      // shell (util-linux uses $SHELL, which is /bin/sh-compatible wherever tests run).
      arguments = ["-q", "-e", "-f", "-c", command, "/dev/null"]
    case .bsd:
      // -q: no banners; the command's words after the file; its exit status is script's.
      arguments = ["-q", "/dev/null", "/bin/sh", "-c", command]
    }
  }

  /// The invocation of the installed `script` that runs `command`; `nil` without one.
  ///
  /// - Parameter command: A command line for `/bin/sh -c`.
  package init?(_ command: String) {
    guard let (path, flavor) = Self.installed else { return nil }
    self.init(command, script: path, flavor: flavor)
  }

  /// `word` quoted for a POSIX shell.
  package static func quoted(_ word: String) -> String {
    "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
  }

  /// Runs the command to its end, output and error going to one file as a terminal shows them.
  ///
  /// - Returns: How `script` ended (the command's status) and what the terminal was sent.
  /// - Throws: When it cannot be started or its output read.
  package func run() throws -> ProgramResult {
    try runProgram(executable, arguments)
  }
}
