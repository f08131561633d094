/// Shows the first of its views that fits the space offered along `axes`, or the last one
/// when none does: the text layout measures each at its ideal size. HTML has no layout pass
/// before the browser's, so an HTML page shows the first view (the one meant for the most
/// room).
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///   HStack { Label("Add to Favorites", systemImage: "star"); Spacer() }
///   Label("Add", systemImage: "star")
/// }
/// ```
public struct ViewThatFits<Content: View>: View {
  let axes: Axis.Set
  let content: Content

  /// A view that picks the first of `content`'s views that fits along `axes`.
  ///
  /// ```swift
  /// ViewThatFits { LongForm(); ShortForm() }
  /// ```
  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }

  /// A view that fits is primitive.
  public var body: Never { primitiveBody(Self.self) }
}
