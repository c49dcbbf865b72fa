#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A fault that ``FaultInjectingFileSystem`` injects into one `pwrite` of the log writer.
package enum InjectedFault: Hashable, Sendable, CustomStringConvertible, CaseIterable {
  /// The write writes half of its bytes (at least one) and succeeds; the writer must write
  /// the rest.
  case shortWrite
  /// The write is interrupted by a signal before writing anything (`EINTR`); the writer must
  /// retry.
  case interrupted
  /// The disk is full (`ENOSPC`): this write and every later one fail.
  case noSpace
  /// The file reached the process's or the file system's size limit (`EFBIG`): this write and
  /// every later one fail.
  case fileTooLarge
  /// The device failed (`EIO`): this write and every later one fail.
  case ioError
  /// The disk fills up inside the write: half of its bytes land, then `ENOSPC` for the rest
  /// and for every later write, which leaves a torn block.
  case noSpaceMidWrite

  /// The `errno` the writer should report, or `nil` for a fault it must absorb.
  package var errorCode: Int32? {
    switch self {
    case .shortWrite, .interrupted: nil
    case .noSpace, .noSpaceMidWrite: ENOSPC
    case .fileTooLarge: EFBIG
    case .ioError: EIO
    }
  }

  /// Whether the writer should absorb the fault and write everything.
  package var isTransient: Bool { errorCode == nil }

  package var description: String {
    switch self {
    case .shortWrite: "short write"
    case .interrupted: "EINTR"
    case .noSpace: "ENOSPC"
    case .fileTooLarge: "EFBIG"
    case .ioError: "EIO"
    case .noSpaceMidWrite: "half written, then ENOSPC"
    }
  }
}
