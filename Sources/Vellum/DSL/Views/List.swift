/// Rows in a scrolling, grouped list.
///
/// ```swift
/// List {
///   ForEach(state.favoritePrimes, id: \.self) { Text("\($0)") }
///     .onDelete { state.favoritePrimes.remove(atOffsets: $0) }
/// }
/// ```
public struct List<SelectionValue: Hashable, Content: View>: View {
  let content: Content
  var selection: ListSelection?

  /// A list of the rows built by `content`.
  ///
  /// ```swift
  /// List { Text("A"); Text("B") }
  /// ```
  public init(@ViewBuilder content: () -> Content) where SelectionValue == Never {
    self.content = content()
  }

  /// A list with one row per element, identified by `id`.
  ///
  /// ```swift
  /// List(primes, id: \.self) { Text("\($0)") }
  /// ```
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent>, SelectionValue == Never {
    content = ForEach(data, id: id, content: rowContent)
  }

  /// A list with one row per `Identifiable` element.
  ///
  /// ```swift
  /// List(recipes) { Text($0.title) }
  /// ```
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable,
    SelectionValue == Never
  {
    content = ForEach(data, content: rowContent)
  }

  /// A list is primitive.
  public var body: Never { primitiveBody(Self.self) }
}

extension List {
  /// A list with one row per element, identified by a key path, selecting one row at a time.
  ///
  /// ```swift
  /// List(names, id: \.self, selection: $picked) { Text($0) }
  /// ```
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
  }

  /// A list with one row per element, identified by a key path, selecting several rows.
  ///
  /// ```swift
  /// List(names, id: \.self, selection: $chosen) { Text($0) }
  /// ```
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
  }

  /// A list with one row per `Identifiable` element, selecting one row at a time.
  ///
  /// ```swift
  /// List(recipes, selection: $selectedID) { Text($0.title) }
  /// ```
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(selection: selection) { ForEach(data, content: rowContent) }
  }

  /// A list with one row per `Identifiable` element, selecting several rows.
  ///
  /// ```swift
  /// List(recipes, selection: $selectedIDs) { Text($0.title) }
  /// ```
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(selection: selection) { ForEach(data, content: rowContent) }
  }
}

extension List {
  /// A list whose rows can be selected, one at a time; tapping a row selects its id.
  ///
  /// ```swift
  /// List(selection: $selection) { ForEach(recipes) { Text($0.title) } }
  /// ```
  public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.selection = selection.map { selection in
      ListSelection(
        isSelected: { $0.base as? SelectionValue == selection.wrappedValue },
        select: { if let value = $0.base as? SelectionValue { selection.wrappedValue = value } })
    }
  }

  /// A list whose rows can be selected, several at a time; tapping a row adds or removes it.
  ///
  /// ```swift
  /// List(selection: $chosen) { ForEach(recipes) { Text($0.title) } }
  /// ```
  public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.selection = selection.map { selection in
      ListSelection(
        isSelected: { ($0.base as? SelectionValue).map(selection.wrappedValue.contains) ?? false },
        select: { value in
          guard let value = value.base as? SelectionValue else { return }
          if selection.wrappedValue.contains(value) {
            selection.wrappedValue.remove(value)
          } else {
            selection.wrappedValue.insert(value)
          }
        })
    }
  }
}

extension List: PrimitiveView {
  package func update(_ record: GraphNode) {
    record.output = .element(Node(role: .list, identity: record.identity))
    // The environment is changed only when there is a selection to pass down (or an outer one
    // to clear): a changed environment re-evaluates every row, and a plain list must not.
    guard selection != nil || record.environment.listSelection != nil else {
      record.updateChild(0, content)
      return
    }
    var environment = record.environment
    environment.listSelection = selection
    record.updateChild(0, content, environment: environment)
  }
}

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
    record.output = .modified(isSelected ? [Attribute("selected", .bool(true))] : [], slot: nil)
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

/// A grouped container of controls, drawn as an inset grouped list.
///
/// ```swift
/// Form {
///   TextField("Email", text: $email)
///   SecureField("Password", text: $password)
/// }
/// ```
public struct Form<Content: View>: View {
  let content: Content

  /// A form of the controls built by `content`.
  ///
  /// ```swift
  /// Form { Toggle("On", isOn: $isOn) }
  /// ```
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A form is primitive.
  public var body: Never { primitiveBody(Self.self) }
}

extension Form: PrimitiveView {
  package func update(_ record: GraphNode) {
    record.element(.form, content: content)
  }
}

/// A region whose content can be larger than the screen and scrolls.
///
/// ```swift
/// ScrollView { VStack { ForEach(0..<100) { Text("Row \($0)") } } }
/// ```
public struct ScrollView<Content: View>: View {
  let axes: Axis.Set
  let content: Content

  /// A scroll view along `axes`, vertical by default.
  ///
  /// ```swift
  /// ScrollView(.horizontal) { HStack { Text("Wide") } }
  /// ```
  public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
    @ViewBuilder content: () -> Content
  ) {
    self.axes = axes
    self.content = content()
  }

  /// A scroll view is primitive.
  public var body: Never { primitiveBody(Self.self) }
}

extension ScrollView: PrimitiveView {
  package func update(_ record: GraphNode) {
    let attributes = axes == .vertical ? [] : [Attribute("axes", .name(axes.name))]
    record.element(.scrollView, attributes, content: content)
  }
}

/// The horizontal or vertical direction.
///
/// ```swift
/// ScrollView(.horizontal) { content }
/// ```
public enum Axis: Int8, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// Left to right.
  case horizontal
  /// Top to bottom.
  case vertical

  /// `horizontal` or `vertical`.
  public var description: String { self == .horizontal ? "horizontal" : "vertical" }

  /// A set of axes.
  ///
  /// ```swift
  /// let both: Axis.Set = [.horizontal, .vertical]
  /// ```
  public struct Set: OptionSet, Hashable, Sendable {
    /// The axes as bits.
    public var rawValue: Int8

    /// Creates a set from bits.
    ///
    /// ```swift
    /// Axis.Set(rawValue: 1)   // .horizontal
    /// ```
    public init(rawValue: Int8) { self.rawValue = rawValue }

    /// The horizontal axis.
    public static let horizontal = Set(rawValue: 1)
    /// The vertical axis.
    public static let vertical = Set(rawValue: 2)

    var name: String {
      switch self {
      case .horizontal: "horizontal"
      case .vertical: "vertical"
      default: "both"
      }
    }
  }
}
