/// The outline type a hierarchical list's content is.
public typealias ListOutline<Data: RandomAccessCollection, ID: Hashable, RowContent: View> =
  OutlineGroup<
    Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>
  >

extension List where SelectionValue == Never {
  /// A hierarchical list of `Identifiable` elements: a parent row expands to its children when
  /// its label is tapped.
  ///
  /// ```swift
  /// List(folders, children: \.children) { Label($0.name, systemImage: "folder") }
  /// ```
  public init<Data, RowContent>(
    _ data: Data, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ListOutline<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable
  {
    self.init { OutlineGroup(data, children: children, content: rowContent) }
  }

  /// A hierarchical list identified by a key path.
  ///
  /// ```swift
  /// List(files, id: \.path, children: \.children) { Text($0.name) }
  /// ```
  public init<Data, ID, RowContent>(
    _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ListOutline<Data, ID, RowContent> {
    self.init { OutlineGroup(data, id: id, children: children, content: rowContent) }
  }

  /// A hierarchical list of bindings to `Identifiable` elements.
  ///
  /// ```swift
  /// List($folders, children: \.children) { $folder in TextField("Name", text: $folder.name) }
  /// ```
  public init<Data, RowContent>(
    _ data: Binding<Data>, children: WritableKeyPath<Data.Element, Data?>,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ListOutline<Binding<Data>, Data.Element.ID, RowContent>,
    Data: MutableCollection & RandomAccessCollection, Data.Element: Identifiable
  {
    self.init { OutlineGroup(data, children: children, content: rowContent) }
  }

  /// A hierarchical list of bindings identified by a key path.
  ///
  /// ```swift
  /// List($files, id: \.path, children: \.children) { $file in Text(file.name) }
  /// ```
  public init<Data, ID, RowContent>(
    _ data: Binding<Data>, id: KeyPath<Data.Element, ID>,
    children: WritableKeyPath<Data.Element, Data?>,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ListOutline<Binding<Data>, ID, RowContent>,
    Data: MutableCollection & RandomAccessCollection
  {
    self.init { OutlineGroup(data, id: id, children: children, content: rowContent) }
  }
}

extension List {
  /// A hierarchical list selecting one row at a time.
  ///
  /// ```swift
  /// List(folders, children: \.children, selection: $open) { Text($0.name) }
  /// ```
  public init<Data, RowContent>(
    _ data: Data, children: KeyPath<Data.Element, Data?>,
    selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ListOutline<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable
  {
    self.init(selection: selection) {
      OutlineGroup(data, children: children, content: rowContent)
    }
  }

  /// A hierarchical list selecting several rows.
  ///
  /// ```swift
  /// List(folders, children: \.children, selection: $chosen) { Text($0.name) }
  /// ```
  public init<Data, RowContent>(
    _ data: Data, children: KeyPath<Data.Element, Data?>,
    selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ListOutline<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable
  {
    self.init(selection: selection) {
      OutlineGroup(data, children: children, content: rowContent)
    }
  }

  /// A hierarchical list identified by a key path, selecting one row at a time.
  ///
  /// ```swift
  /// List(files, id: \.path, children: \.children, selection: $open) { Text($0.name) }
  /// ```
  public init<Data, ID, RowContent>(
    _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
    selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ListOutline<Data, ID, RowContent> {
    self.init(selection: selection) {
      OutlineGroup(data, id: id, children: children, content: rowContent)
    }
  }

  /// A hierarchical list identified by a key path, selecting several rows.
  ///
  /// ```swift
  /// List(files, id: \.path, children: \.children, selection: $chosen) { Text($0.name) }
  /// ```
  public init<Data, ID, RowContent>(
    _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
    selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ListOutline<Data, ID, RowContent> {
    self.init(selection: selection) {
      OutlineGroup(data, id: id, children: children, content: rowContent)
    }
  }
}
