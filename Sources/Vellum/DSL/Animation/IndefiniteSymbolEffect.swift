/// A symbol effect that plays for as long as it is active.
///
/// ```swift
/// Image(systemName: "bolt").symbolEffect(.pulse, isActive: isCharging)
/// ```
public protocol IndefiniteSymbolEffect: SymbolEffect {}
