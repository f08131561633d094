extension Binding {
  /// A binding to the value inside an optional, or `nil` when the optional is `nil` now
  /// (swift-navigation's spelling of `Binding(_:)`).
  ///
  /// ```swift
  /// if let item = Binding(unwrapping: $model.editingItem) { ItemEditor(item: item) }
  /// ```
  @MainActor public init?(unwrapping base: Binding<Value?>) {
    self.init(base)
  }

  /// A flag that is true while the optional holds a value; setting it to false writes `nil`.
  ///
  /// ```swift
  /// .sheet(isPresented: $model.destination.isPresent()) { … }
  /// ```
  @MainActor public func isPresent<Wrapped>() -> Binding<Bool> where Value == Wrapped? {
    let base = self
    return Binding<Bool>(
      get: { base.wrappedValue != nil },
      set: { if !$0 { base.wrappedValue = nil } })
  }

  /// A binding that ignores writes of a value equal to the current one.
  ///
  /// ```swift
  /// TextField("Name", text: $model.name.removeDuplicates())
  /// ```
  @MainActor public func removeDuplicates() -> Binding<Value> where Value: Equatable {
    removeDuplicates { $0 == $1 }
  }

  /// A binding that ignores writes `isDuplicate` says repeat the current value.
  ///
  /// ```swift
  /// $model.query.removeDuplicates { $0.lowercased() == $1.lowercased() }
  /// ```
  @MainActor public func removeDuplicates(by isDuplicate: @escaping (Value, Value) -> Bool)
    -> Binding<Value>
  {
    let base = self
    return Binding(
      get: { base.wrappedValue },
      set: { newValue in
        if !isDuplicate(base.wrappedValue, newValue) { base.wrappedValue = newValue }
      })
  }
}
