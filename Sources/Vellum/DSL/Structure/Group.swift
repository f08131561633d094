/// Groups views without adding a node; modifiers on a group apply to each view inside.
///
/// ```swift
/// Group {
///   Text("A")
///   Text("B")
/// }
/// .bold()
/// ```
public struct Group<Content: View>: View {
  let content: Content

  /// Groups the views built by `content`.
  ///
  /// ```swift
  /// Group { Text("A"); Text("B") }
  /// ```
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A group is primitive.
  public var body: Never { primitiveBody(Self.self) }
}
