import InteractionHost
import InteractionModel
import InteractionSamples
import Testing

/// Completions that never come, come late, or come twice are reported without a hang or a crash.
///
/// No assertion is about elapsed time: the host's sleep is injected.
@MainActor
@Suite struct CompletionTests {
  @Test func aMissingCompletionTimesOutAndTheHostGoesOn() async {
    let transcript = await SimulatedHost(options: impatientOptions()).runInterface(
      for: SampleScenarios.startWorkout.interaction, controller: { ForgetfulViewController() })
    #expect(
      viewLines(transcript) == [
        "{} → true {} 320x44", "{INStartWorkoutIntent.intentDescription} → timeout",
      ])
    #expect(transcript.timedOutSteps.count == 1)
    #expect(transcript.claimed.isEmpty)
    #expect(transcript.outcome == .completed)
  }

  @Test func aMissingCompletionAfterRealSleepDoesNotHang() async throws {
    let host = SimulatedHost(options: HostOptions(timeout: 0.001))
    let transcript = await host.runInterface(
      for: SampleScenarios.startWorkout.interaction, controller: { ForgetfulViewController() })
    #expect(
      transcript.timedOutSteps.map(\.call.offeredParameters) == [
        [try parameter("INStartWorkoutIntent.intentDescription")]
      ])
  }

  @Test func theHostWaitsTheConfiguredTimeout() async {
    let log = SleepLog()
    let host = SimulatedHost(options: HostOptions(timeout: 0.25, sleep: log.sleep))
    _ = await host.runInterface(
      for: SampleScenarios.startWorkout.interaction, controller: { ForgetfulViewController() })
    // Only the call that had not answered by the time the host waited needed the timer.
    #expect(log.recorded == [0.25])
  }

  @Test func aLateCompletionIsReportedWithoutCrashing() async {
    let stash = CompletionStash()
    let transcript = await SimulatedHost(options: impatientOptions()).runInterface(
      for: SampleScenarios.sendMessage.interaction,
      controller: { HoldingViewController(stash: stash) })
    #expect(
      viewLines(transcript) == [
        "{} → true {} 320x10",
        "{INSendMessageIntent.recipients} → true {} 1x1 (late)",
        "{INSendMessageIntent.content} → true {INSendMessageIntent.content} 320x10",
      ])
    // The host had given up on it, so its answer claims nothing.
    #expect(transcript.viewSteps[1].claimedAfter.isEmpty)
  }

  @Test func aCompletionCalledAfterTheRunEndedIsIgnored() async throws {
    let stash = CompletionStash()
    let transcript = await SimulatedHost(options: impatientOptions()).runInterface(
      for: SampleScenarios.startWorkout.interaction,
      controller: { HoldingViewController(stash: stash) })
    #expect(transcript.viewSteps.last?.timedOut == true)
    // Calling it now, twice, must neither crash nor change the transcript already returned.
    let pending = try #require(stash.pending)
    pending(true, [], .zero)
    pending(false, [], .zero)
    #expect(transcript.viewSteps.last?.answers == [])
  }

  @Test func aCompletionCalledTwiceIsReportedAndTheFirstAnswerCounts() async throws {
    let transcript = await SimulatedHost().runInterface(
      for: SampleScenarios.sendMessage.interaction, controller: { MessageViewController() })
    let repeated = try #require(transcript.repeatedCompletions.first)
    #expect(transcript.repeatedCompletions.count == 1)
    #expect(repeated.answers.count == 2)
    #expect(repeated.answer?.view?.success == true)
    #expect(repeated.claimedAfter.contains(try parameter("INSendMessageIntent.content")))
  }

  @Test func aHandlerThatNeverCompletesEndsTheRun() async {
    let transcript = await SimulatedHost(options: impatientOptions()).run(
      SampleScenarios.sendMessageIntent, provider: ClosureProvider { MisbehavingHandler(.never) },
      controller: { MessageViewController() })
    #expect(transcript.outcome == .timedOut)
    #expect(transcript.callKinds == ["dispatch", "handle"])
    #expect(transcript.steps.last?.timedOut == true)
    #expect(transcript.interaction == nil)
  }

  @Test func aHandlerCompletingTwiceIsReportedAndItsFirstResponseCounts() async {
    let transcript = await SimulatedHost().runIntents(
      SampleScenarios.sendMessageIntent, provider: ClosureProvider { MisbehavingHandler(.twice) })
    #expect(transcript.steps.last?.isRepeated == true)
    #expect(transcript.interaction?.response == MisbehavingHandler.response(3, "success"))
  }
}
