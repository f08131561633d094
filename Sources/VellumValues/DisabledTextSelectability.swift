/// Text cannot be selected.
///
/// ```swift
/// Text(code).textSelection(.disabled)
/// ```
public struct DisabledTextSelectability: TextSelectability {
  /// Text cannot be selected.
  public static var allowsSelection: Bool { false }
}

extension TextSelectability where Self == DisabledTextSelectability {
  /// Text cannot be selected.
  public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}
