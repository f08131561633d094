/// A view modifier whose data changes smoothly during an animation (deprecated in SwiftUI in
/// favour of `Animatable` views). Vellum renders end states: the modifier's body sees the
/// final `animatableData`.
///
/// ```swift
/// struct Shake: AnimatableModifier {
///   var animatableData: CGFloat
///   func body(content: Content) -> some View { content.offset(x: animatableData) }
/// }
/// ```
public protocol AnimatableModifier: Animatable, ViewModifier {}
