package import InteractionLog
import InteractionModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Real files with faults injected on purpose, as LevelDB's fault-injection Env: a failure on
/// the n-th `pwrite`, a refused `open`, and a power loss that drops every byte written since a
/// file's last `fsync`.
///
/// Writes are counted across all files of the file system, starting at 1, so a test can first
/// count the writes of a clean session (``writeCount``) and then fail each of them in turn.
package final class FaultInjectingFileSystem: LogFileSystem {
  private struct State {
    var writes = 0
    var fault: InjectedFault?
    var faultyWrite = 0
    /// The `errno` every write fails with once a lasting fault was injected.
    var brokenWith: Int32?
    var injectedAt: Int?
    var refusedOpen: Int32?
    var isPoweredOff = false
    /// Each file's bytes as of its last `fsync` (or its opening): what survives a power loss.
    var durable: [String: [UInt8]] = [:]
  }

  private let state = Locked(State())

  /// Creates a file system that injects `fault` into the `write`th write, or no fault.
  package init(_ fault: InjectedFault? = nil, onWrite write: Int = 0) {
    state.withLock { state in
      state.fault = fault
      state.faultyWrite = write
    }
  }

  /// How many writes were asked for so far, the failed ones included.
  package var writeCount: Int { state.withLock { $0.writes } }

  /// The number of the write that the fault hit, or `nil` if it has not come yet.
  package var faultInjectedAt: Int? { state.withLock { $0.injectedAt } }

  /// Makes every later `open` fail with `code`, as an unwritable directory would (`EACCES`):
  /// tests run as root, who may write anywhere.
  package func refuseOpening(with code: Int32) {
    state.withLock { $0.refusedOpen = code }
  }

  /// Cuts the power: every file goes back to its bytes as of its last `fsync`, and every later
  /// call fails with `EIO`, as calls of a process that did not survive.
  package func losePower() throws(SystemError) {
    let durable = state.withLock { state in
      state.isPoweredOff = true
      return state.durable
    }
    for (path, bytes) in durable.sorted(by: { $0.key < $1.key }) {
      let file = try FileDescriptor.openForUpdate(path)
      try file.truncate(to: 0)
      try file.write(bytes, at: 0)
    }
  }

  package func createNew(_ path: String) throws(SystemError) -> any LogFile {
    try open(path) { () throws(SystemError) in try FileDescriptor.createNew(path) }
  }

  package func openForUpdate(_ path: String) throws(SystemError) -> any LogFile {
    try open(path) { () throws(SystemError) in try FileDescriptor.openForUpdate(path) }
  }

  private func open(_ path: String, _ opening: () throws(SystemError) -> FileDescriptor)
    throws(SystemError) -> any LogFile
  {
    if let code = state.withLock({ $0.isPoweredOff ? EIO : $0.refusedOpen }) {
      throw SystemError(operation: "open", path: path, code: code)
    }
    let real = try opening()
    let file = FaultInjectingFile(real: real, system: self)
    let contents = try file.contents()
    state.withLock { $0.durable[path] = contents }
    return file
  }

  /// What the file system does about write number n: a fault to inject, or none.
  fileprivate func nextWrite(path: String) throws(SystemError) -> InjectedFault? {
    let outcome: Result<InjectedFault?, SystemError> = state.withLock { state in
      state.writes += 1
      if state.isPoweredOff {
        return .failure(SystemError(operation: "pwrite", path: path, code: EIO))
      }
      if let code = state.brokenWith {
        return .failure(SystemError(operation: "pwrite", path: path, code: code))
      }
      guard state.writes == state.faultyWrite, let fault = state.fault else { return .success(nil) }
      state.injectedAt = state.writes
      if fault == .noSpaceMidWrite || !fault.isTransient { state.brokenWith = fault.errorCode }
      return .success(fault)
    }
    return try outcome.get()
  }

  fileprivate func synchronized(_ file: FaultInjectingFile) throws(SystemError) {
    if state.withLock({ $0.isPoweredOff }) {
      throw SystemError(operation: "fsync", path: file.path, code: EIO)
    }
    try file.real.synchronize()
    let contents = try file.contents()
    state.withLock { $0.durable[file.path] = contents }
  }

  fileprivate func checkPower(_ operation: String, _ path: String) throws(SystemError) {
    if state.withLock({ $0.isPoweredOff }) {
      throw SystemError(operation: operation, path: path, code: EIO)
    }
  }
}

/// A real file whose writes ask ``FaultInjectingFileSystem`` for a fault first.
final class FaultInjectingFile: LogFile {
  let real: FileDescriptor
  private let system: FaultInjectingFileSystem

  init(real: FileDescriptor, system: FaultInjectingFileSystem) {
    self.real = real
    self.system = system
  }

  var path: String { real.path }

  func writeOnce(_ bytes: UnsafeRawBufferPointer, at offset: Int64) throws(SystemError) -> Int {
    switch try system.nextWrite(path: path) {
    case nil:
      return try real.writeOnce(bytes, at: offset)
    case .shortWrite?, .noSpaceMidWrite?:
      let half = max(1, bytes.count / 2)
      return try real.writeOnce(UnsafeRawBufferPointer(rebasing: bytes[..<half]), at: offset)
    case let fault?:
      throw SystemError(operation: "pwrite", path: path, code: fault.errorCode ?? EINTR)
    }
  }

  func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int64) throws(SystemError)
    -> Int
  {
    try system.checkPower("pread", path)
    return try real.read(into: buffer, at: offset)
  }

  func synchronize() throws(SystemError) {
    try system.synchronized(self)
  }

  func size() throws(SystemError) -> Int64 {
    try system.checkPower("fstat", path)
    return try real.size()
  }

  func truncate(to length: Int64) throws(SystemError) {
    try system.checkPower("ftruncate", path)
    try real.truncate(to: length)
  }

  func lockExclusively() throws(SystemError) {
    try real.lockExclusively()
  }

  /// The file's whole contents, read through the real descriptor.
  func contents() throws(SystemError) -> [UInt8] {
    let size = Int(try real.size())
    var bytes = [UInt8](repeating: 0, count: size)
    var done = 0
    while done < size {
      let result = bytes.withUnsafeMutableBytes { raw in
        Result { () throws(SystemError) in
          try real.read(
            into: UnsafeMutableRawBufferPointer(rebasing: raw[done...]), at: Int64(done))
        }
      }
      let count = try result.get()
      if count == 0 { break }
      done += count
    }
    return Array(bytes[..<done])
  }
}
