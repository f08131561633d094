import Vellum

/// The texts of a screen that the point layout cut to fit their frames, each described: the
/// explorer's check that text fits.
///
/// ```swift
/// CutTexts.find(in: host.root)
/// // ["\"Chocolate chip cookies with walnuts\" is cut to fit 120 × 20 points"]
/// ```
package enum CutTexts {
  /// The cut texts of `root`'s screen and of what is presented over it, in screen order.
  @MainActor
  package static func find(in root: Node) -> [String] {
    let layout = PointLayout(screen: Screen(of: root))
    var found: [String] = []
    for placed in layout.layout(root).all where placed.isTextCut {
      guard case .string(let text) = placed.node[.text], let frame = placed.frame else {
        continue
      }
      found.append(
        "\"\(text)\" is cut to fit \(points(frame.size.width)) × \(points(frame.size.height)) "
          + "points")
    }
    return found
  }

  /// A length in points, with at most two decimals.
  private static func points(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }
}
