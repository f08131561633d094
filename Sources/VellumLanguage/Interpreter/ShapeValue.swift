import Vellum

/// A shape used as a value, as `clipShape(_:)` takes one: `Capsule()`,
/// `RoundedRectangle(cornerRadius: 8)`, or one the file declares.
///
/// ```swift
/// ShapeValue.roundedRectangle(cornerRadius: 8).description  // "RoundedRectangle(cornerRadius: 8.0)"
/// ```
package enum ShapeValue: Hashable, Sendable, CustomStringConvertible {
  /// `Rectangle()`.
  case rectangle
  /// `RoundedRectangle(cornerRadius:)`.
  case roundedRectangle(cornerRadius: Double)
  /// `Capsule()`.
  case capsule
  /// `Circle()`.
  case circle
  /// `Ellipse()`.
  case ellipse
  /// A shape the file declares: `Diamond()`.
  indirect case custom(InterpretedShape)

  /// The shapes' type names, as a file writes them.
  static let typeNames: Set<String> = [
    "Rectangle", "RoundedRectangle", "Capsule", "Circle", "Ellipse",
  ]

  /// How the shape is written.
  package var description: String {
    switch self {
    case .rectangle: "Rectangle()"
    case .roundedRectangle(let radius): "RoundedRectangle(cornerRadius: \(radius))"
    case .capsule: "Capsule()"
    case .circle: "Circle()"
    case .ellipse: "Ellipse()"
    case .custom(let shape): shape.record.description
    }
  }

  /// The shape's type name.
  var typeName: String {
    switch self {
    case .rectangle: "Rectangle"
    case .roundedRectangle: "RoundedRectangle"
    case .capsule: "Capsule"
    case .circle: "Circle"
    case .ellipse: "Ellipse"
    case .custom(let shape): shape.record.typeName
    }
  }

  /// `view.clipShape(shape)`, with the shape's own type, as compiled Swift passes it.
  /// How a shape drawn as a view is painted.
  enum Paint {
    /// Filled with the style.
    case fill(ShapeStyleValue)
    /// Its outline drawn with the style, `lineWidth` points wide.
    case stroke(ShapeStyleValue, lineWidth: Double)
  }

  /// The shape drawn as a view: in the foreground style, or as `paint` says.
  @MainActor func view(_ paint: Paint?) -> any View {
    switch self {
    case .rectangle: Self.painted(Rectangle(), paint)
    case .roundedRectangle(let radius): Self.painted(RoundedRectangle(cornerRadius: radius), paint)
    case .capsule: Self.painted(Capsule(), paint)
    case .circle: Self.painted(Circle(), paint)
    case .ellipse: Self.painted(Ellipse(), paint)
    case .custom(let shape): Self.painted(shape, paint)
    }
  }

  @MainActor private static func painted<S: Shape>(_ shape: S, _ paint: Paint?) -> any View {
    switch paint {
    case nil: shape
    case .fill(.color(let color)): shape.fill(color)
    case .fill(.linearGradient(let gradient)): shape.fill(gradient)
    case .stroke(.color(let color), let width): shape.stroke(color, lineWidth: width)
    case .stroke(.linearGradient(let gradient), let width): shape.stroke(gradient, lineWidth: width)
    }
  }

  @MainActor func clip(_ view: any View) -> any View {
    switch self {
    case .rectangle: view.clipShape(Rectangle())
    case .roundedRectangle(let radius): view.clipShape(RoundedRectangle(cornerRadius: radius))
    case .capsule: view.clipShape(Capsule())
    case .circle: view.clipShape(Circle())
    case .ellipse: view.clipShape(Ellipse())
    case .custom(let shape): view.clipShape(shape)
    }
  }
}
