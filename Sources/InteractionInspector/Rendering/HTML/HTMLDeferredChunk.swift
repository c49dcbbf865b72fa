import Foundation
import InteractionLog

/// The bodies of many closed interaction sections, compressed together into one inert
/// `<script type="text/x-ilog">` element whose text is their raw deflate stream in Base64.
///
/// A long session's page holds thousands of sections, and a browser that builds every one of
/// their tables before it settles takes many seconds; compressed, the bodies take a tenth of the
/// bytes and no elements at all. The page's script inflates a chunk (with the browser's own
/// `DecompressionStream`) when one of its sections is first opened. Base64 holds no character
/// that could end the element, and the bodies are separated by NUL, which ``HTMLText`` never
/// lets through from a log.
struct HTMLDeferredChunk {
  /// How many bodies go into one chunk: large enough to compress well, small enough to inflate
  /// at once on a click.
  static let capacity = 100

  /// The type of the element; a browser runs no script of a type it does not know.
  static let type = "text/x-ilog"

  /// The chunk element's id.
  let id: String
  private var bodies: [String] = []

  init(id: String) {
    self.id = id
  }

  /// How many bodies the chunk holds.
  var count: Int { bodies.count }

  /// Whether the chunk holds ``capacity`` bodies.
  var isFull: Bool { bodies.count >= Self.capacity }

  /// Adds a body.
  ///
  /// - Parameter body: A section's body.
  /// - Returns: Its place in the chunk.
  mutating func add(_ body: String) -> Int {
    bodies.append(body)
    return bodies.count - 1
  }

  /// The chunk's element, or `nil` when the bodies cannot be compressed (zlib out of memory),
  /// in which case the caller writes them as markup instead.
  func element() -> String? {
    var compressed: [UInt8] = []
    do {
      let deflater = try Deflater(level: 6)
      var text = bodies.joined(separator: "\u{0}")
      try text.withUTF8 { bytes in
        try deflater.compress(UnsafeRawBufferPointer(bytes), finish: true, into: &compressed)
      }
    } catch {
      return nil
    }
    return "<script type=\"\(Self.type)\" id=\"\(id)\">" + Data(compressed).base64EncodedString()
      + "</script>"
  }
}
