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

/// Two transitions together.
private struct CombinedTransition<First: Transition, Second: Transition>: Transition {
  let first: First
  let second: Second

  func body(content: Content, phase: TransitionPhase) -> some View {
    second.apply(content: first.apply(content: content, phase: phase), phase: phase)
  }
}

/// The offset that puts a view `distance` points past `edge`.
func edgeOffset(_ edge: Edge, distance: Double) -> CGSize {
  switch edge {
  case .top: CGSize(width: 0, height: -distance)
  case .bottom: CGSize(width: 0, height: distance)
  case .leading: CGSize(width: -distance, height: 0)
  case .trailing: CGSize(width: distance, height: 0)
  }
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
      .environment(\.removalIsImmediate, transition is IdentityTransition)
  }
}
