import InteractionModel
import Testing

/// The running claimed set and its one rule: a call's first completion claims, a repeated one
/// claims nothing.
@Suite struct ClaimedParametersTests {
  let recipients: Parameter = "INSendMessageIntent.recipients"
  let content: Parameter = "INSendMessageIntent.content"
  let group: Parameter = "INSendMessageIntent.speakableGroupName"

  @Test func aCallsFirstCompletionClaimsAndARepeatedOneDoesNot() {
    var claims = ClaimedParameters()
    let first = claims.noteCompletion(ofCall: 2, claiming: [recipients])
    let repeated = claims.noteCompletion(ofCall: 2, claiming: [recipients, content])
    #expect(first)
    #expect(!repeated)
    #expect(claims.sorted == [recipients])
    #expect(!claims.contains(content))
    #expect(claims.answeredCalls == [2])
  }

  @Test func aFirstCompletionThatClaimsNothingStillAnswersItsCall() {
    let claims = ClaimedParameters()
      .notingCompletion(ofCall: 1, claiming: [])
      .notingCompletion(ofCall: 1, claiming: [content])
    #expect(claims.isEmpty)
    #expect(claims.answeredCalls == [1])
  }

  @Test func eachParameterKeepsTheCallThatClaimedItFirstInTheOrderClaimsCame() {
    var claims = ClaimedParameters()
    claims.noteCompletion(ofCall: 3, claiming: [group, content])
    claims.noteCompletion(ofCall: 2, claiming: [content, recipients])
    #expect(claims.claims.map(\.parameter) == [content, group, recipients])
    #expect(claims.firstClaimer(of: content) == 3)
    #expect(claims.firstClaimer(of: recipients) == 2)
    #expect(claims.firstClaimer(of: "INSendMessageIntent.groupName") == nil)
    #expect(claims.parameters == [content, group, recipients])
    #expect(claims.count == 3)
  }
}
