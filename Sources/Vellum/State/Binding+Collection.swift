/// A binding to a collection is a collection of bindings to its elements, so
/// `ForEach($recipes) { $recipe in … }` edits each element in place.
///
/// ```swift
/// ForEach($recipes) { $recipe in
///   TextField("Title", text: $recipe.title)
/// }
/// ```
extension Binding: @MainActor Sequence
where Value: MutableCollection & RandomAccessCollection {
  /// A binding to each element.
  public typealias Element = Binding<Value.Element>
  /// Iterates over the element bindings.
  public typealias Iterator = IndexingIterator<Binding<Value>>
}

extension Binding: @MainActor Collection
where Value: MutableCollection & RandomAccessCollection {
  /// The positions of the bound collection.
  public typealias Index = Value.Index
  /// The positions of the bound collection.
  public typealias Indices = Value.Indices
  /// A slice of element bindings.
  public typealias SubSequence = Slice<Binding<Value>>

  /// The position of the first element.
  @MainActor public var startIndex: Index { wrappedValue.startIndex }
  /// The position after the last element.
  @MainActor public var endIndex: Index { wrappedValue.endIndex }
  /// The positions of the elements.
  @MainActor public var indices: Indices { wrappedValue.indices }

  /// The position after `index`.
  @MainActor public func index(after index: Index) -> Index { wrappedValue.index(after: index) }

  /// A binding to the element at `position`.
  @MainActor public subscript(position: Index) -> Binding<Value.Element> {
    Binding<Value.Element>(location: ElementLocation(base: location, index: position))
  }
}

extension Binding: @MainActor BidirectionalCollection
where Value: MutableCollection & RandomAccessCollection {
  /// The position before `index`.
  @MainActor public func index(before index: Index) -> Index { wrappedValue.index(before: index) }
}

extension Binding: @MainActor RandomAccessCollection
where Value: MutableCollection & RandomAccessCollection {}

/// A binding to one element of a bound collection.
final class ElementLocation<Base: MutableCollection>: Location {
  let base: any Location<Base>
  let index: Base.Index

  init(base: any Location<Base>, index: Base.Index) {
    self.base = base
    self.index = index
  }

  func isSame(as other: any Location<Base.Element>) -> Bool {
    guard let other = other as? ElementLocation<Base> else { return false }
    return other.index == index && other.base.isSame(as: base)
  }

  func get() -> Base.Element { base.get()[index] }
  func set(_ value: Base.Element) {
    var whole = base.get()
    whole[index] = value
    base.set(whole)
  }
}
