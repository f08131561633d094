extension Scene {
  /// Runs `action` with the old and new value when `value` changes, and with it twice when the
  /// scene appears if `initial`: what `onChange` does for a view, here for the app's windows.
  ///
  /// ```swift
  /// WindowGroup { ContentView() }
  ///   .onChange(of: scenePhase) { old, new in if new == .background { save() } }
  /// ```
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void
  ) -> some Scene {
    WindowContentScene(content: self) {
      AnyView($0.onChange(of: value, initial: initial, action))
    }
  }

  /// Runs `action` when `value` changes, and when the scene appears if `initial`.
  ///
  /// ```swift
  /// WindowGroup { ContentView() }.onChange(of: scenePhase) { refreshBadge() }
  /// ```
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> some Scene {
    WindowContentScene(content: self) {
      AnyView($0.onChange(of: value, initial: initial, action))
    }
  }

  /// Runs `action` with the new value when `value` changes (iOS 14's form, deprecated).
  ///
  /// ```swift
  /// WindowGroup { ContentView() }.onChange(of: scenePhase) { phase in log(phase) }
  /// ```
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void)
    -> some Scene
  {
    WindowContentScene(content: self) { AnyView($0.onChange(of: value, perform: action)) }
  }
}
