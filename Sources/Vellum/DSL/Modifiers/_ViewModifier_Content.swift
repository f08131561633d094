/// The content a custom `ViewModifier` receives: the view it was applied to.
///
/// ```swift
/// func body(content: Content) -> some View { content.bold() }
/// ```
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  let content: any View

  /// Content is primitive: it stands for the modified view.
  public var body: Never { primitiveBody(Self.self) }
}
