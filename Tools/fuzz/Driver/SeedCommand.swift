import ArgumentParser
import Foundation
import InteractionFuzzing

/// `ilog-fuzz seed <recordings> <corpus>`: cuts the seed corpus from recorded sessions.
struct SeedCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "seed",
    abstract: "Write each harness's seeds, cut from recorded sessions, into <corpus>/<harness>/.",
    discussion: """
      Every directory below <recordings> that holds .ilog files is a session. Seeds are named by \
      a hash of their bytes, so running it again adds nothing twice.
      """
  )

  @Argument(help: "A directory of recorded sessions, such as Recordings.")
  var recordings: String

  @Argument(help: "The corpus root, such as Tools/fuzz/corpus.")
  var corpus: String

  func run() throws {
    var seeds = SeedCorpus()
    let manager = FileManager.default
    var sessions: [String: [String]] = [:]
    guard let walker = manager.enumerator(atPath: recordings) else {
      throw ValidationError("cannot read \(recordings)")
    }
    while let entry = walker.nextObject() as? String {
      guard entry.hasSuffix(".ilog") else { continue }
      let path = "\(recordings)/\(entry)"
      sessions[(path as NSString).deletingLastPathComponent, default: []].append(path)
    }
    for (_, files) in sessions.sorted(by: { $0.key < $1.key }) {
      try seeds.addSession(files.sorted())
    }
    for harness in FuzzHarness.allCases {
      let directory = "\(corpus)/\(harness.rawValue)"
      try manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
      let entries = seeds.seeds[harness] ?? []
      for bytes in entries {
        let name = "seed-" + InputPaths.hash(bytes)
        guard manager.createFile(atPath: "\(directory)/\(name)", contents: Data(bytes)) else {
          throw ValidationError("cannot write \(directory)/\(name)")
        }
      }
      print("\(harness.rawValue): \(entries.count) seeds in \(directory)")
    }
  }
}
