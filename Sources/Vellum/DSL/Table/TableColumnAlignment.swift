import Foundation

/// How a table column aligns its header and cells.
///
/// ```swift
/// TableColumn("Total") { Text($0.total, format: .number) }.alignment(.numeric)
/// ```
public struct TableColumnAlignment: Hashable, Sendable {
  let name: String

  /// The platform's default: leading.
  public static let automatic = TableColumnAlignment(name: "automatic")
  /// Against the leading edge.
  public static let leading = TableColumnAlignment(name: "leading")
  /// In the middle.
  public static let center = TableColumnAlignment(name: "center")
  /// Against the trailing edge.
  public static let trailing = TableColumnAlignment(name: "trailing")
  /// As numbers align in the locale: trailing in left-to-right languages.
  public static let numeric = TableColumnAlignment(name: "trailing")

  /// Numbers aligned as a given numbering system aligns them (trailing for every system here).
  ///
  /// ```swift
  /// TableColumn("Amount") { Text("\($0.amount)") }.alignment(.numeric(.latn))
  /// ```
  public static func numeric(_ numberingSystem: Locale.NumberingSystem) -> TableColumnAlignment {
    .numeric
  }
}
