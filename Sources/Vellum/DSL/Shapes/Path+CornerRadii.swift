import Foundation

extension Path {
  /// A rectangle whose corners each have their own radius: each corner a quarter circle of its
  /// radius, at most half the shorter side, left to right as in a left-to-right layout.
  ///
  /// ```swift
  /// Path(roundedRect: rect, cornerRadii: RectangleCornerRadii(topLeading: 12, topTrailing: 12))
  /// ```
  public init(
    roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii,
    style: RoundedCornerStyle = .continuous
  ) {
    self.init()
    let r = rect.standardized
    let limit = min(r.width, r.height) / 2
    func radius(_ value: CGFloat) -> CGFloat { max(0, min(value, limit)) }
    let topLeading = radius(cornerRadii.topLeading)
    let topTrailing = radius(cornerRadii.topTrailing)
    let bottomTrailing = radius(cornerRadii.bottomTrailing)
    let bottomLeading = radius(cornerRadii.bottomLeading)
    move(to: CGPoint(x: r.minX + topLeading, y: r.minY))
    addLine(to: CGPoint(x: r.maxX - topTrailing, y: r.minY))
    if topTrailing > 0 {
      addQuarter(
        center: CGPoint(x: r.maxX - topTrailing, y: r.minY + topTrailing), rx: topTrailing,
        ry: topTrailing, from: -90)
    }
    addLine(to: CGPoint(x: r.maxX, y: r.maxY - bottomTrailing))
    if bottomTrailing > 0 {
      addQuarter(
        center: CGPoint(x: r.maxX - bottomTrailing, y: r.maxY - bottomTrailing),
        rx: bottomTrailing, ry: bottomTrailing, from: 0)
    }
    addLine(to: CGPoint(x: r.minX + bottomLeading, y: r.maxY))
    if bottomLeading > 0 {
      addQuarter(
        center: CGPoint(x: r.minX + bottomLeading, y: r.maxY - bottomLeading), rx: bottomLeading,
        ry: bottomLeading, from: 90)
    }
    addLine(to: CGPoint(x: r.minX, y: r.minY + topLeading))
    if topLeading > 0 {
      addQuarter(
        center: CGPoint(x: r.minX + topLeading, y: r.minY + topLeading), rx: topLeading,
        ry: topLeading, from: 180)
    }
    closeSubpath()
  }

  /// Adds a rectangle whose corners each have their own radius, transformed by `transform`.
  ///
  /// ```swift
  /// path.addRoundedRect(in: card, cornerRadii: RectangleCornerRadii(bottomLeading: 20))
  /// ```
  public mutating func addRoundedRect(
    in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
    transform: CGAffineTransform = .identity
  ) {
    addPath(Path(roundedRect: rect, cornerRadii: cornerRadii, style: style), transform: transform)
  }
}
