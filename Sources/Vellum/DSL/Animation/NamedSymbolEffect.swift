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

extension NamedSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect,
  TransitionSymbolEffect
{}

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
