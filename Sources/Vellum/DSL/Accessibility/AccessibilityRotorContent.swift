/// What an accessibility rotor lists: entries, or content made of them, built with
/// `@AccessibilityRotorContentBuilder`.
///
/// ```swift
/// struct WarningEntries: AccessibilityRotorContent {
///   let warnings: [Warning]
///   var body: some AccessibilityRotorContent {
///     ForEach(warnings) { AccessibilityRotorEntry($0.title, id: $0.id) }
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol AccessibilityRotorContent {
  /// The content this content is made of.
  associatedtype Body: AccessibilityRotorContent

  /// The content this content is made of.
  @AccessibilityRotorContentBuilder var body: Body { get }
}

extension Never: AccessibilityRotorContent {}

/// Rotor content that lists its entries itself, without a body.
@MainActor
protocol RotorEntrySource {
  /// The labels of the entries, in order.
  var rotorEntryLabels: [String] { get }
}

extension AccessibilityRotorContent {
  /// The labels of every entry this content lists, in order.
  var entryLabels: [String] {
    (self as? any RotorEntrySource)?.rotorEntryLabels ?? body.entryLabels
  }
}
