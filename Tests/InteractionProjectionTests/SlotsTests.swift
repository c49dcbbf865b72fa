import Testing

@testable import InteractionProjection

/// The slots the projector keeps its open interactions and runs in.
@Suite struct SlotsTests {
  /// The key → value pairs held, read through each slot.
  func pairs(_ slots: Slots<String, [Int]>) -> [String: [Int]] {
    var pairs: [String: [Int]] = [:]
    for slot in slots.indices { pairs[slots.keys[slot]] = slots[slot] }
    return pairs
  }

  @Test func valuesAreFoundByKeyAndChangedInTheirSlot() throws {
    var slots = Slots<String, [Int]>()
    #expect(slots.insert([1], forKey: "a") == 0)
    #expect(slots.insert([2], forKey: "b") == 1)
    let slot = try #require(slots.slot(of: "b"))
    slots[slot].append(3)
    #expect(pairs(slots) == ["a": [1], "b": [2, 3]])
    // Inserting under a key held replaces its value where it stands.
    #expect(slots.insert([4], forKey: "a") == 0)
    #expect(pairs(slots) == ["a": [4], "b": [2, 3]])
    #expect(slots.count == 2)
    #expect(slots.slot(of: "c") == nil && !slots.contains("c"))
  }

  @Test func removingMovesTheLastValueIntoTheFreedSlot() {
    var slots = Slots<String, [Int]>()
    for (offset, key) in ["a", "b", "c", "d"].enumerated() { slots.insert([offset], forKey: key) }
    #expect(slots.remove("b") == [1])
    #expect(slots.slot(of: "d") == 1)
    #expect(slots.keys == ["a", "d", "c"])
    #expect(pairs(slots) == ["a": [0], "c": [2], "d": [3]])
    // The last one, and one not held.
    #expect(slots.remove("c") == [2])
    #expect(slots.remove("c") == nil)
    #expect(pairs(slots) == ["a": [0], "d": [3]])
    // A key removed can come back, in a new slot.
    #expect(slots.insert([5], forKey: "b") == 2)
    #expect(pairs(slots) == ["a": [0], "b": [5], "d": [3]])
  }
}
