#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The calling thread's CPU time, in nanoseconds: what the caller spent itself, without the
/// time it waited for a core while other threads (the writer's own, other processes) ran.
enum ThreadClock {
  static var nanoseconds: Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
  }
}
