/// An image: an SF Symbol by name, or a named image from the app's assets.
///
/// ```swift
/// Image(systemName: "star")
///   .symbolVariant(.fill)
/// ```
public struct Image: Equatable, Sendable {
  enum Source: Equatable, Sendable {
    case system(String)
    /// A named image and its accessibility label (its name unless given).
    case named(String, label: String)
    /// A named image with no accessibility label, hidden from assistive technologies.
    case decorative(String)
  }

  let source: Source
  var isResizable = false
  /// How the image is drawn, when set (`renderingMode(_:)`).
  var renderingMode: TemplateRenderingMode?

  /// A symbol by name.
  ///
  /// ```swift
  /// Image(systemName: "plus")
  /// ```
  public init(systemName: String) { source = .system(systemName) }

  /// An image from the app's assets, kept by name; its name is its accessibility label, as in
  /// SwiftUI, so `tap("logo")` finds a button showing it.
  ///
  /// ```swift
  /// Image("logo")
  /// ```
  public init(_ name: String, bundle: Bundle? = nil) { source = .named(name, label: name) }

  /// An image from the app's assets with an accessibility label.
  ///
  /// ```swift
  /// Image("flag-ee", label: Text("Estonia"))
  /// ```
  public init(_ name: String, bundle: Bundle? = nil, label: Text) {
    source = .named(name, label: label.plainText)
  }

  /// An image from the app's asset catalog, labelled by its name.
  ///
  /// ```swift
  /// Image(.flagEstonia)
  /// ```
  public init(_ resource: ImageResource) { source = .named(resource.name, label: resource.name) }

  /// An image from the app's assets that is only decoration: it has no accessibility label.
  ///
  /// ```swift
  /// Image(decorative: "divider-flourish")
  /// ```
  public init(decorative name: String, bundle: Bundle? = nil) { source = .decorative(name) }

  /// A symbol drawn to show a value from 0 to 1 (recorded; drawn as the plain symbol).
  ///
  /// ```swift
  /// Image(systemName: "wifi", variableValue: 0.5)
  /// ```
  public init(systemName: String, variableValue: Double?) { source = .system(systemName) }

  /// An image that stretches to fill its frame.
  ///
  /// ```swift
  /// Image("logo").resizable()
  /// ```
  public func resizable() -> Image {
    var copy = self
    copy.isResizable = true
    return copy
  }

  /// An image is primitive.
  public var body: Never { primitiveBody(Self.self) }
}

extension Image: View {}

extension Image: LeafView {
  package func node(identity: Identity, environment: EnvironmentValues) -> Node {
    var attributes = sourceAttributes
    let variants = environment.symbolVariants
    if case .system = source, variants != .none {
      attributes.append(Attribute(.symbolVariant, .name(Keyword(rawValue: variants.name))))
    }
    if isResizable { attributes.append(Attribute(.resizable, .bool(true))) }
    if let renderingMode {
      attributes.append(Attribute(.renderingMode, .name(Keyword(describing: renderingMode))))
    }
    if case .system = source, environment.imageScale != .medium {
      attributes.append(
        Attribute(.imageScale, .name(Keyword(describing: environment.imageScale))))
    }
    return Node(role: .image, identity: identity, attributes: attributes)
  }
}

extension Image {
  /// The attributes that say what the image shows: its symbol or asset name, and a label that
  /// differs from its name. An image inside a `Text` is a span with these.
  var sourceAttributes: [Attribute] {
    switch source {
    case .system(let name):
      return [Attribute(.systemName, .string(name))]
    case .named(let name, let label):
      let named = Attribute(.name, .string(name))
      return label == name ? [named] : [named, Attribute(.accessibilityLabel, .string(label))]
    case .decorative(let name):
      return [Attribute(.decorative, .string(name))]
    }
  }
}

extension EnvironmentValues {
  /// The symbol variant images in this part of the screen use.
  ///
  /// ```swift
  /// @Environment(\.symbolVariants) private var variants
  /// ```
  public var symbolVariants: SymbolVariants {
    get { self[SymbolVariantsKey.self] }
    set { self[SymbolVariantsKey.self] = newValue }
  }
}

private enum SymbolVariantsKey: EnvironmentKey {
  static let defaultValue = SymbolVariants.none
}
