#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How far a log file reader reads ahead of its consumer, on other cores.
///
/// Sealed `ilog/1` blocks are independent gzip members whose headers give their sizes, so
/// blocks after the one being consumed can be inflated and decoded at once (FORMAT.md §2).
/// What is read ahead is bounded by a number of blocks and by the payload bytes their indexes
/// declare, so memory stays bounded by the blocks in flight whatever the file's size.
package struct ReadAhead: Hashable, Sendable {
  /// The most blocks read, or being read, ahead of the consumer; 0 reads every block in order
  /// on the consumer's thread.
  package var blocks: Int
  /// The most payload bytes, as the blocks' indexes declare them, held ahead at once; the first
  /// block ahead is read whatever its size.
  package var bytes: Int

  /// Reads ahead at most `blocks` blocks holding at most `bytes` payload bytes.
  package init(blocks: Int, bytes: Int) {
    self.blocks = max(0, blocks)
    self.bytes = max(0, bytes)
  }

  /// Every block read in order on the consumer's thread, as on a machine with one core.
  package static let sequential = ReadAhead(blocks: 0, bytes: 0)

  /// The environment variable that sets how many threads read: `1` reads on the consumer's
  /// thread alone; unset, every active core reads.
  package static let threadsVariable = "ILOG_READ_THREADS"

  /// The most threads ``threadsVariable`` may ask for.
  package static let maximumThreads = 256

  /// What is wrong with ``threadsVariable``'s value, for a tool to report; `nil` when it is
  /// unset or a whole number from 1 to ``maximumThreads``. (The library itself reads on every
  /// active core when the value is not one.)
  package static var environmentProblem: String? {
    guard let text = ProcessInfo.processInfo.environment[threadsVariable] else { return nil }
    if let threads = Int(text), (1...maximumThreads).contains(threads) { return nil }
    return "\(threadsVariable) must be a whole number from 1 to \(maximumThreads), not '\(text)'"
  }

  /// The payload bytes all the files of one read hold ahead at most, shared between them.
  static let sharedBytes = 8 * LogFormat.maximumBlockPayload

  /// What a reader of one of `files` files read together uses: two blocks per thread, shared
  /// between the files, at least one each; none with one thread.
  ///
  /// - Parameters:
  ///   - files: How many files are read at the same time (a session's logs, merged).
  ///   - threads: The threads that read; by default ``threadsVariable`` if set to a positive
  ///     number, else the active cores.
  /// - Returns: ``sequential`` for one thread, else bounds for one file's reader.
  package static func automatic(files: Int = 1, threads: Int? = nil) -> ReadAhead {
    let threads = threads ?? configuredThreads
    guard threads > 1 else { return .sequential }
    let files = max(1, files)
    return ReadAhead(
      blocks: max(1, 2 * threads / files),
      bytes: max(LogFormat.maximumBlockPayload, sharedBytes / files))
  }

  /// ``threadsVariable`` if it is a whole number from 1 to ``maximumThreads``, else the active
  /// cores.
  static var configuredThreads: Int {
    let process = ProcessInfo.processInfo
    if let text = process.environment[threadsVariable], let threads = Int(text),
      (1...maximumThreads).contains(threads)
    {
      return threads
    }
    return process.activeProcessorCount
  }
}
