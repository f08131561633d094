/// A switch bound to a flag.
///
/// ```swift
/// Toggle("Favorite", isOn: $recipe.isFavorite)
/// ```
public struct Toggle<Label: View>: View {
  let isOn: Binding<Bool>
  let label: Label

  /// A toggle with a custom label.
  ///
  /// ```swift
  /// Toggle(isOn: $isOn) { Label("Wi-Fi", systemImage: "wifi") }
  /// ```
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }

  /// A toggle is primitive.
  public var body: Never { primitiveBody(Self.self) }
}

extension Toggle where Label == Text {
  /// A toggle titled with a literal.
  ///
  /// ```swift
  /// Toggle("Favorite", isOn: $isFavorite)
  /// ```
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(titleKey) }
  }

  /// A toggle titled with a string value.
  ///
  /// ```swift
  /// Toggle(setting.name, isOn: $setting.isOn)
  /// ```
  ///
  /// Disfavored, as in SwiftUI, so a literal title takes the `LocalizedStringKey` form.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }
}

extension Toggle where Label == Vellum.Label<Text, Image> {
  /// A toggle titled with a literal and a symbol.
  ///
  /// ```swift
  /// Toggle("Notifications", systemImage: "bell", isOn: $notify)
  /// ```
  public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Vellum.Label(titleKey, systemImage: systemImage) }
  }

  /// A toggle titled with a string value and a symbol.
  ///
  /// ```swift
  /// Toggle(setting.name, systemImage: setting.icon, isOn: $setting.isOn)
  /// ```
  ///
  /// Disfavored, as in SwiftUI, so a literal title takes the `LocalizedStringKey` form.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Vellum.Label(title, systemImage: systemImage) }
  }
}
