/// Whether a person can select a view's text to copy it.
///
/// ```swift
/// Text(orderNumber).textSelection(.enabled)
/// ```
public protocol TextSelectability {
  /// Whether text can be selected.
  static var allowsSelection: Bool { get }
}
