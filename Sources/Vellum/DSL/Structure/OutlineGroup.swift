/// A tree of rows: each element with children is a `DisclosureGroup` (collapsed until its label
/// is tapped with `host.tap`) whose content is the outline of its children; an element whose
/// children are `nil` is a leaf. Drawn as `▸ Label` / `▾ Label` with the children indented
/// under an expanded parent.
///
/// ```swift
/// OutlineGroup(files, children: \.children) { file in
///   Label(file.name, systemImage: file.children == nil ? "doc" : "folder")
/// }
/// ```
///
/// In a `Table`'s rows, `OutlineGroup(_:children:)` makes a row of each root; its children
/// stay collapsed, as a host's table rows have no disclosure control to open them.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent, Leaf, Subgroup> {
  let roots: [Data.Element]
  let tree: OutlineTree<Data.Element, ID>
  let row: (Data.Element) -> Leaf

  init(
    roots: [Data.Element], id: @escaping (Data.Element) -> ID,
    children: @escaping (Data.Element) -> [Data.Element]?, row: @escaping (Data.Element) -> Leaf
  ) {
    self.roots = roots
    tree = OutlineTree(id: id, children: children)
    self.row = row
  }
}

@MainActor
extension OutlineGroup: View where Parent: View, Leaf: View, Subgroup: View {
  /// The outline: one row per root, its children under a disclosure group.
  public var body: some View {
    ForEach(tree.items(roots)) { OutlineNode(item: $0, tree: tree, row: row) }
  }
}

@MainActor
extension OutlineGroup
where Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
  /// The outline of a tree from its root, identified by a key path.
  ///
  /// ```swift
  /// OutlineGroup(root, id: \.path, children: \.children) { Text($0.name) }
  /// ```
  public init<DataElement>(
    _ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
    @ViewBuilder content: @escaping (DataElement) -> Leaf
  ) where DataElement == Data.Element {
    self.init(
      roots: [root], id: { $0[keyPath: id] }, children: { $0[keyPath: children].map { Array($0) } },
      row: content)
  }

  /// The outline of a forest of roots, identified by a key path.
  ///
  /// ```swift
  /// OutlineGroup(folders, id: \.path, children: \.children) { Text($0.name) }
  /// ```
  public init<DataElement>(
    _ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
    @ViewBuilder content: @escaping (DataElement) -> Leaf
  ) where DataElement == Data.Element {
    self.init(
      roots: Array(data), id: { $0[keyPath: id] },
      children: { $0[keyPath: children].map { Array($0) } }, row: content)
  }

  /// The outline of a tree of bindings from its root, identified by a key path.
  ///
  /// ```swift
  /// OutlineGroup($root, id: \.path, children: \.children) { $item in TextField("Name", text: $item.name) }
  /// ```
  public init<C, E>(
    _ root: Binding<E>, id: KeyPath<E, ID>, children: WritableKeyPath<E, C?>,
    @ViewBuilder content: @escaping (Binding<E>) -> Leaf
  )
  where
    Data == Binding<C>, C: MutableCollection & RandomAccessCollection, C.Element == E
  {
    self.init(
      roots: [root], id: { $0.wrappedValue[keyPath: id] },
      children: Self.childBindings(children), row: content)
  }

  /// The outline of a forest of bindings, identified by a key path.
  ///
  /// ```swift
  /// OutlineGroup($folders, id: \.path, children: \.children) { $item in Toggle(item.name, isOn: $item.isShared) }
  /// ```
  public init<C, E>(
    _ data: Binding<C>, id: KeyPath<E, ID>, children: WritableKeyPath<E, C?>,
    @ViewBuilder content: @escaping (Binding<E>) -> Leaf
  )
  where
    Data == Binding<C>, C: MutableCollection & RandomAccessCollection, C.Element == E
  {
    self.init(
      roots: Array(data), id: { $0.wrappedValue[keyPath: id] },
      children: Self.childBindings(children), row: content)
  }

  /// The bindings to an element's children, or `nil` for a leaf.
  static func childBindings<C, E>(_ children: WritableKeyPath<E, C?>) -> ChildBindings<E>
  where C: MutableCollection & RandomAccessCollection, C.Element == E {
    { element in
      guard let bound = Binding(element[dynamicMember: children]) else { return nil }
      return Array(bound)
    }
  }
}

/// Finds the bindings to an element's children in an outline of bindings.
typealias ChildBindings<E> = (Binding<E>) -> [Binding<E>]?

@MainActor
extension OutlineGroup
where
  ID == Data.Element.ID, Data.Element: Identifiable, Parent == Leaf,
  Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>
{
  /// The outline of a tree of `Identifiable` elements from its root.
  ///
  /// ```swift
  /// OutlineGroup(home, children: \.children) { Label($0.name, systemImage: "folder") }
  /// ```
  public init<DataElement>(
    _ root: DataElement, children: KeyPath<DataElement, Data?>,
    @ViewBuilder content: @escaping (DataElement) -> Leaf
  ) where DataElement == Data.Element {
    self.init(root, id: \.id, children: children, content: content)
  }

  /// The outline of a forest of `Identifiable` elements.
  ///
  /// ```swift
  /// OutlineGroup(folders, children: \.children) { Text($0.name) }
  /// ```
  public init<DataElement>(
    _ data: Data, children: KeyPath<DataElement, Data?>,
    @ViewBuilder content: @escaping (DataElement) -> Leaf
  ) where DataElement == Data.Element {
    self.init(data, id: \.id, children: children, content: content)
  }
}

@MainActor
extension OutlineGroup
where
  Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>
{
  /// The outline of a tree of bindings to `Identifiable` elements from its root.
  ///
  /// ```swift
  /// OutlineGroup($root, children: \.children) { $item in TextField("Name", text: $item.name) }
  /// ```
  public init<C, E>(
    _ root: Binding<E>, children: WritableKeyPath<E, C?>,
    @ViewBuilder content: @escaping (Binding<E>) -> Leaf
  )
  where
    Data == Binding<C>, ID == E.ID, E: Identifiable, C: MutableCollection & RandomAccessCollection,
    C.Element == E
  {
    self.init(root, id: \.id, children: children, content: content)
  }

  /// The outline of a forest of bindings to `Identifiable` elements.
  ///
  /// ```swift
  /// OutlineGroup($folders, children: \.children) { $item in Text(item.name) }
  /// ```
  public init<C, E>(
    _ data: Binding<C>, children: WritableKeyPath<E, C?>,
    @ViewBuilder content: @escaping (Binding<E>) -> Leaf
  )
  where
    Data == Binding<C>, ID == E.ID, E: Identifiable, C: MutableCollection & RandomAccessCollection,
    C.Element == E
  {
    self.init(data, id: \.id, children: children, content: content)
  }
}

/// How an outline finds each element's identity and children.
struct OutlineTree<Element, ID: Hashable> {
  let id: (Element) -> ID
  let children: (Element) -> [Element]?

  /// The rows of `elements`, each with its identity.
  func items(_ elements: [Element]) -> [OutlineItem<Element, ID>] {
    elements.map { OutlineItem(element: $0, id: id($0)) }
  }
}

/// One element of an outline, identified.
struct OutlineItem<Element, ID: Hashable>: Identifiable {
  let element: Element
  let id: ID
}

/// One row of an outline: a leaf, or a disclosure group over the outline of its children.
private struct OutlineNode<Element, ID: Hashable, Leaf: View>: View {
  let item: OutlineItem<Element, ID>
  let tree: OutlineTree<Element, ID>
  let row: (Element) -> Leaf

  var body: some View {
    if let children = tree.children(item.element) {
      DisclosureGroup {
        OutlineSubgroupChildren(
          content: AnyView(
            ForEach(tree.items(children)) { OutlineNode(item: $0, tree: tree, row: row) }))
      } label: {
        row(item.element)
      }
    } else {
      row(item.element)
    }
  }
}
