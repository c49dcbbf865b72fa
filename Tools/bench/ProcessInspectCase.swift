/// A command that reads the long recording, run as a child process whose peak RSS is reported:
/// `ilog inspect`, the benchmark's own fold in a child, `gzip -dc` per file, the jq pipeline.
struct ProcessInspectCase: InspectCase {
  let name: String
  let note: String
  /// The commands of one run, run one after the other; their times add up.
  let commands: (LongRecording) -> [ChildProcess]

  func run(_ recording: LongRecording) throws -> InspectSample {
    var sample = InspectSample(nanoseconds: 0, peakKilobytes: 0)
    for command in commands(recording) {
      let outcome = try command.run(standardOutput: "/dev/null")
      sample.nanoseconds += outcome.nanoseconds
      sample.peakKilobytes = max(sample.peakKilobytes ?? 0, outcome.peakKilobytes)
    }
    return sample
  }
}
