extension List {
  /// A list of the `Identifiable` elements of a bound collection, each row given a binding
  /// to its element, that a person can delete or move as `editActions` allows.
  ///
  /// ```swift
  /// List($reminders, editActions: .delete) { $reminder in
  ///   Toggle(reminder.title, isOn: $reminder.isDone)
  /// }
  /// ```
  @MainActor public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<Data>, editActions: EditActions<Data>,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<
      IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID,
      EditableCollectionContent<RowContent, Data>
    >,
    Data.Element: Identifiable, Data.Index: Hashable, SelectionValue == Never
  {
    self.init { ForEach(data, editActions: editActions, content: rowContent) }
  }

  /// A list of the elements of a bound collection, identified by `id`, that a person can
  /// delete or move as `editActions` allows.
  ///
  /// ```swift
  /// List($names, id: \.self, editActions: .all) { $name in Text(name) }
  /// ```
  @MainActor
  public init<
    Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View
  >(
    _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<
      IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>
    >,
    Data.Index: Hashable, SelectionValue == Never
  {
    self.init { ForEach(data, id: id, editActions: editActions, content: rowContent) }
  }

  /// An editable list of `Identifiable` elements that selects one row at a time.
  ///
  /// ```swift
  /// List($reminders, editActions: .all, selection: $picked) { $reminder in Text(reminder.title) }
  /// ```
  @MainActor public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<Data>, editActions: EditActions<Data>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<
      IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID,
      EditableCollectionContent<RowContent, Data>
    >,
    Data.Element: Identifiable, Data.Index: Hashable
  {
    self.init(selection: selection) {
      ForEach(data, editActions: editActions, content: rowContent)
    }
  }

  /// An editable list of `Identifiable` elements that selects several rows.
  ///
  /// ```swift
  /// List($reminders, editActions: .all, selection: $chosen) { $reminder in Text(reminder.title) }
  /// ```
  @MainActor public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<Data>, editActions: EditActions<Data>,
    selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<
      IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID,
      EditableCollectionContent<RowContent, Data>
    >,
    Data.Element: Identifiable, Data.Index: Hashable
  {
    self.init(selection: selection) {
      ForEach(data, editActions: editActions, content: rowContent)
    }
  }

  /// An editable list of elements identified by `id` that selects one row at a time.
  ///
  /// ```swift
  /// List($names, id: \.self, editActions: .move, selection: $picked) { $name in Text(name) }
  /// ```
  @MainActor
  public init<
    Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View
  >(
    _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
    selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<
      IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>
    >,
    Data.Index: Hashable
  {
    self.init(selection: selection) {
      ForEach(data, id: id, editActions: editActions, content: rowContent)
    }
  }

  /// An editable list of elements identified by `id` that selects several rows.
  ///
  /// ```swift
  /// List($names, id: \.self, editActions: .move, selection: $chosen) { $name in Text(name) }
  /// ```
  @MainActor
  public init<
    Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View
  >(
    _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
    selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<
      IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>
    >,
    Data.Index: Hashable
  {
    self.init(selection: selection) {
      ForEach(data, id: id, editActions: editActions, content: rowContent)
    }
  }
}
