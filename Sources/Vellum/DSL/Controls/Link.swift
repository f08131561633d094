import Foundation

/// A link to a URL: tapping it (`host.tap`) opens the URL through `\.openURL`. Drawn as
/// `Title ↗` in text and an `<a href>` in HTML.
///
/// ```swift
/// Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)
/// Link(destination: supportURL) { Label("Support", systemImage: "questionmark.circle") }
/// ```
public struct Link<Label: View>: View {
  let destination: URL
  let label: Label

  /// A link with a label view.
  ///
  /// ```swift
  /// Link(destination: url) { Image(systemName: "safari") }
  /// ```
  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }

  /// A link is primitive.
  public var body: Never { primitiveBody(Self.self) }
}

extension Link where Label == Text {
  /// A link titled by a literal.
  ///
  /// ```swift
  /// Link("Website", destination: url)
  /// ```
  public init(_ titleKey: LocalizedStringKey, destination: URL) {
    self.init(destination: destination) { Text(titleKey) }
  }

  /// A link titled by a string value.
  ///
  /// ```swift
  /// Link(site.name, destination: site.url)
  /// ```
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: URL) {
    self.init(destination: destination) { Text(title) }
  }
}
