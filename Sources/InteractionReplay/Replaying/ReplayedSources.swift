import InteractionLog
public import InteractionModel

#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// Sources that hand extension code the clock readings and UUIDs of a recording, in recorded
/// order, so that code which read them through the recorder behaves the same in a replay.
///
/// Asked for more values than were recorded, it hands out a fixed fallback (the last recorded
/// time, or 2001-01-01 with none; a UUID counting up from zero) and counts the request, which
/// the replay reports as a divergence.
public final class ReplayedSources: ValueSources {
  private struct State {
    var times: [Date]
    var uuids: [UUID]
    var nextTime = 0
    var nextUUID = 0
    var exhausted: [String] = []
  }

  private let state: Locked<State>

  /// Creates sources from a recording's source values.
  ///
  /// - Parameter values: The recorded values, in order.
  public init(_ values: [RecordedSourceValue]) {
    let times = values.filter { $0.source == "clock" }.compactMap { WallTime($0.value)?.date }
    let uuids = values.filter { $0.source == "uuid" }.compactMap { UUID(uuidString: $0.value) }
    state = Locked(State(times: times, uuids: uuids))
  }

  /// The next recorded time.
  ///
  /// - Returns: The recorded time, or a fallback when none is left.
  public func now() -> Date {
    state.withLock { state in
      if state.nextTime < state.times.count {
        defer { state.nextTime += 1 }
        return state.times[state.nextTime]
      }
      state.exhausted.append("clock")
      return state.times.last ?? Date(timeIntervalSinceReferenceDate: 0)
    }
  }

  /// The next recorded UUID.
  ///
  /// - Returns: The recorded UUID, or a fallback when none is left.
  public func makeUUID() -> UUID {
    state.withLock { state in
      if state.nextUUID < state.uuids.count {
        defer { state.nextUUID += 1 }
        return state.uuids[state.nextUUID]
      }
      state.exhausted.append("uuid")
      // 00000000-0000-0000-0000-00000000000n: the n-th UUID asked for beyond the recorded ones.
      var uuid: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
      withUnsafeMutableBytes(of: &uuid) { bytes in
        withUnsafeBytes(of: UInt64(state.exhausted.count).bigEndian) { counter in
          bytes[8...].copyBytes(from: counter)
        }
      }
      return UUID(uuid: uuid)
    }
  }

  /// The sources asked for beyond what was recorded, in order (`clock` or `uuid`), and forgets
  /// them.
  func takeExhausted() -> [String] {
    state.withLock { state in
      defer { state.exhausted = [] }
      return state.exhausted
    }
  }
}
