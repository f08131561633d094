/// A view that owns a piece of state and hands its binding to `content`, for previews and for
/// state that does not deserve its own view type.
///
/// ```swift
/// WithState(initialValue: false) { $isOn in
///   Toggle("On", isOn: $isOn)
/// }
/// ```
public struct WithState<Value, Content: View>: View {
  @State private var value: Value
  private let content: (Binding<Value>) -> Content

  /// State starting at `initialValue`, given to `content` as a binding.
  ///
  /// ```swift
  /// WithState(initialValue: 0) { $count in Stepper("\(count)", value: $count, in: 0...9) }
  /// ```
  public init(initialValue: Value, @ViewBuilder content: @escaping (Binding<Value>) -> Content) {
    _value = State(initialValue: initialValue)
    self.content = content
  }

  /// The content with the binding.
  public var body: some View {
    content($value)
  }
}
