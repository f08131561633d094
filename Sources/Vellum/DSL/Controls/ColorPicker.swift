/// A control for choosing a color: `Tint   [● red]` in text and a color `<input>` in HTML.
/// Pick with `host.pick(_:in:)`; a picker that does not support opacity keeps the picked color
/// opaque. (SwiftUI's `CGColor` forms are absent: Foundation on Linux has no `CGColor`.)
///
/// ```swift
/// ColorPicker("Tint", selection: $tint, supportsOpacity: false)
/// ```
public struct ColorPicker<Label: View>: View {
  let selection: Binding<Color>
  let supportsOpacity: Bool
  let label: Label

  /// A color picker with a label view.
  ///
  /// ```swift
  /// ColorPicker(selection: $background) { Label("Background", systemImage: "paintpalette") }
  /// ```
  public init(
    selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.supportsOpacity = supportsOpacity
    self.label = label()
  }

  /// A color picker is primitive.
  public var body: Never { primitiveBody(Self.self) }
}

extension ColorPicker where Label == Text {
  /// A color picker titled by a literal.
  ///
  /// ```swift
  /// ColorPicker("Accent", selection: $accent)
  /// ```
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true
  ) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
  }

  /// A color picker titled by a string value.
  ///
  /// ```swift
  /// ColorPicker(theme.name, selection: $theme.color)
  /// ```
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Color>, supportsOpacity: Bool = true
  ) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
  }
}
