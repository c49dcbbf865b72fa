#if canImport(os)
import os
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
#error("Locked needs os_unfair_lock or pthread_mutex_t")
#endif

/// A value that one thread at a time reads and changes: the package's lock, with the API of
/// `Synchronization.Mutex`, on the systems the package supports.
///
/// `Mutex` needs iOS 18 and macOS 15; this lock back-deploys to iOS 15 and macOS 12. It is an
/// `os_unfair_lock` on Apple platforms and a `pthread_mutex_t` elsewhere, both of which
/// ThreadSanitizer understands. It shares one heap allocation with the value, because a lock must
/// never move and a Swift property may. Copies of a `Locked` share its lock and value, so a class
/// or a closure can hold it like a `Mutex`.
///
/// It is `Sendable` whatever `Value` is, for the reason `Mutex` is: a value goes in and comes out
/// only as `sending`, so nothing outside keeps a reference into the value that the lock does not
/// guard.
package struct Locked<Value: ~Copyable>: @unchecked Sendable {
  #if canImport(os)
  private typealias Primitive = os_unfair_lock
  #else
  private typealias Primitive = pthread_mutex_t
  #endif

  /// The lock as the header and the value as the one element, so both sit in one allocation at
  /// addresses that never change. (A header must be copyable; a value need not be.)
  private final class Storage: ManagedBuffer<Primitive, Value> {
    deinit {
      #if !canImport(os)
      withUnsafeMutablePointerToHeader { _ = pthread_mutex_destroy($0) }
      #endif
      _ = withUnsafeMutablePointerToElements { $0.deinitialize(count: 1) }
    }

    var value: Value {
      unsafeAddress { UnsafePointer(withUnsafeMutablePointerToElements { $0 }) }
      unsafeMutableAddress { withUnsafeMutablePointerToElements { $0 } }
    }

    func lock() {
      withUnsafeMutablePointerToHeader { lock in
        #if canImport(os)
        os_unfair_lock_lock(lock)
        #else
        // Fails only for a mutex that was never initialized, or with an error check this
        // default mutex does not make.
        let status = pthread_mutex_lock(lock)
        precondition(status == 0, "pthread_mutex_lock failed: \(status)")
        #endif
      }
    }

    func unlock() {
      withUnsafeMutablePointerToHeader { lock in
        #if canImport(os)
        os_unfair_lock_unlock(lock)
        #else
        let status = pthread_mutex_unlock(lock)
        precondition(status == 0, "pthread_mutex_unlock failed: \(status)")
        #endif
      }
    }
  }

  private let storage: Storage

  /// Puts a value behind a new lock.
  ///
  /// - Parameter value: The value; no reference to it stays outside.
  package init(_ value: consuming sending Value) {
    storage = unsafeDowncast(
      Storage.create(minimumCapacity: 1) { _ in Primitive() }, to: Storage.self)
    #if !canImport(os)
    storage.withUnsafeMutablePointerToHeader { lock in
      // Fails only without memory for the mutex, where nothing sensible can follow.
      let status = pthread_mutex_init(lock, nil)
      precondition(status == 0, "pthread_mutex_init failed: \(status)")
    }
    #endif
    // The element's address stays valid while `storage` lives; a closure could not consume
    // a noncopyable value it captured.
    storage.withUnsafeMutablePointerToElements { $0 }.initialize(to: value)
  }

  /// Runs `body` with the value, holding the lock, and returns what `body` returns.
  ///
  /// The lock is not recursive: `body` must not call `withLock` on the same value. Keep `body`
  /// short and call no user code in it; resume continuations and call handlers after it returns.
  ///
  /// - Parameter body: Reads or changes the value; it may throw, and the lock is released then too.
  /// - Returns: What `body` returned.
  /// - Throws: What `body` threw.
  package func withLock<Result: ~Copyable, Failure: Error>(
    _ body: (inout sending Value) throws(Failure) -> sending Result
  ) throws(Failure) -> sending Result {
    storage.lock()
    defer { storage.unlock() }
    return try body(&storage.value)
  }
}
