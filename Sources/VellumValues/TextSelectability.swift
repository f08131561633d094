/// Whether a person can select a view's text to copy it.
///
/// ```swift
/// Text(orderNumber).textSelection(.enabled)
/// ```
public protocol TextSelectability {
  /// Whether text can be selected.
  static var allowsSelection: Bool { get }
}

/// Text can be selected.
///
/// ```swift
/// Text(code).textSelection(.enabled)
/// ```
public struct EnabledTextSelectability: TextSelectability {
  /// Text can be selected.
  public static var allowsSelection: Bool { true }
}

/// Text cannot be selected.
///
/// ```swift
/// Text(code).textSelection(.disabled)
/// ```
public struct DisabledTextSelectability: TextSelectability {
  /// Text cannot be selected.
  public static var allowsSelection: Bool { false }
}

extension TextSelectability where Self == EnabledTextSelectability {
  /// Text can be selected.
  public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
  /// Text cannot be selected.
  public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}
