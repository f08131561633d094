/// How date pickers are drawn: compact, graphical (a calendar), a wheel, or a field. Vellum
/// draws them all as a row with the chosen date, and records the style.
///
/// ```swift
/// DatePicker("Date", selection: $date).datePickerStyle(.graphical)
/// ```
public protocol DatePickerStyle {}

/// The platform's default date picker look: compact.
///
/// ```swift
/// DefaultDatePickerStyle()
/// ```
public struct DefaultDatePickerStyle: DatePickerStyle, BuiltinStyle {
  /// The default style.
  ///
  /// ```swift
  /// DefaultDatePickerStyle()
  /// ```
  public init() {}
  package var styleName: Keyword { .automatic }
}

/// A compact button showing the date, opening a calendar.
///
/// ```swift
/// CompactDatePickerStyle()
/// ```
public struct CompactDatePickerStyle: DatePickerStyle, BuiltinStyle {
  /// The compact style.
  ///
  /// ```swift
  /// CompactDatePickerStyle()
  /// ```
  public init() {}
  package var styleName: Keyword { .compact }
}

/// A calendar.
///
/// ```swift
/// GraphicalDatePickerStyle()
/// ```
public struct GraphicalDatePickerStyle: DatePickerStyle, BuiltinStyle {
  /// The graphical style.
  ///
  /// ```swift
  /// GraphicalDatePickerStyle()
  /// ```
  public init() {}
  package var styleName: Keyword { .graphical }
}

/// Spinning wheels.
///
/// ```swift
/// WheelDatePickerStyle()
/// ```
public struct WheelDatePickerStyle: DatePickerStyle, BuiltinStyle {
  /// The wheel style.
  ///
  /// ```swift
  /// WheelDatePickerStyle()
  /// ```
  public init() {}
  package var styleName: Keyword { .wheel }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
  /// The platform's default look.
  public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
  /// A compact button.
  public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  /// A calendar.
  public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
  /// Spinning wheels.
  public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension View {
  /// Draws the date pickers in the view with a style; recorded.
  ///
  /// ```swift
  /// Form { DatePicker(…) }.datePickerStyle(.graphical)
  /// ```
  public consuming func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
    modifier(StyleNameWriter(.datePicker, style))
  }
}
