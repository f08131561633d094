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

extension ForEach: PrimitiveView where Content: View {
  package func update(_ record: GraphNode) {
    record.output = .passthrough
    if onDelete != nil || onMove != nil {
      record.control = .rows(count: data.count, onDelete: onDelete, onMove: onMove)
      if record.environment.editMode?.wrappedValue.isEditing == true {
        // In edit mode the rows are grouped under a node that says which controls they show.
        let actions = [onDelete.map { _ in Keyword.delete }, onMove.map { _ in .move }]
          .compactMap { $0 }
        record.output = .element(
          Node(
            role: .editableRows, identity: record.identity,
            attributes: [Attribute(.editActions, .list(actions.map { .name($0) }))]))
      }
    } else {
      record.control = nil
    }
    // Read once: a closure that reached them through `self` would look up the generic
    // `ForEach` type's layout for every row.
    let id = id
    let content = content
    let makeKey = Identity.Key.maker(for: ID.self)
    let previous = previousElements(in: record)
    if let selection = record.environment.listSelection {
      record.updateKeyedChildren(
        data, previous: previous, key: { makeKey(id($0)) },
        content: {
          SelectableRow(key: AnyHashable(id($0)), selection: selection, content: content($0))
        })
    } else if record.environment.tagsRowsByID {
      record.updateKeyedChildren(
        data, previous: previous, key: { makeKey(id($0)) },
        content: { content($0).modifier(ImplicitTagModifier(value: id($0))) })
    } else {
      record.updateKeyedChildren(
        data, previous: previous, key: { makeKey(id($0)) }, content: content)
    }
  }

  /// The elements of the last update when its rows were made the way this update makes them —
  /// the same content function capturing nothing, the same id key path — and this update is
  /// not for a change to something the content read; `nil` otherwise. Remembers this update's
  /// data and functions in `record` for the next.
  ///
  /// A row whose element is one of these, unchanged, is then not made again (see
  /// ``GraphNode/updateKeyedChildren(_:previous:key:content:)``). What its content read when it
  /// was last made stays observed (``ForEachSource/observedSince``).
  @MainActor private func previousElements(in record: GraphNode) -> [Data.Element]? {
    guard let source = record.memory as? ForEachSource<Data, ID, Content> else {
      record.memory = ForEachSource(
        data: data, content: content, idPath: idPath, observedSince: record.generation)
      return nil
    }
    let isSameSource =
      !record.graph.isEvaluatingForChange
      && ViewComparison.isSameCaptureFreeClosure(source.content, content) && source.idPath == idPath
    let previous = isSameSource ? [Data.Element](elementsOf: source.data) : nil
    source.remember(
      data: data, content: content, idPath: idPath,
      makingEveryRowAt: isSameSource ? nil : record.generation)
    return previous
  }
}
