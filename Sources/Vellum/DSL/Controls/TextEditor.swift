/// A multi-line text field: its whole text in a box. Type into it with `host.type(_:into:)`
/// by its accessibility label or identifier (or its current text).
///
/// ```swift
/// TextEditor(text: $notes).accessibilityLabel("Notes")
/// ```
public struct TextEditor: View {
  let text: Binding<String>

  /// An editor of `text`.
  ///
  /// ```swift
  /// TextEditor(text: $draft)
  /// ```
  public init(text: Binding<String>) { self.text = text }

  /// A text editor is primitive.
  public var body: Never { primitiveBody(Self.self) }
}
