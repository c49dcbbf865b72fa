import InteractionModel
import Testing

@Test func contextRawValuesMatchSiriKit() {
  #expect(HostedViewContext(rawValue: 0) == .siriSnippet)
  #expect(HostedViewContext(rawValue: 1) == .mapsCard)
  #expect(HostedViewContext(rawValue: 2) == nil)
}
