/// A region whose content can be larger than the screen and scrolls.
///
/// ```swift
/// ScrollView { VStack { ForEach(0..<100) { Text("Row \($0)") } } }
/// ```
public struct ScrollView<Content: View>: View {
  let axes: Axis.Set
  let content: Content

  /// A scroll view along `axes`, vertical by default.
  ///
  /// ```swift
  /// ScrollView(.horizontal) { HStack { Text("Wide") } }
  /// ```
  public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
    @ViewBuilder content: () -> Content
  ) {
    self.axes = axes
    self.content = content()
  }

  /// A scroll view is primitive.
  public var body: Never { primitiveBody(Self.self) }
}
