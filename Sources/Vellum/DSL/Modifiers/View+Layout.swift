import Foundation

extension View {
  /// Adds space around the view on the given edges: `length` points, or the system default (16).
  ///
  /// ```swift
  /// Text("Hi").padding()
  /// Text("Hi").padding(.horizontal, 8)
  /// ```
  @inlinable
  public consuming func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    padding(EdgeInsets(edges, length ?? 16))
  }

  /// Adds `length` points of space on every edge.
  ///
  /// ```swift
  /// Text("Hi").padding(8)
  /// ```
  @inlinable
  public consuming func padding(_ length: CGFloat) -> some View {
    padding(.all, length)
  }

  /// Adds the given space on each edge.
  ///
  /// ```swift
  /// Text("Hi").padding(EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))
  /// ```
  @inlinable
  public consuming func padding(_ insets: EdgeInsets) -> some View {
    modifier(AttributesModifier(Attribute(.padding, .insets(insets))))
  }

  /// Gives the view a fixed width, height, or both, placing it by `alignment` inside.
  ///
  /// ```swift
  /// Text("Hi").frame(width: 100, height: 40, alignment: .leading)
  /// ```
  @inlinable
  public consuming func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View {
    modifier(frameModifier(width: width, height: height, alignment: alignment))
  }

  /// Gives the view flexible bounds; `.infinity` as a maximum lets it take all offered space.
  ///
  /// ```swift
  /// Text("Hi").frame(maxWidth: .infinity, alignment: .leading)
  /// ```
  @inlinable
  public consuming func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View {
    modifier(
      frameModifier(
        minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
        idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))
  }
}

/// A `frame` attribute with the given dimensions (those of one `frame` function, in its
/// parameters' order), then its alignment when it is not centered. Usable from inline code, so
/// the `frame` functions are inlinable (see ``AttributesModifier``); the dimensions are passed
/// one by one, not as an array the caller would allocate for every call.
@MainActor @usableFromInline
func frameModifier(
  width: CGFloat? = nil, height: CGFloat? = nil, minWidth: CGFloat? = nil,
  idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
  idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment
) -> AttributesModifier {
  var fields: [Attribute] = []
  for (name, value) in [
    (AttributeName.width, width), (.height, height), (.minWidth, minWidth),
    (.idealWidth, idealWidth), (.maxWidth, maxWidth), (.minHeight, minHeight),
    (.idealHeight, idealHeight), (.maxHeight, maxHeight),
  ] {
    if let value { fields.append(Attribute(name, .double(Double(value)))) }
  }
  if alignment != .center { fields.append(Attribute(.alignment, .name(alignment.keyword))) }
  return AttributesModifier([Attribute(.frame, .fields(fields))])
}
