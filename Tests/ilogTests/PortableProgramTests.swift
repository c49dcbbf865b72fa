import Foundation
import InteractionTestSupport
import Testing

/// The helpers through which tests run programs whose options differ between Linux and macOS
/// (`script`, `time`, a SHA-256 digest) choose what the system has, and do what the tests rely on.
@Suite struct PortableProgramTests {
  @Test func scriptsFlavorIsToldByItsAnswerToVersion() {
    #expect(
      PseudoTerminalCommand.Flavor(versionOutput: "script from util-linux 2.38.1\n") == .utilLinux)
    // BSD's script rejects --version and prints its usage.
    let bsd =
      "script: illegal option -- -\nusage: script [-aeFkqr] [-t time] [file [command ...]]\n"
    #expect(PseudoTerminalCommand.Flavor(versionOutput: bsd) == .bsd)
  }

  @Test func eachFlavorGetsTheCommandAsItsScriptTakesIt() {
    let command = "exec 'ilog' watch 'session'"
    let linux = PseudoTerminalCommand(command, script: "/usr/bin/script", flavor: .utilLinux)
    #expect(linux.executable == "/usr/bin/script")
    #expect(linux.arguments == ["-q", "-e", "-f", "-c", command, "/dev/null"])
    let bsd = PseudoTerminalCommand(command, script: "/usr/bin/script", flavor: .bsd)
    #expect(bsd.arguments == ["-q", "/dev/null", "/bin/sh", "-c", command])
  }

  @Test func quotingKeepsEveryWordWhole() throws {
    let words = ["a b", "it's", "$HOME", ""]
    let line = "printf '[%s]' " + words.map(PseudoTerminalCommand.quoted).joined(separator: " ")
    let outcome = try runProgram("/bin/sh", ["-c", line])
    #expect(outcome.output == "[a b][it's][$HOME][]")
  }

  /// The command runs with a terminal as its input and output, and its exit status is script's.
  @Test(
    .enabled(
      if: PseudoTerminalCommand.installed != nil,
      Comment(rawValue: PseudoTerminalCommand.unavailableReason)))
  func theCommandRunsOnATerminalAndItsStatusComesBack() throws {
    let script = try #require(PseudoTerminalCommand("test -t 0 && test -t 1 && printf tty; exit 3"))
    let outcome = try script.run()
    #expect(outcome.status == 3, "\(outcome.output)\(outcome.error)")
    #expect(outcome.output.contains("tty"), "\(outcome.output.debugDescription)")
  }

  @Test(
    .enabled(if: PeakMemory.gnuTime != nil, Comment(rawValue: PeakMemory.unavailableReason)))
  func gnuTimeMeasuresAndKeepsTheProgramsOwnOutput() throws {
    let (outcome, peak) = try PeakMemory.run("/bin/sh", ["-c", "echo out; echo err >&2; exit 4"])
    #expect(outcome.status == 4)
    #expect(outcome.output == "out\n")
    // The report went to its own file, not into the program's standard error.
    #expect(outcome.error == "err\n")
    #expect((peak ?? 0) > 0)
  }

  @Test(
    .enabled(
      if: OptionalTool.sha256.isInstalled, Comment(rawValue: OptionalTool.sha256.missingReason)))
  func theDigestToolGivesSHA256() throws {
    let tool = try #require(OptionalTool.sha256.command)
    let outcome = try runProgram(tool.path, tool.arguments, stdin: Data("abc".utf8))
    #expect(
      outcome.output.hasPrefix("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"))
  }

  @Test func everyOptionalToolSaysHowToInstallIt() {
    for tool in OptionalTool.allCases {
      #expect(tool.missingReason.contains("Linux:"), "\(tool)")
      #expect(tool.missingReason.contains("macOS"), "\(tool)")
    }
  }
}
