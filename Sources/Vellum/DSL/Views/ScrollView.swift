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
  public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }

  /// A scroll view along `axes` whose indicators show or hide (iOS 13's form; renderings draw
  /// no indicators either way).
  ///
  /// ```swift
  /// ScrollView(.horizontal, showsIndicators: false) { HStack { … } }
  /// ```
  public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool, @ViewBuilder content: () -> Content
  ) {
    self.init(axes, content: content)
  }

  /// A scroll view is primitive.
  public var body: Never { primitiveBody(Self.self) }
}
