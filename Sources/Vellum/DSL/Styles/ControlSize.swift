/// The size of controls: buttons, pickers, toggles.
///
/// ```swift
/// Button("Buy") {}.buttonStyle(.borderedProminent).controlSize(.large)
/// ```
public enum ControlSize: CaseIterable, Hashable, Sendable {
  /// The smallest size.
  case mini
  /// A small size.
  case small
  /// The default size.
  case regular
  /// A large size.
  case large
  /// The largest size.
  case extraLarge
}

extension EnvironmentValues {
  /// The size of the controls here.
  ///
  /// ```swift
  /// @Environment(\.controlSize) private var controlSize
  /// ```
  public var controlSize: ControlSize {
    get { self[ControlSizeKey.self] }
    set { self[ControlSizeKey.self] = newValue }
  }
}

private enum ControlSizeKey: EnvironmentKey {
  static let defaultValue = ControlSize.regular
}

extension View {
  /// Sets the size of the controls in the view; recorded, and drawn larger or smaller in HTML.
  ///
  /// ```swift
  /// HStack { Button("−") {}; Button("+") {} }.controlSize(.small)
  /// ```
  public consuming func controlSize(_ controlSize: ControlSize) -> some View {
    modifier(EnvironmentWriter(keyPath: \.controlSize, value: controlSize))
      .modifier(
        AttributesModifier(Attribute(.controlSize, .name(Keyword(describing: controlSize)))))
  }

  /// Sets the shape of the bordered buttons in the view; recorded, and drawn in HTML.
  ///
  /// ```swift
  /// Button("Follow") {}.buttonStyle(.bordered).buttonBorderShape(.capsule)
  /// ```
  public consuming func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
    modifier(AttributesModifier(Attribute(.buttonBorderShape, shape.attributeValue)))
  }
}
