import ArgumentParser
import Foundation
import InteractionLog
import InteractionModel
import InteractionRecorder
import InteractionSamples

/// One stress run: the threads and the recorder they share.
struct StressRun {
  let mode: StressMode
  let threads: Int
  let calls: Int

  /// The intent of one call: its identifier names the thread and the call, `t-i`.
  static func intent(thread: Int, call: Int) -> Intent {
    Intent(
      className: "INSendMessageIntent", identifier: "\(thread)-\(call)",
      properties: ["content": .string("message \(call) from thread \(thread)")])
  }

  /// Records the run into a new session directory under `root`.
  ///
  /// - Returns: The log's path, and the seconds from the threads' start to the log's close.
  /// - Throws: When the recorder could not open its log, or reported an error.
  func record(in root: String) throws -> (path: String, seconds: Double) {
    let errors = Locked<[String]>([])
    let recorder = Recorder(
      directory: root, session: "stress-\(mode.rawValue)", role: .intentsExtension,
      options: RecorderOptions(writer: mode.options),
      errorHandler: { error in errors.withLock { $0.append("\(error)") } })
    guard let path = recorder.path else {
      throw ValidationError("the recorder could not open a log: \(errors.withLock { $0 })")
    }
    let start = ContinuousClock.now
    let group = DispatchGroup()
    // Every thread waits at the gate, so that they all call at once.
    let gate = DispatchSemaphore(value: 0)
    for thread in 0..<threads {
      group.enter()
      let worker = Thread { [calls] in
        // One provider wrapper per thread; the recorder behind them is the one shared.
        let provider = recorder.recordingProvider(wrapping: SampleIntentsExtension())
        gate.wait()
        for call in 0..<calls {
          let intent = Self.intent(thread: thread, call: call)
          if let handler = provider.handler(for: intent) {
            handler.handle(intent: intent) { _ in }
          }
          if call % 16 == 0 { recorder.note("thread \(thread) call \(call)") }
        }
        group.leave()
      }
      worker.start()
    }
    for _ in 0..<threads { gate.signal() }
    group.wait()
    recorder.close()
    let elapsed = (ContinuousClock.now - start).components
    let reported = errors.withLock { $0 }
    if !reported.isEmpty {
      throw ValidationError("the recorder reported \(reported.count) errors: \(reported.prefix(3))")
    }
    return (path, Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18)
  }
}
