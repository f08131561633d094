/// Labels and values in columns on macOS; grouped on an iPhone.
///
/// ```swift
/// Form { content }.formStyle(ColumnsFormStyle())
/// ```
public struct ColumnsFormStyle: FormStyle {
  /// The style.
  public init() {}
}
