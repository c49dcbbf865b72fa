import InteractionModel

/// The floor: ``TrivialResolvingHandler`` called directly, through the same existential the
/// recording wrapper is called through, with no log.
struct DirectHandlerCase: CallCase {
  let name = "handler called directly"
  let note = "TrivialResolvingHandler, no recording: the call and its completion alone"
  let calls: Int
  let intent: Intent

  func run(in directory: String) throws -> CallSample {
    let handler: any IntentResolving = TrivialResolvingHandler()
    let counter = CompletionCounter()
    let stopwatch = Stopwatch()
    for _ in 0..<calls {
      handler.resolve(parameter: "workoutName", for: intent) { _ in counter.increment() }
    }
    let elapsed = stopwatch.elapsedNanoseconds
    guard counter.value == calls else {
      throw BenchmarkError.check("\(name): \(counter.value) completions for \(calls) calls")
    }
    return CallSample(calls: calls, nanoseconds: elapsed)
  }
}
