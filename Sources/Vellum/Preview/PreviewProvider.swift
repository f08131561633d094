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
}
