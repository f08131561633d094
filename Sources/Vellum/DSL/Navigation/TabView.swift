/// Tabs: each top-level view of the content is a tab, labelled by its `tabItem` and identified by
/// its `tag` (or its position). Only the selected tab is shown; the others keep their state.
///
/// ```swift
/// TabView(selection: $tab) {
///   HomeView().tabItem { Label("Home", systemImage: "house") }.tag(Tab.home)
///   SettingsView().tabItem { Label("Settings", systemImage: "gear") }.tag(Tab.settings)
/// }
/// ```
public struct TabView<SelectionValue: Hashable, Content: View>: View {
  let selection: Binding<SelectionValue>?
  let content: Content

  /// Tabs whose selection is bound to `selection` (matched against each tab's `tag`).
  ///
  /// ```swift
  /// TabView(selection: $tab) { … }
  /// ```
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }

  /// A tab view is primitive.
  public var body: Never { primitiveBody(Self.self) }
}

extension TabView where SelectionValue == Int {
  /// Tabs that keep their own selection, starting with the first.
  ///
  /// ```swift
  /// TabView { FirstView().tabItem { Text("First") }; SecondView().tabItem { Text("Second") } }
  /// ```
  public init(@ViewBuilder content: () -> Content) {
    self.selection = nil
    self.content = content()
  }
}

extension TabView: PrimitiveView {
  package func update(_ record: GraphNode) {
    let own = record.slot(0) { StateStorage<AnyHashable?>(nil) }
    let chosen: AnyHashable? = selection.map { AnyHashable($0.wrappedValue) } ?? own.value
    var environment = record.environment
    environment.tabSelection = TabSelection(
      select: TabSelector(selection: selection, own: own).select)
    var attributes: [Attribute] = []
    if let chosen {
      attributes.append(
        Attribute(.selection, AttributeValue(describing: chosen.base), isBound: selection != nil))
    }
    record.output = .element(
      Node(role: .tabView, identity: record.identity, attributes: attributes))
    record.updateChild(0, content, environment: environment)
  }
}

/// Writes a tab view's selection: its binding when it has one, else its own state.
@MainActor
private final class TabSelector<SelectionValue: Hashable> {
  let selection: Binding<SelectionValue>?
  let own: StateStorage<AnyHashable?>

  init(selection: Binding<SelectionValue>?, own: StateStorage<AnyHashable?>) {
    self.selection = selection
    self.own = own
  }

  func select(_ value: AnyHashable) -> Bool {
    guard let selection else {
      own.value = value
      return true
    }
    guard let typed = value.base as? SelectionValue else { return false }
    selection.wrappedValue = typed
    return true
  }
}

/// How a tab item selects its tab.
struct TabSelection {
  /// Selects the tab with this tag (or position); `false` when the tag does not fit.
  let select: @MainActor (AnyHashable) -> Bool
}

extension EnvironmentValues {
  /// The selection of the enclosing tab view.
  var tabSelection: TabSelection? {
    get { self[TabSelectionKey.self] }
    set { self[TabSelectionKey.self] = newValue }
  }
}

private enum TabSelectionKey: EnvironmentKey {
  static var defaultValue: TabSelection? { nil }
}

extension View {
  /// Labels this view's tab in the enclosing `TabView`.
  ///
  /// ```swift
  /// HomeView().tabItem { Label("Home", systemImage: "house") }
  /// ```
  public consuming func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    modifier(TabItemModifier(label: label()))
  }
}

/// Attaches a `TabItem` node to the tab and makes it tappable.
private struct TabItemModifier<Label: View>: ViewModifier, PrimitiveModifier {
  typealias Body = Never

  let label: Label

  func update<Content: View>(_ record: GraphNode, content: Content) {
    record.output = .attached
    record.updateChild(0, content)
    record.updateChild(
      1, TabItemNode(label: label, tab: record),
      component: .attachment(.tabItem, nil, ordinal: record.attachmentOrdinal))
  }
}

/// The `TabItem` node: the tab's label in the tab bar; tapping it selects the tab.
private struct TabItemNode<Label: View>: View, PrimitiveView {
  let label: Label
  unowned let tab: GraphNode

  var body: Never { primitiveBody(Self.self) }

  func update(_ record: GraphNode) {
    let tab = tab
    let selection = record.environment.tabSelection
    record.control = .tap {
      guard let selection else { return }
      _ = selection.select(tab.tabKey)
    }
    record.element(.tabItem, content: label)
  }
}

extension GraphNode {
  /// The value that selects the tab this record is: the nearest `tag` around it, else its
  /// position among the tab view's tabs.
  var tabKey: AnyHashable {
    var current: GraphNode? = self
    while let record = current, !(record.isElement && record.nodes.first?.role == .tabView) {
      if let tag = record.memory as? TagValue { return tag.value }
      current = record.parent
    }
    guard let tabView = current?.nodes.first else { return AnyHashable(0) }
    return AnyHashable(tabView.children.firstIndex { $0.identity == identity } ?? 0)
  }
}
