import Foundation

extension ForEach {
  /// One row per `Identifiable` element of a bound collection, each given a binding to its
  /// element, that a person can delete or move as `editActions` allows: the collection
  /// changes as the list does.
  ///
  /// ```swift
  /// ForEach($reminders, editActions: .all) { $reminder in
  ///   Toggle(reminder.title, isOn: $reminder.isDone)
  /// }
  /// ```
  @MainActor public init<C: MutableCollection & RandomAccessCollection, R: View>(
    _ data: Binding<C>, editActions: EditActions<C>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> R
  )
  where
    Data == IndexedIdentifierCollection<C, ID>, ID == C.Element.ID,
    Content == EditableCollectionContent<R, C>, C.Element: Identifiable, C.Index: Hashable
  {
    self.init(data, id: \.id, editActions: editActions, content: content)
  }

  /// One row per element of a bound collection, identified by `id`, each given a binding to
  /// its element, that a person can delete or move as `editActions` allows.
  ///
  /// ```swift
  /// ForEach($names, id: \.self, editActions: .delete) { $name in TextField("Name", text: $name) }
  /// ```
  @MainActor public init<C: MutableCollection & RandomAccessCollection, R: View>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> R
  )
  where
    Data == IndexedIdentifierCollection<C, ID>, Content == EditableCollectionContent<R, C>,
    C.Index: Hashable
  {
    self.init(data: IndexedIdentifierCollection(data.wrappedValue, id: id), id: \.id) {
      EditableCollectionContent(content: content(data[$0.index]))
    }
    if editActions.deletes {
      onDelete = { offsets in
        if let remaining = data.wrappedValue.removing(atOffsets: offsets) {
          data.wrappedValue = remaining
        }
      }
    }
    if editActions.moves {
      onMove = { data.wrappedValue.move(fromOffsets: $0, toOffset: $1) }
    }
  }
}
