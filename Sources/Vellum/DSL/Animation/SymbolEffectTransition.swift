/// Brings a symbol image in or takes it out with a symbol effect (`.appear`, `.disappear`,
/// `.scale`). Vellum renders end states: the symbol is there once it has come in and gone once
/// it has left, as with a fade.
///
/// ```swift
/// if isDone {
///   Image(systemName: "checkmark.circle").transition(.symbolEffect(.appear.byLayer))
/// }
/// ```
public struct SymbolEffectTransition: Transition {
  /// The effect that brings the symbol in and out, as written in Swift (`appear.byLayer`).
  let effect: String
  /// The effect's options.
  let options: SymbolEffectOptions

  /// A transition playing `effect` with `options`.
  ///
  /// ```swift
  /// SymbolEffectTransition(effect: .scale.up, options: .speed(2))
  /// ```
  public init<T: TransitionSymbolEffect & SymbolEffect>(effect: T, options: SymbolEffectOptions) {
    self.effect = effect.effectDescription
    self.options = options
  }

  /// The symbol, there only while on screen.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.opacity(phase.isIdentity ? 1 : 0)
  }

  /// A symbol effect does not move the symbol.
  public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

extension Transition where Self == SymbolEffectTransition {
  /// The system's symbol transition: the symbol appears and disappears by layer.
  ///
  /// ```swift
  /// Image(systemName: "bell").transition(.symbolEffect)
  /// ```
  public static var symbolEffect: SymbolEffectTransition {
    SymbolEffectTransition(effect: .appear.byLayer, options: .default)
  }

  /// A transition playing `effect` with `options`.
  ///
  /// ```swift
  /// Image(systemName: "star").transition(.symbolEffect(.disappear.down))
  /// ```
  public static func symbolEffect<T: TransitionSymbolEffect & SymbolEffect>(
    _ effect: T, options: SymbolEffectOptions = .default
  ) -> SymbolEffectTransition {
    SymbolEffectTransition(effect: effect, options: options)
  }
}
