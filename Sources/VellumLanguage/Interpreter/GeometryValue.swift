import Foundation
import Vellum

/// A value of the geometry custom shapes draw with: `CGPoint`, `CGSize`, `CGRect`, `Angle` and
/// `Path`, held as the values themselves so that a path computed by interpreted code is the
/// path compiled code computes, to the last bit.
///
/// ```swift
/// GeometryValue.point(CGPoint(x: 1, y: 2)).typeName   // "CGPoint"
/// ```
package enum GeometryValue: Hashable, Sendable, CustomStringConvertible {
  /// A `CGPoint`.
  case point(CGPoint)
  /// A `CGSize`.
  case size(CGSize)
  /// A `CGRect`.
  case rect(CGRect)
  /// An `Angle`.
  case angle(Angle)
  /// A `Path`.
  case path(Path)

  /// The point, if this is one.
  var point: CGPoint? { if case .point(let point) = self { point } else { nil } }
  /// The size, if this is one.
  var size: CGSize? { if case .size(let size) = self { size } else { nil } }
  /// The rectangle, if this is one.
  var rect: CGRect? { if case .rect(let rect) = self { rect } else { nil } }
  /// The angle, if this is one.
  var angle: Angle? { if case .angle(let angle) = self { angle } else { nil } }
  /// The path, if this is one.
  var path: Path? { if case .path(let path) = self { path } else { nil } }

  /// The type names of the geometry values, as a file writes them.
  static let typeNames: Set<String> = ["CGPoint", "CGSize", "CGRect", "Angle", "Path"]

  /// The value's type name.
  var typeName: String {
    switch self {
    case .point: "CGPoint"
    case .size: "CGSize"
    case .rect: "CGRect"
    case .angle: "Angle"
    case .path: "Path"
    }
  }

  /// As Swift's `String(describing:)` writes the value.
  package var description: String {
    switch self {
    case .point(let point): String(describing: point)
    case .size(let size): String(describing: size)
    case .rect(let rect): String(describing: rect)
    case .angle(let angle): String(describing: angle)
    case .path(let path): String(describing: path)
    }
  }

  /// The zero value of the type `name` (`CGPoint.zero`, `Angle.zero`); `nil` for `Path`, which
  /// has none, and any other type.
  static func zero(of name: String) -> GeometryValue? {
    switch name {
    case "CGPoint": .point(.zero)
    case "CGSize": .size(.zero)
    case "CGRect": .rect(.zero)
    case "Angle": .angle(.zero)
    default: nil
    }
  }

  package static func == (lhs: GeometryValue, rhs: GeometryValue) -> Bool {
    switch (lhs, rhs) {
    case (.point(let a), .point(let b)): a == b
    case (.size(let a), .size(let b)): a == b
    case (.rect(let a), .rect(let b)): a == b
    case (.angle(let a), .angle(let b)): a == b
    case (.path(let a), .path(let b)): a == b
    default: false
    }
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(typeName)
    switch self {
    case .point(let point):
      hasher.combine(point.x)
      hasher.combine(point.y)
    case .size(let size):
      hasher.combine(size.width)
      hasher.combine(size.height)
    case .rect(let rect):
      hasher.combine(rect.origin.x)
      hasher.combine(rect.origin.y)
    case .angle(let angle): hasher.combine(angle)
    // Equal paths have equal elements; their count is enough to spread them.
    case .path(let path): hasher.combine(path.elements.count)
    }
  }
}
