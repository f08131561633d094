import Foundation

/// One row of a `Grid`: each view in it is a cell of the next column.
///
/// ```swift
/// GridRow(alignment: .firstTextBaseline) { Text("Total"); Text(total, format: .number) }
/// ```
public struct GridRow<Content: View>: View {
  let alignment: VerticalAlignment?
  let content: Content

  /// A row whose cells sit by `alignment`, or by the grid's alignment when `nil`.
  ///
  /// ```swift
  /// GridRow { Color.red; Color.green }
  /// ```
  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  /// A grid row is primitive.
  public var body: Never { primitiveBody(Self.self) }
}
