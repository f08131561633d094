import Foundation

/// A transition as a view of its content in a phase (SwiftUI's `Transition` protocol, iOS 17).
/// Vellum renders end states: a view with a transition shows its `.identity` phase, and the
/// transition's body runs for it.
///
/// ```swift
/// struct Twirl: Transition {
///   func body(content: Content, phase: TransitionPhase) -> some View {
///     content.rotationEffect(.degrees(phase.isIdentity ? 0 : 90)).opacity(phase.isIdentity ? 1 : 0)
///   }
/// }
/// Text("Hi").transition(Twirl())
/// ```
@MainActor @preconcurrency
public protocol Transition {
  /// The view the transition makes.
  associatedtype Body: View
  /// The content the transition changes.
  typealias Content = PlaceholderContentView<Self>

  /// The content in `phase`.
  @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body

  /// What the transition does: whether it moves things.
  static var properties: TransitionProperties { get }
}

extension Transition {
  /// A transition that moves things.
  public static var properties: TransitionProperties { TransitionProperties() }

  /// Applies the transition to `content` in `phase`.
  ///
  /// ```swift
  /// OpacityTransition().apply(content: Text("A"), phase: .identity)
  /// ```
  public consuming func apply<V: View>(content: V, phase: TransitionPhase) -> some View {
    body(content: PlaceholderContentView(erasing: content), phase: phase)
  }

  /// This transition and `other` together.
  ///
  /// ```swift
  /// .opacity.combined(with: .scale)
  /// ```
  public func combined<T: Transition>(with other: T) -> some Transition {
    CombinedTransition(first: self, second: other)
  }

  /// This transition with its own animation.
  ///
  /// ```swift
  /// .slide.animation(.spring)
  /// ```
  public func animation(_ animation: Animation?) -> some Transition { self }
}

/// Where a view is in its transition.
///
/// ```swift
/// content.opacity(phase.isIdentity ? 1 : 0)
/// ```
public enum TransitionPhase: Hashable, Sendable {
  /// About to appear.
  case willAppear
  /// On screen.
  case identity
  /// Gone.
  case didDisappear

  /// Whether the view is on screen.
  public var isIdentity: Bool { self == .identity }

  /// -1 about to appear, 0 on screen, 1 gone.
  public var value: Double {
    switch self {
    case .willAppear: -1
    case .identity: 0
    case .didDisappear: 1
    }
  }
}

/// What a transition does.
///
/// ```swift
/// static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
/// ```
public struct TransitionProperties: Sendable {
  /// Whether the transition moves things (off when motion is reduced).
  public var hasMotion: Bool

  /// Properties of a transition.
  ///
  /// ```swift
  /// TransitionProperties(hasMotion: true)
  /// ```
  public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}

/// Fades the view in and out.
public struct OpacityTransition: Transition {
  /// A fade.
  public init() {}
  /// The content, transparent unless on screen.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.opacity(phase.isIdentity ? 1 : 0)
  }
  /// A fade does not move things.
  public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

/// Scales the view in and out.
public struct ScaleTransition: Transition {
  /// The scale off screen.
  public var scale: Double
  /// The point it scales around.
  public var anchor: UnitPoint

  /// A scale from `scale`.
  ///
  /// ```swift
  /// ScaleTransition(0.5, anchor: .bottom)
  /// ```
  public init(_ scale: Double, anchor: UnitPoint = .center) {
    self.scale = scale
    self.anchor = anchor
  }

  /// The content, scaled unless on screen.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.scaleEffect(phase.isIdentity ? 1 : scale, anchor: anchor)
  }
}

/// Moves the view in from an edge and out to it.
public struct MoveTransition: Transition {
  /// The edge.
  public var edge: Edge

  /// A move from `edge`.
  ///
  /// ```swift
  /// MoveTransition(edge: .bottom)
  /// ```
  public init(edge: Edge) { self.edge = edge }

  /// The content, off screen by a screen's width or height unless on screen.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.offset(phase.isIdentity ? .zero : edgeOffset(edge, distance: 320))
  }
}

/// Pushes the view in from an edge and out to the opposite one.
public struct PushTransition: Transition {
  /// The edge it comes from.
  public var edge: Edge

  /// A push from `edge`.
  ///
  /// ```swift
  /// PushTransition(edge: .trailing)
  /// ```
  public init(edge: Edge) { self.edge = edge }

  /// The content, off screen unless on screen.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.offset(phase.isIdentity ? .zero : edgeOffset(edge, distance: 320 * phase.value))
      .opacity(phase.isIdentity ? 1 : 0)
  }
}

/// Slides the view in from the leading edge and out to the trailing one.
public struct SlideTransition: Transition {
  /// A slide.
  public init() {}
  /// The content, off screen unless on screen.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.offset(x: phase.isIdentity ? 0 : 320 * phase.value)
  }
}

/// Moves the view by an offset in and out.
public struct OffsetTransition: Transition {
  /// The offset off screen.
  public var offset: CGSize

  /// An offset transition.
  ///
  /// ```swift
  /// OffsetTransition(CGSize(width: 0, height: 40))
  /// ```
  public init(_ offset: CGSize) { self.offset = offset }

  /// The content, offset unless on screen.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.offset(phase.isIdentity ? .zero : offset)
  }
}

/// Blurs the old view out as the new one blurs in.
public struct BlurReplaceTransition: Transition {
  /// How it scales while blurring.
  public enum Configuration: Hashable, Sendable {
    /// Scaled down while blurred.
    case downUp
    /// Scaled up while blurred.
    case upUp
  }

  /// The configuration.
  public var configuration: Configuration

  /// A blur replacement.
  ///
  /// ```swift
  /// BlurReplaceTransition(configuration: .upUp)
  /// ```
  public init(configuration: Configuration) { self.configuration = configuration }

  /// The content, blurred unless on screen.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.blur(radius: phase.isIdentity ? 0 : 8).opacity(phase.isIdentity ? 1 : 0)
  }
}

/// No transition.
public struct IdentityTransition: Transition {
  /// No transition.
  public init() {}
  /// The content as it is.
  public func body(content: Content, phase: TransitionPhase) -> some View { content }
  /// Nothing moves.
  public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

/// One transition for insertion and another for removal.
public struct AsymmetricTransition<Insertion: Transition, Removal: Transition>: Transition {
  /// The transition in.
  public var insertion: Insertion
  /// The transition out.
  public var removal: Removal

  /// An asymmetric transition.
  ///
  /// ```swift
  /// AsymmetricTransition(insertion: .opacity, removal: .scale)
  /// ```
  public init(insertion: Insertion, removal: Removal) {
    self.insertion = insertion
    self.removal = removal
  }

  /// The insertion while appearing and on screen, the removal when gone.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    if phase == .didDisappear {
      removal.apply(content: content, phase: phase)
    } else {
      insertion.apply(content: content, phase: phase)
    }
  }
}

/// Two transitions together.
private struct CombinedTransition<First: Transition, Second: Transition>: Transition {
  let first: First
  let second: Second

  func body(content: Content, phase: TransitionPhase) -> some View {
    second.apply(content: first.apply(content: content, phase: phase), phase: phase)
  }
}

/// The offset that puts a view `distance` points past `edge`.
private func edgeOffset(_ edge: Edge, distance: Double) -> CGSize {
  switch edge {
  case .top: CGSize(width: 0, height: -distance)
  case .bottom: CGSize(width: 0, height: distance)
  case .leading: CGSize(width: -distance, height: 0)
  case .trailing: CGSize(width: distance, height: 0)
  }
}

extension Transition where Self == OpacityTransition {
  /// A fade.
  public static var opacity: OpacityTransition { OpacityTransition() }
}

extension Transition where Self == ScaleTransition {
  /// A scale from nothing.
  public static var scale: ScaleTransition { ScaleTransition(0) }

  /// A scale from `scale`.
  ///
  /// ```swift
  /// .scale(0.8, anchor: .top)
  /// ```
  public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition {
    ScaleTransition(scale, anchor: anchor)
  }
}

extension Transition where Self == MoveTransition {
  /// A move from `edge`.
  ///
  /// ```swift
  /// .move(edge: .bottom)
  /// ```
  public static func move(edge: Edge) -> MoveTransition { MoveTransition(edge: edge) }
}

extension Transition where Self == PushTransition {
  /// A push from `edge`.
  ///
  /// ```swift
  /// .push(from: .trailing)
  /// ```
  public static func push(from edge: Edge) -> PushTransition { PushTransition(edge: edge) }
}

extension Transition where Self == SlideTransition {
  /// A slide.
  public static var slide: SlideTransition { SlideTransition() }
}

extension Transition where Self == OffsetTransition {
  /// An offset.
  ///
  /// ```swift
  /// .offset(CGSize(width: 0, height: 20))
  /// ```
  public static func offset(_ offset: CGSize) -> OffsetTransition { OffsetTransition(offset) }

  /// An offset by coordinates.
  ///
  /// ```swift
  /// .offset(y: 20)
  /// ```
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition {
    OffsetTransition(CGSize(width: x, height: y))
  }
}

extension Transition where Self == BlurReplaceTransition {
  /// A blur replacement that scales down.
  public static var blurReplace: BlurReplaceTransition {
    BlurReplaceTransition(configuration: .downUp)
  }

  /// A blur replacement.
  ///
  /// ```swift
  /// .blurReplace(.upUp)
  /// ```
  public static func blurReplace(_ configuration: BlurReplaceTransition.Configuration = .downUp)
    -> BlurReplaceTransition
  {
    BlurReplaceTransition(configuration: configuration)
  }
}

extension Transition where Self == IdentityTransition {
  /// No transition.
  public static var identity: IdentityTransition { IdentityTransition() }
}

extension View {
  /// Shows this view through `transition` when it is inserted and removed; on screen, the
  /// transition's identity phase renders.
  ///
  /// ```swift
  /// Text("Saved").transition(.blurReplace)
  /// ```
  public func transition<T: Transition>(_ transition: T) -> some View {
    transition.apply(content: self, phase: .identity)
  }
}
