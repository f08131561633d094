import Foundation

/// What a ``DatePickerStyle`` draws from: the picker's label, its date and the dates it
/// allows.
///
/// ```swift
/// func makeBody(configuration: Configuration) -> some View {
///   LabeledContent { Text(configuration.selection, style: .date) } label: { configuration.label }
/// }
/// ```
public struct DatePickerStyleConfiguration {
  /// The picker's label, as a view.
  public typealias Label = AnyView

  /// The picker's label.
  public let label: Label
  /// The date the picker shows and sets.
  @Binding public var selection: Date
  /// The earliest date the picker allows, if any.
  public var minimumDate: Date?
  /// The latest date the picker allows, if any.
  public var maximumDate: Date?
  /// Which parts of the date the picker shows.
  public var displayedComponents: DatePickerComponents
  /// The picker as the styles outside the innermost one draw it.
  let drawn: AnyView
}
