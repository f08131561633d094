extension View {
  /// Prints, from inside `body`, why the body is running: `@self, @identity changed.` the
  /// first time, `@self changed.` when its parent passed a new value, `@dependencies changed.`
  /// when state or an observed object it read changed. SwiftUI names the changed state
  /// properties (`_count changed.`); Vellum says `@dependencies` for them all.
  ///
  /// ```swift
  /// var body: some View {
  ///   let _ = Self._printChanges()
  ///   Text("Count: \(count)")
  /// }
  /// ```
  @MainActor public static func _printChanges() {
    guard let reason = _changesDescription() else { return }
    print(reason)
  }
}
