import InteractionLog
import InteractionModel
import Testing

@testable import InteractionJudging

/// A report's parameter sets are sorted whatever order the log gave them in, and a set that came
/// sorted is kept as it came.
@Suite struct ParameterOrderTests {
  let title: Parameter = "INStartWorkoutIntent.intentDescription"
  let goal: Parameter = "INStartWorkoutIntent.goalValue"
  let name: Parameter = "INStartWorkoutIntent.workoutName"
  let event = EventReference(file: "ui.ilog", sequence: 3)

  @Test func aCallsOfferAndClaimsAreSortedWhateverTheirOrder() {
    for offered in [[title, goal, name], [name, title, goal], [goal, name, title]] {
      let call = UICall(
        index: 1, method: .configureView, instance: "View#1", offered: offered,
        interactiveBehavior: InteractiveBehavior.none, context: .siriSnippet, event: event,
        callID: 1, claimedAfter: offered.reversed())
      let completion = UICompletion(
        event: event, success: true, claimed: offered, size: Size(width: 320, height: 44),
        latency: 10)
      #expect(call.offered == [goal, title, name])
      #expect(call.claimedAfter == [goal, title, name])
      #expect(completion.claimed == [goal, title, name])
    }
  }

  @Test func setsOfNoneOneOrEqualParametersKeepTheirElements() {
    #expect([Parameter]().inAscendingOrder.isEmpty)
    #expect([goal].inAscendingOrder == [goal])
    #expect([goal, goal, title].inAscendingOrder == [goal, goal, title])
    #expect([title, goal, goal].inAscendingOrder == [goal, goal, title])
    // Parameters of two classes sort by their text.
    let other: Parameter = "INSendMessageIntent.content"
    #expect([title, other].inAscendingOrder == [other, title])
  }
}
