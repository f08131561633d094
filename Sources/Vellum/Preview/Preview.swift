/// A preview of a view, as `#Preview` makes it: a name, traits that lay it out, and the view.
/// The body is a view builder, as the macro's is in SwiftUI, so it may list several views.
///
/// `#Preview` is how a file declares one; `PreviewGallery.add(_:in:)` shows it, and
/// `vellum serve --package` finds a package's `#Preview`s by themselves.
///
/// ```swift
/// #Preview("Empty list", traits: .sizeThatFitsLayout) {
///   RecipeList(recipes: [])
/// }
/// ```
@MainActor
public struct Preview: Sendable {
  /// The preview's name, if it has one.
  public let name: String?
  /// Its traits, in order.
  let traits: [PreviewTrait<ViewTraits>]
  /// Makes the view; called afresh for each host, so its models are made afresh.
  let body: @MainActor () -> any View

  /// A preview named `name` of the view `body` makes.
  ///
  /// ```swift
  /// let preview = Preview("Counter") { CounterView() }
  /// ```
  public init(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) {
    self.name = name
    traits = []
    self.body = body
  }

  /// A preview named `name` with traits, of the view `body` makes.
  ///
  /// ```swift
  /// let preview = Preview("Badge", traits: .sizeThatFitsLayout) { Badge(count: 3) }
  /// ```
  public init(
    _ name: String? = nil, traits: PreviewTrait<ViewTraits>,
    _ additionalTraits: PreviewTrait<ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
  ) {
    self.name = name
    self.traits = [traits] + additionalTraits
    self.body = body
  }

  /// The kind of traits a view's preview takes (`PreviewTrait<Preview.ViewTraits>`).
  public struct ViewTraits: Sendable {}

  /// The layout its traits ask for: the last layout trait's, or the device's screen.
  var layout: PreviewLayout { traits.lazy.compactMap(\.layout).last ?? .device }
}

/// Creates a preview of the view `body` makes, named `name`, as in Xcode. The gallery of
/// `vellum serve --package` shows it; `PreviewGallery.add(_:in:)` takes it in code.
///
/// ```swift
/// #Preview("Signed out") {
///   SignInView(model: SignInModel())
/// }
/// ```
@freestanding(declaration, names: named(__vellumPreview))
public macro Preview(
  _ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View
) =
  #externalMacro(module: "VellumMacros", type: "PreviewMacro")

/// Creates a preview with traits (`.sizeThatFitsLayout`, `.fixedLayout(width:height:)`,
/// `.landscapeLeft`, …) of the view `body` makes, as in Xcode.
///
/// ```swift
/// #Preview("Badge", traits: .sizeThatFitsLayout) {
///   Badge(count: 3)
/// }
/// ```
@freestanding(declaration, names: named(__vellumPreview))
public macro Preview(
  _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
  _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
  @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "VellumMacros", type: "PreviewMacro")
