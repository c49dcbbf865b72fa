import InteractionModel

@testable import InteractionLog

/// Real files whose writes wait while a gate is shut, so that a test fills the buffered
/// writer's queue by construction, not by racing its background queues.
final class GatedFileSystem: LogFileSystem {
  private let isOpen: Locked<Bool>

  /// Creates the file system with its gate shut or open.
  init(open: Bool) {
    isOpen = Locked(open)
  }

  /// Lets writes through, and the ones waiting go on.
  func open() { isOpen.withLock { $0 = true } }

  /// Makes later writes wait until ``open()``.
  func shut() { isOpen.withLock { $0 = false } }

  func createNew(_ path: String) throws(SystemError) -> any LogFile {
    GatedFile(real: try FileDescriptor.createNew(path), isOpen: isOpen)
  }

  func openForUpdate(_ path: String) throws(SystemError) -> any LogFile {
    GatedFile(real: try FileDescriptor.openForUpdate(path), isOpen: isOpen)
  }
}

/// A real file whose writes wait for its file system's gate.
private final class GatedFile: LogFile {
  let real: FileDescriptor
  let isOpen: Locked<Bool>

  init(real: FileDescriptor, isOpen: Locked<Bool>) {
    self.real = real
    self.isOpen = isOpen
  }

  var path: String { real.path }

  func writeOnce(_ bytes: UnsafeRawBufferPointer, at offset: Int64) throws(SystemError) -> Int {
    while !isOpen.withLock({ $0 }) { pause(nanoseconds: 1_000_000) }
    return try real.writeOnce(bytes, at: offset)
  }

  func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int64) throws(SystemError)
    -> Int
  {
    try real.read(into: buffer, at: offset)
  }

  func synchronize() throws(SystemError) { try real.synchronize() }
  func size() throws(SystemError) -> Int64 { try real.size() }
  func truncate(to length: Int64) throws(SystemError) { try real.truncate(to: length) }
  func lockExclusively() throws(SystemError) { try real.lockExclusively() }
}
