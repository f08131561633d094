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
    self.selection = selection.map { ListSelection.single($0) }
  }

  /// A list whose rows can be selected, several at a time; tapping a row adds or removes it.
  ///
  /// ```swift
  /// List(selection: $chosen) { ForEach(recipes) { Text($0.title) } }
  /// ```
  public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.selection = selection.map { ListSelection.multiple($0) }
  }
}
