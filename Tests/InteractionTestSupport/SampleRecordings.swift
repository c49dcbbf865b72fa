import Foundation

/// The names of the sample sessions under `Recordings/`, each a directory of logs with its
/// expected inspector output.
package let sampleRecordings: [String] = {
  let root = "\(packageRoot)/Recordings"
  let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
  return names.filter { name in
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: "\(root)/\(name)", isDirectory: &isDirectory)
      && isDirectory.boolValue
  }.sorted()
}()

/// The paths of the sample sessions under `Recordings/`, in ``sampleRecordings``' order.
package let sampleRecordingPaths = sampleRecordings.map { "\(packageRoot)/Recordings/\($0)" }
