/// A group of rows in a `List` or `Form`, with an optional header and footer.
///
/// ```swift
/// Section(header: Text("Favorites")) {
///   ForEach(favorites, id: \.self) { Text("\($0)") }
/// }
/// ```
///
/// In a `Table`'s rows, a section is table row content: its header a row of one view
/// (``TableHeaderRowContent``) above its rows.
public struct Section<Parent, Content, Footer> {
  let header: Parent
  let content: Content
  let footer: Footer
  /// For the collapsible forms: whether the rows show; tapping the header flips it.
  var isExpanded: Binding<Bool>?
}

@MainActor
extension Section: View where Parent: View, Content: View, Footer: View {

  /// A section with a header and a footer.
  ///
  /// ```swift
  /// Section { rows } header: { Text("Header") } footer: { Text("Footer") }
  /// ```
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
    @ViewBuilder footer: () -> Footer
  ) {
    self.header = header()
    self.content = content()
    self.footer = footer()
  }

  /// A section with header and footer views.
  ///
  /// ```swift
  /// Section(header: Text("Header"), footer: Text("Footer")) { rows }
  /// ```
  public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { header }, footer: { footer })
  }

  /// A section is primitive.
  public var body: Never { primitiveBody(Self.self) }
}

@MainActor
extension Section where Parent: View, Content: View, Footer == EmptyView {
  /// A section with a header view.
  ///
  /// ```swift
  /// Section(header: Text("Favorites")) { rows }
  /// ```
  public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { header }, footer: { EmptyView() })
  }

  /// A section with a header built by a closure.
  ///
  /// ```swift
  /// Section { rows } header: { Text("Favorites") }
  /// ```
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(content: content, header: header, footer: { EmptyView() })
  }
}

@MainActor
extension Section where Parent == EmptyView, Content: View, Footer: View {
  /// A section with a footer and no header.
  ///
  /// ```swift
  /// Section { rows } footer: { Text("Changes apply at once.") }
  /// ```
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.init(content: content, header: { EmptyView() }, footer: footer)
  }

  /// A section with a footer view.
  ///
  /// ```swift
  /// Section(footer: Text("Shown below")) { rows }
  /// ```
  public init(footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { EmptyView() }, footer: { footer })
  }
}

@MainActor
extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
  /// A section without header or footer.
  ///
  /// ```swift
  /// Section { Text("Row") }
  /// ```
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
  }
}

@MainActor
extension Section where Parent == Text, Content: View, Footer == EmptyView {
  /// A section titled with a literal.
  ///
  /// ```swift
  /// Section("Favorites") { rows }
  /// ```
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
  }

  /// A section titled with a string value.
  ///
  /// ```swift
  /// Section(collection.name) { rows }
  /// ```
  ///
  /// Disfavored, as in SwiftUI, so a literal title takes the `LocalizedStringKey` form.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
  }
}

@MainActor
extension Section where Parent: View, Content: View, Footer == EmptyView {
  /// A collapsible section: its rows show while `isExpanded` is true, and tapping its header
  /// flips it.
  ///
  /// ```swift
  /// Section(isExpanded: $showsFavorites) { rows } header: { Text("Favorites") }
  /// ```
  public init(
    isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content,
    @ViewBuilder header: () -> Parent
  ) {
    self.init(content: content, header: header)
    self.isExpanded = isExpanded
  }
}

@MainActor
extension Section where Parent == Text, Content: View, Footer == EmptyView {
  /// A collapsible section titled with a literal.
  ///
  /// ```swift
  /// Section("Favorites", isExpanded: $showsFavorites) { rows }
  /// ```
  public init(
    _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
  }

  /// A collapsible section titled with a string value.
  ///
  /// ```swift
  /// Section(folder.name, isExpanded: $folder.isOpen) { rows }
  /// ```
  ///
  /// Disfavored, as in SwiftUI, so a literal title takes the `LocalizedStringKey` form.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(title) }
  }
}
