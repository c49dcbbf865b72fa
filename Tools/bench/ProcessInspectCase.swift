/// A command that reads the long recording, run as a child process whose peak RSS is reported
/// (for several commands, the largest):
/// `ilog inspect`, the benchmark's own fold in a child, `gzip -dc` per file, the jq pipeline.
struct ProcessInspectCase: InspectCase {
  let name: String
  let note: String
  /// The commands of one run, run one after the other; their times add up.
  let commands: (LongRecording) -> [ChildProcess]

  func run(_ recording: LongRecording) throws -> InspectSample {
    var nanoseconds = 0.0
    for command in commands(recording) {
      nanoseconds += try command.run(standardOutput: "/dev/null")
    }
    return InspectSample(nanoseconds: nanoseconds)
  }

  func peakKilobytes(_ recording: LongRecording, in directory: String) throws -> Int? {
    var peak: Int?
    for command in commands(recording) {
      guard let kilobytes = try command.peakKilobytes(in: directory) else { return nil }
      peak = max(peak ?? 0, kilobytes)
    }
    return peak
  }
}
