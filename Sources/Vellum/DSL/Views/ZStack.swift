/// Views layered on top of each other, the last one in front.
///
/// ```swift
/// ZStack {
///   Color.blue
///   Text("On blue")
/// }
/// ```
public struct ZStack<Content: View>: View {
  @usableFromInline let alignment: Alignment
  @usableFromInline let content: Content

  /// An overlaying stack, centered by default.
  ///
  /// ```swift
  /// ZStack(alignment: .topLeading) { Color.gray; Text("Corner") }
  /// ```
  @inlinable
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  /// A stack is primitive.
  public var body: Never { primitiveBody(Self.self) }
}
