/// A title with an icon, such as a menu item or a list row.
///
/// ```swift
/// Label("Favorites", systemImage: "heart")
/// ```
public struct Label<Title: View, Icon: View>: View {
  let title: Title
  let icon: Icon

  /// A label with custom title and icon views.
  ///
  /// ```swift
  /// Label { Text("Favorites") } icon: { Image(systemName: "heart") }
  /// ```
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  /// A label is primitive.
  public var body: Never { primitiveBody(Self.self) }
}

extension Label where Title == Text, Icon == Image {
  /// A label with a literal title and a symbol.
  ///
  /// ```swift
  /// Label("Favorites", systemImage: "heart")
  /// ```
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
  }

  /// A label with a string title and a symbol.
  ///
  /// ```swift
  /// Label(item.title, systemImage: item.icon)
  /// ```
  ///
  /// Disfavored, as in SwiftUI, so a literal title takes the `LocalizedStringKey` form.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: name) })
  }

  /// A label with a literal title and an image from the app's assets.
  ///
  /// ```swift
  /// Label("Estonia", image: "flag-ee")
  /// ```
  public init(_ titleKey: LocalizedStringKey, image name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(name) })
  }

  /// A label with a literal title and an image from the app's asset catalog.
  ///
  /// ```swift
  /// Label("Estonia", image: .flagEstonia)
  /// ```
  public init(_ titleKey: LocalizedStringKey, image resource: ImageResource) {
    self.init(title: { Text(titleKey) }, icon: { Image(resource) })
  }

  /// A label with a string title and an image from the app's assets.
  ///
  /// ```swift
  /// Label(country.name, image: country.flag)
  /// ```
  ///
  /// Disfavored, as in SwiftUI, so a literal title takes the `LocalizedStringKey` form.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image name: String) {
    self.init(title: { Text(title) }, icon: { Image(name) })
  }
}

extension Label: PrimitiveView {
  /// Draws the label in the innermost label style around it: title and icon, one of them, or
  /// a custom style's body (which sees the styles outside it).
  package func update(_ record: GraphNode) {
    let (style, outer) = record.environment.innermostStyle(for: LabelStyleConfiguration.self)
    switch style {
    case nil, .builtin(.automatic):
      record.element(.label, content: TupleView((icon, title)), environment: outer)
    case .builtin(let name):
      let attributes = [Attribute(.labelStyle, .name(name))]
      switch name {
      case .iconOnly:
        let title = [Attribute(.accessibilityLabel, .string(Self.plainText(of: title)))]
        record.element(.label, attributes + title, content: icon, environment: outer)
      case .titleOnly: record.element(.label, attributes, content: title, environment: outer)
      default:
        record.element(.label, attributes, content: TupleView((icon, title)), environment: outer)
      }
    case .custom(let body):
      record.output = .passthrough
      let configuration = LabelStyleConfiguration(
        title: .init(content: AnyView(title)), icon: .init(content: AnyView(icon)))
      record.updateChild(0, body(configuration), environment: outer)
    }
  }

  /// The words of a title that is a `Text`, for the accessibility label of an icon-only label.
  private static func plainText(of title: Title) -> String {
    (title as? Text)?.plainText ?? ""
  }
}
