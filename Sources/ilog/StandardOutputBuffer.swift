#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Lines of bytes for standard output, written 64 KiB at a time: `ilog events --json` prints
/// each line as the log holds it without making a `String` of it.
///
/// Standard output is written by `write(2)` directly, so ``flush()`` must run before anything
/// else (`print`) writes there.
struct StandardOutputBuffer {
  private var bytes: [UInt8] = []
  private static let capacity = 64 * 1024

  init() {
    bytes.reserveCapacity(Self.capacity + 4096)
  }

  /// Adds `line` and a newline.
  mutating func appendLine(_ line: ArraySlice<UInt8>) {
    bytes.append(contentsOf: line)
    bytes.append(0x0A)
    if bytes.count >= Self.capacity { flush() }
  }

  /// Writes what is buffered; a failed write (a closed pipe) drops it, as `print` would.
  mutating func flush() {
    bytes.withUnsafeBytes { raw in
      guard let base = raw.baseAddress else { return }
      var offset = 0
      while offset < raw.count {
        let written = write(1, base + offset, raw.count - offset)
        if written < 0 && errno == EINTR { continue }
        guard written > 0 else { break }
        offset += written
      }
    }
    bytes.removeAll(keepingCapacity: true)
  }
}
