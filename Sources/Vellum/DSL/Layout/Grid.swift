import Foundation

/// A two-dimensional layout: each `GridRow` is a row, and cells in the same position line up
/// in columns as wide as their widest cell. A view that is not in a `GridRow` spans the grid.
///
/// ```swift
/// Grid(alignment: .leading) {
///   GridRow { Text("Name"); Text(name) }
///   Divider()
///   GridRow { Text("Email"); Text(email) }
/// }
/// ```
public struct Grid<Content: View>: View {
  let alignment: Alignment
  let horizontalSpacing: CGFloat?
  let verticalSpacing: CGFloat?
  let content: Content

  /// A grid with an alignment for its cells and spacing between columns and rows.
  ///
  /// ```swift
  /// Grid(horizontalSpacing: 12, verticalSpacing: 4) { … }
  /// ```
  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
    self.content = content()
  }

  /// A grid is primitive.
  public var body: Never { primitiveBody(Self.self) }
}

extension View {
  /// Makes the view's cell span several columns of its `Grid`.
  ///
  /// ```swift
  /// GridRow { Text("Notes").gridCellColumns(2) }
  /// ```
  public consuming func gridCellColumns(_ count: Int) -> some View {
    modifier(AttributesModifier(Attribute(.gridCellColumns, .int(max(1, count)))))
  }

  /// Aligns every cell of the view's column horizontally.
  ///
  /// ```swift
  /// GridRow { Text("Qty").gridColumnAlignment(.trailing); Text("Item") }
  /// ```
  public consuming func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
    modifier(AttributesModifier(Attribute(.gridColumnAlignment, .name(guide.keyword))))
  }

  /// Places the view in its cell by an anchor point.
  ///
  /// ```swift
  /// Text("Corner").gridCellAnchor(.topLeading)
  /// ```
  public consuming func gridCellAnchor(_ anchor: UnitPoint) -> some View {
    modifier(AttributesModifier(Attribute(.gridCellAnchor, anchor.attributeValue)))
  }

  /// Keeps the view from sizing its cell along `axes` (a divider that takes the row's width);
  /// recorded.
  ///
  /// ```swift
  /// Divider().gridCellUnsizedAxes(.horizontal)
  /// ```
  public consuming func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
    modifier(AttributesModifier(Attribute(.gridCellUnsizedAxes, .bool(!axes.isEmpty))))
  }
}
