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

/// A symbol effect that plays for as long as it is active.
///
/// ```swift
/// Image(systemName: "bolt").symbolEffect(.pulse, isActive: isCharging)
/// ```
public protocol IndefiniteSymbolEffect: SymbolEffect {}

/// A symbol effect that plays once each time a value changes.
///
/// ```swift
/// Image(systemName: "bell").symbolEffect(.bounce, value: notifications)
/// ```
public protocol DiscreteSymbolEffect: SymbolEffect {}

/// How a symbol effect plays: repeated, and at what speed.
///
/// ```swift
/// .symbolEffect(.bounce, options: .repeat(3).speed(2), value: count)
/// ```
public struct SymbolEffectOptions: Hashable, Sendable {
  private var parts: [String] = []

  private func adding(_ part: String) -> SymbolEffectOptions {
    var options = self
    options.parts.append(part)
    return options
  }

  /// The system's default options.
  public static let `default` = SymbolEffectOptions()
  /// Repeats the effect.
  public static let repeating = SymbolEffectOptions().adding("repeating")
  /// Plays the effect once.
  public static let nonRepeating = SymbolEffectOptions().adding("nonRepeating")

  /// Repeats the effect a number of times.
  ///
  /// ```swift
  /// SymbolEffectOptions.repeat(2)
  /// ```
  public static func `repeat`(_ count: Int) -> SymbolEffectOptions {
    SymbolEffectOptions().repeat(count)
  }

  /// Plays the effect at a speed (1 is normal).
  ///
  /// ```swift
  /// SymbolEffectOptions.speed(0.5)
  /// ```
  public static func speed(_ speed: Double) -> SymbolEffectOptions {
    SymbolEffectOptions().speed(speed)
  }

  /// These options, repeating a number of times.
  ///
  /// ```swift
  /// SymbolEffectOptions.speed(2).repeat(3)
  /// ```
  public func `repeat`(_ count: Int) -> SymbolEffectOptions { adding("repeat(\(count))") }

  /// These options, at a speed.
  ///
  /// ```swift
  /// SymbolEffectOptions.repeating.speed(2)
  /// ```
  public func speed(_ speed: Double) -> SymbolEffectOptions {
    adding("speed(\(formatNumber(speed)))")
  }
}

/// The effect of one kind, with the options chosen by chaining (`.up`, `.byLayer`, …).
public struct NamedSymbolEffect<Kind: SymbolEffectKind>: Sendable {
  private var parts = [Kind.name]

  init() {}

  fileprivate func adding(_ part: String) -> Self {
    var effect = self
    effect.parts.append(part)
    return effect
  }

  /// `bounce.up.byLayer`.
  public var effectDescription: String { parts.joined(separator: ".") }

  /// The effect animates each layer of the symbol on its own.
  public var byLayer: Self { adding("byLayer") }
  /// The effect animates the whole symbol at once.
  public var wholeSymbol: Self { adding("wholeSymbol") }
}

/// The kinds of symbol effect, which name them and choose their protocols.
public protocol SymbolEffectKind: Sendable {
  /// The effect's name: `bounce`.
  static var name: String { get }
}

/// A symbol that bounces.
public enum BounceKind: SymbolEffectKind {
  /// `bounce`.
  public static let name = "bounce"
}
/// A symbol that pulses its opacity.
public enum PulseKind: SymbolEffectKind {
  /// `pulse`.
  public static let name = "pulse"
}
/// A symbol whose layers light up in turn.
public enum VariableColorKind: SymbolEffectKind {
  /// `variableColor`.
  public static let name = "variableColor"
}
/// A symbol drawn larger or smaller.
public enum ScaleKind: SymbolEffectKind {
  /// `scale`.
  public static let name = "scale"
}
/// A symbol that appears.
public enum AppearKind: SymbolEffectKind {
  /// `appear`.
  public static let name = "appear"
}
/// A symbol that disappears.
public enum DisappearKind: SymbolEffectKind {
  /// `disappear`.
  public static let name = "disappear"
}
/// A symbol that wiggles.
public enum WiggleKind: SymbolEffectKind {
  /// `wiggle`.
  public static let name = "wiggle"
}
/// A symbol that rotates.
public enum RotateKind: SymbolEffectKind {
  /// `rotate`.
  public static let name = "rotate"
}
/// A symbol that breathes.
public enum BreatheKind: SymbolEffectKind {
  /// `breathe`.
  public static let name = "breathe"
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

extension NamedSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect {}

extension NamedSymbolEffect where Kind == BounceKind {
  /// Bounces up.
  public var up: Self { adding("up") }
  /// Bounces down.
  public var down: Self { adding("down") }
}

extension NamedSymbolEffect where Kind == ScaleKind {
  /// Scales up.
  public var up: Self { adding("up") }
  /// Scales down.
  public var down: Self { adding("down") }
}

extension NamedSymbolEffect where Kind == AppearKind {
  /// Appears growing up.
  public var up: Self { adding("up") }
  /// Appears growing down.
  public var down: Self { adding("down") }
}

extension NamedSymbolEffect where Kind == DisappearKind {
  /// Disappears shrinking up.
  public var up: Self { adding("up") }
  /// Disappears shrinking down.
  public var down: Self { adding("down") }
}

extension NamedSymbolEffect where Kind == VariableColorKind {
  /// Lights one layer at a time.
  public var iterative: Self { adding("iterative") }
  /// Lights layers cumulatively.
  public var cumulative: Self { adding("cumulative") }
  /// Plays forwards, then backwards.
  public var reversing: Self { adding("reversing") }
  /// Plays forwards only.
  public var nonReversing: Self { adding("nonReversing") }
  /// Hides the layers that are not lit.
  public var hideInactiveLayers: Self { adding("hideInactiveLayers") }
  /// Dims the layers that are not lit.
  public var dimInactiveLayers: Self { adding("dimInactiveLayers") }
}

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
