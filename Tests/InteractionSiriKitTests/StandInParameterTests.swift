import Foundation
import Testing

#if canImport(Intents)
import Intents
#else
import SiriKitStandIn
#endif

/// INParameter as SiriKit documents it: indexes from subscripts and `setIndex`, `NSNotFound`
/// where none was set, and indexes in equality and hashing.
@Suite struct StandInParameterTests {
  @Test func subscriptsBecomeIndexesAndTheClassPrefixIsDropped() {
    let parameter = INParameter(
      for: INIntent.self, keyPath: "INIntent.accounts[1].balances[0].amount")
    #expect(parameter.parameterKeyPath == "accounts.balances.amount")
    #expect(parameter.index(forSubKeyPath: "accounts") == 1)
    #expect(parameter.index(forSubKeyPath: "accounts.balances") == 0)
    #expect(parameter.index(forSubKeyPath: "accounts.balances.amount") == NSNotFound)
  }

  @Test func indexesTakePartInEquality() {
    let first = INParameter(for: INIntent.self, keyPath: "accounts")
    first.setIndex(0, forSubKeyPath: "accounts")
    let second = INParameter(for: INIntent.self, keyPath: "accounts[1]")
    let plain = INParameter(for: INIntent.self, keyPath: "accounts")
    #expect(Set([first, second, plain]).count == 3)
    second.setIndex(0, forSubKeyPath: "INIntent.accounts")
    #expect(first == second)
    #expect(first.hash == second.hash)
  }
}
