import InteractionInspector
import Testing

/// `--color auto`: colour on a terminal, unless the environment says no.
@Suite struct TextStyleTests {
  @Test func colourNeedsATerminalAndNoNoColor() {
    #expect(TextStyle.automatic(isTerminal: true, environment: [:]) == .ansi)
    #expect(TextStyle.automatic(isTerminal: true, environment: ["TERM": "xterm-256color"]) == .ansi)
    #expect(TextStyle.automatic(isTerminal: false, environment: [:]) == .plain)
    #expect(TextStyle.automatic(isTerminal: true, environment: ["NO_COLOR": "1"]) == .plain)
    // https://no-color.org: an empty NO_COLOR does not count.
    #expect(TextStyle.automatic(isTerminal: true, environment: ["NO_COLOR": ""]) == .ansi)
    #expect(TextStyle.automatic(isTerminal: true, environment: ["TERM": "dumb"]) == .plain)
  }
}
