/// Rows in grouped sections, as forms are drawn on an iPhone.
///
/// ```swift
/// Form { content }.formStyle(GroupedFormStyle())
/// ```
public struct GroupedFormStyle: FormStyle {
  /// The style.
  public init() {}
}
