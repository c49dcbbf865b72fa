import Foundation

/// What completions hand back, collected from whichever thread they run on: a completion that
/// SiriKit declares `@Sendable` cannot append to a local array.
package final class Collected<Element>: @unchecked Sendable {
  // @unchecked: every access to `items` holds `lock`.
  private let lock = NSLock()
  private var items: [Element] = []

  package init() {}

  /// Adds one element; what a test passes as (or calls from) a completion.
  package func append(_ element: Element) {
    lock.withLock { items.append(element) }
  }

  /// Adds several elements, as a completion that takes a list hands them.
  package func append(contentsOf elements: [Element]) {
    lock.withLock { items.append(contentsOf: elements) }
  }

  /// The elements so far, in the order they came.
  package var all: [Element] { lock.withLock { items } }

  /// How many elements came.
  package var count: Int { all.count }

  /// The element at `index`.
  package subscript(index: Int) -> Element { all[index] }
}
