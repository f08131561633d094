/// Text can be selected.
///
/// ```swift
/// Text(code).textSelection(.enabled)
/// ```
public struct EnabledTextSelectability: TextSelectability {
  /// Text can be selected.
  public static var allowsSelection: Bool { true }
}

extension TextSelectability where Self == EnabledTextSelectability {
  /// Text can be selected.
  public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}
