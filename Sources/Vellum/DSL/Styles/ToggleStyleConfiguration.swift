/// What a ``ToggleStyle`` draws from: the label and the `isOn` binding.
///
/// ```swift
/// configuration.isOn.toggle()
/// Toggle(isOn: configuration.$isOn) { configuration.label }
/// ```
public struct ToggleStyleConfiguration {
  /// The toggle's label, as a view.
  public typealias Label = AnyView

  /// The toggle's label.
  public let label: Label
  /// Whether the toggle is on; setting it flips the toggle's binding.
  @Binding public var isOn: Bool
  /// Whether the toggle stands for several values that are partly on; always `false` here.
  public var isMixed: Bool
}
