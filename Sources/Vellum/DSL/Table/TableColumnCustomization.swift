/// The columns a person hid, reordered or resized in a customizable table, kept so an app can
/// store them (it is `Codable`). A host shows a table's columns as the app declares them, as
/// before any customization, so a new customization changes nothing on screen.
///
/// ```swift
/// @SceneStorage("columns") private var columns = TableColumnCustomization<Person>()
/// Table(people, columnCustomization: $columns) { TableColumn("Name", value: \.name) }
/// ```
public struct TableColumnCustomization<RowValue: Identifiable>: Equatable, Sendable, Codable {
  /// No customization: every column as declared.
  ///
  /// ```swift
  /// TableColumnCustomization<Person>()
  /// ```
  public init() {}
}
