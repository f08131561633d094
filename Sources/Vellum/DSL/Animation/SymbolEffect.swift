/// An animation of a symbol image (`.bounce`, `.pulse`, `.variableColor`, …). Vellum renders
/// end states: effects that move or pulse a symbol leave it as it is, and `.disappear` while
/// active leaves it invisible (it keeps its space).
///
/// ```swift
/// Image(systemName: "wifi").symbolEffect(.variableColor.iterative, isActive: isSearching)
/// ```
public protocol SymbolEffect: Sendable {
  /// The effect and its options, as written in Swift: `bounce.up.byLayer`.
  var effectDescription: String { get }
}

/// A symbol that bounces.
public typealias BounceSymbolEffect = NamedSymbolEffect<BounceKind>

/// A symbol that pulses its opacity.
public typealias PulseSymbolEffect = NamedSymbolEffect<PulseKind>

/// A symbol whose layers light up in turn.
public typealias VariableColorSymbolEffect = NamedSymbolEffect<VariableColorKind>

/// A symbol drawn larger or smaller.
public typealias ScaleSymbolEffect = NamedSymbolEffect<ScaleKind>

/// A symbol that appears.
public typealias AppearSymbolEffect = NamedSymbolEffect<AppearKind>

/// A symbol that disappears.
public typealias DisappearSymbolEffect = NamedSymbolEffect<DisappearKind>

/// A symbol that wiggles.
public typealias WiggleSymbolEffect = NamedSymbolEffect<WiggleKind>

/// A symbol that rotates.
public typealias RotateSymbolEffect = NamedSymbolEffect<RotateKind>

/// A symbol that breathes.
public typealias BreatheSymbolEffect = NamedSymbolEffect<BreatheKind>

extension SymbolEffect where Self == BounceSymbolEffect {
  /// A bounce.
  public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}

extension SymbolEffect where Self == PulseSymbolEffect {
  /// A pulse.
  public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
  /// Layers lit in turn.
  public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}

extension SymbolEffect where Self == ScaleSymbolEffect {
  /// A change of scale.
  public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}

extension SymbolEffect where Self == AppearSymbolEffect {
  /// An appearance.
  public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}

extension SymbolEffect where Self == DisappearSymbolEffect {
  /// A disappearance.
  public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}

extension SymbolEffect where Self == WiggleSymbolEffect {
  /// A wiggle.
  public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() }
}

extension SymbolEffect where Self == RotateSymbolEffect {
  /// A rotation.
  public static var rotate: RotateSymbolEffect { RotateSymbolEffect() }
}

extension SymbolEffect where Self == BreatheSymbolEffect {
  /// A breath.
  public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() }
}

extension View {
  /// Plays a symbol effect while `isActive`; what renders is its end state (a disappearing
  /// symbol is invisible while the effect is active).
  ///
  /// ```swift
  /// Image(systemName: "wifi").symbolEffect(.variableColor.iterative, isActive: isSearching)
  /// ```
  public func symbolEffect<T: IndefiniteSymbolEffect>(
    _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
  ) -> some View {
    let isGone = isActive && effect is DisappearSymbolEffect
    return modifier(AttributesModifier(isGone ? [Attribute(.opacity, .double(0))] : []))
  }

  /// Plays a symbol effect each time `value` changes; the symbol renders at rest.
  ///
  /// ```swift
  /// Image(systemName: "bell").symbolEffect(.bounce, value: notifications)
  /// ```
  public func symbolEffect<T: DiscreteSymbolEffect, U: Equatable>(
    _ effect: T, options: SymbolEffectOptions = .default, value: U
  ) -> some View {
    self
  }

  /// Removes the symbol effects of the symbols in the view; they render at rest anyway.
  ///
  /// ```swift
  /// StatusIcons().symbolEffectsRemoved()
  /// ```
  public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View {
    self
  }
}
