/// How the rows of a `List(selection:)` are selected.
@MainActor
struct ListSelection {
  let isSelected: @MainActor (AnyHashable) -> Bool
  let select: @MainActor (AnyHashable) -> Void
  /// Whether any row is selected.
  let isEmpty: @MainActor () -> Bool
  /// Selects nothing, as going back from a collapsed split view's next column does.
  let clear: @MainActor () -> Void

  /// One row at a time: tapping a row selects its id.
  static func single<Value: Hashable>(_ selection: Binding<Value?>) -> ListSelection {
    ListSelection(
      isSelected: { $0.base as? Value == selection.wrappedValue },
      select: { if let value = $0.base as? Value { selection.wrappedValue = value } },
      isEmpty: { selection.wrappedValue == nil }, clear: { selection.wrappedValue = nil })
  }

  /// Several rows: tapping a row adds or removes its id.
  static func multiple<Value: Hashable>(_ selection: Binding<Set<Value>>) -> ListSelection {
    ListSelection(
      isSelected: { ($0.base as? Value).map(selection.wrappedValue.contains) ?? false },
      select: { value in
        guard let value = value.base as? Value else { return }
        if selection.wrappedValue.contains(value) {
          selection.wrappedValue.remove(value)
        } else {
          selection.wrappedValue.insert(value)
        }
      }, isEmpty: { selection.wrappedValue.isEmpty }, clear: { selection.wrappedValue = [] })
  }
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
    record.output = .modified(isSelected ? [Attribute(.selected, .bool(true))] : [], slot: nil)
    record.updateChild(0, content)
    let isDisabled = record.children.first?.nodes.contains {
      $0[.selectionDisabled] == .bool(true)
    }
    record.control =
      isDisabled == true ? nil : .tap(SelectionTap(key: key, selection: selection).run)
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
