extension View {
  /// Asks for a color scheme for the presentation this view is in: the views inside read it
  /// from `\.colorScheme`, and it is recorded.
  ///
  /// ```swift
  /// ContentView().preferredColorScheme(.dark)
  /// ```
  public consuming func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
    modifier(PreferredColorScheme(colorScheme: colorScheme))
      .preference(key: PreferredColorSchemeKey.self, value: colorScheme)
  }

  /// Sets the text size for the view.
  ///
  /// ```swift
  /// Text("Big").dynamicTypeSize(.xxxLarge)
  /// ```
  public consuming func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
    modifier(EnvironmentWriter(keyPath: \.dynamicTypeSize, value: size))
  }

  /// Keeps the text size for the view within a range.
  ///
  /// ```swift
  /// Toolbar().dynamicTypeSize(...DynamicTypeSize.xxLarge)
  /// ```
  public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View
  where T.Bound == DynamicTypeSize {
    let allowed = DynamicTypeSize.allCases.filter(range.contains)
    return modifier(DynamicTypeSizeLimit(lowest: allowed.first, highest: allowed.last))
  }
}

/// Clamps the content's text size to a range (an empty range leaves it as it is).
private struct DynamicTypeSizeLimit: ViewModifier, EnvironmentModifier, Equatable {
  typealias Body = Never

  let lowest: DynamicTypeSize?
  let highest: DynamicTypeSize?

  func modify(_ environment: inout EnvironmentValues) {
    guard let lowest, let highest else { return }
    environment.dynamicTypeSize = min(max(environment.dynamicTypeSize, lowest), highest)
  }
}

extension View {
  /// Sets the store `@AppStorage` uses inside the view when it is given none; a host's is an
  /// in-memory store of its own unless set.
  ///
  /// ```swift
  /// ContentView().defaultAppStorage(.standard)   // the machine's defaults
  /// ```
  public consuming func defaultAppStorage(_ store: UserDefaults) -> some View {
    modifier(EnvironmentWriter(keyPath: \.defaultAppStorage, value: store))
  }
}

extension View {
  /// Publishes a value for the focused part of the app; accepted, with no effect in Vellum.
  ///
  /// ```swift
  /// NoteEditor(note: $note).focusedValue(\.selectedNote, $note)
  /// ```
  public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value)
    -> some View
  {
    self
  }

  /// Publishes a value for the focused scene; accepted, with no effect in Vellum.
  ///
  /// ```swift
  /// ContentView().focusedSceneValue(\.selectedNote, $note)
  /// ```
  public func focusedSceneValue<Value>(
    _ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value
  ) -> some View {
    self
  }
}

extension View {
  /// Publishes an `@Observable` object for the focused part of the app; accepted, with no
  /// effect in Vellum.
  ///
  /// ```swift
  /// NoteEditor().focusedValue(note)
  /// ```
  public func focusedValue<T: AnyObject & Observable>(_ object: T?) -> some View {
    self
  }

  /// Publishes an observable object for the focused part of the app; accepted, with no
  /// effect in Vellum.
  ///
  /// ```swift
  /// DocumentView().focusedObject(document)
  /// ```
  public func focusedObject<T: ObservableObject>(_ object: T?) -> some View {
    self
  }

  /// Publishes an observable object for the focused scene; accepted, with no effect in Vellum.
  ///
  /// ```swift
  /// ContentView().focusedSceneObject(library)
  /// ```
  public func focusedSceneObject<T: ObservableObject>(_ object: T?) -> some View {
    self
  }
}
