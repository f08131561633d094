import Foundation
import VellumHotPaths

/// Views made from a collection, one per element, each identified by its element's id, so
/// reordering the data keeps every row's state.
///
/// ```swift
/// List {
///   ForEach(state.favoritePrimes, id: \.self) { prime in
///     Text("\(prime)")
///   }
///   .onDelete { state.favoritePrimes.remove(atOffsets: $0) }
/// }
/// ```
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  /// The elements.
  public var data: Data
  /// Makes the view of one element.
  public var content: (Data.Element) -> Content
  let id: (Data.Element) -> ID
  /// The key path `id` reads, compared with the last update's.
  let idPath: KeyPath<Data.Element, ID>
  var onDelete: ((IndexSet) -> Void)?
  var onMove: ((IndexSet, Int) -> Void)?

  init(data: Data, id: KeyPath<Data.Element, ID>, content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
    self.idPath = id
    if id as AnyKeyPath == \Data.Element.self as AnyKeyPath {
      // `\.self`: each element is its own id (`Data.Element` is `ID`), so the key path need not
      // be projected for every row of every update.
      self.id = { uncheckedCast($0, to: ID.self) }
    } else {
      self.id = { $0[keyPath: id] }
    }
  }
}

extension ForEach: View where Content: View {
  /// One view per element, identified by the key path `id`.
  ///
  /// ```swift
  /// ForEach(primes, id: \.self) { Text("\($0)") }
  /// ```
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.init(data: data, id: id, content: content)
  }

  /// A ForEach is primitive.
  public var body: Never { primitiveBody(Self.self) }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable, Content: View {
  /// One view per `Identifiable` element.
  ///
  /// ```swift
  /// ForEach(recipes) { recipe in Text(recipe.title) }
  /// ```
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, id: \.id, content: content)
  }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
  /// One view per number in a constant range; each number is its id.
  ///
  /// ```swift
  /// ForEach(0..<3) { Text("Row \($0)") }
  /// ```
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(data, id: \.self, content: content)
  }
}

extension ForEach: DynamicViewContent where Content: View {
  /// Lets a person delete rows; the action receives the offsets of the deleted rows.
  ///
  /// ```swift
  /// .onDelete { favorites.remove(atOffsets: $0) }
  /// ```
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach {
    var copy = self
    copy.onDelete = action
    return copy
  }

  /// Lets a person move rows; the action receives the moved offsets and the destination.
  ///
  /// ```swift
  /// .onMove { items.move(fromOffsets: $0, toOffset: $1) }
  /// ```
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach {
    var copy = self
    copy.onMove = action
    return copy
  }
}
