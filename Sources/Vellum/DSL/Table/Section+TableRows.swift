extension Section: TableRowContent
where Parent: TableRowContent, Content: TableRowContent, Footer: TableRowContent {
  /// The value of the section's rows.
  public typealias TableRowValue = Content.TableRowValue

  /// A section is primitive.
  public var tableRowBody: Never { primitiveBody(Self.self) }
}

extension Section: TableRowsConvertible
where Parent: TableRowContent, Content: TableRowContent, Footer: TableRowContent {
  /// The header row, then the rows while the section is expanded.
  var tableRows: TableRows<Content.TableRowValue> {
    var rows =
      (header as? any TableRowsConvertible<Content.TableRowValue>)?.tableRows ?? TableRows()
    if isExpanded?.wrappedValue ?? true { rows.append(content.resolvedRows) }
    return rows
  }
}

@MainActor
extension Section where Parent: TableRowContent, Content: TableRowContent, Footer: TableRowContent {
  /// A section of table rows under a header view.
  ///
  /// ```swift
  /// Section { ForEach(staff) { TableRow($0) } } header: { Label("Staff", systemImage: "person") }
  /// ```
  public init<V, H: View>(
    @TableRowBuilder<V> content: () -> Content, @ViewBuilder header: () -> H
  ) where Parent == TableHeaderRowContent<V, H>, Footer == EmptyTableRowContent<V> {
    self.init(
      header: TableHeaderRowContent(content: header()), content: content(),
      footer: EmptyTableRowContent())
  }

  /// A section of table rows under a title.
  ///
  /// ```swift
  /// Section("Staff") { ForEach(staff) { TableRow($0) } }
  /// ```
  public init<V>(_ titleKey: LocalizedStringKey, @TableRowBuilder<V> content: () -> Content)
  where Parent == TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V> {
    self.init(content: content) { Text(titleKey) }
  }

  /// A section of table rows under a title string.
  ///
  /// ```swift
  /// Section(team.name) { ForEach(team.members) { TableRow($0) } }
  /// ```
  @_disfavoredOverload
  public init<V, S: StringProtocol>(_ title: S, @TableRowBuilder<V> content: () -> Content)
  where Parent == TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V> {
    self.init(content: content) { Text(title) }
  }

  /// A section of table rows without a header.
  ///
  /// ```swift
  /// Section { ForEach(archived) { TableRow($0) } }
  /// ```
  public init<V>(@TableRowBuilder<V> content: () -> Content)
  where Parent == EmptyTableRowContent<V>, Footer == EmptyTableRowContent<V> {
    self.init(header: EmptyTableRowContent(), content: content(), footer: EmptyTableRowContent())
  }

  /// A collapsible section of table rows under a header view: the rows show while
  /// `isExpanded` is true.
  ///
  /// ```swift
  /// Section(isExpanded: $showsStaff) { ForEach(staff) { TableRow($0) } } header: { Text("Staff") }
  /// ```
  public init<V, H: View>(
    isExpanded: Binding<Bool>, @TableRowBuilder<V> content: () -> Content,
    @ViewBuilder header: () -> H
  ) where Parent == TableHeaderRowContent<V, H>, Footer == EmptyTableRowContent<V> {
    self.init(content: content, header: header)
    self.isExpanded = isExpanded
  }

  /// A collapsible section of table rows under a title.
  ///
  /// ```swift
  /// Section("Staff", isExpanded: $showsStaff) { ForEach(staff) { TableRow($0) } }
  /// ```
  public init<V>(
    _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>,
    @TableRowBuilder<V> content: () -> Content
  ) where Parent == TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V> {
    self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
  }

  /// A collapsible section of table rows under a title string.
  ///
  /// ```swift
  /// Section(team.name, isExpanded: $isOpen) { ForEach(team.members) { TableRow($0) } }
  /// ```
  @_disfavoredOverload
  public init<V, S: StringProtocol>(
    _ title: S, isExpanded: Binding<Bool>, @TableRowBuilder<V> content: () -> Content
  ) where Parent == TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V> {
    self.init(isExpanded: isExpanded, content: content) { Text(title) }
  }
}
