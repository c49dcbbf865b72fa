import Foundation

/// The machine the figures came from, since they mean little without it.
struct MachineDescription: Codable {
  /// Online processors, as `nproc` counts them.
  var processors: Int
  /// `uname -srvm`.
  var system: String
  /// The first processor's model name, from `/proc/cpuinfo` where there is one.
  var processor: String?
  /// `/proc/loadavg`'s 1, 5 and 15 minute averages when the run started: on a shared machine,
  /// how busy the others were.
  var loadAverage: String?
  /// The same when the run ended.
  var loadAverageAtEnd: String?
  /// `release` or `debug`; only release figures mean anything.
  var build: String

  /// Describes the machine this process runs on.
  static func current() -> MachineDescription {
    var names = utsname()
    uname(&names)
    func text<T>(_ field: T) -> String {
      withUnsafeBytes(of: field) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }
    let system = [names.sysname, names.release, names.version, names.machine].map(text)
      .joined(separator: " ")
    let cpuinfo = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)
    let processor = cpuinfo?.split(separator: "\n")
      .first { $0.hasPrefix("model name") }
      .flatMap { $0.split(separator: ":", maxSplits: 1).last }
      .map { $0.trimmingCharacters(in: .whitespaces) }
    let load = currentLoadAverage()
    #if DEBUG
    let build = "debug"
    #else
    let build = "release"
    #endif
    return MachineDescription(
      processors: sysconf(Int32(_SC_NPROCESSORS_ONLN)), system: system, processor: processor,
      loadAverage: load, build: build)
  }

  /// `/proc/loadavg`'s first three fields, where there is such a file.
  static func currentLoadAverage() -> String? {
    (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))
      .map { $0.split(separator: " ").prefix(3).joined(separator: " ") }
  }
}
