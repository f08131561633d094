/// The content of a window that presents a value: the value lives in the window's state.
///
/// ```swift
/// WindowGroup(for: Int.self) { $number in Text("\(number ?? 0)") }
/// ```
public struct PresentedWindowContent<Data: Hashable, Content: View>: View {
  let content: (Binding<Data?>) -> Content
  @State private var value: Data?

  init(content: @escaping (Binding<Data?>) -> Content, value: Data?) {
    self.content = content
    _value = State(initialValue: value)
  }

  /// The window's content with a binding to its value.
  public var body: some View { content($value) }
}
