/// Pickers for several values at once (iOS 16): the option the values share is selected, none
/// is when they differ, and picking sets every one.
extension Picker {
  /// A picker for the value each of `sources` holds at `selection`.
  ///
  /// ```swift
  /// Picker(sources: $selectedShapes, selection: \.color) { options } label: { Text("Color") }
  /// ```
  public init<C: RandomAccessCollection>(
    sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    let bindings = sources.map { $0[keyPath: selection] }
    selected = {
      let values = bindings.map(\.wrappedValue)
      guard let first = values.first, values.allSatisfy({ $0 == first }) else { return nil }
      return first
    }
    setSelection = { value in
      for binding in bindings { binding.wrappedValue = value }
    }
    self.label = label()
    self.content = content()
  }
}

extension Picker where Label == Text {
  /// A picker titled with a literal for the value each of `sources` holds.
  ///
  /// ```swift
  /// Picker("Color", sources: $selectedShapes, selection: \.color) { options }
  /// ```
  public init<C: RandomAccessCollection>(
    _ titleKey: LocalizedStringKey, sources: C,
    selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content
  ) {
    self.init(sources: sources, selection: selection, content: content) { Text(titleKey) }
  }

  /// A picker titled with a string value for the value each of `sources` holds.
  ///
  /// ```swift
  /// Picker(property.name, sources: $selectedShapes, selection: \.color) { options }
  /// ```
  @_disfavoredOverload
  public init<C: RandomAccessCollection, S: StringProtocol>(
    _ title: S, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(sources: sources, selection: selection, content: content) { Text(title) }
  }
}

extension Picker where Label == Vellum.Label<Text, Image> {
  /// A picker titled with a literal and a symbol for the value each of `sources` holds.
  ///
  /// ```swift
  /// Picker("Color", systemImage: "paintpalette", sources: $shapes, selection: \.color) { options }
  /// ```
  public init<C: RandomAccessCollection>(
    _ titleKey: LocalizedStringKey, systemImage: String, sources: C,
    selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content
  ) {
    self.init(sources: sources, selection: selection, content: content) {
      Vellum.Label(titleKey, systemImage: systemImage)
    }
  }

  /// A picker titled with a literal and an asset image for the value each of `sources` holds.
  ///
  /// ```swift
  /// Picker("Color", image: .palette, sources: $shapes, selection: \.color) { options }
  /// ```
  public init<C: RandomAccessCollection>(
    _ titleKey: LocalizedStringKey, image: ImageResource, sources: C,
    selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content
  ) {
    self.init(sources: sources, selection: selection, content: content) {
      Vellum.Label(titleKey, image: image)
    }
  }
}
