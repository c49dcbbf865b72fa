import Foundation

// generate-sirikit: reads the table of the catalog's SiriKit intents and writes the stand-in's,
// the bridge's and the catalog's generated files, or with --check lists the stale ones and exits 1.

let arguments = Array(CommandLine.arguments.dropFirst())
let usage = "usage: generate-sirikit [--check] [--root <package directory>]"
var check = false
var root = FileManager.default.currentDirectoryPath
var index = 0
while index < arguments.count {
  switch arguments[index] {
  case "--check": check = true
  case "--root" where index + 1 < arguments.count:
    index += 1
    root = arguments[index]
  case "--help", "-h":
    print(usage)
    exit(0)
  default:
    FileHandle.standardError.write(
      Data("generate-sirikit: unknown argument \(arguments[index])\n\(usage)\n".utf8))
    exit(2)
  }
  index += 1
}

let rootURL = URL(fileURLWithPath: root)
let tableURL = rootURL.appendingPathComponent("Tools/generate-sirikit/sirikit.json")
let table: SiriKitTable
do {
  table = try JSONDecoder().decode(SiriKitTable.self, from: Data(contentsOf: tableURL))
} catch {
  FileHandle.standardError.write(
    Data("generate-sirikit: cannot read \(tableURL.path): \(error)\n".utf8))
  exit(2)
}

let files: [GeneratedFile]
do {
  let rendered =
    try StandInRenderer(table: table).files() + BridgeRenderer(table: table).files()
    + CatalogRenderer(table: table).files()
  files = try Formatter(configuration: rootURL.appendingPathComponent(".swift-format")).format(
    rendered)
} catch {
  FileHandle.standardError.write(Data("generate-sirikit: \(error)\n".utf8))
  exit(2)
}
let directories = [
  StandInRenderer.directory, BridgeRenderer.directory, CatalogRenderer.directory,
]
let expected = Set(files.map(\.path))
var stale: [String] = []
for directory in directories {
  let url = rootURL.appendingPathComponent(directory)
  let present = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
  for name in present.sorted() where !expected.contains("\(directory)/\(name)") {
    if check {
      stale.append("\(directory)/\(name) (not generated from the table)")
    } else {
      try FileManager.default.removeItem(at: url.appendingPathComponent(name))
    }
  }
  if !check {
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }
}
for file in files {
  let url = rootURL.appendingPathComponent(file.path)
  let current = try? String(contentsOf: url, encoding: .utf8)
  guard current != file.text else { continue }
  if check {
    stale.append(file.path + (current == nil ? " (missing)" : ""))
  } else {
    try file.text.write(to: url, atomically: true, encoding: .utf8)
  }
}
if check {
  if !stale.isEmpty {
    let list = stale.map { "  \($0)\n" }.joined()
    FileHandle.standardError.write(
      Data(
        "generate-sirikit: stale generated files; run `swift run generate-sirikit`:\n\(list)".utf8))
    exit(1)
  }
  print("generate-sirikit: \(files.count) generated files are up to date")
} else {
  print("generate-sirikit: wrote \(files.count) files")
}
