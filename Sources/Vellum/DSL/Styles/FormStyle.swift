/// How a `Form` arranges its rows: grouped sections on an iPhone, or label and value columns.
///
/// ```swift
/// Form { … }.formStyle(.grouped)
/// ```
public protocol FormStyle {}

extension View {
  /// Sets the style of the forms in this view; an iPhone draws every form grouped.
  ///
  /// ```swift
  /// Form { Toggle("Wi-Fi", isOn: $wifi) }.formStyle(.grouped)
  /// ```
  public func formStyle<S: FormStyle>(_ style: S) -> some View {
    self
  }
}

extension FormStyle where Self == AutomaticFormStyle {
  /// The platform's default: grouped on an iPhone.
  public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
  /// Rows in grouped sections.
  public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
  /// Labels and values in columns (macOS); grouped on an iPhone.
  public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}
