/// Where every container of a document the JSON fast path accepted lies, with its members or
/// elements, recorded as the fast path validates it, so that decoding a nested object or array
/// reads them here instead of scanning its bytes again.
///
/// Values are kept in the order they start, each linked to the next value of its container,
/// so that recording one is a write and never moves another. Containers are kept in the order
/// they open, which is the order of their offsets: one is found by binary search. Empty
/// containers are not kept; asking for one finds nothing, and the caller scans its two bytes.
///
/// A tape is filled by ``JSONScanner/validatePlainDocument(into:)`` and means something only
/// when that accepted the document. Kept from line to line, it allocates nothing once it has
/// grown to the lines' size. Offsets are kept in 32 bits: the fast path reads no longer
/// document (``JSONScanner/fastPathLengthLimit``).
final class JSONTape {
  /// A value inside a container: a member of an object, or an element of an array.
  struct Value {
    /// The key's bytes between its quotes; empty for an element.
    var keyStart: Int32
    var keyEnd: Int32
    var valueStart: Int32
    var valueEnd: Int32
    /// The index of the container's next value, or -1 after its last.
    var next: Int32
  }

  /// A container that is not empty.
  struct Container {
    /// The offset of its `{` or `[`.
    var start: Int32
    /// The offset after its `}` or `]`.
    var end: Int32
    /// The index of its first value.
    var first: Int32
  }

  /// An open container: its index, and the index of its last value so far (-1 before one).
  fileprivate struct Open {
    var container: Int32
    var last: Int32
  }

  /// Everything that changes, behind a pointer: the class's own stored properties would be
  /// checked for exclusive access at run time on every value (`swift_beginAccess`).
  fileprivate struct State {
    var values = Buffer<Value>(capacity: 64)
    var containers = Buffer<Container>(capacity: 16)
    /// The open containers, innermost last: no deeper than the fast path reads.
    var open = Buffer<Open>(capacity: JSONScanner.fastPathDepthLimit)
    /// The key of the member whose value starts next.
    var key = (start: Int32(0), end: Int32(0))
    var envelope = EnvelopeOffsets()
  }

  private let state: UnsafeMutablePointer<State>

  init() {
    state = .allocate(capacity: 1)
    state.initialize(to: State())
  }

  deinit {
    state.pointee.values.deallocate()
    state.pointee.containers.deallocate()
    state.pointee.open.deallocate()
    state.deinitialize(count: 1)
    state.deallocate()
  }

  /// Where the outermost object's fields are, as ``EnvelopeOffsets`` finds them.
  var envelope: EnvelopeOffsets { state.pointee.envelope }

  /// What the tape holds, for reading it without reference counting: valid while the tape
  /// lives and until it records the next document.
  var view: View { View(state: state) }

  /// A reader of a tape's containers and values.
  struct View {
    fileprivate let state: UnsafeMutablePointer<State>

    /// The container whose `{` or `[` is at `offset`, when the document has one there that
    /// is not empty.
    func container(at offset: Int) -> Container? {
      let containers = state.pointee.containers
      var low = 0
      var high = containers.count
      while low < high {
        let middle = (low + high) / 2
        if Int(containers[middle].start) < offset { low = middle + 1 } else { high = middle }
      }
      return low < containers.count && Int(containers[low].start) == offset
        ? containers[low] : nil
    }

    /// The value at `index` (``Container/first``, ``Value/next``).
    @inline(__always)
    func value(at index: Int32) -> Value {
      state.pointee.values[Int(index)]
    }
  }

  /// Storage that grows by doubling, with neither a uniqueness check nor a bounds check on
  /// access: the tape's own, freed with it.
  fileprivate struct Buffer<Element> {
    private(set) var count = 0
    private var capacity: Int
    private var base: UnsafeMutablePointer<Element>

    init(capacity: Int) {
      self.capacity = capacity
      base = .allocate(capacity: capacity)
    }

    func deallocate() { base.deallocate() }

    subscript(index: Int) -> Element {
      @inline(__always) get { base[index] }
      @inline(__always) nonmutating set { base[index] = newValue }
    }

    @inline(__always)
    mutating func append(_ element: Element) {
      if count == capacity { grow() }
      (base + count).initialize(to: element)
      count += 1
    }

    @inline(__always)
    mutating func removeLast() -> Element {
      count -= 1
      return base[count]
    }

    @inline(__always)
    mutating func removeAll() { count = 0 }

    private mutating func grow() {
      let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
      larger.moveInitialize(from: base, count: count)
      base.deallocate()
      base = larger
      capacity *= 2
    }
  }
}

extension JSONTape: PlainMemberSink {
  func reset() {
    state.pointee.values.removeAll()
    state.pointee.containers.removeAll()
    state.pointee.open.removeAll()
    state.pointee.envelope = EnvelopeOffsets()
  }

  @inline(__always)
  func member(
    key: Range<Int>, prefix: UInt64, valueStart: Int, in input: UnsafeRawBufferPointer
  ) {
    state.pointee.envelope.member(key: key, prefix: prefix, valueStart: valueStart, in: input)
  }

  @inline(__always)
  func memberValueEnds(at valueEnd: Int) {}

  @inline(__always)
  func containerStarts(at offset: Int) {
    let container = Int32(truncatingIfNeeded: state.pointee.containers.count)
    state.pointee.open.append(Open(container: container, last: -1))
    let start = Int32(truncatingIfNeeded: offset)
    state.pointee.containers.append(Container(start: start, end: start, first: -1))
  }

  @inline(__always)
  func key(_ key: Range<Int>) {
    state.pointee.key = (
      Int32(truncatingIfNeeded: key.lowerBound), Int32(truncatingIfNeeded: key.upperBound)
    )
  }

  @inline(__always)
  func valueStarts(at offset: Int, inObject: Bool) {
    let start = Int32(truncatingIfNeeded: offset)
    let index = Int32(truncatingIfNeeded: state.pointee.values.count)
    let key = inObject ? state.pointee.key : (start, start)
    state.pointee.values.append(
      Value(keyStart: key.0, keyEnd: key.1, valueStart: start, valueEnd: start, next: -1))
    let open = state.pointee.open
    let innermost = open.count - 1
    let last = open[innermost].last
    if last < 0 {
      state.pointee.containers[Int(open[innermost].container)].first = index
    } else {
      state.pointee.values[Int(last)].next = index
    }
    open[innermost].last = index
  }

  @inline(__always)
  func valueEnds(at offset: Int) {
    // Every container inside the value has closed: the innermost open one is the value's
    // container, and the value its last.
    let open = state.pointee.open
    state.pointee.values[Int(open[open.count - 1].last)].valueEnd = Int32(
      truncatingIfNeeded: offset)
  }

  @inline(__always)
  func containerEnds(at offset: Int) {
    let closed = state.pointee.open.removeLast()
    state.pointee.containers[Int(closed.container)].end = Int32(truncatingIfNeeded: offset)
  }
}
