/// The elements of an editable `ForEach` (`ForEach($items, editActions: .all)`): each
/// position of the bound collection with the id of the element there. SwiftUI makes it on
/// your behalf; you do not use it directly.
///
/// ```swift
/// ForEach($items, editActions: .delete) { $item in Text(item.name) }   // iterates one
/// ```
public struct IndexedIdentifierCollection<Base: Collection, ID: Hashable>: Collection {
  /// A position of the base collection and the id of its element.
  public struct Element {
    /// The position in the base collection.
    let index: Base.Index
    /// The id of the element there.
    let id: ID
  }

  /// The positions of the base collection.
  public typealias Index = Base.Index

  private let base: Base
  private let id: KeyPath<Base.Element, ID>

  /// The elements of `base`, each identified by `id`.
  init(_ base: Base, id: KeyPath<Base.Element, ID>) {
    self.base = base
    self.id = id
  }

  /// The position of the first element.
  public var startIndex: Index { base.startIndex }
  /// The position after the last element.
  public var endIndex: Index { base.endIndex }

  /// The position after `index`.
  public func index(after index: Index) -> Index { base.index(after: index) }

  /// The position and id of the element at `position`.
  public subscript(position: Index) -> Element {
    Element(index: position, id: base[position][keyPath: id])
  }
}

extension IndexedIdentifierCollection: BidirectionalCollection
where Base: BidirectionalCollection {
  /// The position before `index`.
  public func index(before index: Index) -> Index { base.index(before: index) }
}

extension IndexedIdentifierCollection: RandomAccessCollection where Base: RandomAccessCollection {}
