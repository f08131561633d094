import Foundation

/// A modifier that draws its content moved, scaled, rotated or skewed by a transform it
/// computes from the content's size, without changing its place in the layout: SwiftUI's way
/// to write custom effects such as a shake.
///
/// ```swift
/// struct Shake: GeometryEffect {
///   var shakes: CGFloat
///   var animatableData: CGFloat {
///     get { shakes }
///     set { shakes = newValue }
///   }
///   func effectValue(size: CGSize) -> ProjectionTransform {
///     ProjectionTransform(CGAffineTransform(translationX: 10 * sin(shakes * .pi * 2), y: 0))
///   }
/// }
///
/// TextField("PIN", text: $pin).modifier(Shake(shakes: CGFloat(attempts)))
/// ```
///
/// The transform is drawn as the renderings draw effects: a translation everywhere (text,
/// HTML, SVG), any other affine transform in HTML. Animations render their end state, so the
/// effect is computed with the modifier's values as they are.
@MainActor @preconcurrency
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
  /// The transform to draw the content with, given the content's size.
  func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
  /// A geometry effect has no body: the graph applies it.
  public func body(content: Content) -> Never {
    primitiveBody(Self.self)
  }
}

extension View {
  /// Draws the view with a projection transform about its top-leading corner, without
  /// changing its place in the layout.
  ///
  /// ```swift
  /// Text("Skewed").projectionEffect(ProjectionTransform(CGAffineTransform(a: 1, b: 0, c: 0.3, d: 1, tx: 0, ty: 0)))
  /// ```
  public func projectionEffect(_ transform: ProjectionTransform) -> some View {
    modifier(AttributesModifier(transform.attribute.map { [$0] } ?? []))
  }

  /// Draws the view with an affine transform about its top-leading corner, without changing
  /// its place in the layout.
  ///
  /// ```swift
  /// Image(systemName: "arrow.right").transformEffect(CGAffineTransform(scaleX: -1, y: 1))
  /// ```
  public func transformEffect(_ transform: CGAffineTransform) -> some View {
    projectionEffect(ProjectionTransform(transform))
  }
}
