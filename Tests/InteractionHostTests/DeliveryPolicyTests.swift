import InteractionHost
import InteractionModel
import InteractionSamples
import Testing

/// The delivery policies: documented, empty set last, explicit, seeded permutation.
@MainActor
@Suite struct DeliveryPolicyTests {
  /// Five accounts: the empty set and five rows make 720 possible orders.
  static let fiveAccounts: Interaction = {
    var interaction = SampleScenarios.searchAccounts.interaction
    interaction.response?["accounts"] = .array(
      (0..<5).map { ["nickname": .string("Account \($0)")] })
    return interaction
  }()

  func offered(_ delivery: DeliveryPolicy, _ interaction: Interaction = fiveAccounts) async
    -> [String]
  {
    offeredTexts(
      await SimulatedHost(options: HostOptions(delivery: delivery)).runInterface(
        for: interaction, controller: { AccountsViewController() }))
  }

  @Test func documentedPutsTheEmptySetFirstThenTheRowsInOrder() async {
    #expect(
      await offered(.documented)
        == ["{}"] + (0..<5).map { "{INSearchForAccountsIntentResponse.accounts[\($0)]}" })
  }

  @Test func emptySetLastReproducesTheHeaderShownAsAFooter() async {
    let transcript = await SimulatedHost(options: HostOptions(delivery: .emptySetLast))
      .runInterface(
        for: SampleScenarios.startWorkoutEmptySetLast.interaction,
        controller: { WorkoutViewController() })
    #expect(offeredTexts(transcript) == ["{INStartWorkoutIntent.intentDescription}", "{}"])
    // The controller still answers the empty set with its header, now at the bottom.
    #expect(
      transcript.viewSteps.last?.answer
        == .view(success: true, claimed: [], size: WorkoutViewController.headerSize))
  }

  @Test func explicitOffersExactlyTheGivenSetsLessWhatWasClaimed() async throws {
    let content = try parameter("INSendMessageIntent.content")
    let recipients = try parameter("INSendMessageIntent.recipients")
    let transcript = await SimulatedHost(
      options: HostOptions(delivery: .explicit([[content], [], [recipients, content]]))
    ).runInterface(
      for: SampleScenarios.sendMessage.interaction, controller: { MessageViewController() })
    #expect(
      offeredTexts(transcript) == [
        "{INSendMessageIntent.content}", "{}", "{INSendMessageIntent.recipients}",
      ])
  }

  @Test func explicitMayLeaveRowsOut() async throws {
    let second = try parameter("INSearchForAccountsIntentResponse.accounts[1]")
    #expect(
      await offered(.explicit([[second]]))
        == ["{INSearchForAccountsIntentResponse.accounts[1]}"])
  }

  @Test func aSeededPermutationIsTheSameOnEveryRun() async {
    let first = await offered(.seededPermutation(seed: 7))
    let second = await offered(.seededPermutation(seed: 7))
    #expect(first == second)
    #expect(Set(first) == Set(await offered(.documented)))
  }

  @Test func anotherSeedGivesAnotherOrder() async {
    let one = await offered(.seededPermutation(seed: 1))
    let two = await offered(.seededPermutation(seed: 2))
    #expect(one != two)
    #expect(Set(one) == Set(two))
  }

  @Test func aSeededPermutationCanPutTheEmptySetAnywhere() {
    // The plan permutes the empty set (position 0) with the rows.
    let positions = Set(
      (0..<64).map { SeededGenerator(seed: $0).permuted(Array(0...5)).firstIndex(of: 0) })
    #expect(positions == Set(0...5))
  }

  @Test func thePlanOfEachPolicy() throws {
    let rows: [Set<Parameter>] = [
      [try parameter("A.a")], [try parameter("A.b")],
    ]
    #expect(DeliveryPolicy.documented.plan(rows: rows) == [[]] + rows)
    #expect(DeliveryPolicy.emptySetLast.plan(rows: rows) == rows + [[]])
    #expect(DeliveryPolicy.explicit([rows[1]]).plan(rows: rows) == [rows[1]])
    #expect(
      DeliveryPolicy.seededPermutation(seed: 3).plan(rows: rows)
        == SeededGenerator(seed: 3).permuted([[]] + rows))
  }
}
