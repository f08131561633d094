import Foundation

/// Effects that change how a view looks without changing its layout — an offset, a scale, a
/// rotation, its opacity, a blur or a color adjustment — as `visualEffect(_:)` and
/// `scrollTransition(_:axis:transition:)` take them.
///
/// ```swift
/// card.scrollTransition { content, phase in
///   content.opacity(phase.isIdentity ? 1 : 0.3).scaleEffect(phase.isIdentity ? 1 : 0.8)
/// }
/// ```
public protocol VisualEffect: Sendable, Animatable {}

extension VisualEffect {
  /// Moves the view by `offset`.
  ///
  /// ```swift
  /// content.offset(CGSize(width: 0, height: 10))
  /// ```
  public func offset(_ offset: CGSize) -> some VisualEffect {
    adding { $0.offset(offset) }
  }

  /// Moves the view by `x` and `y` points.
  ///
  /// ```swift
  /// content.offset(y: phase.value * 20)
  /// ```
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect {
    adding { $0.offset(x: x, y: y) }
  }

  /// Scales the view by `scale` around `anchor`.
  ///
  /// ```swift
  /// content.scaleEffect(CGSize(width: 1, height: 0.5))
  /// ```
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
    adding { $0.scaleEffect(scale, anchor: anchor) }
  }

  /// Scales the view by `scale` on both axes around `anchor`.
  ///
  /// ```swift
  /// content.scaleEffect(phase.isIdentity ? 1 : 0.8)
  /// ```
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
    adding { $0.scaleEffect(scale, anchor: anchor) }
  }

  /// Scales the view by `x` and `y` around `anchor`.
  ///
  /// ```swift
  /// content.scaleEffect(x: 1, y: 0.9)
  /// ```
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center)
    -> some VisualEffect
  {
    adding { $0.scaleEffect(x: x, y: y, anchor: anchor) }
  }

  /// Rotates the view by `angle` around `anchor`.
  ///
  /// ```swift
  /// content.rotationEffect(.degrees(phase.value * 10))
  /// ```
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
    adding { $0.rotationEffect(angle, anchor: anchor) }
  }

  /// Makes the view `opacity` opaque.
  ///
  /// ```swift
  /// content.opacity(phase.isIdentity ? 1 : 0)
  /// ```
  public func opacity(_ opacity: Double) -> some VisualEffect {
    adding { $0.opacity(opacity) }
  }

  /// Blurs the view by `radius` points.
  ///
  /// ```swift
  /// content.blur(radius: phase.isIdentity ? 0 : 4)
  /// ```
  public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect {
    adding { $0.blur(radius: radius, opaque: opaque) }
  }

  /// Brightens the view by `amount` (0 unchanged).
  ///
  /// ```swift
  /// content.brightness(0.1)
  /// ```
  public func brightness(_ amount: Double) -> some VisualEffect {
    adding { $0.brightness(amount) }
  }

  /// Scales the view's contrast (1 unchanged).
  ///
  /// ```swift
  /// content.contrast(1.2)
  /// ```
  public func contrast(_ amount: Double) -> some VisualEffect {
    adding { $0.contrast(amount) }
  }

  /// Scales the view's saturation (1 unchanged).
  ///
  /// ```swift
  /// content.saturation(phase.isIdentity ? 1 : 0)
  /// ```
  public func saturation(_ amount: Double) -> some VisualEffect {
    adding { $0.saturation(amount) }
  }

  /// Makes the view grey by `amount` (0 unchanged).
  ///
  /// ```swift
  /// content.grayscale(0.5)
  /// ```
  public func grayscale(_ amount: Double) -> some VisualEffect {
    adding { $0.grayscale(amount) }
  }

  /// Shifts the view's hues by `angle`.
  ///
  /// ```swift
  /// content.hueRotation(.degrees(30))
  /// ```
  public func hueRotation(_ angle: Angle) -> some VisualEffect {
    adding { $0.hueRotation(angle) }
  }

  /// This effect with one more modifier applied after its own.
  private func adding(
    _ step: @escaping @MainActor @Sendable (AnyView) -> some View
  ) -> VisualEffectChain {
    VisualEffectChain(steps: steps + [{ AnyView(step($0)) }])
  }

  /// The modifiers this effect applies, in order.
  var steps: [@MainActor @Sendable (AnyView) -> AnyView] {
    (self as? VisualEffectChain)?.steps ?? []
  }

  /// `view` with this effect applied.
  func applied(to view: some View) -> AnyView {
    steps.reduce(AnyView(view)) { view, step in step(view) }
  }
}

/// An effect made of modifiers, as `VisualEffect`'s methods make them.
struct VisualEffectChain: VisualEffect {
  let steps: [@MainActor @Sendable (AnyView) -> AnyView]
}
