/// Options of a toolbar item's default customization.
///
/// ```swift
/// ToolbarItem(id: "tags") { TagsButton() }
///   .defaultCustomization(.hidden, options: .alwaysAvailable)
/// ```
public struct ToolbarCustomizationOptions: OptionSet, Sendable {
  /// The options' bits.
  public let rawValue: Int

  /// Options from their bits.
  ///
  /// ```swift
  /// ToolbarCustomizationOptions(rawValue: 1) == .alwaysAvailable   // true
  /// ```
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The item stays available in the overflow menu when it is not in the toolbar.
  public static let alwaysAvailable = ToolbarCustomizationOptions(rawValue: 1 << 0)
}
