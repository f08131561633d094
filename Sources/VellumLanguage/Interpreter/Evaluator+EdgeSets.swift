import Vellum

/// The edges a modifier pads or insets, as SwiftUI's `Edge.Set` names them: `.top`, `.bottom`,
/// `.leading`, `.trailing`, `.horizontal`, `.vertical`, `.all`, or an array of them.
///
/// ```swift
/// Text("Title").padding(.horizontal, 24)
/// Text("Footer").padding([.top, .leading])
/// ```
extension Evaluator {
  /// The edge sets by name.
  static let edgeSets: [String: Edge.Set] = [
    "top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing,
    "horizontal": .horizontal, "vertical": .vertical, "all": .all,
  ]

  /// Whether `expression` is written as an edge set: one of ``edgeSets`` or an array of them.
  static func isEdgeSet(_ expression: Expression) -> Bool {
    switch expression.kind {
    case .implicitMember(let name): edgeSets[name] != nil
    case .array(let elements): !elements.isEmpty && elements.allSatisfy(isEdgeSet)
    default: false
    }
  }

  /// The edge set `expression` names.
  func edgeSet(_ expression: Expression) throws(Diagnostic) -> Edge.Set {
    guard case .array(let elements) = expression.kind else {
      return try member(expression, in: Self.edgeSets)
    }
    var edges: Edge.Set = []
    for element in elements { edges.formUnion(try member(element, in: Self.edgeSets)) }
    return edges
  }
}
