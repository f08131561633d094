/// A symbol effect that can bring a symbol in or take it out: `.appear`, `.disappear` and
/// `.scale` on Apple platforms. Vellum's named effects all conform, as they all conform to the
/// discrete and indefinite protocols.
///
/// ```swift
/// Image(systemName: "checkmark").transition(.symbolEffect(.appear))
/// ```
public protocol TransitionSymbolEffect: SymbolEffect {}
