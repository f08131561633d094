/// What a person may customize about a table column.
///
/// ```swift
/// TableColumn("Name", value: \.name).customizationID("name")
/// ```
public struct TableColumnCustomizationBehavior: OptionSet, Sendable {
  /// The behaviours, as bits.
  public let rawValue: Int

  /// The behaviours whose bits are set in `rawValue`.
  ///
  /// ```swift
  /// TableColumnCustomizationBehavior(rawValue: 1) == .reorderable   // true
  /// ```
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Nothing may be customized.
  public init() { rawValue = 0 }

  /// The column may be moved.
  public static let reorderable = Self(rawValue: 1)
  /// The column may be resized.
  public static let resizable = Self(rawValue: 2)
  /// The column may be hidden.
  public static let visibility = Self(rawValue: 4)
  /// Everything may be customized.
  public static let all: Self = [.reorderable, .resizable, .visibility]
}
