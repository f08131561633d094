/// How the rows of a `List(selection:)` are selected.
struct ListSelection {
  let isSelected: @MainActor (AnyHashable) -> Bool
  let select: @MainActor (AnyHashable) -> Void
}

extension EnvironmentValues {
  /// The selection of the enclosing list, for its `ForEach` rows.
  var listSelection: ListSelection? {
    get { self[ListSelectionKey.self] }
    set { self[ListSelectionKey.self] = newValue }
  }
}

private enum ListSelectionKey: EnvironmentKey {
  static var defaultValue: ListSelection? { nil }
}

/// A row of a selectable list: tapping it selects its id; a selected row is marked.
struct SelectableRow<Content: View>: View, PrimitiveView {
  let key: AnyHashable
  let selection: ListSelection
  let content: Content

  var body: Never { primitiveBody(Self.self) }

  func update(_ record: GraphNode) {
    let isSelected = selection.isSelected(key)
    record.control = .tap(SelectionTap(key: key, selection: selection).run)
    record.output = .modified(isSelected ? [Attribute(.selected, .bool(true))] : [], slot: nil)
    record.updateChild(0, content)
  }
}

/// Selects one row when run.
@MainActor
private final class SelectionTap {
  let key: AnyHashable
  let selection: ListSelection

  init(key: AnyHashable, selection: ListSelection) {
    self.key = key
    self.selection = selection
  }

  func run() { selection.select(key) }
}
