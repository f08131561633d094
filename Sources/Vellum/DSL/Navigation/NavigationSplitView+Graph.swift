extension NavigationSplitView: PrimitiveView {
  package func update(_ record: GraphNode) {
    let drawnByStyle = record.drawsWithCustomStyle {
      NavigationSplitViewStyleConfiguration(drawn: AnyView(self))
    }
    if drawnByStyle { return }
    var attributes: [Attribute] = []
    if let column = preferredCompactColumn?.wrappedValue {
      attributes.append(Attribute(.preferredCompactColumn, .name(column.keyword)))
    }
    record.output = .element(
      Node(role: .navigationSplitView, identity: record.identity, attributes: attributes))
    let selections = record.slot(0) { SplitSelections() }
    let count = Content.self != EmptyView.self ? 3 : 2
    selections.columnCount = count
    let isCompact = record.environment.horizontalSizeClass != .regular
    func column(_ index: Int) -> EnvironmentValues {
      var environment = record.environment
      environment.splitColumn = SplitColumnSlot(selections: selections, index: index)
      // Collapsed, a column after the sidebar is pushed onto the one before it: its root's
      // `dismiss` goes back to that one, as the back button does.
      if isCompact, index > 0 {
        environment.dismiss = DismissAction { [weak selections] in selections?.pop() }
      }
      return environment
    }
    record.updateChild(
      0, Column(name: .sidebar, content: sidebar), component: .index(0), environment: column(0))
    if count == 3 {
      record.updateChild(
        1, Column(name: .content, content: content), component: .index(1),
        environment: column(1))
    }
    record.updateChild(
      count - 1, Column(name: .detail, content: detail), component: .index(2),
      environment: column(count - 1))
    record.trimChildren(to: count)
  }
}

/// The selections of a split view's columns' lists: a compact width shows the column after
/// each one whose list has a selection, so going back clears the last of them.
@MainActor
final class SplitSelections {
  var columnCount = 2
  private var selections: [Int: ListSelection] = [:]

  /// Keeps the selection of the list in column `index`.
  func register(_ selection: ListSelection, column index: Int) {
    selections[index] = selection
  }

  /// The column a compact width shows: the one after each column whose list has a selection.
  private var shownColumn: Int {
    var index = 0
    while index + 1 < columnCount, selections[index].map({ !$0.isEmpty() }) == true {
      index += 1
    }
    return index
  }

  /// Whether a column after the sidebar is shown, to go back from.
  var canPop: Bool { shownColumn > 0 }

  /// Goes back from the shown column to the one before it, clearing that one's selection.
  func pop() {
    let shown = shownColumn
    guard shown > 0 else { return }
    selections[shown - 1]?.clear()
  }
}

/// The column of a split view a view is in, for the lists that select what the next shows.
struct SplitColumnSlot {
  let selections: SplitSelections
  let index: Int
}

extension EnvironmentValues {
  /// The split view column around the view, if any.
  var splitColumn: SplitColumnSlot? {
    get { self[SplitColumnKey.self] }
    set { self[SplitColumnKey.self] = newValue }
  }
}

private enum SplitColumnKey: EnvironmentKey {
  static var defaultValue: SplitColumnSlot? { nil }
}

/// One column: a navigation stack of its own.
private struct Column<Content: View>: View, PrimitiveView {
  let name: Keyword
  let content: Content

  var body: Never { primitiveBody(Self.self) }

  func update(_ record: GraphNode) {
    record.element(
      .column, [Attribute(.column, .name(name))], content: NavigationStack { content })
  }
}
