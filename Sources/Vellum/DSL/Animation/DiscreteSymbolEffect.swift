/// A symbol effect that plays once each time a value changes.
///
/// ```swift
/// Image(systemName: "bell").symbolEffect(.bounce, value: notifications)
/// ```
public protocol DiscreteSymbolEffect: SymbolEffect {}
