/// A stored property of a view whose value Vellum keeps up to date before each body evaluation.
///
/// `@State`, `@Binding`, `@Environment`, `@ObservedObject` and friends conform. A custom struct
/// that conforms and holds such properties is linked too, field by field.
///
/// ```swift
/// struct Counter: DynamicProperty {
///   @State var count = 0
/// }
/// ```
public protocol DynamicProperty {
  /// Called before the view's body is evaluated. The default does nothing.
  mutating func update()
}

extension DynamicProperty {
  /// Does nothing.
  public mutating func update() {}
}
