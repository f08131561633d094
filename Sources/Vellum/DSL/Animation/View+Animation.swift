/// The animation modifiers. Vellum renders end states, so each leaves the view as it is: a
/// change shows at once, an inserted view is there and a removed one gone, and the patches
/// are those of an unanimated change.
extension View {
  /// Animates changes to the view when `value` changes; the end state renders at once.
  ///
  /// ```swift
  /// Circle().scaleEffect(isPulsing ? 1.2 : 1).animation(.easeInOut, value: isPulsing)
  /// ```
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
    self
  }

  /// Animates every change to the view (deprecated in SwiftUI in favour of
  /// `animation(_:value:)`); the end state renders at once.
  ///
  /// ```swift
  /// Text(status).animation(.default)
  /// ```
  public func animation(_ animation: Animation?) -> some View {
    self
  }

  /// Animates the modifiers `body` applies to the view's content; the end state renders.
  ///
  /// ```swift
  /// Text("Hi").animation(.smooth) { $0.opacity(isShown ? 1 : 0) }
  /// ```
  public func animation<V: View>(
    _ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V
  ) -> some View {
    body(PlaceholderContentView(self))
  }

  /// Changes the transaction of the changes `body` makes to the view; the end state renders
  /// at once.
  ///
  /// ```swift
  /// Image(systemName: "star").transaction { $0.animation = .bouncy } body: { $0.scaleEffect(2) }
  /// ```
  public func transaction<V: View>(
    _ transform: @escaping (inout Transaction) -> Void,
    @ViewBuilder body: (PlaceholderContentView<Self>) -> V
  ) -> some View {
    body(PlaceholderContentView(self))
  }

  /// Changes the transaction of changes inside the view; accepted, with no effect on what
  /// renders.
  ///
  /// ```swift
  /// Text(count, format: .number).transaction { $0.animation = nil }
  /// ```
  public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
    self
  }

  /// Changes the transaction of changes inside the view when `value` changes; accepted, with
  /// no effect on what renders.
  ///
  /// ```swift
  /// Text(title).transaction(value: title) { $0.animation = .default }
  /// ```
  public func transaction<V: Equatable>(
    value: V, _ transform: @escaping (inout Transaction) -> Void
  ) -> some View {
    self
  }

  /// Says how the view enters and leaves the screen; the end state renders at once.
  ///
  /// ```swift
  /// if isShown { Banner().transition(.move(edge: .top)) }
  /// ```
  public func transition(_ transition: AnyTransition) -> some View {
    environment(\.removalIsImmediate, transition.description == AnyTransition.identity.description)
  }

  /// Matches the view's geometry with views of the same id in a namespace, so one moves into
  /// the other's place; the end state renders at once.
  ///
  /// ```swift
  /// Capsule().matchedGeometryEffect(id: "selection", in: namespace)
  /// ```
  public func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
    anchor: UnitPoint = .center, isSource: Bool = true
  ) -> some View {
    self
  }

  /// Says how the view's content changes in place (numbers rolling, symbols replaced), in the
  /// environment's `contentTransition`; the new content renders at once.
  ///
  /// ```swift
  /// Text(score, format: .number).contentTransition(.numericText())
  /// ```
  public func contentTransition(_ transition: ContentTransition) -> some View {
    environment(\.contentTransition, transition)
  }

  /// Plays haptic or audio feedback when `trigger` changes; accepted, with no effect.
  ///
  /// ```swift
  /// Button("Save") { save() }.sensoryFeedback(.success, trigger: saveCount)
  /// ```
  public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T)
    -> some View
  {
    self
  }

  /// Plays feedback when `trigger` changes and `condition` holds for the old and new values;
  /// accepted, with no effect.
  ///
  /// ```swift
  /// .sensoryFeedback(.warning, trigger: errors) { old, new in new > old }
  /// ```
  public func sensoryFeedback<T: Equatable>(
    _ feedback: SensoryFeedback, trigger: T, condition: @escaping (T, T) -> Bool
  ) -> some View {
    self
  }

  /// Plays the feedback `feedback` returns for the old and new values of `trigger`;
  /// accepted, with no effect.
  ///
  /// ```swift
  /// .sensoryFeedback(trigger: level) { old, new in new > old ? .increase : .decrease }
  /// ```
  public func sensoryFeedback<T: Equatable>(
    trigger: T, _ feedback: @escaping (T, T) -> SensoryFeedback?
  ) -> some View {
    self
  }
}
