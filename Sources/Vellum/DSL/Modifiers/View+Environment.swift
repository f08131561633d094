import Observation

extension View {
  /// Disables the controls in the view: they are drawn disabled and ignore interaction.
  ///
  /// ```swift
  /// Button("Save") { save() }.disabled(title.isEmpty)
  /// ```
  public consuming func disabled(_ disabled: Bool) -> some View {
    modifier(DisabledModifier(isDisabled: disabled))
  }

  /// Hides the view; it keeps its space but shows nothing and cannot be interacted with.
  ///
  /// ```swift
  /// Text("Secret").hidden()
  /// ```
  public consuming func hidden() -> some View {
    modifier(HiddenModifier())
  }

  /// Chooses the variant of the symbols in the view.
  ///
  /// ```swift
  /// Image(systemName: "star").symbolVariant(.fill)
  /// ```
  public consuming func symbolVariant(_ variant: SymbolVariants) -> some View {
    modifier(EnvironmentWriter(keyPath: \.symbolVariants, value: variant))
  }

  /// Sets an environment value for the view and everything inside it.
  ///
  /// ```swift
  /// ContentView().environment(\.isEnabled, false)
  /// ```
  public consuming func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
    -> some View
  {
    modifier(EnvironmentWriter(keyPath: keyPath, value: value))
  }

  /// Changes an environment value for the view from the value around it: `transform` receives
  /// the inherited value and changes it in place.
  ///
  /// ```swift
  /// content.transformEnvironment(\.font) { font in font = font ?? .body.bold() }
  /// ```
  public consuming func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> some View {
    modifier(EnvironmentTransform(keyPath: keyPath, transform: transform))
  }

  /// Places an observable object for `@EnvironmentObject` properties inside the view.
  ///
  /// ```swift
  /// ContentView().environmentObject(RecipeBox())
  /// ```
  public consuming func environmentObject<T: ObservableObject>(_ object: T) -> some View {
    modifier(ObjectPlacement(object: object))
  }

  /// Places an `@Observable` object for `@Environment(Type.self)` properties inside the view.
  ///
  /// ```swift
  /// ContentView().environment(library)
  /// ```
  public consuming func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
    modifier(ObjectPlacement(object: object))
  }
}

/// Turns interaction off for the content (it never turns it back on).
private struct DisabledModifier: ViewModifier, EnvironmentModifier, LeafModifier, Equatable {
  typealias Body = Never

  let isDisabled: Bool

  func modify(_ environment: inout EnvironmentValues) {
    if isDisabled { environment.isEnabled = false }
  }
}

/// Hides the content: records `hidden: true` and blocks interaction.
private struct HiddenModifier: ViewModifier, EnvironmentModifier, LeafModifier, Equatable {
  typealias Body = Never

  var attributes: [Attribute] { [Attribute(.hidden, .bool(true))] }

  func modify(_ environment: inout EnvironmentValues) {
    environment.isHidden = true
  }
}

/// Places an object in the environment under its type.
private struct ObjectPlacement<T: AnyObject>: ViewModifier, EnvironmentModifier {
  typealias Body = Never

  let object: T?

  func modify(_ environment: inout EnvironmentValues) {
    if let object { environment.setObject(object) }
  }

}

extension ObjectPlacement: @MainActor Equatable {
  static func == (lhs: Self, rhs: Self) -> Bool { lhs.object === rhs.object }
}

/// Changes an environment value in place for the content (`transformEnvironment`).
private struct EnvironmentTransform<Value>: ViewModifier, EnvironmentModifier {
  typealias Body = Never

  let keyPath: WritableKeyPath<EnvironmentValues, Value>
  let transform: (inout Value) -> Void

  func modify(_ environment: inout EnvironmentValues) {
    transform(&environment[keyPath: keyPath])
  }
}
