import Foundation

/// A 3 × 3 transform of the plane, as a `GeometryEffect` returns it: an affine transform in
/// its first two columns, and a projective part in its third.
///
/// ```swift
/// ProjectionTransform(CGAffineTransform(translationX: 10, y: 0))
/// ```
public struct ProjectionTransform: Equatable, Sendable {
  /// Row 1, column 1: the x scale.
  public var m11: CGFloat = 1
  /// Row 1, column 2: the y shear.
  public var m12: CGFloat = 0
  /// Row 1, column 3: the projective x term.
  public var m13: CGFloat = 0
  /// Row 2, column 1: the x shear.
  public var m21: CGFloat = 0
  /// Row 2, column 2: the y scale.
  public var m22: CGFloat = 1
  /// Row 2, column 3: the projective y term.
  public var m23: CGFloat = 0
  /// Row 3, column 1: the x translation.
  public var m31: CGFloat = 0
  /// Row 3, column 2: the y translation.
  public var m32: CGFloat = 0
  /// Row 3, column 3: the projective scale.
  public var m33: CGFloat = 1

  /// The identity.
  ///
  /// ```swift
  /// ProjectionTransform().isIdentity   // true
  /// ```
  public init() {}

  /// The affine transform `m`.
  ///
  /// ```swift
  /// ProjectionTransform(CGAffineTransform(scaleX: -1, y: 1))
  /// ```
  public init(_ m: CGAffineTransform) {
    m11 = m.a
    m12 = m.b
    m21 = m.c
    m22 = m.d
    m31 = m.tx
    m32 = m.ty
  }

  /// Whether it changes nothing.
  public var isIdentity: Bool { self == ProjectionTransform() }

  /// Whether it is affine: its projective terms are the identity's.
  public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

  /// This transform followed by `rhs`.
  ///
  /// ```swift
  /// ProjectionTransform(.init(scaleX: 2, y: 2)).concatenating(ProjectionTransform(.init(translationX: 5, y: 0)))
  /// ```
  public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
    let a = [[m11, m12, m13], [m21, m22, m23], [m31, m32, m33]]
    let b = [
      [rhs.m11, rhs.m12, rhs.m13], [rhs.m21, rhs.m22, rhs.m23], [rhs.m31, rhs.m32, rhs.m33],
    ]
    func cell(_ row: Int, _ column: Int) -> CGFloat {
      (0..<3).reduce(0) { $0 + a[row][$1] * b[$1][column] }
    }
    var result = ProjectionTransform()
    (result.m11, result.m12, result.m13) = (cell(0, 0), cell(0, 1), cell(0, 2))
    (result.m21, result.m22, result.m23) = (cell(1, 0), cell(1, 1), cell(1, 2))
    (result.m31, result.m32, result.m33) = (cell(2, 0), cell(2, 1), cell(2, 2))
    return result
  }

  /// The attribute a view drawn with it carries: an offset when it only moves the view
  /// (every rendering draws that), else its affine part about the view's top-leading corner,
  /// as SwiftUI applies it. A projective part is not drawn.
  var attribute: Attribute? {
    guard !isIdentity else { return nil }
    let scale = m33 == 0 ? 1 : m33
    if m11 == 1, m12 == 0, m21 == 0, m22 == 1, isAffine {
      return Attribute(
        .offset,
        .fields([Attribute(.x, .double(Double(m31))), Attribute(.y, .double(Double(m32)))]))
    }
    let numbers = [m11, m12, m21, m22, m31, m32].map { AttributeValue.double(Double($0 / scale)) }
    return Attribute(
      .transformEffect,
      .fields([
        Attribute(.matrix, .list(numbers)),
        Attribute(.anchor, .fields([Attribute(.x, .double(0)), Attribute(.y, .double(0))])),
      ]))
  }
}
