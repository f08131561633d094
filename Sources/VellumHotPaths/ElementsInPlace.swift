/// An array's elements where the array keeps them, for a walk that must not copy them (a
/// renderer reading a screen of nodes): an element read out of an array as a value is a copy,
/// which retains and releases every reference it holds.
///
/// ```swift
/// let children = node.children.elementsInPlace
/// for index in children.indices { children.withElement(at: index) { write($0) } }
/// ```
///
/// **Contract.** The array stays alive and unchanged while its elements are read in place (a
/// tree of nodes that nothing changes while a renderer walks it); an element handed on `inout`
/// is not written. Debug builds keep the array alive themselves and check every index
/// (`ElementsInPlaceTests`); release builds hold only its buffer.
public struct ElementsInPlace<Element> {
  @usableFromInline let buffer: UnsafeBufferPointer<Element>
  #if DEBUG
    /// The array, kept alive in debug builds so that a broken contract reads valid memory.
    @usableFromInline let owner: [Element]
  #endif

  @inlinable init(_ array: [Element]) {
    buffer = array.withUnsafeBufferPointer { $0 }
    #if DEBUG
      owner = array
    #endif
  }

  /// The number of elements.
  @inlinable public var count: Int { buffer.count }
  /// Whether there are no elements.
  @inlinable public var isEmpty: Bool { buffer.isEmpty }
  /// The positions of the elements.
  @inlinable public var indices: Range<Int> { 0..<buffer.count }

  /// The element at `index`, read in place: its stored properties are read without copying it
  /// (`children[i].role`); the element itself is copied only where it is used as a value.
  @inlinable public subscript(index: Int) -> Element {
    unsafeAddress {
      precondition(indices.contains(index), "index \(index) is outside \(count) elements")
      return buffer.baseAddress! + index
    }
  }

  /// The element at `index`, in place: its stored properties are read without copying it.
  @inlinable public func element(at index: Int) -> InPlace<Element> {
    precondition(indices.contains(index), "index \(index) is outside \(count) elements")
    return InPlace(buffer.baseAddress! + index)
  }

  /// Runs `body` with the element at `index`, handed on `inout` where the array keeps it rather
  /// than a copy of it; `body` must not change it.
  @inline(__always)
  @inlinable public func withElement<Result>(at index: Int, _ body: (inout Element) -> Result)
    -> Result
  {
    element(at: index).withValue(body)
  }

  /// Whether an element, read in place, satisfies `predicate`.
  @inlinable public func contains(where predicate: (inout Element) -> Bool) -> Bool {
    indices.contains { withElement(at: $0, predicate) }
  }

  /// The address of the element at `index`, for reading its parts by offset.
  @inlinable public func address(at index: Int) -> ValueAddress {
    precondition(indices.contains(index), "index \(index) is outside \(count) elements")
    return ValueAddress(
      UnsafeRawPointer(buffer.baseAddress! + index),
      bytesLeft: (count - index) * MemoryLayout<Element>.stride)
  }
}

/// One value where its array or parent keeps it, read in place (see ``ElementsInPlace``, whose
/// contract it shares).
///
/// ```swift
/// let node = children.element(at: 0)
/// node.value.role              // read where the array keeps it
/// node.value.children.elementsInPlace
/// ```
public struct InPlace<Value> {
  @usableFromInline let pointer: UnsafePointer<Value>

  @inlinable init(_ pointer: UnsafePointer<Value>) { self.pointer = pointer }

  /// The value, read in place: its stored properties are read without copying it.
  @inlinable public var value: Value { unsafeAddress { pointer } }

  /// Runs `body` with the value handed on `inout` where it is kept; `body` must not change it.
  @inline(__always)
  @inlinable public func withValue<Result>(_ body: (inout Value) -> Result) -> Result {
    body(&UnsafeMutablePointer(mutating: pointer).pointee)
  }
}

/// Runs `body` with `value` in place: borrowed, not copied.
///
/// ```swift
/// withValueInPlace(root) { survey($0) }
/// ```
@inline(__always)
@inlinable public func withValueInPlace<Value, Result>(
  _ value: borrowing Value, _ body: (InPlace<Value>) -> Result
) -> Result {
  withUnsafePointer(to: value) { body(InPlace($0)) }
}

extension Array {
  /// The elements where the array keeps them (see ``ElementsInPlace``).
  @inlinable public var elementsInPlace: ElementsInPlace<Element> { ElementsInPlace(self) }

  /// Whether both arrays are the same storage: equal without comparing their elements.
  ///
  /// ```swift
  /// let a = [1, 2]; let b = a
  /// a.sharesStorage(with: b)   // true
  /// ```
  @inlinable public func sharesStorage(with other: [Element]) -> Bool {
    guard count == other.count, !isEmpty else { return count == other.count }
    return withUnsafeBufferPointer { mine in
      other.withUnsafeBufferPointer { theirs in mine.baseAddress == theirs.baseAddress }
    }
  }
}

extension ElementsInPlace {
  /// How many elements at the start, and then at the end, have the same bytes here as in
  /// `other`, compared a word at a time: for elements that compare by all their bytes and have
  /// no padding (plain data, object references).
  ///
  /// ```swift
  /// [1, 2, 3, 4].elementsInPlace.runsOfSameBytesAtEnds([1, 9, 4].elementsInPlace)   // (1, 1)
  /// ```
  ///
  /// - Complexity: O(*n*) in the shorter array's bytes.
  @inlinable public func runsOfSameBytesAtEnds(_ other: ElementsInPlace<Element>)
    -> (prefix: Int, suffix: Int)
  {
    let stride = MemoryLayout<Element>.stride
    let old = UnsafeRawBufferPointer(buffer)
    let new = UnsafeRawBufferPointer(other.buffer)
    let word = MemoryLayout<UInt>.size
    let shorter = Swift.min(old.count, new.count)
    var start = 0
    while start + word <= shorter,
      old.loadUnaligned(fromByteOffset: start, as: UInt.self)
        == new.loadUnaligned(fromByteOffset: start, as: UInt.self)
    {
      start += word
    }
    while start < shorter, old[start] == new[start] { start += 1 }
    let prefix = start / stride
    let rest = shorter - prefix * stride
    var end = 0
    while end + word <= rest,
      old.loadUnaligned(fromByteOffset: old.count - end - word, as: UInt.self)
        == new.loadUnaligned(fromByteOffset: new.count - end - word, as: UInt.self)
    {
      end += word
    }
    while end < rest, old[old.count - end - 1] == new[new.count - end - 1] { end += 1 }
    return (prefix, end / stride)
  }
}
