import Foundation

/// Where the browser tests keep their pictures: the directory `ILOG_SCREENSHOTS` names, which
/// `Tools/screenshot.sh` sets to regenerate the pictures of Docs/ from the tests' own run.
enum Screenshots {
  /// The directory, relative to the working directory unless absolute; `nil` when unset.
  static let directory = ProcessInfo.processInfo.environment["ILOG_SCREENSHOTS"].flatMap {
    $0.isEmpty ? nil : $0
  }

  /// The color scheme the pictures are taken in: `ILOG_SCREENSHOTS_COLOR_SCHEME=dark` for
  /// dark, light otherwise.
  static let colorScheme: Browser.ColorScheme =
    ProcessInfo.processInfo.environment["ILOG_SCREENSHOTS_COLOR_SCHEME"] == "dark" ? .dark : .light

  /// Saves a PNG as `NAME.png` (`NAME-dark.png` in dark) when `ILOG_SCREENSHOTS` is set; does
  /// nothing otherwise.
  ///
  /// - Throws: When the directory cannot be made or the file written.
  static func keep(_ png: Data, as name: String) throws {
    guard let directory else { return }
    try FileManager.default.createDirectory(
      atPath: directory, withIntermediateDirectories: true)
    try png.write(
      to: URL(fileURLWithPath: directory).appendingPathComponent(
        colorScheme == .dark ? "\(name)-dark.png" : "\(name).png"))
  }

  /// A PNG's width and height from its header; `nil` for bytes that are not a PNG.
  static func size(ofPNG png: Data) -> (width: Int, height: Int)? {
    let bytes = [UInt8](png.prefix(24))
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard bytes.count == 24, Array(bytes[0..<8]) == signature,
      String(decoding: bytes[12..<16], as: UTF8.self) == "IHDR"
    else { return nil }
    func number(at offset: Int) -> Int {
      bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    }
    return (number(at: 16), number(at: 20))
  }
}
