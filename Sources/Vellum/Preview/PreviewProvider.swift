/// A type that produces previews of views, as in SwiftUI; `PreviewGallery` renders them.
///
/// ```swift
/// struct ContentView_Previews: PreviewProvider {
///   static var previews: some View {
///     ContentView()
///     ContentView().previewDisplayName("Empty")
///   }
/// }
/// ```
@MainActor
@preconcurrency
public protocol PreviewProvider {
  /// The type of the previews.
  associatedtype Previews: View
  /// The previews: each top-level view is one preview.
  @ViewBuilder static var previews: Previews { get }

  /// The variants the gallery also shows these previews in (Vellum's addition; none unless
  /// the provider says).
  static var variants: [Variant] { get }

  /// The platform the previews are for; `nil` for the target's. Vellum renders the iOS idiom
  /// whatever it says.
  static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
  /// No variants.
  ///
  /// ```swift
  /// static var variants: [Variant] { [.dark, .largeText, .rightToLeft] }
  /// ```
  public static var variants: [Variant] { [] }

  /// The target's platform.
  ///
  /// ```swift
  /// static var platform: PreviewPlatform? { .iOS }
  /// ```
  public static var platform: PreviewPlatform? { nil }
}

extension View {
  /// Names a preview in the gallery.
  ///
  /// ```swift
  /// ContentView().previewDisplayName("Signed out")
  /// ```
  public func previewDisplayName(_ name: String?) -> some View {
    modifier(
      AttributesModifier(name.map { [Attribute(.previewDisplayName, .string($0))] } ?? []))
  }
  /// Sizes this preview in the gallery: at its own size (`.sizeThatFits`), at a fixed size, or
  /// on the device's screen.
  ///
  /// ```swift
  /// StarRating(rating: 4).previewLayout(.sizeThatFits)
  /// ```
  public func previewLayout(_ value: PreviewLayout) -> some View {
    modifier(AttributesModifier(Attribute(.previewLayout, value.attributeValue)))
  }

  /// Draws this preview in the gallery on the named device's screen; `nil` keeps the gallery's.
  ///
  /// ```swift
  /// ContentView().previewDevice("iPhone SE (3rd generation)")
  /// ```
  public func previewDevice(_ value: PreviewDevice?) -> some View {
    modifier(
      AttributesModifier(
        value?.device.map { [Attribute(.previewDevice, .double($0.width))] } ?? []))
  }

}
