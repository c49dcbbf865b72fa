#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Facts about the running process that events carry.
package enum CurrentProcess {
  package static var id: Int32 { getpid() }

  /// The calling thread's id, stable for the thread's life.
  package static var threadID: UInt64 {
    #if canImport(Darwin)
    var id: UInt64 = 0
    pthread_threadid_np(nil, &id)
    return id
    #else
    return UInt64(UInt(bitPattern: Int(bitPattern: UInt(pthread_self()))))
    #endif
  }

  /// `linux-x86_64`, `darwin-arm64` and the like.
  package static var platform: String {
    var info = utsname()
    uname(&info)
    func text<T>(_ field: T) -> String {
      withUnsafeBytes(of: field) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }
    return "\(text(info.sysname).lowercased())-\(text(info.machine))"
  }
}

/// Sleeps the calling thread for `nanoseconds`, going on after interruptions.
package func pause(nanoseconds: UInt64) {
  var request = timespec(
    tv_sec: Int(nanoseconds / 1_000_000_000), tv_nsec: Int(nanoseconds % 1_000_000_000))
  var remaining = timespec()
  while nanosleep(&request, &remaining) != 0, errno == EINTR {
    request = remaining
  }
}
