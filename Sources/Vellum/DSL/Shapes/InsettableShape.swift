import Foundation

/// A shape that can be drawn inset by an amount, so a border drawn on it stays inside its frame.
///
/// ```swift
/// Circle().strokeBorder(.blue, lineWidth: 4)
/// ```
public protocol InsettableShape: Shape {
  /// The type of the inset shape.
  associatedtype InsetShape: InsettableShape

  /// This shape inset by `amount` on every side.
  func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
  /// The shape inset by `amount`: its path in the frame inset by that much.
  ///
  /// ```swift
  /// Capsule().inset(by: 2)
  /// ```
  public func inset(by amount: CGFloat) -> InsetBy<Self> {
    InsetBy(content: self, amount: amount)
  }

  /// The outline drawn inside the shape's frame with a style and width.
  ///
  /// ```swift
  /// Circle().strokeBorder(.blue, lineWidth: 4)
  /// ```
  public func strokeBorder<S: ShapeStyle>(
    _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> some View {
    inset(by: lineWidth / 2).stroke(content, lineWidth: lineWidth)
  }

  /// The outline drawn inside the shape's frame with a style and a stroke style.
  ///
  /// ```swift
  /// RoundedRectangle(cornerRadius: 8).strokeBorder(.gray, style: StrokeStyle(lineWidth: 2, dash: [4]))
  /// ```
  public func strokeBorder<S: ShapeStyle>(
    _ content: S, style: StrokeStyle, antialiased: Bool = true
  ) -> some View {
    inset(by: style.lineWidth / 2).stroke(content, style: style)
  }

  /// The outline drawn inside the shape's frame in the foreground style.
  ///
  /// ```swift
  /// Circle().strokeBorder(lineWidth: 2)
  /// ```
  public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
    inset(by: lineWidth / 2).stroke(lineWidth: lineWidth)
  }

  /// The outline drawn inside the shape's frame with a stroke style, in the foreground style.
  ///
  /// ```swift
  /// Rectangle().strokeBorder(style: StrokeStyle(lineWidth: 1, dash: [2]))
  /// ```
  public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View {
    inset(by: style.lineWidth / 2).stroke(style: style)
  }
}
