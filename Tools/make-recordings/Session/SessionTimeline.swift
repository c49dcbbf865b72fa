/// The fixed times and identities of every recording: when a session starts, how long the steps
/// between calls take, and which process id each side writes.
enum SessionTimeline {
  /// 2026-11-21T09:30:00Z, when every recording starts.
  static let start: Int64 = 1_795_253_400_000_000
  /// Both sides' clocks: the device has been up for an hour; every clock reading takes 100 µs.
  static let clock = RecordingClock.Settings(
    wallStart: start, monotonicStart: 3_600_000_000_000, tick: 100)
  /// From the Intents extension's last answer to the Intents UI extension's first call: 40 ms.
  static let handOff: Int64 = 40_000
  /// From the end of one interaction to the next request: 5 s.
  static let pause: Int64 = 5_000_000

  /// The Intents extension's process id in every recording.
  static let intentsProcessID: Int32 = 501
  /// The Intents UI extension's process id in every recording.
  static let interfaceProcessID: Int32 = 502
  /// The thread id every event names: each extension's main thread.
  static let threadID: UInt64 = 1
}
