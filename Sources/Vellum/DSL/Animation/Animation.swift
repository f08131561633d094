import Foundation

/// How a change moves from its old state to its new one. Vellum renders end states: an
/// animated change applies at once and emits the same patches as an unanimated one; the
/// animation is kept only as a description (``UpdateSummary/animation``).
///
/// ```swift
/// withAnimation(.spring(response: 0.4, dampingFraction: 0.7)) { isExpanded.toggle() }
/// Text(score, format: .number).animation(.easeInOut.delay(0.1), value: score)
/// ```
public struct Animation: Hashable, Sendable, CustomStringConvertible {
  /// The curve and its parameters: `easeInOut(duration: 0.35)`.
  private let curve: String
  /// The modifiers applied after the curve, in order: `delay(0.2)`, `speed(2)`.
  private var modifiers: [String] = []

  private init(_ curve: String) { self.curve = curve }

  /// An animation that runs a custom animation's curve. Vellum renders end states, so the
  /// curve's `animate` is never stepped; the animation is named after its type.
  ///
  /// ```swift
  /// withAnimation(Animation(Elastic(duration: 0.4))) { isOpen = true }
  /// ```
  public init<A: CustomAnimation>(_ base: A) { self.init("\(A.self)()") }

  private static func named(_ name: String, _ parameters: KeyValuePairs<String, Double>)
    -> Animation
  {
    let list = parameters.map { "\($0.key): \(formatNumber($0.value))" }
    return Animation(name + "(" + list.joined(separator: ", ") + ")")
  }

  private func adding(_ modifier: String) -> Animation {
    var animation = self
    animation.modifiers.append(modifier)
    return animation
  }

  /// `spring(response: 0.5, dampingFraction: 0.825).delay(0.2)`.
  public var description: String { ([curve] + modifiers).joined(separator: ".") }

  /// The system's default animation; described as SwiftUI describes it, `DefaultAnimation()`.
  public static let `default` = Animation("DefaultAnimation()")
  /// A constant-speed animation of the default duration.
  public static let linear = Animation("linear")
  /// An animation that starts slowly.
  public static let easeIn = Animation("easeIn")
  /// An animation that ends slowly.
  public static let easeOut = Animation("easeOut")
  /// An animation that starts and ends slowly.
  public static let easeInOut = Animation("easeInOut")
  /// A spring with the default response and damping.
  public static let spring = Animation("spring")
  /// A quick spring for interactive changes.
  public static let interactiveSpring = Animation("interactiveSpring")
  /// A spring with some bounce.
  public static let bouncy = Animation("bouncy")
  /// A spring with no bounce.
  public static let smooth = Animation("smooth")
  /// A quick spring with a little bounce.
  public static let snappy = Animation("snappy")

  /// A constant-speed animation lasting `duration` seconds.
  ///
  /// ```swift
  /// withAnimation(.linear(duration: 2)) { progress = 1 }
  /// ```
  public static func linear(duration: TimeInterval) -> Animation {
    named("linear", ["duration": duration])
  }

  /// An animation that starts slowly, lasting `duration` seconds.
  ///
  /// ```swift
  /// .animation(.easeIn(duration: 0.2), value: isShown)
  /// ```
  public static func easeIn(duration: TimeInterval) -> Animation {
    named("easeIn", ["duration": duration])
  }

  /// An animation that ends slowly, lasting `duration` seconds.
  ///
  /// ```swift
  /// .animation(.easeOut(duration: 0.2), value: isShown)
  /// ```
  public static func easeOut(duration: TimeInterval) -> Animation {
    named("easeOut", ["duration": duration])
  }

  /// An animation that starts and ends slowly, lasting `duration` seconds.
  ///
  /// ```swift
  /// withAnimation(.easeInOut(duration: 1)) { angle += 90 }
  /// ```
  public static func easeInOut(duration: TimeInterval) -> Animation {
    named("easeInOut", ["duration": duration])
  }

  /// An animation along a cubic Bézier timing curve.
  ///
  /// ```swift
  /// .animation(.timingCurve(0.2, 0.8, 0.2, 1, duration: 0.5), value: offset)
  /// ```
  public static func timingCurve(
    _ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: TimeInterval = 0.35
  ) -> Animation {
    named("timingCurve", ["c0x": c0x, "c0y": c0y, "c1x": c1x, "c1y": c1y, "duration": duration])
  }

  /// A spring by its response (seconds) and damping fraction.
  ///
  /// ```swift
  /// withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { scale = 1.2 }
  /// ```
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0
  ) -> Animation {
    named(
      "spring",
      ["response": response, "dampingFraction": dampingFraction, "blendDuration": blendDuration])
  }

  /// A spring by its perceived duration and bounce (0 none, up to 1).
  ///
  /// ```swift
  /// withAnimation(.spring(duration: 0.6, bounce: 0.3)) { isOpen = true }
  /// ```
  @_disfavoredOverload
  public static func spring(
    duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0
  ) -> Animation {
    named("spring", ["duration": duration, "bounce": bounce, "blendDuration": blendDuration])
  }

  /// A quick spring for changes that follow a person's finger.
  ///
  /// ```swift
  /// .animation(.interactiveSpring(response: 0.2), value: dragOffset)
  /// ```
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25
  ) -> Animation {
    named(
      "interactiveSpring",
      ["response": response, "dampingFraction": dampingFraction, "blendDuration": blendDuration])
  }

  /// A quick spring by its duration and extra bounce.
  ///
  /// ```swift
  /// .animation(.interactiveSpring(duration: 0.2, extraBounce: 0.1), value: dragOffset)
  /// ```
  @_disfavoredOverload
  public static func interactiveSpring(
    duration: TimeInterval = 0.15, extraBounce: Double = 0, blendDuration: TimeInterval = 0.25
  ) -> Animation {
    named(
      "interactiveSpring",
      ["duration": duration, "extraBounce": extraBounce, "blendDuration": blendDuration])
  }

  /// A spring by its physical properties, whose velocity carries over between changes.
  ///
  /// ```swift
  /// .animation(.interpolatingSpring(stiffness: 170, damping: 15), value: offset)
  /// ```
  public static func interpolatingSpring(
    mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
  ) -> Animation {
    named(
      "interpolatingSpring",
      [
        "mass": mass, "stiffness": stiffness, "damping": damping,
        "initialVelocity": initialVelocity,
      ]
    )
  }

  /// A spring by its duration and bounce, whose velocity carries over between changes.
  ///
  /// ```swift
  /// .animation(.interpolatingSpring(duration: 0.4, bounce: 0.2), value: offset)
  /// ```
  public static func interpolatingSpring(
    duration: TimeInterval = 0.5, bounce: Double = 0, initialVelocity: Double = 0
  ) -> Animation {
    named(
      "interpolatingSpring",
      ["duration": duration, "bounce": bounce, "initialVelocity": initialVelocity])
  }

  /// A bouncy spring of a duration, with extra bounce.
  ///
  /// ```swift
  /// withAnimation(.bouncy(duration: 0.4, extraBounce: 0.1)) { isLiked.toggle() }
  /// ```
  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
    named("bouncy", ["duration": duration, "extraBounce": extraBounce])
  }

  /// A smooth spring of a duration, with extra bounce.
  ///
  /// ```swift
  /// withAnimation(.smooth(duration: 0.3)) { selection = tab }
  /// ```
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
    named("smooth", ["duration": duration, "extraBounce": extraBounce])
  }

  /// A snappy spring of a duration, with extra bounce.
  ///
  /// ```swift
  /// withAnimation(.snappy(duration: 0.25)) { isMenuOpen = true }
  /// ```
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
    named("snappy", ["duration": duration, "extraBounce": extraBounce])
  }

  /// This animation, starting `delay` seconds later.
  ///
  /// ```swift
  /// .animation(.easeOut.delay(0.3), value: isShown)
  /// ```
  public func delay(_ delay: TimeInterval) -> Animation {
    adding("delay(\(formatNumber(delay)))")
  }

  /// This animation, considered logically complete `duration` seconds after it starts: what
  /// `withAnimation(_:completionCriteria:_:completion:)` with `.logicallyComplete` waits for.
  /// Vellum renders end states, so the completion runs at once either way.
  ///
  /// ```swift
  /// withAnimation(.spring.logicallyComplete(after: 0.3)) { isOpen = true } completion: { … }
  /// ```
  public func logicallyComplete(after duration: TimeInterval) -> Animation {
    adding("logicallyComplete(after: \(formatNumber(duration)))")
  }

  /// This animation, played `speed` times as fast.
  ///
  /// ```swift
  /// .animation(.linear.speed(2), value: progress)
  /// ```
  public func speed(_ speed: Double) -> Animation {
    adding("speed(\(formatNumber(speed)))")
  }

  /// This animation, played `repeatCount` times, reversing every other time when asked.
  ///
  /// ```swift
  /// .animation(.easeInOut.repeatCount(3, autoreverses: true), value: isShaking)
  /// ```
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
    adding("repeatCount(\(repeatCount), autoreverses: \(autoreverses))")
  }

  /// This animation, repeated for as long as the view is on screen.
  ///
  /// ```swift
  /// .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: isSpinning)
  /// ```
  public func repeatForever(autoreverses: Bool = true) -> Animation {
    adding("repeatForever(autoreverses: \(autoreverses))")
  }
}
