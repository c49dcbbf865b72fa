// ilog-bench: the foundation issue's benchmark. Run it through Tools/bench.sh (release build);
// `ilog-bench --help` says what it measures.
import Foundation

/// Writes one line to standard error.
func printError(_ line: String) {
  FileHandle.standardError.write(Data((line + "\n").utf8))
}

/// The command line as a shell would take it back.
func commandLine() -> String {
  CommandLine.arguments.map { argument in
    argument.allSatisfy { $0.isLetter || $0.isNumber || "-_./=:,+".contains($0) }
      ? argument : "'" + argument.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }.joined(separator: " ")
}

/// Runs the benchmark and returns the exit status.
@MainActor
func main() async -> Int32 {
  let options: BenchmarkOptions
  do {
    options = try BenchmarkOptions(arguments: Array(CommandLine.arguments.dropFirst()))
  } catch {
    printError("ilog-bench: \(error)")
    return 2
  }
  if options.showsHelp {
    print(BenchmarkOptions.help)
    return 0
  }
  if options.replayOnly {
    let benchmark = Benchmark(options: options, command: commandLine()) {
      printError("ilog-bench: \($0)")
    }
    do {
      for row in try await benchmark.measureReplay() {
        print("\(row.name): \(Format.whole(row.callsPerSecond)) configureView calls/s")
      }
      return 0
    } catch {
      printError("ilog-bench: \(error)")
      return 1
    }
  }
  if options.inspectOnly {
    return inspectOnly(options)
  }
  if options.bridgeOnly {
    do {
      let directory = try TemporaryDirectory(prefix: "ilog-bench")
      defer { directory.remove() }
      let benchmark = Benchmark(options: options, command: commandLine()) {
        printError("ilog-bench: \($0)")
      }
      let rows = try benchmark.measureBridge(in: directory.path)
      for row in rows {
        print("\(row.name): \(Format.fixed(row.nanosecondsPerCall, 0)) ns/call")
      }
      for target in benchmark.bridgeTargets(rows) {
        let paired = target.pairedMedian.map { ", paired median \(Format.fixed($0, 2))×" } ?? ""
        print(
          "\(target.name): \(Format.fixed(target.ratio, 2))×\(paired), \(target.passed ? "met" : "missed")"
        )
      }
      return 0
    } catch {
      printError("ilog-bench: \(error)")
      return 1
    }
  }
  if let session = options.foldChild {
    do {
      print(try InspectorFoldCase.fold(session))
      return 0
    } catch {
      printError("ilog-bench: \(error)")
      return 1
    }
  }
  let directory: TemporaryDirectory
  do {
    directory = try TemporaryDirectory(prefix: "ilog-bench")
  } catch {
    printError("ilog-bench: \(error)")
    return 1
  }
  if !options.keepsFiles { directory.removeOnInterrupt() }
  defer {
    if options.keepsFiles {
      printError("ilog-bench: the files are in \(directory.path)")
    } else {
      directory.remove()
    }
  }
  do {
    let benchmark = Benchmark(options: options, command: commandLine()) { step in
      printError("ilog-bench: \(step)")
    }
    let report = try await benchmark.run(in: directory.path)
    if options.json {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      print(String(decoding: try encoder.encode(report), as: UTF8.self))
    } else {
      print(report.text(), terminator: "")
    }
    return 0
  } catch {
    printError("ilog-bench: \(error)")
    return 1
  }
}

exit(await main())

/// `--inspect-only`: the reading rows on the long recording and their targets, as text.
func inspectOnly(_ options: BenchmarkOptions) -> Int32 {
  do {
    let directory = try TemporaryDirectory(prefix: "ilog-bench")
    if !options.keepsFiles { directory.removeOnInterrupt() }
    defer { if !options.keepsFiles { directory.remove() } }
    let benchmark = Benchmark(options: options, command: commandLine()) {
      printError("ilog-bench: \($0)")
    }
    let (recording, rows) = try benchmark.measureInspector(
      in: directory.path, gzip: try GzipTool.locate())
    print(
      "Long recording: \(Format.grouped(recording.events)) events in \(recording.files.count) files; "
        + "largest log \(Format.grouped(recording.largestEvents)) events")
    for row in rows {
      let peak = row.peakKilobytes.map { "  peak RSS \(Format.grouped($0)) KB" } ?? ""
      print(
        "\(row.name.padding(toLength: 42, withPad: " ", startingAt: 0)) "
          + "\(Format.whole(row.eventsPerSecond)) ev/s  \(Format.fixed(row.megabytesPerSecond, 1)) MB/s"
          + peak)
    }
    for target in benchmark.inspectorTargets(rows) {
      let paired = target.pairedMedian.map { "  paired median \(Format.fixed($0, 2))" } ?? ""
      print(
        "\(target.name.padding(toLength: 42, withPad: " ", startingAt: 0)) "
          + "\(target.text(target.measured)) vs \(target.text(target.reference))  "
          + "ratio \(Format.fixed(target.ratio, 2))  \(target.verdict)" + paired)
    }
    print("Load average at the end: \(MachineDescription.currentLoadAverage() ?? "?")")
    return 0
  } catch {
    printError("ilog-bench: \(error)")
    return 1
  }
}
