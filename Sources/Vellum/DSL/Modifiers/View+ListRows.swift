import Foundation

/// List row, badge and separator modifiers. `badge` is drawn; the others are recorded on the
/// row's node (the text rendering draws no row backgrounds or separators to change).
extension View {
  /// Shows a count on the view's list row or tab item; 0 shows nothing.
  ///
  /// ```swift
  /// Text("Inbox").badge(unread)
  /// ```
  public consuming func badge(_ count: Int) -> some View {
    badgeAttribute(count == 0 ? nil : "\(count)")
  }

  /// Shows a text badge on the view's list row or tab item; `nil` shows nothing.
  ///
  /// ```swift
  /// Text("Downloads").badge(Text("New"))
  /// ```
  public consuming func badge(_ label: Text?) -> some View {
    badgeAttribute(label?.plainText)
  }

  /// Shows a badge from a literal.
  ///
  /// ```swift
  /// Label("Updates", systemImage: "arrow.down").badge("3 new")
  /// ```
  public consuming func badge(_ key: LocalizedStringKey) -> some View {
    badge(Text(key))
  }

  /// Shows a badge from a string value; `nil` shows nothing.
  ///
  /// ```swift
  /// Text(folder.name).badge(folder.status)
  /// ```
  @_disfavoredOverload
  public consuming func badge<S: StringProtocol>(_ label: S?) -> some View {
    badgeAttribute(label.map { String($0) })
  }

  private func badgeAttribute(_ text: String?) -> some View {
    modifier(AttributesModifier(text.map { [Attribute(.badge, .string($0))] } ?? []))
  }

  /// Puts a view behind the view's list row; recorded.
  ///
  /// ```swift
  /// Text(item.name).listRowBackground(Color.yellow.opacity(0.2))
  /// ```
  public consuming func listRowBackground<V: View>(_ view: V?) -> some View {
    modifier(LayerModifier(name: .listRowBackground, layer: view, alignment: .center))
  }

  /// Sets the insets of the view's list row; recorded.
  ///
  /// ```swift
  /// Image("banner").listRowInsets(EdgeInsets())
  /// ```
  public consuming func listRowInsets(_ insets: EdgeInsets?) -> some View {
    rowAttribute(.listRowInsets, insets.map { .insets($0) })
  }

  /// Shows or hides the separators of the view's list row; recorded.
  ///
  /// ```swift
  /// Text(item.name).listRowSeparator(.hidden)
  /// ```
  public consuming func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all)
    -> some View
  {
    rowAttribute(.listRowSeparator, .name(Keyword(describing: visibility)))
  }

  /// Tints the separators of the view's list row; recorded.
  ///
  /// ```swift
  /// Text(item.name).listRowSeparatorTint(.blue)
  /// ```
  public consuming func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all)
    -> some View
  {
    rowAttribute(.listRowSeparatorTint, color.map { .color($0) })
  }

  /// Shows or hides the separators of the view's list section; recorded.
  ///
  /// ```swift
  /// Section { … }.listSectionSeparator(.hidden)
  /// ```
  public consuming func listSectionSeparator(
    _ visibility: Visibility, edges: VerticalEdge.Set = .all
  )
    -> some View
  {
    rowAttribute(.listSectionSeparator, .name(Keyword(describing: visibility)))
  }

  /// Tints the separators of the view's list section; recorded.
  ///
  /// ```swift
  /// Section { … }.listSectionSeparatorTint(.gray)
  /// ```
  public consuming func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all)
    -> some View
  {
    rowAttribute(.listSectionSeparatorTint, color.map { .color($0) })
  }

  /// Tints the list rows in the view (their symbols and controls).
  ///
  /// ```swift
  /// List { … }.listItemTint(.orange)
  /// ```
  public consuming func listItemTint(_ tint: Color?) -> some View {
    rowAttribute(.tint, tint.map { .color($0) })
  }

  /// Tints the list rows in the view, or lets each row keep its own tint.
  ///
  /// ```swift
  /// List { … }.listItemTint(.fixed(.orange))
  /// ```
  public consuming func listItemTint(_ tint: ListItemTint?) -> some View {
    rowAttribute(.tint, tint.map { .color($0.color) })
  }

  /// Shows or hides the scrollable background of the lists and forms in the view: hidden, a
  /// `.background` behind it shows through.
  ///
  /// ```swift
  /// List { … }.scrollContentBackground(.hidden).background(.indigo)
  /// ```
  public consuming func scrollContentBackground(_ visibility: Visibility) -> some View {
    rowAttribute(.scrollContentBackground, .name(Keyword(describing: visibility)))
  }

  /// Stops a person deleting the view's row; recorded.
  ///
  /// ```swift
  /// Text(item.name).deleteDisabled(item.isLocked)
  /// ```
  public consuming func deleteDisabled(_ isDisabled: Bool) -> some View {
    rowAttribute(.deleteDisabled, isDisabled ? .bool(true) : nil)
  }

  /// Stops a person moving the view's row; recorded.
  ///
  /// ```swift
  /// Text(item.name).moveDisabled(item.isPinned)
  /// ```
  public consuming func moveDisabled(_ isDisabled: Bool) -> some View {
    rowAttribute(.moveDisabled, isDisabled ? .bool(true) : nil)
  }

  /// Stops a person selecting the view's row in a selectable list: tapping it selects
  /// nothing (`host.tap` finds no control there).
  ///
  /// ```swift
  /// Text(item.name).selectionDisabled(item.isArchived)
  /// ```
  public consuming func selectionDisabled(_ isDisabled: Bool = true) -> some View {
    rowAttribute(.selectionDisabled, isDisabled ? .bool(true) : nil)
  }

  private func rowAttribute(_ name: AttributeName, _ value: AttributeValue?) -> some View {
    modifier(AttributesModifier(value.map { [Attribute(name, $0)] } ?? []))
  }
}
