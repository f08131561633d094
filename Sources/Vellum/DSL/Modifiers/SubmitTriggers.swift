import Foundation

/// What submitting triggers an `onSubmit(of:_:)` action: text fields, the search field, or both.
///
/// ```swift
/// .onSubmit(of: [.text, .search]) { save() }
/// ```
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
  /// The triggers' bits.
  public let rawValue: Int

  /// Triggers from their bits.
  ///
  /// ```swift
  /// SubmitTriggers(rawValue: 1)
  /// ```
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Text fields and secure fields.
  public static let text = SubmitTriggers(rawValue: 1 << 0)
  /// The search field.
  public static let search = SubmitTriggers(rawValue: 1 << 1)
}
