import InteractionModel
import InteractionReplay
import Testing

/// Every spelling of a parameter names it in every call that carries it.
@Suite struct ParameterSpellingTests {
  @Test func theFullTextOrTheKeyPathNameAParameter() {
    let description: Parameter = "INStartWorkoutIntent.intentDescription"
    let account: Parameter = "INSearchForAccountsIntentResponse.accounts[1]"
    for spelling in ["INStartWorkoutIntent.intentDescription", "intentDescription"] {
      #expect(ParameterSpelling(spelling).matches(description), "\(spelling)")
    }
    for spelling in ["accounts[1]", "accounts", "INSearchForAccountsIntentResponse.accounts"] {
      #expect(ParameterSpelling(spelling).matches(account), "\(spelling)")
    }
    for spelling in ["accounts[0]", "Description", "INStartWorkoutIntent", ""] {
      #expect(!ParameterSpelling(spelling).matches(account))
      #expect(!ParameterSpelling(spelling).matches(description))
    }
  }

  @Test func bothSpellingsNameAResolveAndAConfigureView() {
    let resolve = ExtensionCall.resolve(parameter: "workoutName", value: "run")
    let view = ExtensionCall.configureView(
      parameters: ["INStartWorkoutIntent.workoutName"], interactiveBehavior: .none,
      context: .siriSnippet)
    for spelling in ["workoutName", "INStartWorkoutIntent.workoutName"] {
      #expect(ParameterSpelling(spelling).matches(resolve, intentClass: "INStartWorkoutIntent"))
      #expect(ParameterSpelling(spelling).matches(view, intentClass: nil))
    }
    #expect(
      !ParameterSpelling("INSendMessageIntent.workoutName").matches(
        resolve, intentClass: "INStartWorkoutIntent"))
  }
}
