/// How a `Form` arranges its rows: grouped sections on an iPhone, or label and value columns.
///
/// ```swift
/// Form { … }.formStyle(.grouped)
/// ```
@MainActor @preconcurrency
public protocol FormStyle {
  /// The view the style draws.
  associatedtype Body: View
  /// Draws a form from its configuration.
  ///
  /// ```swift
  /// func makeBody(configuration: Configuration) -> some View {
  ///   Form(configuration).padding()
  /// }
  /// ```
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// What the style draws from.
  typealias Configuration = FormStyleConfiguration
}

extension View {
  /// Sets the style of the forms in this view: an app's style draws them through its
  /// `makeBody(configuration:)`; an iPhone draws every built-in style grouped.
  ///
  /// ```swift
  /// Form { Toggle("Wi-Fi", isOn: $wifi) }.formStyle(.grouped)
  /// ```
  public func formStyle<S: FormStyle>(_ style: S) -> some View {
    modifier(StyleWriter(style) { AnyView(style.makeBody(configuration: $0)) })
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
