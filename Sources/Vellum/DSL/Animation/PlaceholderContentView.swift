/// A view's content, passed to closures that modify it (`phaseAnimator`, `animation(_:body:)`).
///
/// ```swift
/// Text("Hi").phaseAnimator([0, 1]) { content, phase in content.opacity(phase) }
/// ```
public struct PlaceholderContentView<Value>: View {
  private let content: AnyView

  init(_ content: Value) where Value: View { self.content = AnyView(content) }

  init(erasing content: some View) { self.content = AnyView(content) }

  /// The content.
  public var body: some View { content }
}
