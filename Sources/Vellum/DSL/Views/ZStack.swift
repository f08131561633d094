/// Views layered on top of each other, the last one in front.
///
/// ```swift
/// ZStack {
///   Color.blue
///   Text("On blue")
/// }
/// ```
public struct ZStack<Content: View>: View {
  @usableFromInline let parts: StackParts<Alignment, Content>

  /// An overlaying stack, centered by default.
  ///
  /// ```swift
  /// ZStack(alignment: .topLeading) { Color.gray; Text("Corner") }
  /// ```
  @inlinable
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    parts = StackParts(alignment: alignment, spacing: nil, content: content())
  }

  /// A stack is primitive.
  public var body: Never { primitiveBody(Self.self) }
}
