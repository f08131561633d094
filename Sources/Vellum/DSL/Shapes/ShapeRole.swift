/// What a shape is drawn as when it is given a style: a filled area, a stroked outline, or a
/// separator line.
///
/// ```swift
/// struct Underline: Shape {
///   static var role: ShapeRole { .separator }
///   func path(in rect: CGRect) -> Path { Path(CGRect(x: 0, y: rect.maxY - 1, width: rect.width, height: 1)) }
/// }
/// ```
public enum ShapeRole: Hashable, Sendable {
  /// A filled area.
  case fill
  /// A stroked outline.
  case stroke
  /// A separator between pieces of content.
  case separator
}
