import Vellum

/// A shape style a file paints with: a color or a linear gradient, passed to `background(_:)`
/// and `foregroundStyle(_:)` as its own type, as compiled Swift passes it.
///
/// ```swift
/// .background(LinearGradient(colors: [.red, .yellow], startPoint: .top, endPoint: .bottom))
/// ```
enum ShapeStyleValue {
  /// A `Color`.
  case color(Color)
  /// A `LinearGradient`.
  case linearGradient(LinearGradient)
}
