extension Picker where Label == Vellum.Label<Text, Image> {
  /// A picker titled with a literal and a symbol.
  ///
  /// ```swift
  /// Picker("Flavor", systemImage: "cup.and.saucer", selection: $flavor) { options }
  /// ```
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) {
      Vellum.Label(titleKey, systemImage: systemImage)
    }
  }

  /// A picker titled with a string value and a symbol.
  ///
  /// ```swift
  /// Picker(setting.name, systemImage: setting.icon, selection: $setting.value) { options }
  /// ```
  ///
  /// Disfavored, as in SwiftUI, so a literal title takes the `LocalizedStringKey` form.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) {
      Vellum.Label(title, systemImage: systemImage)
    }
  }

  /// A picker titled with a literal and an image from the app's asset catalog.
  ///
  /// ```swift
  /// Picker("Theme", image: .palette, selection: $theme) { options }
  /// ```
  public init(
    _ titleKey: LocalizedStringKey, image: ImageResource, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Vellum.Label(titleKey, image: image) }
  }

  /// A picker titled with a string value and an image from the app's asset catalog.
  ///
  /// ```swift
  /// Picker(setting.name, image: setting.icon, selection: $setting.value) { options }
  /// ```
  ///
  /// Disfavored, as in SwiftUI, so a literal title takes the `LocalizedStringKey` form.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, image: ImageResource, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Vellum.Label(title, image: image) }
  }
}
