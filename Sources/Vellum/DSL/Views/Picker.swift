/// A control for choosing one of several options, each a view tagged with its value.
///
/// ```swift
/// Picker("Flavor", selection: $flavor) {
///   Text("Vanilla").tag(Flavor.vanilla)
///   Text("Chocolate").tag(Flavor.chocolate)
/// }
/// ```
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
  /// The selected value, or `nil` when the sources of a `sources:` picker disagree.
  let selected: @MainActor () -> SelectionValue?
  /// Selects a value: sets the binding, or every source's.
  let setSelection: @MainActor (SelectionValue) -> Void
  let label: Label
  let content: Content

  /// A picker with a custom label.
  ///
  /// ```swift
  /// Picker(selection: $flavor) { options } label: { Text("Flavor") }
  /// ```
  public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.selected = { selection.wrappedValue }
    self.setSelection = { selection.wrappedValue = $0 }
    self.label = label()
    self.content = content()
  }

  /// A picker is primitive.
  public var body: Never { primitiveBody(Self.self) }
}

extension Picker {
  /// A picker with a label view given first (the older form).
  ///
  /// ```swift
  /// Picker(selection: $people, label: Text("People")) { ForEach(2..<6) { Text("\($0) people") } }
  /// ```
  public init(
    selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { label }
  }
}

extension Picker where Label == Text {
  /// A picker titled with a literal.
  ///
  /// ```swift
  /// Picker("Flavor", selection: $flavor) { options }
  /// ```
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(titleKey) }
  }

  /// A picker titled with a string value.
  ///
  /// ```swift
  /// Picker(title, selection: $flavor) { options }
  /// ```
  ///
  /// Disfavored, as in SwiftUI, so a literal title takes the `LocalizedStringKey` form.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(title) }
  }
}

extension Picker {
  /// Selects `tag` when it is a `SelectionValue`.
  func select(_ tag: Any) -> Bool {
    guard let value = tag as? SelectionValue else { return false }
    setSelection(value)
    return true
  }
}
