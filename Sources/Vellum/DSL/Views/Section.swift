/// A group of rows in a `List` or `Form`, with an optional header and footer.
///
/// ```swift
/// Section(header: Text("Favorites")) {
///   ForEach(favorites, id: \.self) { Text("\($0)") }
/// }
/// ```
public struct Section<Parent: View, Content: View, Footer: View>: View {
  let header: Parent
  let content: Content
  let footer: Footer

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

extension Section where Footer == EmptyView {
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

extension Section where Parent == EmptyView {
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

extension Section where Parent == EmptyView, Footer == EmptyView {
  /// A section without header or footer.
  ///
  /// ```swift
  /// Section { Text("Row") }
  /// ```
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
  }
}

extension Section where Parent == Text, Footer == EmptyView {
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
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
  }
}

extension Section: PrimitiveView {
  package func update(_ record: GraphNode) {
    record.output = .element(Node(role: .section, identity: record.identity))
    var count = 0
    if Parent.self != EmptyView.self {
      record.updateChild(count, SectionPart(role: .header, content: header), component: .index(0))
      count += 1
    }
    record.updateChild(count, content, component: .index(1))
    count += 1
    if Footer.self != EmptyView.self {
      record.updateChild(count, SectionPart(role: .footer, content: footer), component: .index(2))
      count += 1
    }
    record.trimChildren(to: count)
  }
}

/// The header or footer of a section: a node of that role around the given view.
private struct SectionPart<Content: View>: View, PrimitiveView {
  let role: Role
  let content: Content

  var body: Never { primitiveBody(Self.self) }

  func update(_ record: GraphNode) {
    record.element(role, content: content)
  }
}
