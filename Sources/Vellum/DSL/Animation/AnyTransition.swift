import Foundation

/// How a view enters and leaves the screen. Vellum renders end states, so an inserted view
/// appears and a removed one is gone at once; the transition is kept only as a description.
///
/// ```swift
/// if isShowingDetails {
///   DetailView().transition(.move(edge: .bottom).combined(with: .opacity))
/// }
/// ```
public struct AnyTransition: Sendable, CustomStringConvertible {
  /// `move(edge: bottom).combined(with: opacity)`.
  public let description: String

  private init(_ description: String) { self.description = description }

  /// Fades in and out.
  public static let opacity = AnyTransition("opacity")
  /// Slides in from the leading edge and out to the trailing edge.
  public static let slide = AnyTransition("slide")
  /// Grows in from nothing and shrinks out to nothing.
  public static let scale = AnyTransition("scale")
  /// No visible change.
  public static let identity = AnyTransition("identity")

  /// Grows in from `scale` about an anchor point.
  ///
  /// ```swift
  /// .transition(.scale(scale: 0.5, anchor: .top))
  /// ```
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
    AnyTransition("scale(scale: \(formatNumber(Double(scale))), anchor: \(anchor))")
  }

  /// Moves in from an edge and back out to it.
  ///
  /// ```swift
  /// .transition(.move(edge: .trailing))
  /// ```
  public static func move(edge: Edge) -> AnyTransition {
    AnyTransition("move(edge: \(edge))")
  }

  /// Moves in from and out to an offset.
  ///
  /// ```swift
  /// .transition(.offset(CGSize(width: 0, height: 40)))
  /// ```
  public static func offset(_ offset: CGSize) -> AnyTransition {
    AnyTransition.offset(x: offset.width, y: offset.height)
  }

  /// Moves in from and out to an offset.
  ///
  /// ```swift
  /// .transition(.offset(y: 40))
  /// ```
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
    AnyTransition("offset(x: \(formatNumber(Double(x))), y: \(formatNumber(Double(y))))")
  }

  /// Pushes in from an edge while the old content moves out the other way.
  ///
  /// ```swift
  /// .transition(.push(from: .trailing))
  /// ```
  public static func push(from edge: Edge) -> AnyTransition {
    AnyTransition("push(from: \(edge))")
  }

  /// One transition for insertion and another for removal.
  ///
  /// ```swift
  /// .transition(.asymmetric(insertion: .scale, removal: .opacity))
  /// ```
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition)
    -> AnyTransition
  {
    AnyTransition("asymmetric(insertion: \(insertion), removal: \(removal))")
  }

  /// A transition made of a modifier in its active (off-screen) and identity states.
  ///
  /// ```swift
  /// .transition(.modifier(active: Blur(radius: 10), identity: Blur(radius: 0)))
  /// ```
  public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
    AnyTransition("modifier(\(E.self))")
  }

  /// This transition and `other` together.
  ///
  /// ```swift
  /// .transition(.slide.combined(with: .opacity))
  /// ```
  public func combined(with other: AnyTransition) -> AnyTransition {
    AnyTransition("\(self).combined(with: \(other))")
  }

  /// This transition with its own animation.
  ///
  /// ```swift
  /// .transition(.opacity.animation(.easeIn))
  /// ```
  public func animation(_ animation: Animation?) -> AnyTransition {
    AnyTransition("\(self).animation(\(animation.map(String.init(describing:)) ?? "nil"))")
  }
}

extension AnyTransition {
  /// A transition of the `Transition` protocol, named by its type.
  ///
  /// ```swift
  /// AnyTransition(BlurReplaceTransition(configuration: .upUp))
  /// ```
  public init<T: Transition>(_ transition: T) {
    self.init(viewTypeName(T.self))
  }
}

extension EnvironmentValues {
  /// Whether views here leave the screen at once when removed (`.transition(.identity)`), so
  /// their `onDisappear` runs before the `onAppear` of what replaces them; otherwise the
  /// replacement appears first (see `Graph.removals`).
  package var removalIsImmediate: Bool {
    get { self[RemovalIsImmediateKey.self] }
    set { self[RemovalIsImmediateKey.self] = newValue }
  }
}

private enum RemovalIsImmediateKey: EnvironmentKey {
  static let defaultValue = false
}
