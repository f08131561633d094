extension Gesture {
  /// Runs `action` with each value the gesture reports while it changes.
  ///
  /// ```swift
  /// DragGesture().onChanged { offset = $0.translation }
  /// ```
  public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self>
  where Value: Equatable {
    _ChangedGesture(content: self, action: action)
  }

  /// Runs `action` with the gesture's final value when it ends.
  ///
  /// ```swift
  /// TapGesture().onEnded { isLiked.toggle() }
  /// ```
  public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
    _EndedGesture(content: self, action: action)
  }

  /// Updates a `@GestureState` with each value while the gesture runs; it resets at the end.
  ///
  /// ```swift
  /// DragGesture().updating($dragOffset) { value, state, _ in state = value.translation }
  /// ```
  public func updating<State>(
    _ state: GestureState<State>,
    body: @escaping (Value, inout State, inout Transaction) -> Void
  ) -> GestureStateGesture<Self, State> {
    GestureStateGesture(base: self, state: state, body: body)
  }

  /// Transforms the gesture's values.
  ///
  /// ```swift
  /// DragGesture().map { $0.translation }
  /// ```
  public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
    _MapGesture(content: self, transform: body)
  }

  /// This gesture, then `other` after it ends.
  ///
  /// ```swift
  /// LongPressGesture().sequenced(before: DragGesture())
  /// ```
  public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
    SequenceGesture(self, other)
  }

  /// This gesture and `other` together.
  ///
  /// ```swift
  /// MagnifyGesture().simultaneously(with: RotateGesture())
  /// ```
  public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other>
  {
    SimultaneousGesture(self, other)
  }

  /// This gesture if it can be recognized, else `other`.
  ///
  /// ```swift
  /// TapGesture(count: 2).exclusively(before: TapGesture())
  /// ```
  public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
    ExclusiveGesture(self, other)
  }
}
