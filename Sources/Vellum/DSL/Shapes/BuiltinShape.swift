import Foundation

/// A shape Vellum draws itself, recorded as a node named after its type (HTML draws it with CSS,
/// text as the space it fills).
@MainActor
package protocol BuiltinShape: Shape, PrimitiveView {
  /// The role of the shape's node.
  static var nodeRole: Role { get }
  /// The shape's parameters, such as a corner radius.
  var shapeAttributes: [Attribute] { get }
}
