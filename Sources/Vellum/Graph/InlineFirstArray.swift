/// A list whose first element is kept inline and the others in an array: for the lists that
/// most often hold one element or none (a key's interpolated values, a list row's one button,
/// the state a view read), where an array would be an allocation for every text or row.
///
/// ```swift
/// var values = InlineFirstArray<Int>()
/// values.append(7)          // kept inline: nothing allocated
/// values.append(8)          // the second goes to the array
/// Array(values)             // [7, 8]
/// ```
struct InlineFirstArray<Element>: Sequence {
  private var first: Element?
  private var rest: [Element] = []

  /// An empty list.
  init() {}

  /// Whether the list has no element.
  var isEmpty: Bool { first == nil }

  /// The number of elements.
  var count: Int { first == nil ? 0 : 1 + rest.count }

  /// Adds `element` at the end.
  mutating func append(_ element: Element) {
    if first == nil {
      first = element
    } else {
      rest.append(element)
    }
  }

  /// Removes every element, letting go of the array's memory unless `keepingCapacity` (for a
  /// list filled again each update).
  mutating func removeAll(keepingCapacity: Bool = false) {
    first = nil
    if !rest.isEmpty { rest.removeAll(keepingCapacity: keepingCapacity) }
  }

  /// Removes every element as ``removeAll(keepingCapacity:)`` does, handing each to `body`
  /// first. The first is moved out, not copied: going through the list and then emptying it
  /// would retain and release it once more.
  ///
  /// ```swift
  /// record.dependencies.drain(keepingCapacity: true) { $0.removeReader(record) }
  /// ```
  mutating func drain(keepingCapacity: Bool = false, _ body: (Element) -> Void) {
    guard let element = first.take() else { return }
    body(element)
    guard !rest.isEmpty else { return }
    for element in rest { body(element) }
    rest.removeAll(keepingCapacity: keepingCapacity)
  }

  /// Steps through the first element, then the others.
  func makeIterator() -> Iterator { Iterator(first: first, rest: rest.makeIterator()) }

  /// Steps through an ``InlineFirstArray``.
  struct Iterator: IteratorProtocol {
    fileprivate var first: Element?
    fileprivate var rest: IndexingIterator<[Element]>

    mutating func next() -> Element? {
      if let element = first {
        first = nil
        return element
      }
      return rest.next()
    }
  }
}

extension InlineFirstArray: Equatable where Element: Equatable {}

extension InlineFirstArray: Sendable where Element: Sendable {}
