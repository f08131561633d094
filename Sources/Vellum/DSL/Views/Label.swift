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

  /// A label with a string title and an image from the app's asset catalog.
  ///
  /// ```swift
  /// Label(country.name, image: .flagEstonia)
  /// ```
  ///
  /// Disfavored, as in SwiftUI, so a literal title takes the `LocalizedStringKey` form.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image resource: ImageResource) {
    self.init(title: { Text(title) }, icon: { Image(resource) })
  }
}
