extension View {
  /// Runs `action` when the view is tapped.
  ///
  /// ```swift
  /// Image(systemName: "star").onTapGesture { rating = value }
  /// ```
  public consuming func onTapGesture(count: Int = 1, perform action: @escaping () -> Void)
    -> some View
  {
    modifier(TapModifier(count: count, action: action))
  }

  /// Runs `action` with every value `publisher` sends while the view is on screen.
  ///
  /// ```swift
  /// let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
  /// Text("\(seconds) s").onReceive(timer) { _ in seconds += 1 }
  /// ```
  public consuming func onReceive<P: Publisher>(
    _ publisher: P, perform action: @escaping (P.Output) -> Void
  )
    -> some View where P.Failure == Never
  {
    modifier(ReceiveModifier(publisher: publisher, action: action))
  }

  /// Runs `action` when the view appears, before it is first rendered.
  ///
  /// ```swift
  /// Text("Hi").onAppear { model.load() }
  /// ```
  ///
  /// Inlinable, so the modified view's type is known where it is called, not looked up when
  /// running on every call (a list's rows each call it on every rebuild).
  @inlinable
  public consuming func onAppear(perform action: (() -> Void)? = nil) -> some View {
    modifier(LifecycleModifier(onAppear: action, onDisappear: nil))
  }

  /// Runs `action` when the view disappears.
  ///
  /// ```swift
  /// Text("Hi").onDisappear { model.stop() }
  /// ```
  @inlinable
  public consuming func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    modifier(LifecycleModifier(onAppear: nil, onDisappear: action))
  }

  /// Starts `action` when the view appears and cancels it when the view disappears.
  ///
  /// ```swift
  /// Text(model.status).task { await model.refresh() }
  /// ```
  public consuming func task(
    priority: TaskPriority = .userInitiated,
    _ action: @escaping @MainActor @Sendable () async -> Void
  ) -> some View {
    modifier(TaskModifier(id: 0, action: action))
  }

  /// Starts `action` when the view appears and restarts it whenever `id` changes.
  ///
  /// ```swift
  /// Text(result).task(id: query) { result = await search(query) }
  /// ```
  public consuming func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated,
    _ action: @escaping @MainActor @Sendable () async -> Void
  ) -> some View {
    modifier(TaskModifier(id: value, action: action))
  }

  /// Runs `action` with the new value when `value` changes.
  ///
  /// ```swift
  /// .onChange(of: query) { newQuery in search(newQuery) }
  /// ```
  public consuming func onChange<V: Equatable>(
    of value: V, perform action: @escaping (_ newValue: V) -> Void
  ) -> some View {
    modifier(ChangeModifier(value: value, initial: false) { _, new in action(new) })
  }

  /// Runs `action` with the old and new values when `value` changes, and at appearance when
  /// `initial` is true.
  ///
  /// ```swift
  /// .onChange(of: count) { old, new in log(old, new) }
  /// ```
  public consuming func onChange<V: Equatable>(
    of value: V, initial: Bool = false,
    _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View {
    modifier(ChangeModifier(value: value, initial: initial, action: action))
  }

  /// Runs `action` when `value` changes, and at appearance when `initial` is true.
  ///
  /// ```swift
  /// .onChange(of: count) { save() }
  /// ```
  public consuming func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> some View {
    modifier(ChangeModifier(value: value, initial: initial) { _, _ in action() })
  }

  /// Runs `action` when a person submits a text field inside the view.
  ///
  /// ```swift
  /// TextField("Email", text: $email).onSubmit { signIn() }
  /// ```
  public consuming func onSubmit(_ action: @escaping () -> Void) -> some View {
    modifier(SubmitModifier(action: action))
  }
}

/// Adds a submit action for the text fields inside.
private struct SubmitModifier: ViewModifier, EnvironmentModifier {
  typealias Body = Never

  let action: () -> Void

  func modify(_ environment: inout EnvironmentValues) {
    environment.submitActions.insert(action, at: 0)
  }
}
