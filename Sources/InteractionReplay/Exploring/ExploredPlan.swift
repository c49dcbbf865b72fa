public import InteractionHost
public import InteractionModel

/// One plan an ``Explorer`` replays an interaction under: the order in which its parameter sets
/// are offered, and the host's faults.
public struct ExploredPlan: Hashable, Sendable, CustomStringConvertible {
  /// The interaction's identifier.
  public var interaction: String
  /// The sets in the order they are offered, the empty set included.
  public var order: [Set<Parameter>]
  /// The faults injected.
  public var faults: HostFaults
  /// SiriKit's documented order of the same sets: the empty set first, then the recorded rows.
  public var documentedOrder: [Set<Parameter>]

  /// Creates a plan from its parts, each the property of the same name.
  public init(
    interaction: String, order: [Set<Parameter>], faults: HostFaults = [],
    documentedOrder: [Set<Parameter>]
  ) {
    self.interaction = interaction
    self.order = order
    self.faults = faults
    self.documentedOrder = documentedOrder
  }

  /// The chaos plan that replays it.
  public var chaosPlan: ChaosPlan {
    ChaosPlan(delivery: .explicit(order), faults: faults)
  }

  /// How many calls come out of the documented order: the sets not in its longest run kept in
  /// documented order, so the documented order moves none, and the empty set last moves one.
  public var movedCalls: Int {
    let positions = order.map { set in documentedOrder.firstIndex(of: set) ?? Int.max }
    // The longest increasing subsequence, by patience sorting.
    var tails: [Int] = []
    for position in positions {
      var low = 0
      var high = tails.count
      while low < high {
        let middle = (low + high) / 2
        if tails[middle] < position { low = middle + 1 } else { high = middle }
      }
      if low == tails.count { tails.append(position) } else { tails[low] = position }
    }
    return order.count - tails.count
  }

  /// How many faults it injects.
  public var faultCount: Int {
    faults.names.count
  }

  /// The plan in words: `interaction S1: [INStartWorkoutIntent.intentDescription] [], no
  /// faults (1 moved call)`.
  public var description: String {
    "interaction \(interaction): \(orderText), \(faultText) "
      + "(\(movedCalls) moved call\(movedCalls == 1 ? "" : "s"))"
  }

  /// The sets in order, each in brackets.
  public var orderText: String {
    OrderText.text(order)
  }

  /// The faults by their command-line names, or `no faults`.
  public var faultText: String {
    let names = faultNames
    return names.isEmpty ? "no faults" : names.joined(separator: ", ")
  }

  /// The faults by their command-line names: `reask-claimed`, `mixed-api`, `reuse-instance`.
  public var faultNames: [String] { faults.names }
}
