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

/// Writes a tab view's selection: its binding when it has one, else its own state.
@MainActor
final class TabSelector<SelectionValue: Hashable> {
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
